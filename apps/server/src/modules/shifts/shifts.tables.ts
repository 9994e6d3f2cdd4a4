import { SHIFT_STATUSES, TIME_OFF_STATUSES } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { employees } from '../employees/employees.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

/**
 * An employee's working period at a store: draft until published (active). Only active shifts make a
 * cutter bookable. The exclusion constraint `shifts_no_overlap` (custom migration) refuses two shifts of
 * one employee whose [starts_at, ends_at) ranges overlap, at any store and in any status.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: SHIFT_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: uuid('published_by'),
    notes: text('notes'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores),
    tenantFk(t, t.employeeId, employees).onDelete('cascade'),
    tenantFk(t, t.publishedBy, employees).onDelete('set null'),
    tenantFk(t, t.createdBy, employees).onDelete('set null'),
    index('shifts_store_time_idx').on(t.tenantId, t.storeId, t.startsAt),
    index('shifts_employee_time_idx').on(t.tenantId, t.employeeId, t.startsAt),
    check('shifts_time_order_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
export type ShiftRow = typeof shifts.$inferSelect;

/** Time off of an employee, at one store or (store null) at all of them; approved time off removes availability. */
export const timeOff = pgTable(
  'time_off',
  {
    id: rowId(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    storeId: uuid('store_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: TIME_OFF_STATUSES }).notNull().default('approved'),
    createdBy: uuid('created_by'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.employeeId, employees).onDelete('cascade'),
    tenantFk(t, t.storeId, stores),
    tenantFk(t, t.createdBy, employees).onDelete('set null'),
    tenantFk(t, t.decidedBy, employees).onDelete('set null'),
    index('time_off_employee_time_idx').on(t.tenantId, t.employeeId, t.startsAt),
    index('time_off_store_time_idx').on(t.tenantId, t.storeId, t.startsAt),
    check('time_off_time_order_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
export type TimeOffRow = typeof timeOff.$inferSelect;
