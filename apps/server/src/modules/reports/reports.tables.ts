import { REPORT_TYPES } from '@salon/shared';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { employees } from '../employees/employees.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

/**
 * A saved report (issue 15): a named definition of a type from the code registry (report-types.ts) with its
 * parameters (validated by the type's zod schema; never SQL). store_id null means every store the person
 * running it may see.
 */
export const reportDefinitions = pgTable(
  'report_definitions',
  {
    id: rowId(),
    tenantId: tenantId(),
    type: text('type', { enum: REPORT_TYPES }).notNull(),
    name: text('name').notNull(),
    storeId: uuid('store_id'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores),
    tenantFk(t, t.createdBy, employees).onDelete('set null'),
    index('report_definitions_name_idx').on(t.tenantId, t.name),
  ],
);
export type ReportDefinitionRow = typeof reportDefinitions.$inferSelect;
