import { sql } from 'drizzle-orm';
import { OVERTIME_RULES, PAY_PERIODS, PERIOD_STATUSES, TIME_ENTRY_KINDS, TIME_ENTRY_METHODS } from '@salon/shared';
import { boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk } from '../../db/columns.ts';
import { employees } from '../employees/employees.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

/** Pay period and overtime profile of a store; a store without a row uses defaultSettings(). */
export const timeClockSettings = pgTable(
  'time_clock_settings',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    payPeriod: text('pay_period', { enum: PAY_PERIODS }).notNull().default('weekly'),
    startDay: smallint('start_day').notNull().default(0),
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    overtimeRule: text('overtime_rule', { enum: OVERTIME_RULES }).notNull(),
    graceMinutes: integer('grace_minutes').notNull().default(60),
    faceMatchThreshold: smallint('face_match_threshold').notNull().default(550),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores).onDelete('cascade'),
    uniqueIndex('time_clock_settings_store_uq').on(t.tenantId, t.storeId),
    check('time_clock_settings_start_day_ck', sql`${t.startDay} BETWEEN 0 AND 6`),
  ],
);

/**
 * A segment of an employee's time at a store: work, a paid or an unpaid break. Clocking in opens one;
 * a break closes it and opens the next. One open entry per employee (partial unique index). The row is the
 * latest version; every change (clock out, add, edit, delete) also writes a time_entry_versions row, which
 * is never updated or deleted. A deleted entry keeps its row with deleted_at set.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: rowId(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    storeId: uuid('store_id').notNull(),
    kind: text('kind', { enum: TIME_ENTRY_KINDS }).notNull(),
    method: text('method', { enum: TIME_ENTRY_METHODS }).notNull(),
    clockIn: timestamp('clock_in', { withTimezone: true }).notNull(),
    clockOut: timestamp('clock_out', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    edited: boolean('edited').notNull().default(false),
    /** Similarity (permille) of the face match that clocked this entry in; null for other methods. */
    faceScore: smallint('face_score'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the missed clock-out email went (once per entry). */
    missedNotifiedAt: timestamp('missed_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.employeeId, employees).onDelete('cascade'),
    tenantFk(t, t.storeId, stores).onDelete('cascade'),
    uniqueIndex('time_entries_one_open_uq').on(t.tenantId, t.employeeId).where(sql`${t.clockOut} IS NULL AND ${t.deletedAt} IS NULL`),
    index('time_entries_store_idx').on(t.tenantId, t.storeId, t.clockIn),
    index('time_entries_employee_idx').on(t.tenantId, t.employeeId, t.clockIn),
    check('time_entries_out_after_in_ck', sql`${t.clockOut} IS NULL OR ${t.clockOut} > ${t.clockIn}`),
  ],
);
export type TimeEntryRow = typeof timeEntries.$inferSelect;

/** Every version of an entry, append-only: who changed it, why and when. */
export const timeEntryVersions = pgTable(
  'time_entry_versions',
  {
    id: rowId(),
    tenantId: tenantId(),
    entryId: uuid('entry_id').notNull(),
    version: integer('version').notNull(),
    action: text('action', { enum: ['clock_in', 'clock_out', 'add', 'edit', 'delete'] }).notNull(),
    kind: text('kind', { enum: TIME_ENTRY_KINDS }).notNull(),
    clockIn: timestamp('clock_in', { withTimezone: true }).notNull(),
    clockOut: timestamp('clock_out', { withTimezone: true }),
    editorId: uuid('editor_id'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.entryId, timeEntries).onDelete('cascade'),
    tenantFk(t, t.editorId, employees).onDelete('set null'),
    uniqueIndex('time_entry_versions_uq').on(t.tenantId, t.entryId, t.version),
  ],
);

/** Approval of a store's pay period: approved locks it; re-opening (with a reason) unlocks it. */
export const timeCardPeriods = pgTable(
  'time_card_periods',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status', { enum: PERIOD_STATUSES }).notNull(),
    approvedBy: uuid('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    reopenedBy: uuid('reopened_by'),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenReason: text('reopen_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores).onDelete('cascade'),
    tenantFk(t, t.approvedBy, employees).onDelete('set null'),
    tenantFk(t, t.reopenedBy, employees).onDelete('set null'),
    uniqueIndex('time_card_periods_uq').on(t.tenantId, t.storeId, t.periodStart),
  ],
);
export type TimeCardPeriodRow = typeof timeCardPeriods.$inferSelect;
