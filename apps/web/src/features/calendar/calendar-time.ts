// react-big-calendar lays events out on the browser's clock; the calendar shows the STORE's clock. An
// instant is shown as a "floating" browser Date with the store's wall-clock fields (year..minute), and
// a Date the calendar hands back (a drop, a slot) is read the same way and turned into the instant.
import { minutesToTime, timeToMinutes, wallClockToInstant, zoneOffsetMinutes } from '@salon/shared';

const QUARTER_HOUR_MS = 15 * 60_000;
const offsets = new Map<string, number>();

/** The zone's offset at an instant, cached per quarter hour (zones change offset on quarter hours at most). */
function offsetAt(timezone: string, ms: number): number {
  const key = `${timezone}|${Math.floor(ms / QUARTER_HOUR_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size > 10_000) offsets.clear();
    offset = zoneOffsetMinutes(timezone, Math.floor(ms / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
    offsets.set(key, offset);
  }
  return offset;
}

/** The floating Date showing `iso` on the store's clock. */
export function toFloating(iso: string | Date, timezone: string): Date {
  const ms = typeof iso === 'string' ? Date.parse(iso) : iso.getTime();
  const local = new Date(ms + offsetAt(timezone, ms) * 60_000);
  return new Date(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), local.getUTCHours(), local.getUTCMinutes());
}

/** YYYY-MM-DD of a floating Date. */
export function floatingDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** HH:MM of a floating Date. */
export function floatingTime(date: Date): string {
  return minutesToTime(date.getHours() * 60 + date.getMinutes());
}

/** The instant (ISO) of a floating Date read on the store's clock; a time skipped by DST moves past the jump. */
export function fromFloating(date: Date, timezone: string): string {
  return wallClockToInstant(timezone, floatingDay(date), date.getHours() * 60 + date.getMinutes(), 'compatible').toISOString();
}

/** The floating Date of a local day (YYYY-MM-DD) at HH:MM. */
export function floatingAt(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const minutes = timeToMinutes(time);
  return new Date(y, m - 1, d, Math.floor(minutes / 60), minutes % 60);
}

/** Whole minutes between two Dates. */
export function minutesBetween(start: Date, end: Date): number {
  return Math.round((end.getTime() - start.getTime()) / 60_000);
}

/**
 * The earliest open and latest close over the shown days (HH:MM), for the calendar's min and max, widened to whole
 * hours around any shown event (floating times) outside them: a visit booked before opening or after closing
 * (a late walk-in, a moved visit) is never hidden from the desk. An event running past midnight widens to 23:59.
 */
export function visibleHours(
  days: readonly { open: string | null; close: string | null }[],
  fallback: { open: string; close: string },
  events: readonly { start: Date; end: Date }[] = [],
): { open: string; close: string } {
  const opens = days.map((d) => d.open).filter((v): v is string => v !== null);
  const closes = days.map((d) => d.close).filter((v): v is string => v !== null);
  let { open, close } =
    !opens.length || !closes.length ? fallback : { open: [...opens].sort()[0], close: [...closes].sort()[closes.length - 1] };
  for (const e of events) {
    const from = minutesToTime(Math.floor(timeToMinutes(floatingTime(e.start)) / 60) * 60);
    const endMinutes = floatingDay(e.end) !== floatingDay(e.start) ? 24 * 60 : timeToMinutes(floatingTime(e.end));
    const to = minutesToTime(Math.min(Math.ceil(endMinutes / 60) * 60, 24 * 60 - 1));
    if (from < open) open = from;
    if (to > close) close = to;
  }
  return { open, close };
}
