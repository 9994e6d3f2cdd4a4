// A store's clock: IANA timezone, opening hours per weekday, and "today" in the store's timezone.
import { z } from 'zod';
import { CALENDAR, MIN_DATE } from '../constants.ts';
import { text } from '../validation/text.ts';

/** Weekday keys of opening hours: 0 is Sunday (the store_timings config group numbers days the same way). */
export const WEEKDAY_KEYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const TIME_MESSAGE = 'Use a 24-hour time such as 09:30';

/** A day the store opens: open strictly before close, both HH:MM on the same day. */
export const openingDaySchema = z
  .object({
    open: text({ error: 'Opening time is required' }).regex(TIME, TIME_MESSAGE),
    close: text({ error: 'Closing time is required' }).regex(TIME, TIME_MESSAGE),
  })
  // Compared only when both are times, so a malformed one gets its own message alone.
  .refine((day) => !TIME.test(day.open) || !TIME.test(day.close) || day.open < day.close, {
    error: 'Closing time must be after opening time',
    path: ['close'],
  });
export type OpeningDay = z.infer<typeof openingDaySchema>;

/** null marks a closed day. */
export const openingHoursSchema = z
  .object(
    Object.fromEntries(WEEKDAY_KEYS.map((day) => [day, openingDaySchema.nullable()])) as Record<
      WeekdayKey,
      z.ZodNullable<typeof openingDaySchema>
    >,
  )
  .refine((hours) => WEEKDAY_KEYS.some((day) => hours[day] !== null), 'A store must open on at least one day');
export type StoreOpeningHours = z.infer<typeof openingHoursSchema>;

/** Spec section 9: 10:00-20:00 every day. */
export const DEFAULT_STORE_OPENING_HOURS: StoreOpeningHours = Object.fromEntries(
  WEEKDAY_KEYS.map((day) => [day, { open: CALENDAR.defaultOpen, close: CALENDAR.defaultClose }]),
) as StoreOpeningHours;

// Names such as America/Chicago, Etc/UTC or UTC; rules out offsets ("+05:00") and odd casing that Intl would still accept.
const IANA_NAME = /^(?:UTC|[A-Z][A-Za-z_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_+-]*){1,2})$/;

/** True when the runtime's Intl knows the IANA timezone name. */
export function isIanaTimezone(value: string): boolean {
  if (!IANA_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timezoneSchema = text({ error: 'Timezone is required' })
  .trim()
  .min(1, { error: 'Timezone is required', abort: true })
  .refine(isIanaTimezone, 'Must be an IANA timezone such as America/Chicago');

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date YYYY-MM-DD that exists (no 2025-02-30), not before the spec's minimum date. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && value >= MIN_DATE;
}

export function dateOnlySchemaFor(label: string) {
  return text({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .refine(isCalendarDate, `${label} must be a real date written YYYY-MM-DD`);
}

/** Today's date (YYYY-MM-DD) on the wall calendar of `timezone`: what "expired" means for a store. */
export function todayIn(timezone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    now,
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * A licence expiry entered in the past, as the store's wall calendar reads today: the message, or null when fine.
 * Checked by the store wizard before Next and by the server on save.
 */
export function pastExpiryMessage(dateOfExpiry: string, timezone: string, now: Date = new Date()): string | null {
  if (!isIanaTimezone(timezone) || !isCalendarDate(dateOfExpiry)) return null;
  const today = todayIn(timezone, now);
  return dateOfExpiry < today ? `Date of expiry cannot be in the past (today is ${today} at the store)` : null;
}
