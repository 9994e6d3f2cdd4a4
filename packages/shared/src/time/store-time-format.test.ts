import { describe, expect, it } from 'vitest';
import { formatStoreDate, formatStoreDateTime, formatStoreTime, formatWallTime, zoneAbbreviation } from './store-time-format.ts';

const CHICAGO = 'America/Chicago';

describe('formatStoreTime', () => {
  it.each([
    // zone, instant, zone named?, expected
    ['a 3 PM Chicago visit in winter', CHICAGO, '2026-11-20T21:00:00Z', true, '3:00 PM CST'],
    ['the same instant without the zone', CHICAGO, '2026-11-20T21:00:00Z', false, '3:00 PM'],
    ['a 3 PM Chicago visit in summer', CHICAGO, '2026-07-15T20:00:00Z', true, '3:00 PM CDT'],
    ['the same instant in Kolkata', 'Asia/Kolkata', '2026-11-20T21:00:00Z', true, '2:30 AM GMT+5:30'],
    ['the same instant in UTC', 'UTC', '2026-11-20T21:00:00Z', true, '9:00 PM UTC'],
    // spring forward 2026-03-08: 01:59 CST is followed by 03:00 CDT (08:00Z)
    ['one minute before spring forward', CHICAGO, '2026-03-08T07:59:00Z', true, '1:59 AM CST'],
    ['the instant of spring forward', CHICAGO, '2026-03-08T08:00:00Z', true, '3:00 AM CDT'],
    ['3 PM on the spring-forward day', CHICAGO, '2026-03-08T20:00:00Z', true, '3:00 PM CDT'],
    // fall back 2026-11-01: 01:30 happens twice, first CDT (06:30Z) then CST (07:30Z)
    ['the first 1:30 AM of fall back', CHICAGO, '2026-11-01T06:30:00Z', true, '1:30 AM CDT'],
    ['the second 1:30 AM of fall back', CHICAGO, '2026-11-01T07:30:00Z', true, '1:30 AM CST'],
    ['3 PM on the fall-back day', CHICAGO, '2026-11-01T21:00:00Z', true, '3:00 PM CST'],
    ['noon', CHICAGO, '2026-11-20T18:00:00Z', false, '12:00 PM'],
    ['midnight', CHICAGO, '2026-11-20T06:00:00Z', false, '12:00 AM'],
  ])('%s', (_, zone, iso, named, expected) => expect(formatStoreTime(zone, iso, { zone: named })).toBe(expected));

  it('takes a Date, an ISO string or epoch milliseconds alike', () => {
    const iso = '2026-11-20T21:00:00Z';
    expect([new Date(iso), iso, Date.parse(iso)].map((v) => formatStoreTime(CHICAGO, v))).toEqual(['3:00 PM', '3:00 PM', '3:00 PM']);
  });
});

describe('formatStoreDate', () => {
  it.each([
    // the store's calendar day, not UTC's: 04:30Z on Nov 1 is still Oct 31 in Chicago
    ['the evening before fall back', CHICAGO, '2026-11-01T04:30:00Z', {}, 'Sat, Oct 31'],
    ['local midnight of fall back (still CDT)', CHICAGO, '2026-11-01T05:00:00Z', {}, 'Sun, Nov 1'],
    ['the evening of spring forward', CHICAGO, '2026-03-09T04:59:00Z', {}, 'Sun, Mar 8'],
    ['local midnight after spring forward (CDT)', CHICAGO, '2026-03-09T05:00:00Z', {}, 'Mon, Mar 9'],
    ['Kolkata is already the next day', 'Asia/Kolkata', '2026-11-20T21:00:00Z', {}, 'Sat, Nov 21'],
    ['with the year, no weekday', CHICAGO, '2026-11-20T21:00:00Z', { weekday: false, year: true }, 'Nov 20, 2026'],
    ['long', CHICAGO, '2026-11-20T21:00:00Z', { long: true }, 'Friday, November 20'],
  ])('%s', (_, zone, iso, options, expected) => expect(formatStoreDate(zone, iso, options)).toBe(expected));
});

describe('formatStoreDateTime', () => {
  it.each([
    ['a winter visit', CHICAGO, '2026-11-20T21:00:00Z', {}, 'Fri, Nov 20, 3:00 PM CST'],
    ['with the year', CHICAGO, '2026-11-20T21:00:00Z', { year: true }, 'Fri, Nov 20, 2026, 3:00 PM CST'],
    ['without the zone', CHICAGO, '2026-11-20T21:00:00Z', { zone: false }, 'Fri, Nov 20, 3:00 PM'],
    ['the second 1:30 AM of fall back', CHICAGO, '2026-11-01T07:30:00Z', {}, 'Sun, Nov 1, 1:30 AM CST'],
    ['just after spring forward', CHICAGO, '2026-03-08T08:00:00Z', {}, 'Sun, Mar 8, 3:00 AM CDT'],
    ['UTC late evening is the next Kolkata morning', 'Asia/Kolkata', '2026-11-20T21:00:00Z', {}, 'Sat, Nov 21, 2:30 AM GMT+5:30'],
  ])('%s', (_, zone, iso, options, expected) => expect(formatStoreDateTime(zone, iso, options)).toBe(expected));
});

describe('zoneAbbreviation', () => {
  it.each([
    [CHICAGO, '2026-03-08T07:59:59Z', 'CST'],
    [CHICAGO, '2026-03-08T08:00:00Z', 'CDT'],
    [CHICAGO, '2026-11-01T06:59:59Z', 'CDT'],
    [CHICAGO, '2026-11-01T07:00:00Z', 'CST'],
    ['America/New_York', '2026-01-15T12:00:00Z', 'EST'],
    ['America/Los_Angeles', '2026-07-15T12:00:00Z', 'PDT'],
    ['Asia/Kolkata', '2026-07-15T12:00:00Z', 'GMT+5:30'],
  ])('%s at %s is %s', (zone, iso, expected) => expect(zoneAbbreviation(zone, iso)).toBe(expected));
});

describe('formatWallTime', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['09:05', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['15:00', '3:00 PM'],
    ['23:59', '11:59 PM'],
  ])('%s reads %s', (time, expected) => expect(formatWallTime(time)).toBe(expected));
});
