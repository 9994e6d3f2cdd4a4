// Time clock (issue 14): punches, entries with version history, time cards per pay period, payroll export.
import { z } from 'zod';
import { text } from '../validation/text.ts';
import { OVERTIME_RULES, PAY_PERIODS, TIME_ENTRY_KINDS } from './hours.ts';

export const TIME_ENTRY_METHODS = ['self', 'pin', 'face', 'manager'] as const;
export type TimeEntryMethod = (typeof TIME_ENTRY_METHODS)[number];
export const PUNCH_ACTIONS = ['clock_in', 'clock_out', 'break_start', 'break_end'] as const;
export type PunchAction = (typeof PUNCH_ACTIONS)[number];
export const TIME_CARD_FLAGS = ['missed_punch', 'short_break', 'edited'] as const;
export type TimeCardFlag = (typeof TIME_CARD_FLAGS)[number];
export const PERIOD_STATUSES = ['open', 'approved', 'reopened'] as const;
export const PAYROLL_LAYOUTS = ['generic', 'adp'] as const;
export type PayrollLayout = (typeof PAYROLL_LAYOUTS)[number];

const isoDate = z.iso.date('Use a date as YYYY-MM-DD');
const instant = z.iso.datetime({ offset: true, error: 'Use a date and time' });
const reason = text().trim().min(3, 'Give a reason (at least 3 characters)').max(500, 'Keep the reason under 500 characters');

export const timeClockSettingsSchema = z.object({
  storeId: z.uuid(),
  payPeriod: z.enum(PAY_PERIODS),
  /** 0 = Sunday. */
  startDay: z.int().min(0).max(6),
  /** A first day of a bi-weekly period (periods count 14 days from it). */
  anchorDate: isoDate,
  overtimeRule: z.enum(OVERTIME_RULES),
  /** Minutes after the store's close before an open entry counts as a missed clock-out. */
  graceMinutes: z.int().min(0).max(720),
  /** Similarity (permille) a face must reach at this store's tablet to clock in without a PIN. */
  faceMatchThreshold: z.int().min(300).max(950),
});
export type TimeClockSettings = z.infer<typeof timeClockSettingsSchema>;
export const timeClockSettingsUpdateSchema = timeClockSettingsSchema.omit({ storeId: true }).extend({
  startDay: z.int('Choose a start day').min(0, 'Choose a start day').max(6, 'Choose a start day'),
  graceMinutes: z.int('Whole minutes').min(0, 'Not negative').max(720, 'At most 12 hours'),
  faceMatchThreshold: z
    .int('A face match from 30% to 95% (300 to 950)')
    .min(300, 'At least 30% (300)')
    .max(950, 'At most 95% (950)')
    .optional(),
});
export type TimeClockSettingsUpdate = z.infer<typeof timeClockSettingsUpdateSchema>;

export const punchSchema = z.object({
  storeId: z.uuid('Choose a store'),
  action: z.enum(PUNCH_ACTIONS, 'Choose clock in, clock out, break start or break end'),
  breakKind: z.enum(['paid_break', 'unpaid_break'], 'Choose a paid or unpaid break').optional(),
});
export type Punch = z.infer<typeof punchSchema>;
export const pinPunchSchema = punchSchema.extend({
  pin: z.string().regex(/^\d{4,6}$/, 'Enter your 4 to 6 digit PIN'),
  /** The face attempt this PIN finishes (the tablet's fallback after a weak match), for the managers' review. */
  faceAttemptId: z.uuid('faceAttemptId must be a valid id').optional(),
});

