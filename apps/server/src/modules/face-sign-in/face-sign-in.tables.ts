import { FACE_MODES, FACE_OUTCOMES, FACE_RESOLVED_BY, FACE_VERDICTS } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk } from '../../db/columns.ts';
import { employees } from '../employees/employees.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

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

/**
 * One image at the store tablet (issue 14): the scores and the decision, never the image. A sign-in attempt
 * waits here for its PIN (FACE_PIN_WINDOW_MINUTES); weak and PIN-finished attempts wait for a manager's verdict.
 */
export const faceAttempts = pgTable(
  'face_attempts',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    mode: text('mode', { enum: FACE_MODES }).notNull(),
    outcome: text('outcome', { enum: FACE_OUTCOMES }).notNull(),
    score: smallint('score'),
    threshold: smallint('threshold').notNull(),
    /** The closest enrolled employee when the outcome is match or weak. */
    employeeId: uuid('employee_id'),
    resolvedBy: text('resolved_by', { enum: FACE_RESOLVED_BY }),
    /** Whose PIN (or face) finished the attempt. */
    resolvedEmployeeId: uuid('resolved_employee_id'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    pinFailures: smallint('pin_failures').notNull().default(0),
    verdict: text('verdict', { enum: FACE_VERDICTS }),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores).onDelete('cascade'),
    tenantFk(t, t.employeeId, employees).onDelete('set null'),
    tenantFk(t, t.resolvedEmployeeId, employees).onDelete('set null'),
    tenantFk(t, t.reviewedBy, employees).onDelete('set null'),
    index('face_attempts_store_idx').on(t.tenantId, t.storeId, t.createdAt),
    check('face_attempts_verdict_ck', sql`(${t.verdict} IS NULL) = (${t.reviewedAt} IS NULL)`),
  ],
);
