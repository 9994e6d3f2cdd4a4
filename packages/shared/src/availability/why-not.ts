// "Why not this time?" (issue 20): the engine's refusal of one start for one cutter, in plain words.
// Staff read every reason ("Marcus is on time off at 10:00 AM"); a customer reads only what reveals
// nothing private: the store's hours, the past, which services a cutter does, or "isn't available".
import { z } from 'zod';
import { formatStoreTime, formatWallTime } from '../time/store-time-format.ts';
import type { OpeningHoursByWeekday, RefusalReason } from './availability.ts';
import { REFUSAL_REASONS } from './availability.ts';
import type { BookingCheck } from './booking-check.ts';
import { weekdayOf } from './wall-clock.ts';
import { MAX_SLOT_SERVICES } from './availability.schemas.ts';

export const WEEKDAY_PLURALS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'] as const;

export type WhyNotAudience = 'staff' | 'customer';

export interface RefusalWordsContext {
  cutterName: string;
  timezone: string;
  openingHours: OpeningHoursByWeekday;
  services: readonly { name: string; skillSet: string }[];
  /** The cutter's shifts around the start (to tell "not on shift" from "shift ends before"). */
  shifts: readonly { start: Date; end: Date }[];
  start: Date;
}

/** The check's refusal in words for the audience; null when the time can be booked. */
export function refusalWords(
  check: Omit<BookingCheck, 'day'> & { day: Pick<BookingCheck['day'], 'date' | 'open'> },
  ctx: RefusalWordsContext,
  audience: WhyNotAudience,
): string | null {
  const at = (d: Date) => formatStoreTime(ctx.timezone, d);
  const name = ctx.cutterName;
  switch (check.reason) {
    case null:
      return null;
    case 'past':
      return 'That time is in the past';
    case 'closed': {
      const hours = ctx.openingHours[String(weekdayOf(check.day.date)) as keyof OpeningHoursByWeekday];
      if (!hours) return `The store is closed on ${WEEKDAY_PLURALS[weekdayOf(check.day.date)]}`;
      return check.day.open && ctx.start < check.day.open
        ? `The store opens at ${formatWallTime(hours.open)}`
        : `The store closes at ${formatWallTime(hours.close)}`;
    }
    case 'skill_missing': {
      const lacking = ctx.services.filter((s) => check.missingSkills.includes(s.skillSet)).map((s) => s.name);
      return audience === 'staff'
        ? `${name} can't do ${lacking.join(' and ')} (skill missing)`
        : `${name} doesn't do ${lacking.join(' or ')}`;
    }
    default:
      break;
  }
  // Shifts, time off, blocked time and other people's bookings are private to the store.
  if (audience === 'customer') return `${name} isn't available at ${at(ctx.start)}`;
  const c = check.conflict;
  switch (check.reason) {
    case 'no_shift': {
      const startCovered = ctx.shifts.some((s) => s.start <= ctx.start && s.end > ctx.start);
      return startCovered ? `${name}'s shift ends before ${at(check.end)}` : `${name} is not on shift at ${at(ctx.start)}`;
    }
    case 'blocked':
      if (c?.kind === 'time_off') return `${name} is on time off at ${at(new Date(Math.max(c.start.getTime(), ctx.start.getTime())))}`;
      return `${name} is not available from ${at(c?.start ?? ctx.start)} to ${at(c?.end ?? check.end)}${c?.label ? ` (${c.label})` : ''}`;
    case 'taken':
      return `${name} already has an appointment from ${at(c?.start ?? ctx.start)} to ${at(c?.end ?? check.end)}`;
    default:
      return 'This time cannot be booked';
  }
}

/** The reasons a customer may read as they are (everything else reads "isn't available"). */
export const PUBLIC_REFUSAL_REASONS: readonly RefusalReason[] = ['past', 'closed', 'skill_missing'];

export const whyNotRequestSchema = z.object({
  storeId: z.uuid('Choose a store'),
  serviceIds: z
    .array(z.uuid('Choose a service'))
    .min(1, 'Choose at least one service')
    .max(MAX_SLOT_SERVICES, `At most ${MAX_SLOT_SERVICES} services`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each service is listed once'),
  /** Absent (or "any"): every cutter scheduled at the store that day. */
  cutterId: z.union([z.uuid('Choose a cutter'), z.literal('any')]).optional(),
  start: z.iso.datetime({ offset: true, error: 'Start must be a date and time' }),
});
export type WhyNotRequest = z.infer<typeof whyNotRequestSchema>;

export const whyNotAnswerSchema = z.object({
  cutterId: z.uuid(),
  cutterName: z.string(),
  bookable: z.boolean(),
  /** Customers get null for private reasons (no shift, blocked, taken). */
  reason: z.enum(REFUSAL_REASONS).nullable(),
  message: z.string(),
});
export type WhyNotAnswer = z.infer<typeof whyNotAnswerSchema>;

export const whyNotResultSchema = z.object({
  start: z.iso.datetime(),
  timezone: z.string(),
  answers: z.array(whyNotAnswerSchema),
});
export type WhyNotResult = z.infer<typeof whyNotResultSchema>;
