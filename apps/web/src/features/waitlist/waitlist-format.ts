// How a waitlist entry reads: its wall-clock window ("2:00 PM") and its day, on the store's clock.
import { formatDay } from '../booking/booking-format.ts';

/** "2:00 PM" for an HH:MM wall-clock time (no zone: it is already the store's). */
export function formatWallTime(hhmm: string, locale = 'en-US'): string {
  const [h, m] = hhmm.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, h, m)),
  );
}

export function formatWindow(entry: { date: string; from: string; to: string }, locale = 'en-US') {
  return { day: formatDay(entry.date, locale, true), from: formatWallTime(entry.from, locale), to: formatWallTime(entry.to, locale) };
}
