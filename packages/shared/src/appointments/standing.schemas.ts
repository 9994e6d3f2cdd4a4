// Standing appointments (issue 20) on the wire: the desk previews a series ("every 3 weeks, 6 times"), sees
// each occurrence with its conflict in plain words, and saves it skipping the dates it chose to skip.
import { z } from 'zod';
import { dateOnlySchemaFor } from '../stores/store-hours.ts';
import { appointmentCreateFields, appointmentSchema, customerOrGuest } from './appointment.schemas.ts';
import { MAX_STANDING_OCCURRENCES } from './standing.ts';

export const MAX_STANDING_EVERY_WEEKS = 12;
export const MIN_STANDING_OCCURRENCES = 2;

const repeatFields = {
  /** A series has one cutter: "any" is not offered (pick one first). */
  cutterId: z.uuid('Choose a cutter'),
  everyWeeks: z
    .int('Repeat every whole number of weeks')
    .min(1, 'Repeat at least every week')
    .max(MAX_STANDING_EVERY_WEEKS, `Repeat at most every ${MAX_STANDING_EVERY_WEEKS} weeks`),
  /** Exactly one of count and until. */
  count: z
    .int('Occurrences must be a whole number')
    .min(MIN_STANDING_OCCURRENCES, `At least ${MIN_STANDING_OCCURRENCES} occurrences`)
    .max(MAX_STANDING_OCCURRENCES, `At most ${MAX_STANDING_OCCURRENCES} occurrences`)
    .optional(),
  /** The last local day (inclusive) an occurrence may fall on. */
  until: dateOnlySchemaFor('Until').optional(),
};
const oneEnd = { error: 'Give either a number of occurrences or an end date', path: ['count'] };
const hasOneEnd = (b: { count?: number; until?: string }) => (b.count === undefined) !== (b.until === undefined);

/** StandingAppointment/Preview: the occurrences of a rule, each checked like a booking (nothing is written). */
export const standingPreviewSchema = appointmentCreateFields
  .pick({ storeId: true, serviceIds: true, start: true })
  .extend(repeatFields)
  .refine(hasOneEnd, oneEnd);
export type StandingPreviewRequest = z.infer<typeof standingPreviewSchema>;

export const standingOccurrenceSchema = z.object({
  /** 1-based place in the rule. */
  index: z.int().min(1),
  /** The local day YYYY-MM-DD on the store's clock. */
  date: z.string(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  bookable: z.boolean(),
  /** Why not, in plain words ("Marcus is on time off", "Marcus already has an appointment from 10:00 AM to 10:45 AM."). */
  conflict: z.string().nullable(),
});
export type StandingOccurrence = z.infer<typeof standingOccurrenceSchema>;
export const standingPreviewResultSchema = z.object({
  timezone: z.string(),
  cutterName: z.string(),
  occurrences: z.array(standingOccurrenceSchema),
});
export type StandingPreviewResult = z.infer<typeof standingPreviewResultSchema>;

/**
 * StandingAppointment/Create: the series and every occurrence not in skipDates, in one transaction. An
 * occurrence not skipped that cannot be booked at save time (taken meanwhile) refuses the whole series
 * with 409 naming its date: nothing is written, the desk previews again.
 */
export const standingCreateSchema = appointmentCreateFields
  .omit({ cutterId: true })
  .extend({
    ...repeatFields,
    /** The local days the desk chose to skip (the conflicts it was shown). */
    skipDates: z.array(dateOnlySchemaFor('Skipped date')).max(MAX_STANDING_OCCURRENCES).default([]),
  })
  .refine(hasOneEnd, oneEnd)
  .refine(...customerOrGuest);
export type StandingCreate = z.infer<typeof standingCreateSchema>;

export const standingSeriesSchema = z.object({
  id: z.uuid(),
  everyWeeks: z.int(),
  /** The occurrences the rule planned, booked or skipped. */
  planned: z.int(),
  appointments: z.array(appointmentSchema),
  /** The planned days the desk skipped. */
  skipped: z.array(z.string()),
});
export type StandingSeries = z.infer<typeof standingSeriesSchema>;

/** "This and all following": the new start and/or cutter of this occurrence; later ones move alike. */
export const followingRescheduleSchema = z
  .object({
    start: z.iso.datetime({ offset: true, error: 'Start must be a date and time' }).optional(),
    cutterId: z.uuid('Choose a cutter').optional(),
    version: z.int().min(1).optional(),
  })
  .refine((b) => b.start !== undefined || b.cutterId !== undefined, { error: 'Give a new time or cutter', path: ['start'] });
export type FollowingReschedule = z.infer<typeof followingRescheduleSchema>;
export const followingResultSchema = z.object({ appointments: z.array(appointmentSchema) });