export const timeEntrySchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  storeId: z.uuid(),
  kind: z.enum(TIME_ENTRY_KINDS),
  method: z.enum(TIME_ENTRY_METHODS),
  clockIn: z.string(),
  clockOut: z.string().nullable(),
  version: z.int(),
  edited: z.boolean(),
  missedPunch: z.boolean(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

export const clockStatusSchema = z.object({
  employeeId: z.uuid(),
  name: z.string(),
  state: z.enum(['out', 'working', 'on_break']),
  openEntry: timeEntrySchema.nullable(),
});
export type ClockStatus = z.infer<typeof clockStatusSchema>;

export const timeEntryVersionSchema = z.object({
  version: z.int(),
  action: z.enum(['clock_in', 'clock_out', 'add', 'edit', 'delete']),
  kind: z.enum(TIME_ENTRY_KINDS),
  clockIn: z.string(),
  clockOut: z.string().nullable(),
  editorName: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export const timeEntryHistorySchema = z.object({ entry: timeEntrySchema, deleted: z.boolean(), versions: z.array(timeEntryVersionSchema) });
export type TimeEntryHistory = z.infer<typeof timeEntryHistorySchema>;

const entryTimes = {
  kind: z.enum(TIME_ENTRY_KINDS, 'Choose work, paid break or unpaid break'),
  clockIn: instant,
  clockOut: instant,
  reason,
};
const outAfterIn = (v: { clockIn: string; clockOut: string }) => new Date(v.clockOut) > new Date(v.clockIn);
const outAfterInError = { path: ['clockOut'], message: 'Clock out must be after clock in' };
const notTooLong = (v: { clockIn: string; clockOut: string }) =>
  new Date(v.clockOut).getTime() - new Date(v.clockIn).getTime() <= 24 * 3_600_000;
const tooLongError = { path: ['clockOut'], message: 'An entry may be at most 24 hours long' };

export const timeEntryCreateSchema = z
  .object({ employeeId: z.uuid('Choose an employee'), storeId: z.uuid('Choose a store'), ...entryTimes })
  .refine(outAfterIn, outAfterInError)
  .refine(notTooLong, tooLongError);
export type TimeEntryCreate = z.infer<typeof timeEntryCreateSchema>;
export const timeEntryEditSchema = z.object(entryTimes).refine(outAfterIn, outAfterInError).refine(notTooLong, tooLongError);
export type TimeEntryEdit = z.infer<typeof timeEntryEditSchema>;
export const timeEntryDeleteSchema = z.object({ reason });

export const timeCardQuerySchema = z.object({ storeId: z.uuid('Choose a store'), date: isoDate.optional() });

const payMinutes = { paid: z.int(), regular: z.int(), overtime: z.int(), doubleTime: z.int(), unpaidBreak: z.int() };
export const timeCardDaySchema = z.object({
  date: z.string(),
  entries: z.array(timeEntrySchema),
  work: z.int(),
  paidBreak: z.int(),
  flags: z.array(z.enum(TIME_CARD_FLAGS)),
  ...payMinutes,
});
export type TimeCardDay = z.infer<typeof timeCardDaySchema>;
export const timeCardEmployeeSchema = z.object({
  employeeId: z.uuid(),
  name: z.string(),
  days: z.array(timeCardDaySchema),
  totals: z.object(payMinutes),
  flags: z.array(z.enum(TIME_CARD_FLAGS)),
  tipsCents: z.int(),
});
export type TimeCardEmployee = z.infer<typeof timeCardEmployeeSchema>;

export const timeCardSchema = z.object({
  storeId: z.uuid(),
  storeName: z.string(),
  timeZone: z.string(),
  overtimeRule: z.enum(OVERTIME_RULES),
  payPeriod: z.enum(PAY_PERIODS),
  periodStart: z.string(),
  periodEnd: z.string(),
  current: z.boolean(),
  status: z.enum(PERIOD_STATUSES),
  /** Approved, or past and not re-opened: entries cannot change. */
  locked: z.boolean(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  reopenReason: z.string().nullable(),
  /** Only the caller's own card (view_self_time_card without view_all_time_cards). */
  selfOnly: z.boolean(),
  employees: z.array(timeCardEmployeeSchema),
  totals: z.object(payMinutes),
});
export type TimeCard = z.infer<typeof timeCardSchema>;

export const periodActionSchema = z.object({ storeId: z.uuid('Choose a store'), periodStart: isoDate });
export const periodReopenSchema = periodActionSchema.extend({ reason });

export const timeCardPeriodSchema = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(PERIOD_STATUSES),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export const timeCardPeriodListSchema = z.object({ periods: z.array(timeCardPeriodSchema) });
export type TimeCardPeriod = z.infer<typeof timeCardPeriodSchema>;

export const payrollExportQuerySchema = periodActionSchema.extend({
  layout: z.enum(PAYROLL_LAYOUTS, 'Choose generic or adp').default('generic'),
});
