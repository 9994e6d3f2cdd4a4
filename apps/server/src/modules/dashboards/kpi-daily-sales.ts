// The KPI summary's sales figures from the daily rollup (daily-sales.ts): the store rows and cutter rows of the
// stores' local days in a range, added up. Same figures as salesFigures over the invoices of kpi-data.ts's windows.
import type { CheckoutTender, SalesFigures } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export interface DaySales extends SalesFigures {
  /** The store-local day of a store row; null on a cutter row (summed over the range). */
  day: string | null;
  cutterId: string | null;
  /** Completed sales (any lines), refunds that reached a final state, payments that succeeded: counts. */
  sales: number;
  refunds: number;
  payments: number;
  refundsCents: number;
  paymentsByTender: Record<CheckoutTender, number>;
}

const ZERO: Omit<DaySales, 'day' | 'cutterId' | 'paymentsByTender'> = {
  servicesCents: 0,
  productsCents: 0,
  packagesCents: 0,
  netSalesCents: 0,
  giftCardSalesCents: 0,
  discountCents: 0,
  taxCents: 0,
  tipCents: 0,
  tickets: 0,
  serviceTickets: 0,
  serviceTicketsWithRetail: 0,
  sales: 0,
  refunds: 0,
  payments: 0,
  refundsCents: 0,
};
type Totals = Omit<DaySales, 'day' | 'cutterId'>;
const empty = (): Totals => ({ ...ZERO, paymentsByTender: { card: 0, saved_card: 0, cash: 0, gift_card: 0 } });

/** Adds rows up (every figure is a sum). */
export function sumDays(rows: readonly DaySales[]): Totals {
  const total = empty();
  for (const row of rows) {
    for (const k of Object.keys(ZERO) as (keyof typeof ZERO)[]) total[k] += row[k];
    for (const t of Object.keys(total.paymentsByTender) as CheckoutTender[]) total.paymentsByTender[t] += row.paymentsByTender[t];
  }
  return total;
}

/**
 * The rollup of these stores' days from `from` to `to` (store-local dates), summed in SQL to what the summary shows:
 * store rows (cutterId null) one per day, for the totals and the daily series, and cutter rows one per cutter over
 * the whole range (day null), for the breakdown (none with `storeRowsOnly`). A month of 20 stores is about 190 rows, not the rollup's 5,000.
 */
export async function dailySalesInRange(
  tx: Tx,
  tenantId: string,
  storeIds: readonly string[],
  from: string,
  to: string,
  storeRowsOnly = false,
): Promise<DaySales[]> {
  if (storeIds.length === 0) return [];
  const rows = await queryRows<
    Omit<DaySales, 'netSalesCents' | 'paymentsByTender'> & Record<'card' | 'savedCard' | 'cash' | 'giftCard', number>
  >(
    tx,
    sql`select to_char(case when cutter_id is null then day end, 'YYYY-MM-DD') as day, cutter_id as "cutterId",
          sum(services_cents)::int as "servicesCents", sum(products_cents)::int as "productsCents", sum(packages_cents)::int as "packagesCents",
          sum(gift_card_sales_cents)::int as "giftCardSalesCents", sum(discount_cents)::int as "discountCents", sum(tax_cents)::int as "taxCents",
          sum(tip_cents)::int as "tipCents", sum(sales)::int as sales, sum(tickets)::int as tickets, sum(service_tickets)::int as "serviceTickets",
          sum(service_tickets_with_retail)::int as "serviceTicketsWithRetail", sum(refunds_cents)::int as "refundsCents", sum(refunds)::int as refunds,
          sum(card_cents)::int as card, sum(saved_card_cents)::int as "savedCard", sum(cash_cents)::int as cash,
          sum(gift_card_cents)::int as "giftCard", sum(payments)::int as payments
        from daily_sales
        where tenant_id = ${tenantId} and day >= ${from}::date and day <= ${to}::date${storeRowsOnly ? sql` and cutter_id is null` : sql``}
          and store_id in (${sql.join(
            storeIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        group by cutter_id, case when cutter_id is null then day end`,
  );
  return rows.map(({ card, savedCard, cash, giftCard, ...row }) => ({
    ...row,
    netSalesCents: row.servicesCents + row.productsCents + row.packagesCents,
    paymentsByTender: { card, saved_card: savedCard, cash, gift_card: giftCard },
  }));
}
