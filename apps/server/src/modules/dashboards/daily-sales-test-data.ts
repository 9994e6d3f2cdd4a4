// For the daily sales rollup's tests: what daily_sales must hold for a store-day, computed afresh from the
// invoices through the KPI code's own window queries and pure functions (kpi-data.ts, salesFigures), not
// through the rollup's SQL; and the rows it does hold.
import { addDays, refundsCents, salesFigures, wallClockToInstant } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { paymentsInWindow, refundsInWindow, salesInWindow } from './kpi-data.ts';

export type RollupRow = Record<string, string | number | null>;

const COLUMNS = [
  'servicesCents',
  'productsCents',
  'packagesCents',
  'giftCardSalesCents',
  'discountCents',
  'taxCents',
  'tipCents',
  'sales',
  'tickets',
  'serviceTickets',
  'serviceTicketsWithRetail',
  'refundsCents',
  'refunds',
  'cardCents',
  'savedCardCents',
  'cashCents',
  'giftCardCents',
  'payments',
] as const;
const zero = () => Object.fromEntries(COLUMNS.map((c) => [c, 0])) as Record<(typeof COLUMNS)[number], number>;
const sortKey = (r: RollupRow) => `${r.storeId}/${r.day}/${r.cutterId ?? ''}`;
const sorted = (rows: RollupRow[]) => rows.sort((a, b) => sortKey(a).localeCompare(sortKey(b)));

/** The rows one store-day must have: its store row (when anything happened) and a row per cutter with a line or tip. */
export async function expectedDay(tx: Tx, tenantId: string, store: { id: string; zone: string }, day: string): Promise<RollupRow[]> {
  const win = {
    storeId: store.id,
    start: wallClockToInstant(store.zone, day, 0, 'compatible'),
    end: wallClockToInstant(store.zone, addDays(day, 1), 0, 'compatible'),
  };
  const invoices = await salesInWindow(tx, tenantId, win);
  const refunds = await refundsInWindow(tx, tenantId, win);
  const payments = await paymentsInWindow(tx, tenantId, win);
  const f = salesFigures(invoices);
  const tender = (t: string) => payments.filter((p) => p.tender === t).reduce((sum, p) => sum + p.amountCents, 0);
  const rows: RollupRow[] = [];
  const key = { storeId: store.id, day };
  if (invoices.length + refunds.length + payments.length > 0)
    rows.push({
      ...key,
      cutterId: null,
      ...zero(),
      servicesCents: f.servicesCents,
      productsCents: f.productsCents,
      packagesCents: f.packagesCents,
      giftCardSalesCents: f.giftCardSalesCents,
      discountCents: f.discountCents,
      taxCents: f.taxCents,
      tipCents: f.tipCents,
      sales: invoices.length,
      tickets: f.tickets,
      serviceTickets: f.serviceTickets,
      serviceTicketsWithRetail: f.serviceTicketsWithRetail,
      refundsCents: refundsCents(refunds),
      refunds: refunds.length,
      cardCents: tender('card'),
      savedCardCents: tender('saved_card'),
      cashCents: tender('cash'),
      giftCardCents: tender('gift_card'),
      payments: payments.length,
    });
  const cutters = new Map<string, RollupRow & ReturnType<typeof zero>>();
  const of = (cutterId: string) => {
    const row = cutters.get(cutterId) ?? { ...key, cutterId, ...zero() };
    cutters.set(cutterId, row);
    return row;
  };
  for (const invoice of invoices) {
    const mine = new Map<string, typeof invoice.lines>();
    for (const line of invoice.lines) if (line.cutterId) mine.set(line.cutterId, [...(mine.get(line.cutterId) ?? []), line]);
    for (const [cutterId, lines] of mine) {
      const own = salesFigures([{ ...invoice, lines }]);
      const row = of(cutterId);
      row.servicesCents += own.servicesCents;
      row.productsCents += own.productsCents;
      row.packagesCents += own.packagesCents;
      row.tickets += 1;
    }
    for (const tip of invoice.tips) of(tip.cutterId).tipCents += tip.amountCents;
  }
  return sorted([...rows, ...cutters.values()]);
}

/** What daily_sales holds for the tenant (every row), in the shape of expectedDay. */
export async function rollupRows(tx: Tx, tenantId: string): Promise<RollupRow[]> {
  const rows = await queryRows<RollupRow>(
    tx,
    sql`select store_id as "storeId", to_char(day, 'YYYY-MM-DD') as day, cutter_id as "cutterId",
          services_cents as "servicesCents", products_cents as "productsCents", packages_cents as "packagesCents",
          gift_card_sales_cents as "giftCardSalesCents", discount_cents as "discountCents", tax_cents as "taxCents", tip_cents as "tipCents",
          sales, tickets, service_tickets as "serviceTickets", service_tickets_with_retail as "serviceTicketsWithRetail",
          refunds_cents as "refundsCents", refunds, card_cents as "cardCents", saved_card_cents as "savedCardCents", cash_cents as "cashCents",
          gift_card_cents as "giftCardCents", payments
        from daily_sales where tenant_id = ${tenantId}`,
  );
  return sorted(rows);
}

/** Every store-day's expected rows, for the stores and days given (which must cover every day with a sale). */
export async function expectedRows(tx: Tx, tenantId: string, stores: { id: string; zone: string }[], days: string[]) {
  const rows: RollupRow[] = [];
  for (const store of stores) for (const day of days) rows.push(...(await expectedDay(tx, tenantId, store, day)));
  return sorted(rows);
}
