import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { employees } from '../employees/employees.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

/**
 * A promo code of the tenant: fixed (value in cents) or percentage (value in basis points, 1500 = 15%),
 * valid over store-local days [starts_on, ends_on], at the listed stores (empty: every store).
 * The code is kept upper case and unique per tenant whatever its case.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: rowId(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    description: text('description'),
    type: text('type', { enum: ['fixed', 'percentage'] }).notNull(),
    value: integer('value').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    storeIds: uuid('store_ids').array().notNull().default(sql`'{}'::uuid[]`),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    minSpendCents: integer('min_spend_cents').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.createdBy, employees).onDelete('set null'),
    uniqueIndex('promo_codes_code_uq').on(t.tenantId, sql`upper(${t.code})`),
    check('promo_codes_value_ck', sql`${t.value} > 0 and (${t.type} <> 'percentage' or ${t.value} <= 10000)`),
    check('promo_codes_dates_ck', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
    check(
      'promo_codes_limits_ck',
      sql`coalesce(${t.usageLimit}, 1) > 0 and coalesce(${t.perCustomerLimit}, 1) > 0 and ${t.minSpendCents} >= 0`,
    ),
  ],
);
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** One use of a promo code, by the invoice it discounted (one per invoice); removing it frees the use. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: rowId(),
    tenantId: tenantId(),
    promoCodeId: uuid('promo_code_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    storeId: uuid('store_id').notNull(),
    customerId: uuid('customer_id'),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.promoCodeId, promoCodes),
    tenantFk(t, t.storeId, stores),
    uniqueIndex('promo_redemptions_invoice_uq').on(t.tenantId, t.invoiceId),
    index('promo_redemptions_code_idx').on(t.tenantId, t.promoCodeId, t.customerId),
  ],
);
export type PromoRedemptionRow = typeof promoRedemptions.$inferSelect;
