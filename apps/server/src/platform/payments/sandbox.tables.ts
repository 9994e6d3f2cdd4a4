import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The sandbox gateway's own records. They stand for the payment processor's database, not ours: no tenant_id
// (the processor serves every merchant), not granted to salon_app, reached only by the sandbox gateway. No card
// number and no CVC are kept: a token or card keeps brand, last four, expiry and the outcome class its test
// number stands for (docs/payments-api.md "Sandbox test cards").

export const SANDBOX_OUTCOMES = ['approve', 'card_declined', 'insufficient_funds', 'expired_card'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export const sandboxTokens = pgTable('sandbox_gateway_tokens', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  outcome: text('outcome', { enum: SANDBOX_OUTCOMES }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCustomers = pgTable('sandbox_gateway_customers', {
  id: text('id').primaryKey(),
  description: text('description'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCards = pgTable(
  'sandbox_gateway_cards',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    outcome: text('outcome', { enum: SANDBOX_OUTCOMES }).notNull(),
    detachedAt: timestamp('detached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_gateway_cards_customer_idx').on(t.customerId)],
);

export const sandboxCharges = pgTable(
  'sandbox_gateway_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['approved', 'declined'] }).notNull(),
    declineCode: text('decline_code'),
    message: text('message'),
    brand: text('brand'),
    last4: text('last4'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_gateway_charges_key_uq').on(t.idempotencyKey),
    check('sandbox_gateway_charges_refund_ck', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
  ],
);

export const sandboxRefunds = pgTable(
  'sandbox_gateway_refunds',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    chargeId: text('charge_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_gateway_refunds_key_uq').on(t.idempotencyKey), index('sandbox_gateway_refunds_charge_idx').on(t.chargeId)],
);
