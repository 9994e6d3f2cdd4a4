// Wall-clock time in a store's IANA timezone <-> instants, with Intl only (no tz library).
// DST rules (DOMAIN.md "Money and time"): a local time that does not exist (spring forward, 02:30 in
// America/Chicago) is skipped by the 'reject' rule or moved past the jump by 'compatible'; a local time
// that happens twice (fall back, 01:30) means its first occurrence under both rules.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A calendar date YYYY-MM-DD and a 24-hour time HH:MM on the store's wall clock. */
export interface WallClock {
  date: string;
  time: string;
  /** 0 = Sunday, as opening hours number days. */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local fields of an instant as if they were UTC: the instant plus the zone's offset. */
function localAsUtcMs(timeZone: string, instantMs: number): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour % 24, fields.minute, fields.second);
}

/** The zone's offset from UTC in minutes at an instant (Asia/Kolkata: 330; Chicago in summer: -300). */
export function zoneOffsetMinutes(timeZone: string, instant: Date | number): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const whole = Math.floor(ms / 1000) * 1000;
  return Math.round((localAsUtcMs(timeZone, whole) - whole) / MINUTE_MS);
}

const pad = (n: number) => String(n).padStart(2, '0');

function dateOfUtcMs(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Milliseconds of a YYYY-MM-DD date at 00:00 UTC. */
function dateUtcMs(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

/** Minutes since midnight of an HH:MM time. */
export function timeToMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

export function minutesToTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The date n days after a YYYY-MM-DD date (n may be negative). */
export function addDays(date: string, n: number): string {
  return dateOfUtcMs(dateUtcMs(date) + n * DAY_MS);
}

/** 0 = Sunday. */
export function weekdayOf(date: string): number {
  return new Date(dateUtcMs(date)).getUTCDay();
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); 0 for the same day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateUtcMs(to) - dateUtcMs(from)) / DAY_MS);
}

/** The store's wall clock at an instant. */
export function instantToWallClock(timeZone: string, instant: Date): WallClock {
  const local = localAsUtcMs(timeZone, Math.floor(instant.getTime() / 1000) * 1000);
  const minutes = Math.floor((local % DAY_MS) / MINUTE_MS);
  const date = dateOfUtcMs(local);
  return { date, time: minutesToTime(minutes), weekday: weekdayOf(date), minutes };
}

/**
 * How to read a local time that a DST change skips: 'reject' answers null (a slot at 02:30 on the
 * spring-forward day does not exist); 'compatible' moves it forward by the jump (02:30 -> 03:30), which
 * is what opening hours and day boundaries need. A repeated local time is its first occurrence either way.
 */
export type Disambiguation = 'reject' | 'compatible';

/**
 * The instant of a wall-clock date and time (minutes since midnight, may reach 24 * 60 for the next
 * midnight) in the zone. Offsets a day either side are the only candidates: no zone changes its offset
 * twice within two days.
 */
export function wallClockToInstant(timeZone: string, date: string, minutes: number, rule: 'compatible'): Date;
export function wallClockToInstant(timeZone: string, date: string, minutes: number, rule?: Disambiguation): Date | null;
export function wallClockToInstant(timeZone: string, date: string, minutes: number, rule: Disambiguation = 'reject'): Date | null {
  const local = dateUtcMs(date) + minutes * MINUTE_MS;
  const before = zoneOffsetMinutes(timeZone, local - DAY_MS);
  const after = zoneOffsetMinutes(timeZone, local + DAY_MS);
  const matches = [...new Set([before, after])]
    .map((offset) => local - offset * MINUTE_MS)
    .filter((ms) => localAsUtcMs(timeZone, ms) === local)
    .sort((a, b) => a - b);
  if (matches.length) return new Date(matches[0]);
  if (rule === 'reject') return null;
  // In the gap: read it with the offset before the jump, which lands as far past the jump as it was into the gap.
  return new Date(local - before * MINUTE_MS);
}

/**
 * The instants of local midnights from `from` to the day after `to` (inclusive), so day i is
 * [bounds[i], bounds[i + 1]). A day is 23, 24 or 25 hours long.
 */
export function localDayBounds(timeZone: string, from: string, to: string): Date[] {
  const bounds: Date[] = [];
  for (let i = 0; i <= daysBetween(from, to) + 1; i++) bounds.push(wallClockToInstant(timeZone, addDays(from, i), 0, 'compatible'));
  return bounds;
}
