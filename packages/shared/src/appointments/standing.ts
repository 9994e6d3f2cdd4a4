// Standing appointments (issue 20), the planning rule only: "every 3 weeks on Tuesday at 10:00" for N
// occurrences or until a date, each on the store's wall clock (10:00 stays 10:00 across a DST change).
// Not wired to an endpoint yet (see the branch report).
import { addDays, timeToMinutes, wallClockToInstant } from '../availability/wall-clock.ts';

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
