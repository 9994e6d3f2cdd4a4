// The rows the KPI figures are computed from, for one store and one window of instants [start, end).
// Instants come back as epoch milliseconds (float8) so both drivers answer numbers.
import {
  type CheckoutTender,
  type InvoiceLineKind,
  type InvoiceStatus,
  type KpiInvoice,
  type KpiShift,
  type KpiVisit,
  SERVED_STATUSES,
} from '@salon/shared';
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

/** `column` within the windows' overall span: one index range for all stores (the join keeps each store's own window). */
const withinSpan = (column: string, windows: readonly Window[]) => {
  const start = new Date(Math.min(...windows.map((w) => w.start.getTime()))).toISOString();
  const end = new Date(Math.max(...windows.map((w) => w.end.getTime()))).toISOString();
  return sql`${sql.raw(column)} >= ${start} and ${sql.raw(column)} < ${end}`;
};
/** Store windows as a join: `(values (store, start, end), ...) as w(store_id, a, b)`. */
export const windowRows = (windows: readonly Window[]) =>
  sql`(values ${sql.join(
    windows.map((w) => sql`(${w.storeId}::uuid, ${w.start.toISOString()}::timestamptz, ${w.end.toISOString()}::timestamptz)`),
    sql`, `,
  )}) as w(store_id, a, b)`;
const listOf = (w: Window | readonly Window[]): readonly Window[] => (Array.isArray(w) ? w : [w as Window]);

/** Keeps the completed sales `i` of the windows (each store's paid in its own window): a join and a where clause. */
const salesOfWindows = (tenantId: string, windows: readonly Window[]) =>
  sql`join ${windowRows(windows)} on i.store_id = w.store_id and i.paid_at >= w.a and i.paid_at < w.b
      where i.tenant_id = ${tenantId} and i.status in ('success', 'partial_refund', 'refunded') and ${withinSpan('i.paid_at', windows)}`;

/** Groups rows by their invoice id. */
function byInvoice<T extends { invoiceId: string }>(rows: T[]): Map<string, Omit<T, 'invoiceId'>[]> {
  const map = new Map<string, Omit<T, 'invoiceId'>[]>();
  for (const { invoiceId, ...row } of rows) {
    const list = map.get(invoiceId);
    if (list) list.push(row);
    else map.set(invoiceId, [row]);
  }
  return map;
}

/** Completed sales paid in the window (or in each store's window), with their lines and tips: three queries in all. */
export async function salesInWindow(
  tx: Tx,
  tenantId: string,
  window: Window | readonly Window[],
): Promise<(KpiInvoiceRow & { storeId: string })[]> {
  const windows = listOf(window);
  if (windows.length === 0) return [];
  const invoices = await queryRows<{
    id: string;
    storeId: string;
    status: InvoiceStatus;
    taxCents: number;
    tipCents: number;
    paidAt: number;
  }>(
    tx,
    sql`select i.id, i.store_id as "storeId", i.status, i.tax_cents as "taxCents", i.tip_cents as "tipCents", ${ms('i.paid_at')} as "paidAt"
        from invoices i ${salesOfWindows(tenantId, windows)}`,
  );
  if (invoices.length === 0) return [];
  const lines = await queryRows<{
    invoiceId: string;
    kind: InvoiceLineKind;
    amountCents: number;
    discountCents: number;
    cutterId: string | null;
  }>(
    tx,
    sql`select l.invoice_id as "invoiceId", l.kind, l.amount_cents as "amountCents", l.discount_cents as "discountCents", l.cutter_id as "cutterId"
        from invoice_lines l join invoices i on i.tenant_id = l.tenant_id and i.id = l.invoice_id
        ${salesOfWindows(tenantId, windows)} and l.tenant_id = ${tenantId}`,
  );
  const tips = await queryRows<{ invoiceId: string; cutterId: string; amountCents: number }>(
    tx,
    sql`select t.invoice_id as "invoiceId", t.cutter_id as "cutterId", t.amount_cents as "amountCents"
        from invoice_tips t join invoices i on i.tenant_id = t.tenant_id and i.id = t.invoice_id
        ${salesOfWindows(tenantId, windows)} and t.tenant_id = ${tenantId}`,
  );
  const linesOf = byInvoice(lines);
  const tipsOf = byInvoice(tips);
  return invoices.map((invoice) => ({ ...invoice, lines: linesOf.get(invoice.id) ?? [], tips: tipsOf.get(invoice.id) ?? [] }));
}

