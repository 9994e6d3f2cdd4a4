// Weeks and wall-clock times of the shift screens, on the store's clock (docs/booking-api.md: days are
// YYYY-MM-DD in the store's timezone, times on the wire are UTC instants).
import {
  addDays,
  formatStoreDateTime,
  formatStoreTime,
  instantToWallClock,
  localDayBounds,
  timeToMinutes,
  todayIn,
  wallClockToInstant,
  weekdayOf,
} from '@salon/shared';

/**
 * The first day of the week when neither the store nor the config says otherwise (0 = Sunday). Neither
 * has a week-start setting yet; the helpers take it as a parameter so one can be plugged in.
 */
export const DEFAULT_WEEK_START = 0;

export const HH_MM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** The first day (YYYY-MM-DD) of the week holding `date`, weeks starting on weekday `weekStart` (0-6). */
export function weekStartOf(date: string, weekStart: number = DEFAULT_WEEK_START): string {
  return addDays(date, -((weekdayOf(date) - weekStart + 7) % 7));
}

/** The seven days of the week starting at `first`. */
export function weekDays(first: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** The start of the current week in the store's timezone. */
export function currentWeekStart(timezone: string, weekStart: number = DEFAULT_WEEK_START, now: Date = new Date()): string {
  return weekStartOf(todayIn(timezone, now), weekStart);
}

/** The instant (ISO) of a local date and HH:MM time in the zone; a time skipped by DST moves past the jump. */
export function localToIso(timezone: string, date: string, time: string): string {
  return wallClockToInstant(timezone, date, timeToMinutes(time), 'compatible').toISOString();
}

/** The local HH:MM of an instant in the zone. */
export function isoToLocalTime(timezone: string, iso: string): string {
  return instantToWallClock(timezone, new Date(iso)).time;
}

/** The local YYYY-MM-DD of an instant in the zone. */
export function isoToLocalDate(timezone: string, iso: string): string {
  return instantToWallClock(timezone, new Date(iso)).date;
}

/** [start, end) instants of the local days from `from` to `to`, inclusive. */
export function rangeBounds(timezone: string, from: string, to: string): { start: Date; end: Date } {
  const bounds = localDayBounds(timezone, from, to);
  return { start: bounds[0], end: bounds[bounds.length - 1] };
}

/** True when [start, end) overlaps the local day `date` in the zone. */
export function overlapsDay(timezone: string, date: string, start: string, end: string): boolean {
  const day = rangeBounds(timezone, date, date);
  return Date.parse(start) < day.end.getTime() && Date.parse(end) > day.start.getTime();
}

/** "Mon, Nov 23" for a YYYY-MM-DD date, in the given language. */
export function formatDay(date: string, language: string, weekday: 'short' | 'long' = 'short'): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { weekday, month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** "Nov 23, 2026" for a YYYY-MM-DD date. */
export function formatDate(date: string, language: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** "9:30 AM" on the store's clock. */
export function formatTime(timezone: string, iso: string, language: string): string {
  return formatStoreTime(timezone, iso, { locale: language });
}

/** "Nov 23, 9:30 AM" on the store's clock. */
export function formatDateTime(timezone: string, iso: string, language: string): string {
  return formatStoreDateTime(timezone, iso, { locale: language, weekday: false, zone: false });
}
