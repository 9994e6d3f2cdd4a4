// The preparation stage (issue 16): a store's local days from..to as DailyTotals, from the same rows the
// reports' sales summary reads (dashboards/kpi-data.ts salesInWindow), so the sums reconcile with it.
import {
  type AccountingDrawerClose,
  type AccountingRefund,
  type AccountingSale,
  type CheckoutTender,
  type DailyTotals,
  dailyTotalsOf,
  instantToWallClock,
  localDayBounds,
} from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { salesInWindow } from '../dashboards/kpi-data.ts';

export interface ExportStore {
  id: string;
  name: string;
  timezone: string;
}

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

type SaleLine = AccountingSale['lines'][number];

/** The service lines of the invoices with the category of the service each sold, per invoice. */
async function serviceLinesOf(tx: Tx, tenantId: string, invoiceIds: string[]): Promise<Map<string, SaleLine[]>> {
  const byInvoice = new Map<string, SaleLine[]>();
  if (!invoiceIds.length) return byInvoice;
  // The category by id (issue 16): a renamed category keeps its account; the name is only the line's label.
  const rows = await queryRows<{
    invoiceId: string;
    amountCents: number;
    discountCents: number;
    categoryId: string | null;
    category: string | null;
  }>(
    tx,
    sql`select l.invoice_id as "invoiceId", l.amount_cents as "amountCents", l.discount_cents as "discountCents",
               c.id as "categoryId", c.name as category
        from invoice_lines l
          left join services s on s.tenant_id = l.tenant_id and s.id = l.item_id
          left join service_categories c on c.tenant_id = s.tenant_id and c.id = s.category_id
        where l.tenant_id = ${tenantId} and l.kind = 'service'
          and l.invoice_id in (${sql.join(
            invoiceIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
  );
  for (const r of rows) {
    const line: SaleLine = {
      kind: 'service',
      amountCents: r.amountCents,
      discountCents: r.discountCents,
      serviceCategory: r.categoryId ? { id: r.categoryId, name: r.category ?? '' } : null,
    };
    byInvoice.set(r.invoiceId, [...(byInvoice.get(r.invoiceId) ?? []), line]);
  }
  return byInvoice;
}

export async function storeDays(tx: Tx, tenantId: string, store: ExportStore, from: string, to: string): Promise<DailyTotals[]> {
  const bounds = localDayBounds(store.timezone, from, to);
  const window = { storeId: store.id, start: bounds[0]!, end: bounds[bounds.length - 1]! };
  const localDate = (at: number) => instantToWallClock(store.timezone, new Date(at)).date;
  const invoices = await salesInWindow(tx, tenantId, window);
  const payments = invoices.length
    ? await queryRows<{ invoiceId: string; tender: CheckoutTender; amountCents: number }>(
        tx,
        sql`select invoice_id as "invoiceId", tender, amount_cents as "amountCents" from invoice_payments
            where tenant_id = ${tenantId} and status = 'succeeded'
              and invoice_id in (${sql.join(
                invoices.map((i) => sql`${i.id}`),
                sql`, `,
              )})`,
      )
    : [];
  // Service lines again with their service category: revenue per category (the same rows, so the same sums).
  const serviceLines = await serviceLinesOf(
    tx,
    tenantId,
    invoices.map((i) => i.id),
  );
  const sales: AccountingSale[] = invoices.map((invoice) => ({
    date: localDate(invoice.paidAt),
    lines: [...invoice.lines.filter((l) => l.kind !== 'service'), ...(serviceLines.get(invoice.id) ?? [])],
    taxCents: invoice.taxCents,
    tipCents: invoice.tipCents,
    payments: payments.filter((p) => p.invoiceId === invoice.id),
  }));
  const refunds = await queryRows<{ at: number; tender: CheckoutTender; amountCents: number }>(
    tx,
    sql`select ${ms('r.completed_at')} as at, p.tender, r.amount_cents as "amountCents"
        from invoice_refunds r
          join invoices i on i.tenant_id = r.tenant_id and i.id = r.invoice_id
          join invoice_payments p on p.tenant_id = r.tenant_id and p.id = r.payment_id
        where r.tenant_id = ${tenantId} and i.store_id = ${store.id} and r.status = 'succeeded'
          and r.completed_at >= ${window.start.toISOString()} and r.completed_at < ${window.end.toISOString()}`,
  );
  const drawers = await queryRows<{ at: number; overShortCents: number }>(
    tx,
    sql`select ${ms('closed_at')} as at, difference_cents as "overShortCents" from cash_drawers
        where tenant_id = ${tenantId} and store_id = ${store.id} and status = 'closed' and difference_cents is not null
          and closed_at >= ${window.start.toISOString()} and closed_at < ${window.end.toISOString()}`,
  );
  return dailyTotalsOf(
    store.id,
    sales,
    refunds.map((r): AccountingRefund => ({ date: localDate(r.at), tender: r.tender, amountCents: r.amountCents })),
    drawers.map((d): AccountingDrawerClose => ({ date: localDate(d.at), overShortCents: d.overShortCents })),
  );
}
