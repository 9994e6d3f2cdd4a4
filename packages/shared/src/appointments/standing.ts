// Standing appointments (issue 20): "every 3 weeks on Tuesday at 10:00" for N occurrences or until a date,
// each on the store's wall clock (10:00 stays 10:00 across a DST change), and where "this and all
// following" moves the later occurrences when one of them moves.
import { addDays, daysBetween, instantToWallClock, timeToMinutes, wallClockToInstant } from '../availability/wall-clock.ts';

export const MAX_STANDING_OCCURRENCES = 26;

export interface StandingRule {
  timeZone: string;
  /** The first occurrence's local day YYYY-MM-DD; later ones fall on the same weekday. */
  firstDate: string;
  /** HH:MM on the store's clock. */
  time: string;
  everyWeeks: number;
  /** Exactly one of count and until. */
  count?: number;
  /** Last local day (inclusive) an occurrence may fall on. */
  until?: string;
}

export interface Occurrence {
  index: number;
  date: string;
  start: Date;
}

/**
 * The occurrences of the rule, at most MAX_STANDING_OCCURRENCES. A local time skipped by a DST jump
 * moves past it ('compatible'), as a booking at that time would.
 */
export function standingOccurrences(rule: StandingRule): Occurrence[] {
  if (!Number.isInteger(rule.everyWeeks) || rule.everyWeeks < 1) throw new RangeError('everyWeeks must be a whole number of at least 1');
  if ((rule.count === undefined) === (rule.until === undefined)) throw new RangeError('Give either count or until');
  const limit = Math.min(rule.count ?? MAX_STANDING_OCCURRENCES, MAX_STANDING_OCCURRENCES);
  const minutes = timeToMinutes(rule.time);
  const out: Occurrence[] = [];
  for (let i = 0; i < limit; i++) {
    const date = addDays(rule.firstDate, i * 7 * rule.everyWeeks);
    if (rule.until !== undefined && date > rule.until) break;
    out.push({ index: i, date, start: wallClockToInstant(rule.timeZone, date, minutes, 'compatible') });
  }
  return out;
}

/** The rule of a series whose first occurrence starts at `start`: its local day and time on the store's clock. */
export function standingRuleFrom(timeZone: string, start: Date, end: { everyWeeks: number; count?: number; until?: string }): StandingRule {
  const local = instantToWallClock(timeZone, start);
  return { timeZone, firstDate: local.date, time: local.time, everyWeeks: end.everyWeeks, count: end.count, until: end.until };
}

/**
 * "This and all following": one occurrence moves from `from` to `to`; each later start moves by the same
 * number of local days to the new local time (a 10:00 -> 11:30 move keeps 11:30 across a DST change).
 */
export function shiftFollowing(timeZone: string, from: Date, to: Date, starts: readonly Date[]): Date[] {
  const a = instantToWallClock(timeZone, from);
  const b = instantToWallClock(timeZone, to);
  const days = daysBetween(a.date, b.date);
  return starts.map((s) => wallClockToInstant(timeZone, addDays(instantToWallClock(timeZone, s).date, days), b.minutes, 'compatible'));
}

/** "2 of 6": the place of `start` among the series' kept starts (itself counted once even when not kept). */
export function seriesPosition(keptStarts: readonly Date[], start: Date): { position: number; total: number } {
  const t = start.getTime();
  const before = keptStarts.filter((s) => s.getTime() < t).length;
  const kept = keptStarts.some((s) => s.getTime() === t);
  return { position: before + 1, total: keptStarts.length + (kept ? 0 : 1) };
}
