import { sql } from 'drizzle-orm';
import { CASH_TRANSACTION_KINDS } from '@salon/shared';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk } from '../../db/columns.ts';
import { employees } from '../employees/employees.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

/** A till of a store ("Register 1" is made for every store on first use; more may be named). */
export const cashRegisters = pgTable(
  'cash_registers',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores),
    uniqueIndex('cash_registers_name_uq').on(t.tenantId, t.storeId, sql`lower(${t.name})`),
  ],
);
export type CashRegisterRow = typeof cashRegisters.$inferSelect;

/** Denomination value in cents -> count. */
export type DenominationCounts = Record<string, number>;

/**
 * One drawer session of a register: opened with a counted float, closed with a count. At most one open
 * drawer per register (partial unique index). Expected, counted and difference are kept at close.
 */
export const cashDrawers = pgTable(
  'cash_drawers',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    registerId: uuid('register_id').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    openedBy: uuid('opened_by'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    floatCents: integer('float_cents').notNull(),
    openingCount: jsonb('opening_count').$type<DenominationCounts>().notNull(),
    closedBy: uuid('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closingCount: jsonb('closing_count').$type<DenominationCounts>(),
    expectedCents: integer('expected_cents'),
    countedCents: integer('counted_cents'),
    differenceCents: integer('difference_cents'),
    closeNote: text('close_note'),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores),
    tenantFk(t, t.registerId, cashRegisters),
    tenantFk(t, t.openedBy, employees).onDelete('set null'),
    tenantFk(t, t.closedBy, employees).onDelete('set null'),
    uniqueIndex('cash_drawers_one_open_uq').on(t.tenantId, t.registerId).where(sql`${t.status} = 'open'`),
    index('cash_drawers_store_idx').on(t.tenantId, t.storeId, t.openedAt),
    check('cash_drawers_float_ck', sql`${t.floatCents} >= 0`),
  ],
);
export type CashDrawerRow = typeof cashDrawers.$inferSelect;

/** Cash into or out of a drawer; a voided one stays (who, when, why) and no longer counts. */
export const cashTransactions = pgTable(
  'cash_transactions',
  {
    id: rowId(),
    tenantId: tenantId(),
    drawerId: uuid('drawer_id').notNull(),
    kind: text('kind', { enum: CASH_TRANSACTION_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    invoiceId: uuid('invoice_id'),
    paymentId: uuid('payment_id'),
    actorId: uuid('actor_id'),
    createdAt: createdAt(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by'),
    voidReason: text('void_reason'),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.drawerId, cashDrawers),
    tenantFk(t, t.actorId, employees).onDelete('set null'),
    tenantFk(t, t.voidedBy, employees).onDelete('set null'),
    index('cash_transactions_drawer_idx').on(t.tenantId, t.drawerId, t.createdAt),
    uniqueIndex('cash_transactions_payment_uq').on(t.tenantId, t.paymentId).where(sql`${t.kind} = 'cash_payment'`),
    check('cash_transactions_amount_ck', sql`${t.amountCents} >= 0`),
  ],
);
export type CashTransactionRow = typeof cashTransactions.$inferSelect;

/** What happened to a drawer, in order: opened, paid in, withdrawn, voided, closed... */
export const cashActivities = pgTable(
  'cash_activities',
  {
    id: rowId(),
    tenantId: tenantId(),
    drawerId: uuid('drawer_id').notNull(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    actorId: uuid('actor_id'),
    transactionId: uuid('transaction_id'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.drawerId, cashDrawers),
    tenantFk(t, t.actorId, employees).onDelete('set null'),
    index('cash_activities_drawer_idx').on(t.tenantId, t.drawerId, t.createdAt),
  ],
);
export type CashActivityRow = typeof cashActivities.$inferSelect;
