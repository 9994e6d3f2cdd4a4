// What `npm run test:e2e:dates` runs (scripts/e2e-dates.ts): the hard dates, the specs, and the check that every
// clock in the run (the test runner, the server's PGlite, Chromium) reads the chosen instant.

export interface HardDate {
  key: string;
  /** Where the run's clock starts (it keeps running), in UTC. */
  instant: string;
  what: string;
}

/** Each is an evening in the stores' zone (America/Chicago) on or before a day that is not plain. */
export const HARD_DATES: readonly HardDate[] = [
  // Sunday 28 February 2027, 8:30 PM CST (already 1 March in UTC and in the browser's Asia/Kolkata).
  { key: 'month-end', instant: '2027-03-01T02:30:00Z', what: 'the last evening of a month (Feb 28, 8:30 PM Chicago)' },
  // Sunday 14 March 2027, 8 PM CDT: today had 23 hours (clocks went 2:00 -> 3:00 AM), first day of a Sunday week.
  { key: 'dst-start', instant: '2027-03-15T01:00:00Z', what: 'the evening of US DST start (Mar 14, 8 PM Chicago)' },
  // Sunday 7 November 2027, 8 PM CST: today had 25 hours (clocks went 2:00 -> 1:00 AM), first day of a Sunday week.
  { key: 'dst-end', instant: '2027-11-08T02:00:00Z', what: 'the evening of US DST end (Nov 7, 8 PM Chicago)' },
  // Friday 31 December 2027, 9 PM CST: already 2028 in UTC and in the browser.
  { key: 'new-year', instant: '2028-01-01T03:00:00Z', what: "New Year's Eve (Dec 31, 9 PM Chicago)" },
];

/**
 * The specs that lean hardest on the day (on 2 cores each test takes about a minute): weeks of shifts, time cards
 * and pay periods, the calendar's day and week, reports and the dashboard's periods, online and repeating bookings.
 */
export const DATE_SPECS: readonly string[] = [
  'calendar-day',
  'calendar',
  'customer-booking',
  'dashboards',
  'reports',
  'shifts',
  'standing-appointment',
  'time-clock',
];

/** `--wide`: every other spec that makes or reads dated data as well. */
export const WIDE_SPECS: readonly string[] = [
  ...DATE_SPECS,
  'accountant',
  'accounting',
  'appointments-dashboard',
  'booking-deposit',
  'calendar-time-scale',
  'cash-drawer',
  'checkout',
  'kiosk-qr',
  'kiosk',
  'processing-time',
  'promo-codes',
  'quick-walk-in',
  'store-demand',
  'store-times',
  'waitlist-desk',
  'waitlist',
  'why-not',
];

/** The path `playwright test` is given for a spec (relative to apps/web, the config's folder). */
export const specFile = (name: string) => `e2e/${name}.spec.ts`;

/** What `faketime` is given: a time `date -d` reads. The wrapper turns it into an offset, so every child process agrees. */
export const fakeAt = (instant: string) => instant.replace('T', ' ').replace(/(\.\d+)?Z$/, ' UTC');

/** The probe reads the clocks while PGlite and Chromium start, which on a loaded machine takes up to a minute or two. */
export const PROBE_SLACK_MS = 180_000;

/**
 * The clocks that did not read the run's instant: each must be at or after it and less than `slackMs` later.
 * PGlite writes "2027-03-14 02:00:03.5+00"; Node and Chromium write ISO strings.
 */
export function clocksOff(readings: Record<string, string>, instant: string, slackMs = PROBE_SLACK_MS): string[] {
  const target = Date.parse(instant);
  return Object.entries(readings)
    .filter(([, at]) => {
      const ms = Date.parse(at.replace(' ', 'T').replace(/\+00$/, 'Z'));
      return !(ms >= target && ms - target < slackMs);
    })
    .map(([clock, at]) => `${clock} read ${at}`);
}
