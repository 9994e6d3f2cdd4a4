import { describe, expect, it } from 'vitest';
import {
  averageVisitIntervalDays,
  changeBasisPoints,
  customerFigures,
  lapsedIds,
  newAndReturningIds,
  revisitCurve,
} from './customer-kpis.ts';
import type { KpiVisit } from './kpi-visits.ts';

const H = 3_600_000;
const D = 24 * H;
const T0 = Date.UTC(2026, 2, 1, 15); // 1 March 2026 15:00 UTC, the range's first visit time
const END = Date.UTC(2026, 3, 1, 5); // the range ends 1 April 2026 05:00 UTC (exclusive)
const visit = (customerId: string | null, status: KpiVisit['status'], startsAt: number, createdAt = startsAt - 7 * D): KpiVisit => ({
  customerId,
  cutterId: 'c1',
  status,
  startsAt,
  endsAt: startsAt + 30 * 60_000,
  createdAt,
});

// Hand-worked month (March 2026):
//  a: served 1 Mar and 21 Mar; served 1 Feb before (28 days before 1 Mar) -> returning; gaps 28 and 20 days.
//  b: served 11 Mar; last served 400 days before -> new (older than a year, no gap counted); next visit
//     booked 2 h after the visit -> prebooked.
//  c: served 5 Mar, first ever -> new; a no-show on 20 Mar does not count.
//  guest (no customer record): served, never a client.
//  d: last served 100 days before END, nothing since -> lapsed.
//  e: last served 100 days before END but booked for 10 April -> not lapsed.
//  f: last served 370 days before END -> gone over a year, not lapsed.
//  g: last served 60 days before END -> not lapsed yet.
const inRange = [
  visit('a', 'checked_out', T0),
  visit('a', 'completed', T0 + 20 * D),
  visit('b', 'checked_out', T0 + 10 * D),
  visit('c', 'checked_out', T0 + 4 * D),
  visit('c', 'no_show', T0 + 19 * D),
  visit(null, 'checked_out', T0 + 2 * D),
];
const history = [
  ...inRange,
  visit('a', 'checked_out', T0 - 28 * D),
  visit('b', 'checked_out', T0 - 400 * D),
  visit('b', 'booked', T0 + 45 * D, T0 + 10 * D + 2 * H),
  visit('d', 'checked_out', END - 100 * D),
  visit('e', 'checked_out', END - 100 * D),
  visit('e', 'booked', END + 9 * D),
  visit('f', 'checked_out', END - 370 * D),
  visit('g', 'checked_out', END - 60 * D),
];

describe('customer figures', () => {
  it('splits new and returning clients by id', () => {
    expect(newAndReturningIds(inRange, history)).toEqual({ new: ['b', 'c'], returning: ['a'] });
  });

  it('average visit interval = (28 + 20) / 2 = 24 days', () => {
    expect(averageVisitIntervalDays(inRange, history)).toBe(24);
  });

  it('is null when nobody came back within a year', () => {
    expect(averageVisitIntervalDays([visit('b', 'checked_out', T0)], history)).toBeNull();
  });

  it('rounds a half day up: gaps 1 and 2 days -> 1.5 -> 2', () => {
    const v = [visit('x', 'checked_out', T0 + D), visit('x', 'checked_out', T0 + 3 * D)];
    expect(averageVisitIntervalDays(v, [...v, visit('x', 'checked_out', T0)])).toBe(2);
  });

  it('lapsed: d only (e has a booking ahead, f is over a year, g under 90 days)', () => {
    expect(lapsedIds(history, END)).toEqual(['d']);
  });

  it('a cancelled booking ahead does not keep a client', () => {
    expect(lapsedIds([...history, visit('d', 'cancelled', END + 5 * D)], END)).toEqual(['d']);
  });

  it('adds up the dashboard', () => {
    const f = customerFigures(inRange, history, END);
    expect(f).toEqual({
      ids: { served: ['a', 'b', 'c'], new: ['b', 'c'], returning: ['a'], lapsed: ['d'], prebooked: ['b'] },
      clientsServed: 3,
      newClients: 2,
      returningClients: 1,
      clientVisits: 4, // a twice, b, c; the guest's visit and c's no-show left out
      visitsPerClientHundredths: 133, // 4 / 3 = 1.33
      averageVisitIntervalDays: 24,
      lapsedClients: 1,
      prebooked: 1,
      returningRateBasisPoints: 3333,
      prebookRateBasisPoints: 3333,
    });
  });
});

describe('revisit curve', () => {
  // asOf 1 October 2026: every March visit is older than 180 days (11 March + 180 days = 7 September). a came back after 20 days (within the range);
  // b's next is only a booking; c never came back.
  it('is 1 of 3 at every point', () => {
    const asOf = Date.UTC(2026, 9, 1);
    expect(revisitCurve(inRange, history, asOf).map((p) => [p.days, p.retained, p.eligible])).toEqual([
      [30, 1, 3],
      [60, 1, 3],
      [90, 1, 3],
      [120, 1, 3],
      [180, 1, 3],
    ]);
  });
  it('only visits old enough count: on 15 April only 30 days can be judged', () => {
    const asOf = Date.UTC(2026, 3, 15);
    expect(revisitCurve(inRange, history, asOf).map((p) => p.eligible)).toEqual([3, 0, 0, 0, 0]);
  });
});

describe('change against a base', () => {
  it.each([
    [12000, 10000, 2000],
    [8000, 10000, -2000],
    [1, 3, -6667],
    [-500, -1000, 5000],
    [100, 0, null],
    [100, null, null],
    [null, 100, null],
  ])('%s against %s is %s bp', (current, base, expected) => expect(changeBasisPoints(current, base)).toBe(expected));
});