/** Refunds of the stores' invoices that reached a final state in their windows. */
export async function refundsInWindow(tx: Tx, tenantId: string, window: Window | readonly Window[]) {
  const windows = listOf(window);
  if (windows.length === 0) return [];
  return queryRows<{ status: 'pending' | 'succeeded' | 'failed'; amountCents: number }>(
    tx,
    sql`select r.status, r.amount_cents as "amountCents"
        from invoice_refunds r join invoices i on i.tenant_id = r.tenant_id and i.id = r.invoice_id
          join ${windowRows(windows)} on i.store_id = w.store_id and r.completed_at >= w.a and r.completed_at < w.b
        where r.tenant_id = ${tenantId} and ${withinSpan('r.completed_at', windows)}`,
  );
}

/** Payments of the stores' invoices that succeeded in their windows. */
export async function paymentsInWindow(tx: Tx, tenantId: string, window: Window | readonly Window[]) {
  const windows = listOf(window);
  if (windows.length === 0) return [];
  return queryRows<{ tender: CheckoutTender; amountCents: number }>(
    tx,
    sql`select p.tender, p.amount_cents as "amountCents"
        from invoice_payments p join invoices i on i.tenant_id = p.tenant_id and i.id = p.invoice_id
          join ${windowRows(windows)} on i.store_id = w.store_id and p.completed_at >= w.a and p.completed_at < w.b
        where p.tenant_id = ${tenantId} and p.status = 'succeeded' and ${withinSpan('p.completed_at', windows)}`,
  );
}

const visitColumns = sql.raw(`customer_id as "customerId", cutter_id as "cutterId", status,
  (extract(epoch from starts_at) * 1000)::float8 as "startsAt", (extract(epoch from ends_at) * 1000)::float8 as "endsAt",
  (extract(epoch from created_at) * 1000)::float8 as "createdAt"`);

/** Appointments (not blocks) of the store (or of each store) starting in its window. */
export async function visitsInWindow(tx: Tx, tenantId: string, window: Window | readonly Window[]): Promise<KpiVisit[]> {
  const windows = listOf(window);
  if (windows.length === 0) return [];
  return queryRows<KpiVisit>(
    tx,
    sql`select ${visitColumns} from appointments join ${windowRows(windows)}
          on appointments.store_id = w.store_id and starts_at >= w.a and starts_at < w.b
        where tenant_id = ${tenantId} and kind = 'appointment' and visit_id is null`,
  );
}

/** Every appointment of these clients at any store since `since` (for new vs returning, prebook, retention). */
export async function clientHistory(tx: Tx, tenantId: string, customerIds: string[], since: Date): Promise<KpiVisit[]> {
  if (customerIds.length === 0) return [];
  return queryRows<KpiVisit>(
    tx,
    sql`select ${visitColumns} from appointments
        where tenant_id = ${tenantId} and kind = 'appointment' and visit_id is null and starts_at >= ${since.toISOString()}
          and customer_id in (${sql.join(
            customerIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
  );
}

/**
 * Every appointment since `since`, at any store, of the clients served in the windows: clientHistory of
 * visitsInWindow's served clients, in one query (no list of ids, however many clients a year brings).
 */
export async function servedClientsHistory(tx: Tx, tenantId: string, windows: readonly Window[], since: Date): Promise<KpiVisit[]> {
  if (windows.length === 0) return [];
  const served = sql.raw(SERVED_STATUSES.map((s) => `'${s}'`).join(', '));
  return queryRows<KpiVisit>(
    tx,
    sql`select ${visitColumns} from appointments
        where tenant_id = ${tenantId} and kind = 'appointment' and starts_at >= ${since.toISOString()}
          and customer_id in (select a.customer_id from appointments a join ${windowRows(windows)}
                                on a.store_id = w.store_id and a.starts_at >= w.a and a.starts_at < w.b
                              where a.tenant_id = ${tenantId} and a.kind = 'appointment' and a.status in (${served}))`,
  );
}

/** Shifts of the store (or of each store) starting in its window. */
export async function shiftsInWindow(tx: Tx, tenantId: string, window: Window | readonly Window[]): Promise<KpiShift[]> {
  const windows = listOf(window);
  if (windows.length === 0) return [];
  return queryRows<KpiShift>(
    tx,
    sql`select employee_id as "employeeId", status, ${ms('starts_at')} as "startsAt", ${ms('ends_at')} as "endsAt"
        from shifts join ${windowRows(windows)} on shifts.store_id = w.store_id and starts_at >= w.a and starts_at < w.b
        where tenant_id = ${tenantId}`,
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
