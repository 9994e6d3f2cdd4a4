import { describe, expect, it } from 'vitest';
import { smsReleaseTime } from './quiet-hours.ts';

// Hand-worked: Chicago is UTC-6 in winter (CST), UTC-5 in summer (CDT); DST 2026 starts Sun Mar 8 02:00 and ends
// Sun Nov 1 02:00. London is UTC+0 / UTC+1 (BST from Mar 29 01:00 UTC). Sydney is UTC+11 (AEDT) until Apr 5 2026
// 03:00 local, then UTC+10. Window 21:00-08:00 unless a row says otherwise.
const rows: [string, string, string, string][] = [
  // [what, zone, instant, release]
  ['midday is not quiet', 'America/Chicago', '2026-01-15T18:00:00Z', '2026-01-15T18:00:00Z'],
  ['20:59 CST is not quiet', 'America/Chicago', '2026-01-16T02:59:00Z', '2026-01-16T02:59:00Z'],
  ['21:00 CST waits for 08:00 CST next day', 'America/Chicago', '2026-01-16T03:00:00Z', '2026-01-16T14:00:00Z'],
  ['23:30 CST waits for 08:00 next day', 'America/Chicago', '2026-01-16T05:30:00Z', '2026-01-16T14:00:00Z'],
  ['00:10 CST waits for 08:00 the same day', 'America/Chicago', '2026-01-16T06:10:00Z', '2026-01-16T14:00:00Z'],
  ['07:59 CST waits one minute', 'America/Chicago', '2026-01-16T13:59:00Z', '2026-01-16T14:00:00Z'],
  ['08:00 CST goes at once', 'America/Chicago', '2026-01-16T14:00:00Z', '2026-01-16T14:00:00Z'],
  [
    'spring forward: 22:00 CST Mar 7 waits for 08:00 CDT Mar 8 (13:00Z, not 14:00Z)',
    'America/Chicago',
    '2026-03-08T04:00:00Z',
    '2026-03-08T13:00:00Z',
  ],
  [
    'spring forward: 03:30 CDT Mar 8 (after the jump) waits for 08:00 CDT',
    'America/Chicago',
    '2026-03-08T08:30:00Z',
    '2026-03-08T13:00:00Z',
  ],
  [
    'fall back: 01:30 CDT Nov 1 (first time) waits for 08:00 CST (14:00Z)',
    'America/Chicago',
    '2026-11-01T06:30:00Z',
    '2026-11-01T14:00:00Z',
  ],
  [
    'fall back: 01:30 CST Nov 1 (second time) waits for the same 08:00 CST',
    'America/Chicago',
    '2026-11-01T07:30:00Z',
    '2026-11-01T14:00:00Z',
  ],
  ['fall back: 21:30 CDT Oct 31 waits for 08:00 CST Nov 1', 'America/Chicago', '2026-11-01T02:30:00Z', '2026-11-01T14:00:00Z'],
  ['London in winter: 22:00 GMT waits for 08:00 GMT', 'Europe/London', '2026-01-10T22:00:00Z', '2026-01-11T08:00:00Z'],
  ['London: 21:30 GMT Mar 28 waits for 08:00 BST Mar 29 (07:00Z)', 'Europe/London', '2026-03-28T21:30:00Z', '2026-03-29T07:00:00Z'],
  ['Sydney: 23:00 AEDT Apr 4 waits for 08:00 AEST Apr 5 (22:00Z)', 'Australia/Sydney', '2026-04-04T12:00:00Z', '2026-04-04T22:00:00Z'],
  ['the end of a year: 21:05 CST Dec 31 waits for 08:00 Jan 1', 'America/Chicago', '2027-01-01T03:05:00Z', '2027-01-01T14:00:00Z'],
];

describe('smsReleaseTime (quiet hours 21:00-08:00 on the store clock)', () => {
  it.each(rows)('%s', (_what, zone, at, release) => {
    expect(smsReleaseTime(new Date(at), zone).toISOString()).toBe(new Date(release).toISOString());
  });

  it('a window inside one day (12:00-13:00) holds only that hour', () => {
    const lunch = { from: '12:00', to: '13:00' };
    expect(smsReleaseTime(new Date('2026-01-15T18:30:00Z'), 'America/Chicago', lunch).toISOString()).toBe('2026-01-15T19:00:00.000Z');
    expect(smsReleaseTime(new Date('2026-01-15T19:00:00Z'), 'America/Chicago', lunch).toISOString()).toBe('2026-01-15T19:00:00.000Z');
    expect(smsReleaseTime(new Date('2026-01-15T17:59:00Z'), 'America/Chicago', lunch).toISOString()).toBe('2026-01-15T17:59:00.000Z');
  });
});
