import { describe, expect, it } from 'vitest';
import { MAX_STANDING_OCCURRENCES, standingOccurrences } from './standing.ts';

const CHI = 'America/Chicago';
const iso = (rule: Parameters<typeof standingOccurrences>[0]) => standingOccurrences(rule).map((o) => [o.date, o.start.toISOString()]);

describe('standingOccurrences: every N weeks on the store clock', () => {
  it('every 3 weeks on Tuesday at 10:00, six times, across the November DST change (10:00 stays 10:00)', () => {
    expect(iso({ timeZone: CHI, firstDate: '2026-09-29', time: '10:00', everyWeeks: 3, count: 6 })).toEqual([
      ['2026-09-29', '2026-09-29T15:00:00.000Z'],
      ['2026-10-20', '2026-10-20T15:00:00.000Z'],
      ['2026-11-10', '2026-11-10T16:00:00.000Z'],
      ['2026-12-01', '2026-12-01T16:00:00.000Z'],
      ['2026-12-22', '2026-12-22T16:00:00.000Z'],
      ['2027-01-12', '2027-01-12T16:00:00.000Z'],
    ]);
  });

  it.each([
    ['until a date, inclusive', { until: '2026-10-27' }, ['2026-09-29', '2026-10-13', '2026-10-27']],
    ['until the day before the third', { until: '2026-10-26' }, ['2026-09-29', '2026-10-13']],
    ['until before the first', { until: '2026-09-28' }, []],
  ])('every 2 weeks %s', (_n, end, dates) => {
    expect(
      standingOccurrences({ timeZone: CHI, firstDate: '2026-09-29', time: '10:00', everyWeeks: 2, ...end }).map((o) => o.date),
    ).toEqual(dates);
  });

  it('a time skipped by spring forward moves past the jump; the count is capped', () => {
    const [o] = standingOccurrences({ timeZone: CHI, firstDate: '2027-03-14', time: '02:30', everyWeeks: 1, count: 1 });
    expect(o.start.toISOString()).toBe('2027-03-14T08:30:00.000Z'); // 3:30 AM CDT
    expect(standingOccurrences({ timeZone: CHI, firstDate: '2026-09-29', time: '10:00', everyWeeks: 1, count: 99 })).toHaveLength(
      MAX_STANDING_OCCURRENCES,
    );
  });

  it('refuses a bad rule', () => {
    expect(() => standingOccurrences({ timeZone: CHI, firstDate: '2026-09-29', time: '10:00', everyWeeks: 0, count: 2 })).toThrow(
      'everyWeeks',
    );
    expect(() => standingOccurrences({ timeZone: CHI, firstDate: '2026-09-29', time: '10:00', everyWeeks: 1 })).toThrow('count or until');
  });
});
