import { describe, expect, it } from 'vitest';
import { MAX_STANDING_OCCURRENCES, seriesPosition, shiftFollowing, standingOccurrences, standingRuleFrom } from './standing.ts';

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

describe('standingOccurrences: spring change weeks, month and year ends', () => {
  it.each([
    [
      'weekly across the March DST start (10:00 CST then 10:00 CDT)',
      { firstDate: '2027-03-09', time: '10:00', everyWeeks: 1, count: 2 },
      [
        ['2027-03-09', '2027-03-09T16:00:00.000Z'],
        ['2027-03-16', '2027-03-16T15:00:00.000Z'],
      ],
    ],
    [
      'every 4 weeks from January 31 (no February 31: 28 days later is February 28)',
      { firstDate: '2026-01-31', time: '09:00', everyWeeks: 4, count: 3 },
      [
        ['2026-01-31', '2026-01-31T15:00:00.000Z'],
        ['2026-02-28', '2026-02-28T15:00:00.000Z'],
        ['2026-03-28', '2026-03-28T14:00:00.000Z'],
      ],
    ],
    [
      'every 4 weeks in a leap year (February has 29 days)',
      { firstDate: '2028-01-31', time: '09:00', everyWeeks: 4, count: 3 },
      [
        ['2028-01-31', '2028-01-31T15:00:00.000Z'],
        ['2028-02-28', '2028-02-28T15:00:00.000Z'],
        ['2028-03-27', '2028-03-27T14:00:00.000Z'],
      ],
    ],
    [
      'every 2 weeks across the year end',
      { firstDate: '2026-12-22', time: '17:45', everyWeeks: 2, count: 2 },
      [
        ['2026-12-22', '2026-12-22T23:45:00.000Z'],
        ['2027-01-05', '2027-01-05T23:45:00.000Z'],
      ],
    ],
    [
      'until a day between two occurrences (the later one is left out)',
      { firstDate: '2026-09-29', time: '10:00', everyWeeks: 3, until: '2026-10-25' },
      [
        ['2026-09-29', '2026-09-29T15:00:00.000Z'],
        ['2026-10-20', '2026-10-20T15:00:00.000Z'],
      ],
    ],
  ])('%s', (_n, rule, expected) => {
    expect(iso({ timeZone: CHI, ...rule })).toEqual(expected);
  });

  it('the rule of a first start reads its local day and time on the store clock', () => {
    expect(standingRuleFrom(CHI, new Date('2026-11-10T16:00:00.000Z'), { everyWeeks: 3, count: 6 })).toEqual({
      timeZone: CHI,
      firstDate: '2026-11-10',
      time: '10:00',
      everyWeeks: 3,
      count: 6,
      until: undefined,
    });
    // 00:30 UTC on Nov 11 is still Nov 10 in Chicago.
    expect(standingRuleFrom(CHI, new Date('2026-11-11T00:30:00.000Z'), { everyWeeks: 1, until: '2026-12-01' }).firstDate).toBe(
      '2026-11-10',
    );
  });
});

describe('shiftFollowing: "this and all following" on the store clock', () => {
  const d = (s: string) => new Date(s);
  const isoOf = (dates: Date[]) => dates.map((x) => x.toISOString());
  it.each([
    [
      'a day later at 11:30, across the November change (11:30 stays 11:30)',
      ['2026-10-20T15:00:00.000Z', '2026-10-21T16:30:00.000Z'],
      ['2026-11-10T16:00:00.000Z', '2026-12-01T16:00:00.000Z'],
      ['2026-11-11T17:30:00.000Z', '2026-12-02T17:30:00.000Z'],
    ],
    [
      'a day earlier at 9:00',
      ['2026-11-10T16:00:00.000Z', '2026-11-09T15:00:00.000Z'],
      ['2026-12-01T16:00:00.000Z'],
      ['2026-11-30T15:00:00.000Z'],
    ],
    [
      'the same time (a cutter change only)',
      ['2026-11-10T16:00:00.000Z', '2026-11-10T16:00:00.000Z'],
      ['2026-12-01T16:00:00.000Z'],
      ['2026-12-01T16:00:00.000Z'],
    ],
    [
      'to 2:30 AM, which spring forward skips on a later Sunday (3:30 AM CDT then)',
      ['2027-03-07T16:00:00.000Z', '2027-03-07T08:30:00.000Z'],
      ['2027-03-14T15:00:00.000Z'],
      ['2027-03-14T08:30:00.000Z'],
    ],
  ])('%s', (_n, [from, to], starts, expected) => {
    expect(isoOf(shiftFollowing(CHI, d(from), d(to), starts.map(d)))).toEqual(expected);
  });
});

describe('seriesPosition', () => {
  const kept = ['2026-09-29T15:00:00Z', '2026-10-20T15:00:00Z', '2026-11-10T16:00:00Z'].map((s) => new Date(s));
  it.each([
    ['the second kept one', '2026-10-20T15:00:00Z', { position: 2, total: 3 }],
    ['a cancelled one between the first and second', '2026-10-01T15:00:00Z', { position: 2, total: 4 }],
    ['a cancelled one before all', '2026-09-01T15:00:00Z', { position: 1, total: 4 }],
    ['the last', '2026-11-10T16:00:00Z', { position: 3, total: 3 }],
  ])('%s', (_n, start, expected) => {
    expect(seriesPosition(kept, new Date(start))).toEqual(expected);
  });
});
