// SMS quiet hours (spec section 7: reminders and marketing respect quiet hours in the store's zone). A text that
// would go out in the quiet window waits for the window's end on the store's clock. Codes and replies the person
// asked for are not held (the caller decides which texts are held).
import { addDays, instantToWallClock, timeToMinutes, wallClockToInstant } from '../availability/wall-clock.ts';

export interface QuietWindow {
  /** HH:MM on the store's clock the quiet starts (inclusive). */
  from: string;
  /** HH:MM the quiet ends (sending may start at this minute). */
  to: string;
}

/** No reminder or marketing text between 21:00 and 08:00 on the store's clock. */
export const SMS_QUIET_HOURS: QuietWindow = { from: '21:00', to: '08:00' };

/**
 * When a held text may go: `at` itself outside the window, else the window's end on the store's clock (the next
 * morning from the evening part, the same morning after midnight). A window that does not cross midnight
 * (e.g. 12:00-13:00) works the same way. On a DST day the end is read on that day's clock (08:00 CDT, not CST).
 */
export function smsReleaseTime(at: Date, timezone: string, window: QuietWindow = SMS_QUIET_HOURS): Date {
  const local = instantToWallClock(timezone, at);
  const from = timeToMinutes(window.from);
  const to = timeToMinutes(window.to);
  const crossesMidnight = from > to;
  const quiet = crossesMidnight ? local.minutes >= from || local.minutes < to : local.minutes >= from && local.minutes < to;
  if (!quiet) return at;
  const endDate = crossesMidnight && local.minutes >= from ? addDays(local.date, 1) : local.date;
  // 'compatible': an end inside a DST gap (a zone jumping at that hour) moves forward by the jump.
  return wallClockToInstant(timezone, endDate, to, 'compatible');
}
