import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { rowId, tenantFk, tenantId, tenantPk } from '../../db/columns.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

const cents = (name: string) => integer(name).notNull().default(0);

/**
 * The KPI summary's sales figures per store and store-local day (issue 15): a rollup of the invoices, lines,
 * tips, payments and refunds, rewritten by refreshDailySales (daily-sales.ts) in the transaction of every
 * sale, payment, refund, tip change and void, so it always equals a fresh aggregate of them.
 * cutter_id null: the store's row (every column). cutter_id set: that cutter's lines and tips on the day's
 * sales (services, products, packages, tip_cents, tickets = sales with one of their lines; other columns 0).
 * The day of a sale is the local date it was paid in the store's zone; of a payment or refund, the local date
 * it completed (the day rule of kpi-data.ts's windows).
 */
export const dailySales = pgTable(
  'daily_sales',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    cutterId: uuid('cutter_id'),
    servicesCents: cents('services_cents'),
    productsCents: cents('products_cents'),
    packagesCents: cents('packages_cents'),
    giftCardSalesCents: cents('gift_card_sales_cents'),
    discountCents: cents('discount_cents'),
    taxCents: cents('tax_cents'),
    tipCents: cents('tip_cents'),
    /** Completed sales paid that day (any lines). */
    sales: cents('sales'),
    tickets: cents('tickets'),
    serviceTickets: cents('service_tickets'),
    serviceTicketsWithRetail: cents('service_tickets_with_retail'),
    /** Refunds that succeeded that day, and every refund that reached a final state that day. */
    refundsCents: cents('refunds_cents'),
    refunds: cents('refunds'),
    /** Payments that succeeded that day, by tender, and how many. */
    cardCents: cents('card_cents'),
    savedCardCents: cents('saved_card_cents'),
    cashCents: cents('cash_cents'),
    giftCardCents: cents('gift_card_cents'),
    payments: cents('payments'),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores).onDelete('cascade'),
    unique('daily_sales_uq').on(t.tenantId, t.storeId, t.day, t.cutterId).nullsNotDistinct(),
    check('daily_sales_ck', sql`${t.sales} >= 0 and ${t.tickets} >= 0 and ${t.refunds} >= 0 and ${t.payments} >= 0`),
  ],
);
export type DailySalesRow = typeof dailySales.$inferSelect;
