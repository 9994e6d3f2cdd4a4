// Saved reports (issue 15): the types of the code registry, their parameters (zod; never SQL), the saved
// definitions and what a run answers.
import { z } from 'zod';
import { text } from '../validation/text.ts';
import { COMMISSION_PERIODS } from './commission.ts';
import { DATE_PRESETS } from './kpi-period.ts';
import { MAX_RANGE_DAYS } from './kpi.schemas.ts';

export const REPORT_TYPES = [
  'sales_summary',
  'payments_by_tender',
  'tips_by_cutter',
  'sales_by_employee',
  'promo_code_usage',
  'appointments_by_status_and_source',
  'commission_by_cutter',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  sales_summary: 'Sales summary',
  payments_by_tender: 'Payments by tender',
  tips_by_cutter: 'Tips by cutter',
  sales_by_employee: 'Sales by employee',
  promo_code_usage: 'Promo-code usage',
  appointments_by_status_and_source: 'Appointments by status and source',
  commission_by_cutter: 'Commission by cutter',
};

/** The type in a viewer address (/admin/bold-reports/{slug}/{id}): sales_summary is sales-summary. */
export const reportTypeSlug = (type: ReportType) => type.replaceAll('_', '-');
export const reportTypeOfSlug = (slug: string): ReportType | null => REPORT_TYPES.find((type) => reportTypeSlug(type) === slug) ?? null;

/** Report types whose rows belong to one employee: a limited view shows only the person's own rows. */
export const PER_EMPLOYEE_REPORTS: readonly ReportType[] = ['tips_by_cutter', 'sales_by_employee', 'commission_by_cutter'];

/** The saved parameters of each type; the dates are chosen when it runs (the preset is the default range). */
export const REPORT_PARAM_SCHEMAS = {
  sales_summary: z.object({ preset: z.enum(DATE_PRESETS).default('last30') }),
  payments_by_tender: z.object({ preset: z.enum(DATE_PRESETS).default('last30') }),
  tips_by_cutter: z.object({ preset: z.enum(DATE_PRESETS).default('last30'), includeZero: z.boolean().default(false) }),
  sales_by_employee: z.object({ preset: z.enum(DATE_PRESETS).default('last30') }),
  promo_code_usage: z.object({ preset: z.enum(DATE_PRESETS).default('last30') }),
  appointments_by_status_and_source: z.object({ preset: z.enum(DATE_PRESETS).default('last30') }),
  commission_by_cutter: z.object({
    preset: z.enum(DATE_PRESETS).default('lastMonth'),
    period: z.enum(COMMISSION_PERIODS, 'Choose the whole range, month or week').default('range'),
  }),
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

/** The end not before the start, and at most MAX_RANGE_DAYS days (a run and an export alike). */
function checkRange(value: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date must not be before the start date' });
  if ((Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 + 1 > MAX_RANGE_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: `A range is at most ${MAX_RANGE_DAYS} days` });
  }
}

const runDates = { from: z.iso.date('Enter a date as YYYY-MM-DD'), to: z.iso.date('Enter a date as YYYY-MM-DD') };
export const reportRunSchema = z.object(runDates).superRefine(checkRange);
export type ReportRun = z.infer<typeof reportRunSchema>;

export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];
export const reportExportQuerySchema = z.object({ ...runDates, format: z.enum(REPORT_EXPORT_FORMATS, 'Choose CSV, XLSX or PDF') });
/** An export asked for (POST /api/Report/StartExport/{id}): the dates checked as a run's are. */
export const reportExportInputSchema = reportExportQuerySchema.superRefine(checkRange);
export type ReportExportInput = z.infer<typeof reportExportInputSchema>;

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
  /** The brand of the stores run (the printed header's first line). */
  brandName: z.string(),
  /** The stores the run covered, each with its time zone (the days are each store's local days). */
  stores: z.array(z.object({ name: z.string(), timezone: z.string() })),
  /** True when the person sees only their own rows (limited report view). */
  limited: z.boolean(),
  columns: z.array(reportColumnSchema),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  /** Sums of the money and count columns over the rows shown. */
  totals: z.record(z.string(), z.number()),
});
export type ReportResult = z.infer<typeof reportResultSchema>;
