// Store demand wire types (issue 17): /api/StoreDemand. A demand is a store's week of required headcount per
// skill set and hour; draft until booked. Rules: demand-grid.ts, demand-forecast.ts, demand-coverage.ts,
// shift-suggestion.ts.
import { z } from 'zod';
import { isCalendarDate } from '../stores/store-hours.ts';
import { text } from '../validation/text.ts';
import { DEMAND_MAX_HEADCOUNT } from './demand-grid.ts';
import { UNCOVERED_REASONS } from './shift-suggestion.ts';

export const STORE_DEMAND_STATUSES = ['draft', 'booked'] as const;
export type StoreDemandStatus = (typeof STORE_DEMAND_STATUSES)[number];
/** Weeks start on Sunday, as on the shift screens (DEFAULT_WEEK_START). Spec: the store demand wizard has 4 steps (store and week, demand detail, demand review, saved). */
export const STORE_DEMAND_WIZARD_STEPS = 4;
export const STORE_DEMAND_ACTIONS = ['created', 'updated', 'booked'] as const;

const weekStart = text({ error: 'Week is required' })
  .trim()
  .refine(isCalendarDate, 'Week must be a real date written YYYY-MM-DD')
  .refine((d) => !isCalendarDate(d) || new Date(`${d}T12:00:00Z`).getUTCDay() === 0, 'Week must start on a Sunday');
const skillKey = text().regex(/^[A-Za-z0-9_-]{1,50}$/, 'Choose skill sets from the list');
const headcount = z
  .int('Headcount must be a whole number')
  .min(0, 'Headcount must be a whole number from 0 to 50')
  .max(DEMAND_MAX_HEADCOUNT, `Headcount must be a whole number from 0 to ${DEMAND_MAX_HEADCOUNT}`);
/** required[skill][dayIndex][cellIndex]; the server checks it fits the week's opening hours (422 naming the cell). */
export const demandRequiredSchema = z
  .record(skillKey, z.array(z.array(headcount).max(48)).length(7, 'Give 7 days'))
  .refine((r) => Object.keys(r).length > 0, 'Choose at least one skill set')
  .refine((r) => Object.keys(r).length <= 20, 'At most 20 skill sets');

export const demandSettingsSchema = z.object({
  targetUtilisationPercent: z
    .int('Target utilisation must be a whole percent')
    .min(10, 'Target utilisation must be 10-100%')
    .max(100, 'Target utilisation must be 10-100%'),
  weeklyLimitHours: z
    .int('Weekly hours limit must be whole hours')
    .min(1, 'Weekly hours limit must be 1-80')
    .max(80, 'Weekly hours limit must be 1-80'),
  forecastWeeks: z.int('Weeks must be a whole number').min(1, 'Use 1-12 weeks').max(12, 'Use 1-12 weeks'),
  minPerOpenHour: z.int('Minimum must be a whole number').min(0, 'Minimum must be 0-10').max(10, 'Minimum must be 0-10'),
});
export type DemandSettings = z.infer<typeof demandSettingsSchema>;
export const DEMAND_SETTINGS_DEFAULTS: DemandSettings = {
  targetUtilisationPercent: 80,
  weeklyLimitHours: 40,
  forecastWeeks: 4,
  minPerOpenHour: 1,
};

export const storeDemandWeekSchema = z.object({ storeId: z.uuid('Choose a store'), weekStart });
export type StoreDemandWeekRequest = z.infer<typeof storeDemandWeekSchema>;

export const storeDemandForecastSchema = storeDemandWeekSchema.extend({ settings: demandSettingsSchema.optional() });
export type StoreDemandForecastRequest = z.infer<typeof storeDemandForecastSchema>;

export const storeDemandCreateSchema = z.object({
  storeId: z.uuid('Choose a store'),
  weekStart,
  status: z.enum(STORE_DEMAND_STATUSES, 'Status must be draft or booked'),
  required: demandRequiredSchema,
  settings: demandSettingsSchema.optional(),
});
export type StoreDemandCreate = z.infer<typeof storeDemandCreateSchema>;

export const storeDemandUpdateSchema = z.object({
  status: z.enum(STORE_DEMAND_STATUSES, 'Status must be draft or booked'),
  required: demandRequiredSchema,
  settings: demandSettingsSchema.optional(),
  /** The version the editor started from: 409 when someone saved in between. */
  version: z.int().min(1),
});
export type StoreDemandUpdate = z.infer<typeof storeDemandUpdateSchema>;

