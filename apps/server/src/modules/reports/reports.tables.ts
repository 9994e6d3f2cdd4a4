import { type AccessControls, REPORT_EXPORT_FORMATS, REPORT_EXPORT_STATUSES, REPORT_TYPES } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/**
 * An employee's commission rates (issue 15), in basis points, each from a local date on. A sale earns at the
 * rate in effect on its day, so a new rate never rewrites a period already paid; rows are only added (or
 * replaced or removed before they start), never changed once in effect.
 */
export const commissionRates = pgTable(
  'commission_rates',
  {
    id: rowId(),
    tenantId: tenantId(),
    employeeId: uuid('employee_id').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    serviceBasisPoints: integer('service_basis_points').notNull(),
    productBasisPoints: integer('product_basis_points').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.employeeId, employees).onDelete('cascade'),
    tenantFk(t, t.createdBy, employees).onDelete('set null'),
    uniqueIndex('commission_rates_employee_day_uq').on(t.tenantId, t.employeeId, t.effectiveFrom),
    check(
      'commission_rates_basis_points_ck',
      sql`${t.serviceBasisPoints} between 0 and 10000 and ${t.productBasisPoints} between 0 and 10000`,
    ),
  ],
);

/**
 * A report export asked for by one person (issue 15): a large one is prepared by the report.export job, which
 * records its progress (rows_done of rows_total). `viewer` keeps what the person could see when they asked
 * (flags and stores), so the job's file holds only that. The file lives with the uploads, outside the web root
 * (DATA_DIR/uploads/<tenant>/report-exports/<id>.<format>), and only its asker may download it. One queued or
 * running export per person, report, format and dates (report_exports_pending_uq): a double click makes one job.
 */
export const reportExports = pgTable(
  'report_exports',
  {
    id: rowId(),
    tenantId: tenantId(),
    reportId: uuid('report_id').notNull(),
    requestedBy: uuid('requested_by').notNull(),
    format: text('format', { enum: REPORT_EXPORT_FORMATS }).notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    viewer: jsonb('viewer').$type<ExportViewer>().notNull(),
    status: text('status', { enum: REPORT_EXPORT_STATUSES }).notNull().default('queued'),
    background: boolean('background').notNull().default(true),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    errorMessage: text('error_message'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.reportId, reportDefinitions).onDelete('cascade'),
    tenantFk(t, t.requestedBy, employees).onDelete('cascade'),
    index('report_exports_person_idx').on(t.tenantId, t.requestedBy, t.createdAt),
    uniqueIndex('report_exports_pending_uq')
      .on(t.tenantId, t.requestedBy, t.reportId, t.format, t.fromDate, t.toDate)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);
export type ReportExportRow = typeof reportExports.$inferSelect;

/** What the asker could see: enough of the Actor to run the report as them. */
export interface ExportViewer {
  accessControls: AccessControls;
  isSuperAdmin: boolean;
  storeIds: string[];
  tenantWide: boolean;
  brandId: string | null;
}
