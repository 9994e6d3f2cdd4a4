import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk } from '../../db/columns.ts';
import { employees } from '../employees/employees.tables.ts';

/**
 * An employee's face template (issue 14): the embedding computed from one photo, never the photo. One per
 * employee; consent (who recorded it, when, which policy version) sits on the row and goes with it. Deleted on
 * request, on deactivation, and FACE_RETENTION_DAYS after last_used_at (BIPA).
 */
export const faceTemplates = pgTable(
  'face_templates',
  {
    id: rowId(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    embedding: jsonb('embedding').$type<number[]>().notNull(),
    policyVersion: text('policy_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    consentedBy: uuid('consented_by'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.employeeId, employees).onDelete('cascade'),
    tenantFk(t, t.consentedBy, employees).onDelete('set null'),
    uniqueIndex('face_templates_employee_uq').on(t.tenantId, t.employeeId),
    index('face_templates_last_used_idx').on(t.lastUsedAt),
  ],
);