export const storeDemandAcceptSchema = z.object({
  shifts: z
    .array(
      z.object({
        employeeId: z.uuid('Choose an employee'),
        start: z.iso.datetime({ offset: true }),
        end: z.iso.datetime({ offset: true }),
      }),
    )
    .min(1, 'Choose at least one shift')
    .max(500, 'At most 500 shifts'),
});
export type StoreDemandAccept = z.infer<typeof storeDemandAcceptSchema>;

const cellSchema = z.object({ start: z.int(), end: z.int() });
export const demandGridSchema = z.object({
  cellMinutes: z.int(),
  days: z.array(z.object({ date: z.string(), cells: z.array(cellSchema) })),
});
const coverCellSchema = z.object({ start: z.int(), end: z.int(), required: z.int(), scheduled: z.int() });
export const demandCoverSchema = z.record(z.string(), z.array(z.array(coverCellSchema)));
export type DemandCoverWire = z.infer<typeof demandCoverSchema>;

export const storeDemandSchema = z.object({
  id: z.uuid(),
  storeId: z.uuid(),
  weekStart: z.string(),
  status: z.enum(STORE_DEMAND_STATUSES),
  version: z.int(),
  grid: demandGridSchema,
  required: z.record(z.string(), z.array(z.array(z.int()))),
  settings: demandSettingsSchema,
  bookedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
  history: z.array(
    z.object({
      version: z.int(),
      action: z.enum(STORE_DEMAND_ACTIONS),
      status: z.enum(STORE_DEMAND_STATUSES),
      by: z.string().nullable(),
      at: z.iso.datetime(),
    }),
  ),
});
export type StoreDemand = z.infer<typeof storeDemandSchema>;

/** What the wizard needs for a store's week: the grid, the skill sets, the demand already saved, the settings. */
export const storeDemandWeekResultSchema = z.object({
  storeId: z.uuid(),
  storeName: z.string(),
  timezone: z.string(),
  weekStart: z.string(),
  grid: demandGridSchema,
  skills: z.array(z.string()),
  settings: demandSettingsSchema,
  demand: storeDemandSchema.nullable(),
});
export type StoreDemandWeek = z.infer<typeof storeDemandWeekResultSchema>;

const explanationSchema = z.object({
  busyMinutesByWeek: z.array(z.int()),
  cellMinutes: z.int(),
  rawHundredths: z.int(),
  minimumApplied: z.boolean(),
  required: z.int(),
});
export const storeDemandForecastResultSchema = z.object({
  grid: demandGridSchema,
  settings: demandSettingsSchema,
  required: z.record(z.string(), z.array(z.array(z.int()))),
  explanations: z.record(z.string(), z.array(z.array(explanationSchema))),
});
export type StoreDemandForecast = z.infer<typeof storeDemandForecastResultSchema>;

export const storeDemandCoverageResultSchema = z.object({
  weekStart: z.string(),
  grid: demandGridSchema,
  demand: z.object({ id: z.uuid(), status: z.enum(STORE_DEMAND_STATUSES), version: z.int() }).nullable(),
  /** Every shift of the store that week (drafts and published). */
  cover: demandCoverSchema,
  /** Published shifts only. */
  publishedCover: demandCoverSchema,
});
export type StoreDemandCoverage = z.infer<typeof storeDemandCoverageResultSchema>;

export const suggestedShiftSchema = z.object({
  employeeId: z.uuid(),
  employeeName: z.string(),
  date: z.string(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
});
export type SuggestedShiftWire = z.infer<typeof suggestedShiftSchema>;
export const storeDemandSuggestionSchema = z.object({
  demandId: z.uuid(),
  shifts: z.array(suggestedShiftSchema),
  before: demandCoverSchema,
  after: demandCoverSchema,
  uncovered: z.array(
    z.object({
      skill: z.string(),
      date: z.string(),
      start: z.int(),
      end: z.int(),
      short: z.int(),
      reason: z.enum(UNCOVERED_REASONS),
      holders: z.record(z.string(), z.int()),
    }),
  ),
});
export type StoreDemandSuggestion = z.infer<typeof storeDemandSuggestionSchema>;
