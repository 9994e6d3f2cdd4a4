import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STORE_OPENING_HOURS,
  isCalendarDate,
  isIanaTimezone,
  openingHoursSchema,
  pastExpiryMessage,
  todayIn,
} from './store-hours.ts';

describe('isIanaTimezone', () => {
  it.each([
    ['America/Chicago', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Asia/Kolkata', true],
    ['Etc/GMT+5', true],
    ['UTC', true],
    ['Mars/Olympus_Mons', false],
    ['america/chicago', false],
    ['+05:00', false],
    ['CST', false],
    ['', false],
    ['America/Chicago; drop table stores', false],
  ])('%s -> %s', (zone, valid) => expect(isIanaTimezone(zone)).toBe(valid));
});

describe('isCalendarDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2099-12-31', true],
    ['2099-13-01', false],
    ['1969-12-31', false],
    ['12/31/2099', false],
    ['2099-1-1', false],
  ])('%s -> %s', (date, valid) => expect(isCalendarDate(date)).toBe(valid));
});

describe('todayIn', () => {
  // 2025-03-10T03:30Z is still 9 March in Chicago and already 10 March in Kolkata and on Kiritimati.
  const instant = new Date('2025-03-10T03:30:00Z');
  it.each([
    ['America/Chicago', '2025-03-09'],
    ['Asia/Kolkata', '2025-03-10'],
    ['Pacific/Kiritimati', '2025-03-10'],
    ['Pacific/Pago_Pago', '2025-03-09'],
    ['UTC', '2025-03-10'],
  ])('in %s it is %s', (zone, date) => expect(todayIn(zone, instant)).toBe(date));
});

describe('openingHoursSchema', () => {
  const firstIssue = (value: unknown) => {
    const result = openingHoursSchema.safeParse(value);
    return result.success ? null : { path: result.error.issues[0].path.join('.'), message: result.error.issues[0].message };
  };

  it('accepts the 10:00-20:00 default and closed days', () => {
    expect(firstIssue(DEFAULT_STORE_OPENING_HOURS)).toBeNull();
    expect(firstIssue({ ...DEFAULT_STORE_OPENING_HOURS, '0': null, '6': null })).toBeNull();
  });

  it.each([
    ['closing before opening', { '1': { open: '18:00', close: '09:00' } }, '1.close', 'Closing time must be after opening time'],
    ['closing at opening', { '1': { open: '09:00', close: '09:00' } }, '1.close', 'Closing time must be after opening time'],
    ['a 12-hour time', { '2': { open: '9:00 AM', close: '17:00' } }, '2.open', 'Use a 24-hour time such as 09:30'],
    ['24:00', { '3': { open: '10:00', close: '24:00' } }, '3.close', 'Use a 24-hour time such as 09:30'],
  ])('refuses %s', (_name, day, path, message) => {
    expect(firstIssue({ ...DEFAULT_STORE_OPENING_HOURS, ...day })).toEqual({ path, message });
  });

  it('refuses a week with no open day', () => {
    const closed = Object.fromEntries(Object.keys(DEFAULT_STORE_OPENING_HOURS).map((d) => [d, null]));
    expect(firstIssue(closed)).toEqual({ path: '', message: 'A store must open on at least one day' });
  });
});

describe('pastExpiryMessage', () => {
  // 2026-03-01 03:30 UTC: still 28 February in Chicago (UTC-6), already 1 March in Kolkata.
  const instant = new Date('2026-03-01T03:30:00Z');
  it.each([
    ['2026-02-27', 'America/Chicago', 'Date of expiry cannot be in the past (today is 2026-02-28 at the store)'],
    ['2026-02-28', 'America/Chicago', null],
    ['2026-02-28', 'Asia/Kolkata', 'Date of expiry cannot be in the past (today is 2026-03-01 at the store)'],
    ['2026-03-01', 'Asia/Kolkata', null],
    ['2026-02-27', 'Not/AZone', null],
    ['2026-02-30', 'America/Chicago', null],
  ])('%s in %s -> %s', (date, zone, message) => expect(pastExpiryMessage(date, zone, instant)).toBe(message));
});
