import { NOTIFICATION_DIGESTS, NOTIFICATION_KINDS } from '@salon/shared';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { employees } from '../employees/employees.tables.ts';

/** One line of a staff member's bell (issue 18): what happened, where to look, whether they have seen it. */
export const notifications = pgTable(
  'notifications',
  {
    id: rowId(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    /** A path of the admin site (/admin/...), never an outside address. */
    link: text('link'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the hourly digest emailed this line (people who chose the digest); set once, so a rerun sends nothing. */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.employeeId, employees).onDelete('cascade'),
    index('notifications_employee_idx').on(t.tenantId, t.employeeId, t.createdAt),
  ],
);

/** A person's choice per kind: by email and/or in the app. No row means the kind's default (both on). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    id: rowId(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    email: boolean('email').notNull(),
    inApp: boolean('in_app').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.employeeId, employees).onDelete('cascade'),
    uniqueIndex('notification_preferences_uq').on(t.tenantId, t.employeeId, t.kind),
  ],
);

/** A person's email rhythm: each notification by itself (no row, the default) or one digest an hour. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    id: rowId(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    emailDigest: text('email_digest', { enum: NOTIFICATION_DIGESTS }).notNull().default('each'),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.employeeId, employees).onDelete('cascade'),
    uniqueIndex('notification_settings_uq').on(t.tenantId, t.employeeId),
  ],
);
