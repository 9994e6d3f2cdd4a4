import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

/**
 * A gift card. Its 16-digit number is never stored: only a keyed hash (HMAC-SHA256, for the lookup by
 * number) and the last four digits (to show it masked). The balance never goes below zero (check
 * constraint, and every redemption is one conditional UPDATE).
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    numberHash: text('number_hash').notNull(),
    last4: text('last4').notNull(),
    initialCents: integer('initial_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    customerId: uuid('customer_id'),
    invoiceId: uuid('invoice_id').notNull(),
    invoiceLineId: uuid('invoice_line_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores),
    uniqueIndex('gift_cards_number_uq').on(t.tenantId, t.numberHash),
    uniqueIndex('gift_cards_invoice_line_uq').on(t.tenantId, t.invoiceLineId),
    index('gift_cards_last4_idx').on(t.tenantId, t.last4),
    check('gift_cards_balance_ck', sql`${t.balanceCents} >= 0 and ${t.initialCents} > 0`),
  ],
);
export type GiftCardRow = typeof giftCards.$inferSelect;

/** Every movement of a gift card (issue, redeem, refund), kept forever with the balance after it. */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: rowId(),
    tenantId: tenantId(),
    giftCardId: uuid('gift_card_id').notNull(),
    kind: text('kind', { enum: ['issue', 'redeem', 'refund'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    invoiceId: uuid('invoice_id'),
    paymentId: uuid('payment_id'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.giftCardId, giftCards),
    index('gift_card_ledger_card_idx').on(t.tenantId, t.giftCardId, t.createdAt),
    uniqueIndex('gift_card_ledger_redeem_payment_uq').on(t.tenantId, t.paymentId).where(sql`${t.kind} = 'redeem'`),
    check('gift_card_ledger_amount_ck', sql`${t.amountCents} > 0`),
  ],
);
export type GiftCardLedgerRow = typeof giftCardLedger.$inferSelect;
