// The rows the KPI figures are computed from, for one store and one window of instants [start, end).
// Instants come back as epoch milliseconds (float8) so both drivers answer numbers.
import type { CheckoutTender, InvoiceLineKind, InvoiceStatus, KpiInvoice, KpiShift, KpiVisit } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export interface Window {
  storeId: string;
  start: Date;
  end: Date;
}

export interface KpiInvoiceRow extends KpiInvoice {
  id: string;
  paidAt: number;
  tips: { cutterId: string; amountCents: number }[];
}

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/** Completed sales paid in the window, with their lines and tips. */
export async function salesInWindow(tx: Tx, tenantId: string, w: Window): Promise<KpiInvoiceRow[]> {
  const invoices = await queryRows<{ id: string; status: InvoiceStatus; taxCents: number; tipCents: number; paidAt: number }>(
    tx,
    sql`select id, status, tax_cents as "taxCents", tip_cents as "tipCents", ${ms('paid_at')} as "paidAt"
        from invoices
        where tenant_id = ${tenantId} and store_id = ${w.storeId}
          and status in ('success', 'partial_refund', 'refunded')
          and paid_at >= ${w.start.toISOString()} and paid_at < ${w.end.toISOString()}`,
  );
  if (invoices.length === 0) return [];
  const ids = sql.join(
    invoices.map((i) => sql`${i.id}`),
    sql`, `,
  );
  const lines = await queryRows<{
    invoiceId: string;
    kind: InvoiceLineKind;
    amountCents: number;
    discountCents: number;
    cutterId: string | null;
  }>(
    tx,
    sql`select invoice_id as "invoiceId", kind, amount_cents as "amountCents", discount_cents as "discountCents", cutter_id as "cutterId"
        from invoice_lines where tenant_id = ${tenantId} and invoice_id in (${ids})`,
  );
  const tips = await queryRows<{ invoiceId: string; cutterId: string; amountCents: number }>(
    tx,
    sql`select invoice_id as "invoiceId", cutter_id as "cutterId", amount_cents as "amountCents"
        from invoice_tips where tenant_id = ${tenantId} and invoice_id in (${ids})`,
  );
  return invoices.map((invoice) => ({
    ...invoice,
    lines: lines.filter((l) => l.invoiceId === invoice.id),
    tips: tips.filter((t) => t.invoiceId === invoice.id),
  }));
}

/** Refunds of the store's invoices that reached a final state in the window. */
export async function refundsInWindow(tx: Tx, tenantId: string, w: Window) {
  return queryRows<{ status: 'pending' | 'succeeded' | 'failed'; amountCents: number }>(
    tx,
    sql`select r.status, r.amount_cents as "amountCents"
        from invoice_refunds r join invoices i on i.tenant_id = r.tenant_id and i.id = r.invoice_id
        where r.tenant_id = ${tenantId} and i.store_id = ${w.storeId}
          and r.completed_at >= ${w.start.toISOString()} and r.completed_at < ${w.end.toISOString()}`,
  );
}

/** Payments of the store's invoices that succeeded in the window. */
export async function paymentsInWindow(tx: Tx, tenantId: string, w: Window) {
  return queryRows<{ tender: CheckoutTender; amountCents: number }>(
    tx,
    sql`select p.tender, p.amount_cents as "amountCents"
        from invoice_payments p join invoices i on i.tenant_id = p.tenant_id and i.id = p.invoice_id
        where p.tenant_id = ${tenantId} and i.store_id = ${w.storeId} and p.status = 'succeeded'
          and p.completed_at >= ${w.start.toISOString()} and p.completed_at < ${w.end.toISOString()}`,
  );
}

const visitColumns = sql.raw(`customer_id as "customerId", cutter_id as "cutterId", status,
  (extract(epoch from starts_at) * 1000)::float8 as "startsAt", (extract(epoch from ends_at) * 1000)::float8 as "endsAt",
  (extract(epoch from created_at) * 1000)::float8 as "createdAt"`);

/** Appointments (not blocks) of the store starting in the window. */
export async function visitsInWindow(tx: Tx, tenantId: string, w: Window): Promise<KpiVisit[]> {
  return queryRows<KpiVisit>(
    tx,
    sql`select ${visitColumns} from appointments
        where tenant_id = ${tenantId} and store_id = ${w.storeId} and kind = 'appointment'
          and starts_at >= ${w.start.toISOString()} and starts_at < ${w.end.toISOString()}`,
  );
}

/** Every appointment of these clients at any store since `since` (for new vs returning, prebook, retention). */
export async function clientHistory(tx: Tx, tenantId: string, customerIds: string[], since: Date): Promise<KpiVisit[]> {
  if (customerIds.length === 0) return [];
  return queryRows<KpiVisit>(
    tx,
    sql`select ${visitColumns} from appointments
        where tenant_id = ${tenantId} and kind = 'appointment' and starts_at >= ${since.toISOString()}
          and customer_id in (${sql.join(
            customerIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
  );
}

/** Shifts of the store starting in the window. */
export async function shiftsInWindow(tx: Tx, tenantId: string, w: Window): Promise<KpiShift[]> {
  return queryRows<KpiShift>(
    tx,
    sql`select employee_id as "employeeId", status, ${ms('starts_at')} as "startsAt", ${ms('ends_at')} as "endsAt"
        from shifts where tenant_id = ${tenantId} and store_id = ${w.storeId}
          and starts_at >= ${w.start.toISOString()} and starts_at < ${w.end.toISOString()}`,
  );
}

/** "First Last" of the employees with these ids (a former employee's id keeps no name). */
export async function employeeNames(tx: Tx, tenantId: string, ids: Iterable<string>): Promise<Map<string, string>> {
  const list = [...new Set(ids)];
  if (list.length === 0) return new Map();
  const rows = await queryRows<{ id: string; name: string }>(
    tx,
    sql`select id, first_name || ' ' || last_name as name from employees
        where tenant_id = ${tenantId} and id in (${sql.join(
          list.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}
