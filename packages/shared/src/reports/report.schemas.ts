// Saved reports (issue 15): the types of the code registry, their parameters (zod; never SQL), the saved
// definitions and what a run answers.
import { z } from 'zod';
import { text } from '../validation/text.ts';
import { DATE_PRESETS } from './kpi-period.ts';
import { MAX_RANGE_DAYS } from './kpi.schemas.ts';

export const REPORT_TYPES = [
  'sales_summary',
  'payments_by_tender',
  'tips_by_cutter',
  'sales_by_employee',
  'promo_code_usage',
  'appointments_by_status_and_source',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  sales_summary: 'Sales summary',
  payments_by_tender: 'Payments by tender',
  tips_by_cutter: 'Tips by cutter',
  sales_by_employee: 'Sales by employee',
  promo_code_usage: 'Promo-code usage',
  appointments_by_status_and_source: 'Appointments by status and source',
};

/** Report types whose rows belong to one employee: a limited view shows only the person's own rows. */
export const PER_EMPLOYEE_REPORTS: readonly ReportType[] = ['tips_by_cutter', 'sales_by_employee'];

/** The saved parameters of each type; the dates are chosen when it runs (the preset is the default range). */
export const REPORT_PARAM_SCHEMAS = {
  sales_summary: z.object({ preset: z.enum(DATE_PRESETS).default('last30') }),
  payments_by_tender: z.object({ preset: z.enum(DATE_PRESETS).default('last30') }),
  tips_by_cutter: z.object({ preset: z.enum(DATE_PRESETS).default('last30'), includeZero: z.boolean().default(false) }),
  sales_by_employee: z.object({ preset: z.enum(DATE_PRESETS).default('last30') }),
  promo_code_usage: z.object({ preset: z.enum(DATE_PRESETS).default('last30') }),
  appointments_by_status_and_source: z.object({ preset: z.enum(DATE_PRESETS).default('last30') }),
} satisfies Record<ReportType, z.ZodType>;

export const reportDefinitionInputSchema = z.object({
  type: z.enum(REPORT_TYPES, 'Choose a report type'),
  name: text().trim().min(1, 'Enter a name').max(80, 'Name must be at most 80 characters'),
  /** Null: every store the person running it may see. */
  storeId: z.uuid('Choose a store').nullable(),
  params: z.record(z.string(), z.unknown()).default({}),
});
export type ReportDefinitionInput = z.infer<typeof reportDefinitionInputSchema>;

export const reportDefinitionSchema = z.object({
  id: z.uuid(),
  type: z.enum(REPORT_TYPES),
  name: z.string(),
  storeId: z.uuid().nullable(),
  storeName: z.string().nullable(),
  params: z.record(z.string(), z.unknown()),
  isActive: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type ReportDefinition = z.infer<typeof reportDefinitionSchema>;
export const reportDefinitionListSchema = z.object({ items: z.array(reportDefinitionSchema) });

export const reportActiveSchema = z.object({ active: z.boolean() });

export const reportRunSchema = z
  .object({ from: z.iso.date('Enter a date as YYYY-MM-DD'), to: z.iso.date('Enter a date as YYYY-MM-DD') })
  .superRefine((value, ctx) => {
    if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date must not be before the start date' });
    if ((Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 + 1 > MAX_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `A range is at most ${MAX_RANGE_DAYS} days` });
    }
  });
export type ReportRun = z.infer<typeof reportRunSchema>;

export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export const reportExportQuerySchema = z.object({
  from: z.iso.date('Enter a date as YYYY-MM-DD'),
  to: z.iso.date('Enter a date as YYYY-MM-DD'),
  format: z.enum(REPORT_EXPORT_FORMATS, 'Choose CSV, XLSX or PDF'),
});

export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'money', 'count']),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportResultSchema = z.object({
  definition: reportDefinitionSchema,
  from: z.iso.date(),
  to: z.iso.date(),
  currency: z.string(),
  /** True when the person sees only their own rows (limited report view). */
  limited: z.boolean(),
  columns: z.array(reportColumnSchema),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  /** Sums of the money and count columns over the rows shown. */
  totals: z.record(z.string(), z.number()),
});
export type ReportResult = z.infer<typeof reportResultSchema>;
