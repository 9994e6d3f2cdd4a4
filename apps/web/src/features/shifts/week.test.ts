import { describe, expect, it } from 'vitest';
import { currentWeekStart, isoToLocalDate, isoToLocalTime, localToIso, overlapsDay, weekDays, weekStartOf } from './week.ts';

describe('shift weeks on the store clock', () => {
  it('finds the first day of the week for every week start 0-6', () => {
    // 2026-11-25 is a Wednesday (3).
    expect(weekStartOf('2026-11-25', 0)).toBe('2026-11-22');
    expect(weekStartOf('2026-11-25', 1)).toBe('2026-11-23');
    expect(weekStartOf('2026-11-25', 3)).toBe('2026-11-25');
    expect(weekStartOf('2026-11-25', 4)).toBe('2026-11-19');
    expect(weekStartOf('2026-11-25', 6)).toBe('2026-11-21');
    expect(weekDays('2026-11-22')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('reads "today" in the store zone, not the browser zone', () => {
    // 03:00 UTC on Sunday Nov 22 is still Saturday evening in Chicago.
    expect(currentWeekStart('America/Chicago', 0, new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-15');
    expect(currentWeekStart('UTC', 0, new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-22');
  });

  it('converts local times both ways, across DST', () => {
    expect(localToIso('America/Chicago', '2026-11-23', '10:00')).toBe('2026-11-23T16:00:00.000Z');
    expect(localToIso('America/Chicago', '2026-07-06', '10:00')).toBe('2026-07-06T15:00:00.000Z');
    // 02:30 does not exist on the spring-forward day: it moves past the jump.
    expect(isoToLocalTime('America/Chicago', localToIso('America/Chicago', '2026-03-08', '02:30'))).toBe('03:30');
    expect(isoToLocalDate('America/Chicago', '2026-11-24T03:00:00.000Z')).toBe('2026-11-23');
  });

  it('tells whether a period touches a local day', () => {
    expect(overlapsDay('America/Chicago', '2026-11-23', '2026-11-23T20:00:00Z', '2026-11-24T02:00:00Z')).toBe(true);
    expect(overlapsDay('America/Chicago', '2026-11-24', '2026-11-23T20:00:00Z', '2026-11-24T06:00:00Z')).toBe(false);
    expect(overlapsDay('America/Chicago', '2026-11-24', '2026-11-23T20:00:00Z', '2026-11-24T06:00:01Z')).toBe(true);
  });
});
