// Shifts and the employee schedule (docs/booking-api.md): Shift/Search, Create, Update, Delete, Publish, CopyWeek.
import { z } from 'zod';
import { daysBetween } from '../availability/wall-clock.ts';
import { dateOnlySchemaFor } from '../stores/store-hours.ts';
import { text } from '../validation/text.ts';

export const SHIFT_STATUSES = ['draft', 'active'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];
/** A day of the schedule: an active (published) shift, only drafts, or no shift at all (pending). */
export const SCHEDULE_DAY_STATUSES = ['pending', 'draft', 'active'] as const;
export type ScheduleDayStatus = (typeof SCHEDULE_DAY_STATUSES)[number];

/** Six weeks: a month view with its leading and trailing days. */
export const MAX_SCHEDULE_DAYS = 42;
export const SHIFT_NOTES_MAX = 500;

const instant = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be a date and time` });
const notes = text('Notes must be text').trim().max(SHIFT_NOTES_MAX, `Notes must be at most ${SHIFT_NOTES_MAX} characters`);

const fromDay = dateOnlySchemaFor('From');
const toDay = dateOnlySchemaFor('To');
type DayRange = { from: string; to: string };
const toNotBeforeFrom: [(r: DayRange) => boolean, { error: string; path: string[] }] = [
  (r) => r.to >= r.from,
  { error: 'To must be on or after From', path: ['to'] },
];
const atMostScheduleDays: [(r: DayRange) => boolean, { error: string; path: string[] }] = [
  (r) => r.to < r.from || daysBetween(r.from, r.to) < MAX_SCHEDULE_DAYS,
  { error: `Ask for at most ${MAX_SCHEDULE_DAYS} days`, path: ['to'] },
];

/** Local days of the store, both included. */
export const shiftSearchSchema = z
  .object({ storeId: z.uuid('Choose a store'), employeeId: z.uuid('Choose an employee').optional(), from: fromDay, to: toDay })
  .refine(...toNotBeforeFrom)
  .refine(...atMostScheduleDays);
export type ShiftSearch = z.infer<typeof shiftSearchSchema>;

/** Without an end the shift lasts the default 9 working hours, or until the store closes if that is sooner. */
export const shiftCreateSchema = z
  .object({
    storeId: z.uuid('Choose a store'),
    employeeId: z.uuid('Choose an employee'),
    start: instant('Start'),
    end: instant('End').optional(),
    notes: notes.optional(),
  })
  .refine((s) => !s.end || Date.parse(s.end) > Date.parse(s.start), { error: 'End must be after start', path: ['end'] });
export type ShiftCreate = z.infer<typeof shiftCreateSchema>;

export const shiftUpdateSchema = z
  .object({
    employeeId: z.uuid('Choose an employee'),
    start: instant('Start'),
    end: instant('End'),
    notes: notes.nullable().optional(),
  })
  .refine((s) => Date.parse(s.end) > Date.parse(s.start), { error: 'End must be after start', path: ['end'] });
export type ShiftUpdate = z.infer<typeof shiftUpdateSchema>;

export const shiftPublishSchema = z
  .object({
    storeId: z.uuid('Choose a store'),
    from: fromDay,
    to: toDay,
    /** Only these employees' drafts; all of the store's otherwise. */
    employeeIds: z.array(z.uuid('Choose an employee')).max(500).optional(),
  })
  .refine(...toNotBeforeFrom)
  .refine(...atMostScheduleDays);
export type ShiftPublish = z.infer<typeof shiftPublishSchema>;

export const shiftCopyWeekSchema = z
  .object({
    storeId: z.uuid('Choose a store'),
    fromWeekStart: dateOnlySchemaFor('Week to copy'),
    toWeekStart: dateOnlySchemaFor('Week to fill'),
  })
  .refine((c) => c.fromWeekStart !== c.toWeekStart, { error: 'Choose another week to fill', path: ['toWeekStart'] });
export type ShiftCopyWeek = z.infer<typeof shiftCopyWeekSchema>;

export const shiftSchema = z.object({
  id: z.uuid(),
  storeId: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  /** Local date (YYYY-MM-DD) of the start in the store's timezone. */
  date: z.string(),
  status: z.enum(SHIFT_STATUSES),
  publishedAt: z.iso.datetime().nullable(),
  notes: z.string().nullable(),
});
export type Shift = z.infer<typeof shiftSchema>;

export const shiftSearchResultSchema = z.object({
  storeId: z.uuid(),
  timezone: z.string(),
  from: z.string(),
  to: z.string(),
  shifts: z.array(shiftSchema),
  /** One row per employee of the store (or only the caller, with view-self), one entry per day. */
  schedule: z.array(
    z.object({
      employeeId: z.uuid(),
      name: z.string(),
      days: z.array(z.object({ date: z.string(), status: z.enum(SCHEDULE_DAY_STATUSES) })),
    }),
  ),
});
export type ShiftSearchResult = z.infer<typeof shiftSearchResultSchema>;

export const shiftDeleteResultSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });
export const shiftPublishResultSchema = z.object({ published: z.int(), employeesNotified: z.int(), managersNotified: z.int() });
export type ShiftPublishResult = z.infer<typeof shiftPublishResultSchema>;
export const shiftCopyWeekResultSchema = z.object({
  created: z.int(),
  /** Shifts of the copied week left out: they would overlap a shift already there or fall outside opening hours. */
  skipped: z.int(),
  shifts: z.array(shiftSchema),
});
export type ShiftCopyWeekResult = z.infer<typeof shiftCopyWeekResultSchema>;
