import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clocksOff, DATE_SPECS, fakeAt, HARD_DATES, specFile, WIDE_SPECS } from './e2e-dates-plan.ts';

// The hard dates of `npm run test:e2e:dates` are what they say they are in the stores' zone, and the probe's check
// refuses a clock that did not move.

const CHICAGO = 'America/Chicago';
const wall = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: CHICAGO,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));
const at = (key: string) => {
  const date = HARD_DATES.find((d) => d.key === key);
  if (!date) throw new Error(`no ${key}`);
  return date.instant;
};
/** Hours from one Chicago midnight to the next, for the day `days` after the one of `instant`. */
const hoursOfDay = (instant: string, days = 0) => {
  const next = new Date(Date.parse(instant) + days * 24 * 3_600_000);
  const day = wall(next.toISOString()).slice(0, 10);
  const midnight = (d: string) => {
    // The Chicago midnight of day d: 05:00 or 06:00 UTC.
    for (const utcHour of [5, 6]) {
      const candidate = `${d}T0${utcHour}:00:00Z`;
      if (wall(candidate).endsWith('00:00')) return Date.parse(candidate);
    }
    throw new Error(`no midnight on ${d}`);
  };
  const following = new Date(Date.parse(`${day}T12:00:00Z`) + 24 * 3_600_000).toISOString().slice(0, 10);
  return (midnight(following) - midnight(day)) / 3_600_000;
};

describe('hard dates', () => {
  it.each([
    ['month-end', '2027-02-28, 20:30'],
    ['dst-start', '2027-03-14, 20:00'],
    ['dst-end', '2027-11-07, 20:00'],
    ['new-year', '2027-12-31, 21:00'],
  ])('%s is %s in Chicago', (key, expected) => {
    expect(wall(at(key))).toBe(expected);
  });

  it('the evening before a month starts, of a 23-hour day, of a 25-hour day and before a year starts', () => {
    expect(new Date(at('month-end')).getUTCDate()).toBe(1);
    expect(hoursOfDay(at('dst-start'))).toBe(23);
    expect(hoursOfDay(at('dst-end'))).toBe(25);
    expect(hoursOfDay(at('month-end'))).toBe(24);
    expect(hoursOfDay(at('month-end'), 1)).toBe(24);
    expect(new Date(at('new-year')).getUTCFullYear()).toBe(2028);
  });

  it('faketime is given a time `date -d` reads', () => {
    expect(fakeAt('2027-03-14T02:00:00Z')).toBe('2027-03-14 02:00:00 UTC');
    expect(fakeAt('2027-03-14T02:00:00.000Z')).toBe('2027-03-14 02:00:00 UTC');
  });

  it('every listed spec exists', () => {
    const missing = WIDE_SPECS.filter((name) => !existsSync(new URL(`../apps/web/${specFile(name)}`, import.meta.url)));
    expect(missing).toEqual([]);
    expect(WIDE_SPECS).toEqual(expect.arrayContaining([...DATE_SPECS]));
    expect(new Set(WIDE_SPECS).size).toBe(WIDE_SPECS.length);
  });
});

describe('clocksOff', () => {
  const instant = '2027-03-14T02:00:00Z';
  it('accepts clocks a little after the instant, in ISO or PostgreSQL form', () => {
    expect(
      clocksOff({ node: '2027-03-14T02:00:00.461Z', pglite: '2027-03-14 02:00:04.835+00', chromium: '2027-03-14T02:00:06.041Z' }, instant),
    ).toEqual([]);
  });
  it('names a clock still on the real date, one before the instant and one too far after', () => {
    expect(
      clocksOff({ node: '2027-03-14T02:00:01.000Z', pglite: '2026-11-28 20:01:02.511+00', chromium: '2027-03-14T01:59:59.000Z' }, instant),
    ).toEqual(['pglite read 2026-11-28 20:01:02.511+00', 'chromium read 2027-03-14T01:59:59.000Z']);
    expect(clocksOff({ node: '2027-03-14T02:03:00.001Z' }, instant)).toEqual(['node read 2027-03-14T02:03:00.001Z']);
  });
});
