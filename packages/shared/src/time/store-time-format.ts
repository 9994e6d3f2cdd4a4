// Dates and times as a person reads them, always on the STORE's clock (DOMAIN.md "Money and time"),
// whatever zone the browser or the server runs in. Where a reader could take a time for their own zone
// (receipts, emails, a screen read away from the store), the zone is named: "3:00 PM CST".
import { timeToMinutes } from '../availability/wall-clock.ts';

export interface StoreTimeOptions {
  locale?: string;
  /** Name the zone after the time ("3:00 PM CST"); abbreviations come from Intl (GMT+5:30 where none exists). */
  zone?: boolean;
}

export interface StoreDateOptions {
  locale?: string;
  weekday?: boolean;
  year?: boolean;
  /** Month spelled out ("November 20") instead of short ("Nov 20"). */
  long?: boolean;
}

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    if (cache.size > 500) cache.clear();
    found = new Intl.DateTimeFormat(locale, options);
    cache.set(key, found);
  }
  return found;
}

/** Intl puts narrow or no-break spaces before AM/PM in some runtimes: one plain space reads (and tests) the same everywhere. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const asDate = (instant: Date | string | number) => (instant instanceof Date ? instant : new Date(instant));

/** "3:00 PM", or "3:00 PM CST" with `zone`, on the store's clock. */
export function formatStoreTime(
  timeZone: string,
  instant: Date | string | number,
  { locale = 'en-US', zone = false }: StoreTimeOptions = {},
): string {
  return plainSpaces(
    formatter(locale, { timeZone, hour: 'numeric', minute: '2-digit', hour12: true, ...(zone ? { timeZoneName: 'short' } : {}) }).format(
      asDate(instant),
    ),
  );
}

/** The store's calendar day of an instant: "Fri, Nov 20" (weekday, year and long month as asked). */
export function formatStoreDate(
  timeZone: string,
  instant: Date | string | number,
  { locale = 'en-US', weekday = true, year = false, long = false }: StoreDateOptions = {},
): string {
  return plainSpaces(
    formatter(locale, {
      timeZone,
      month: long ? 'long' : 'short',
      day: 'numeric',
      ...(weekday ? { weekday: long ? 'long' : 'short' } : {}),
      ...(year ? { year: 'numeric' } : {}),
    }).format(asDate(instant)),
  );
}

/** "Fri, Nov 20, 3:00 PM CST": the store's day and time of an instant, the zone named unless `zone: false`. */
export function formatStoreDateTime(
  timeZone: string,
  instant: Date | string | number,
  { locale = 'en-US', zone = true, weekday = true, year = false, long = false }: StoreTimeOptions & StoreDateOptions = {},
): string {
  return plainSpaces(
    formatter(locale, {
      timeZone,
      month: long ? 'long' : 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      ...(weekday ? { weekday: long ? 'long' : 'short' } : {}),
      ...(year ? { year: 'numeric' } : {}),
      ...(zone ? { timeZoneName: 'short' } : {}),
    }).format(asDate(instant)),
  );
}

/** The zone's short name at an instant: "CST" in winter, "CDT" in summer, "GMT+5:30" where Intl knows no abbreviation. */
export function zoneAbbreviation(timeZone: string, instant: Date | string | number = new Date(), locale = 'en-US'): string {
  const part = formatter(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(asDate(instant))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** An HH:MM wall-clock time (no instant, no zone) as "10:00 AM". */
export function formatWallTime(time: string): string {
  const minutes = timeToMinutes(time);
  const h = Math.floor(minutes / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
