// Time off (docs/booking-api.md): TimeOff/Create, TimeOff/Search, TimeOff/Update. Approved time off removes availability.
import { z } from 'zod';
import { text } from '../validation/text.ts';

export const TIME_OFF_STATUSES = ['requested', 'approved', 'rejected', 'cancelled'] as const;
export type TimeOffStatus = (typeof TIME_OFF_STATUSES)[number];
export const TIME_OFF_REASON_MAX = 500;

const instant = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be a date and time` });
const reason = text('Reason is required')
  .trim()
  .min(1, 'Reason is required')
  .max(TIME_OFF_REASON_MAX, `Reason must be at most ${TIME_OFF_REASON_MAX} characters`);
const after = (r: { start?: string; end?: string }) => !r.start || !r.end || Date.parse(r.end) > Date.parse(r.start);

export const timeOffCreateSchema = z
  .object({
    employeeId: z.uuid('Choose an employee'),
    /** null or absent: time off at every store. */
    storeId: z.uuid('Choose a store').nullable().default(null),
    start: instant('Start'),
    end: instant('End'),
    reason,
    status: z.enum(['requested', 'approved'], 'Status must be requested or approved').default('approved'),
  })
  .refine(after, { error: 'End must be after start', path: ['end'] });
export type TimeOffCreate = z.infer<typeof timeOffCreateSchema>;

export const timeOffUpdateSchema = z
  .object({
    start: instant('Start').optional(),
    end: instant('End').optional(),
    reason: reason.optional(),
    status: z.enum(TIME_OFF_STATUSES).optional(),
  })
  .refine(after, { error: 'End must be after start', path: ['end'] })
  .refine((r) => Object.values(r).some((v) => v !== undefined), 'Change at least one field');
export type TimeOffUpdate = z.infer<typeof timeOffUpdateSchema>;

export const timeOffSearchSchema = z.object({
  employeeId: z.uuid('Choose an employee').optional(),
  /** Time off at this store, including time off at every store. */
  storeId: z.uuid('Choose a store').optional(),
  from: instant('From').optional(),
  to: instant('To').optional(),
  status: z.enum(TIME_OFF_STATUSES).optional(),
});
export type TimeOffSearch = z.infer<typeof timeOffSearchSchema>;

export const timeOffSchema = z.object({
  id: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string(),
  storeId: z.uuid().nullable(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  reason: z.string(),
  status: z.enum(TIME_OFF_STATUSES),
  decidedAt: z.iso.datetime().nullable(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

/** At most 500 entries, earliest first. */
export const timeOffSearchResultSchema = z.object({ items: z.array(timeOffSchema) });
