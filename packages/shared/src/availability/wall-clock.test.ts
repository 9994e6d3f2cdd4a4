import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  instantToWallClock,
  localDayBounds,
  wallClockToInstant,
  weekdayOf,
  zoneOffsetMinutes,
} from './wall-clock.ts';

const at = (iso: string) => new Date(iso);
const hm = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};

describe('zoneOffsetMinutes', () => {
  it.each([
    ['America/Chicago', '2026-01-15T12:00:00Z', -360],
    ['America/Chicago', '2026-07-15T12:00:00Z', -300],
    ['America/Los_Angeles', '2026-01-15T12:00:00Z', -480],
    ['America/Los_Angeles', '2026-07-15T12:00:00Z', -420],
    ['Asia/Kolkata', '2026-07-15T12:00:00Z', 330],
    ['UTC', '2026-07-15T12:00:00Z', 0],
    // the instant of the spring-forward jump in Chicago (08:00Z = 03:00 CDT) and one second before it
    ['America/Chicago', '2026-03-08T08:00:00Z', -300],
    ['America/Chicago', '2026-03-08T07:59:59Z', -360],
  ])('%s at %s is %i minutes', (zone, iso, offset) => expect(zoneOffsetMinutes(zone, at(iso))).toBe(offset));
});

describe('wallClockToInstant', () => {
  it.each([
    // zone, date, local time, rule, expected instant (null: the local time does not exist)
    ['an ordinary Chicago morning', 'America/Chicago', '2026-06-10', '10:00', 'reject', '2026-06-10T15:00:00.000Z'],
    ['a Chicago winter morning', 'America/Chicago', '2026-01-14', '10:00', 'reject', '2026-01-14T16:00:00.000Z'],
    ['Kolkata at +05:30', 'Asia/Kolkata', '2026-06-10', '10:00', 'reject', '2026-06-10T04:30:00.000Z'],
    ['Kolkata just after midnight (previous UTC day)', 'Asia/Kolkata', '2026-06-10', '00:15', 'reject', '2026-06-09T18:45:00.000Z'],
    ['Chicago 01:59 before spring forward', 'America/Chicago', '2026-03-08', '01:59', 'reject', '2026-03-08T07:59:00.000Z'],
    ['Chicago 02:30 on spring forward does not exist', 'America/Chicago', '2026-03-08', '02:30', 'reject', null],
    ['Chicago 02:00 on spring forward does not exist', 'America/Chicago', '2026-03-08', '02:00', 'reject', null],
    [
      'Chicago 02:30 on spring forward, compatible: 03:30 CDT',
      'America/Chicago',
      '2026-03-08',
      '02:30',
      'compatible',
      '2026-03-08T08:30:00.000Z',
    ],
    ['Chicago 03:00 on spring forward is CDT', 'America/Chicago', '2026-03-08', '03:00', 'reject', '2026-03-08T08:00:00.000Z'],
    ['Chicago 01:30 on fall back: first occurrence (CDT)', 'America/Chicago', '2026-11-01', '01:30', 'reject', '2026-11-01T06:30:00.000Z'],
    [
      'Chicago 01:00 on fall back: first occurrence (CDT)',
      'America/Chicago',
      '2026-11-01',
      '01:00',
      'compatible',
      '2026-11-01T06:00:00.000Z',
    ],
    ['Chicago 02:00 on fall back is CST', 'America/Chicago', '2026-11-01', '02:00', 'reject', '2026-11-01T08:00:00.000Z'],
    ['Los Angeles 02:30 on spring forward does not exist', 'America/Los_Angeles', '2026-03-08', '02:30', 'reject', null],
    ['Los Angeles 10:00 on spring forward is PDT', 'America/Los_Angeles', '2026-03-08', '10:00', 'reject', '2026-03-08T17:00:00.000Z'],
    [
      'Los Angeles 01:30 on fall back: first occurrence (PDT)',
      'America/Los_Angeles',
      '2026-11-01',
      '01:30',
      'reject',
      '2026-11-01T08:30:00.000Z',
    ],
    ['Los Angeles 10:00 on fall back is PST', 'America/Los_Angeles', '2026-11-01', '10:00', 'reject', '2026-11-01T18:00:00.000Z'],
    ['midnight of the next day (24:00)', 'America/Chicago', '2026-06-10', '24:00', 'reject', '2026-06-11T05:00:00.000Z'],
  ] as const)('%s', (_name, zone, date, time, rule, expected) => {
    const instant = wallClockToInstant(zone, date, hm(time), rule);
    expect(instant?.toISOString() ?? null).toBe(expected);
  });
});

describe('instantToWallClock', () => {
  it.each([
    ['America/Chicago', '2026-06-10T15:00:00Z', '2026-06-10', '10:00', 3],
    ['America/Chicago', '2026-11-01T06:30:00Z', '2026-11-01', '01:30', 0],
    ['America/Chicago', '2026-11-01T07:30:00Z', '2026-11-01', '01:30', 0],
    ['America/Chicago', '2026-03-08T08:00:00Z', '2026-03-08', '03:00', 0],
    ['Asia/Kolkata', '2026-06-09T18:45:00Z', '2026-06-10', '00:15', 3],
    ['America/Los_Angeles', '2026-06-11T06:59:00Z', '2026-06-10', '23:59', 3],
  ])('%s at %s reads %s %s', (zone, iso, date, time, weekday) => {
    expect(instantToWallClock(zone, at(iso))).toMatchObject({ date, time, weekday });
  });

  it('round-trips every 5 minutes of the Chicago fall-back day, a repeated hour reading its first occurrence', () => {
    for (let m = 0; m < 24 * 60; m += 5) {
      const instant = wallClockToInstant('America/Chicago', '2026-11-01', m, 'reject');
      expect(instant).not.toBeNull();
      expect(instantToWallClock('America/Chicago', instant as Date).minutes).toBe(m);
    }
  });
});

describe('local days', () => {
  it.each([
    ['America/Chicago', '2026-03-08', 23],
    ['America/Chicago', '2026-11-01', 25],
    ['America/Chicago', '2026-06-10', 24],
    ['America/Los_Angeles', '2026-03-08', 23],
    ['America/Los_Angeles', '2026-11-01', 25],
    ['Asia/Kolkata', '2026-03-08', 24],
  ])('%s %s lasts %i hours', (zone, date, hours) => {
    const [start, end] = localDayBounds(zone, date, date);
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(hours);
  });

  it('adds days across months and years and names weekdays (0 = Sunday)', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-01', '2026-03-14')).toBe(13);
    expect(weekdayOf('2026-03-08')).toBe(0);
    expect(weekdayOf('2026-06-13')).toBe(6);
  });
});
