// Days (YYYY-MM-DD on the store's clock) and times (instants shown on the store's clock, 12-hour).
import { formatStoreTime } from '@salon/shared';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayToUtc(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
}

/** Whether `value` is a real YYYY-MM-DD day. */
export function isDay(value: string | null | undefined): value is string {
  if (!value) return false;
  const date = dayToUtc(value);
  return date !== null && date.toISOString().slice(0, 10) === value;
}

/** The day `days` after (or before) `day`. */
export function addDays(day: string, days: number): string {
  const date = dayToUtc(day);
  if (!date) return day;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "Mon, Nov 16" (style short) or "Monday, November 16" (long). */
export function formatDay(day: string, language: string, style: 'short' | 'long' = 'short'): string {
  const date = dayToUtc(day);
  if (!date) return day;
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    weekday: style,
    month: style,
    day: 'numeric',
  }).format(date);
}

/** "10:30 AM" on the store's clock. */
export function formatTime(instant: string, timezone: string, language: string): string {
  return formatStoreTime(timezone, instant, { locale: language });
}

/** "Central Standard Time" style name of the store's zone, falling back to the IANA name. */
export function timezoneName(timezone: string, language: string, at = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat(language, { timeZone: timezone, timeZoneName: 'long' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part ? `${part.value} (${timezone})` : timezone;
  } catch {
    return timezone;
  }
}
