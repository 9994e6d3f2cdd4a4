import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk } from '../../db/columns.ts';
import { customers } from '../customers/customers.tables.ts';

/** A customer's account at a gateway (Stripe Customer, sandbox customer): the reference cards are stored under. */
export const customerGatewayAccounts = pgTable(
  'customer_gateway_accounts',
  {
    id: rowId(),
    tenantId: tenantId(),
    customerId: uuid('customer_id').notNull(),
    gateway: text('gateway', { enum: ['sandbox', 'stripe'] }).notNull(),
    customerRef: text('customer_ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.customerId, customers),
    uniqueIndex('customer_gateway_accounts_uq').on(t.tenantId, t.customerId, t.gateway),
  ],
);

/**
 * A card saved at the gateway for a customer: only its reference, brand, last four and expiry are ours. Removed
 * cards keep their row (removed_at) so payments that name them still read; one default per customer.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: rowId(),
    tenantId: tenantId(),
    customerId: uuid('customer_id').notNull(),
    gateway: text('gateway', { enum: ['sandbox', 'stripe'] }).notNull(),
    customerRef: text('customer_ref').notNull(),
    cardRef: text('card_ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.customerId, customers),
    index('saved_cards_customer_idx').on(t.tenantId, t.customerId),
    uniqueIndex('saved_cards_default_uq').on(t.tenantId, t.customerId).where(sql`is_default and removed_at is null`),
    uniqueIndex('saved_cards_card_ref_uq').on(t.tenantId, t.gateway, t.cardRef),
  ],
);
