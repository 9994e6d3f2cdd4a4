// Shift rules that need the store's clock: a shift lies within one day's opening hours (a cutter cannot
// work while the store is closed), and a shift created without an end lasts the default working hours.
import type { OpeningHoursByWeekday, StoreDay } from '../availability/availability.ts';
import { storeDays } from '../availability/availability.ts';
import { WORKING_HOURS_DEFAULT } from '../constants.ts';
import { instantToWallClock } from '../availability/wall-clock.ts';

export type ShiftHoursProblem = 'closed_day' | 'before_open' | 'after_close';

/** The store day a shift starts on, with its opening window. */
export function shiftDay(timeZone: string, openingHours: OpeningHoursByWeekday, start: Date): StoreDay {
  const date = instantToWallClock(timeZone, start).date;
  return storeDays(timeZone, openingHours, 0, date, date)[0];
}

/** Why [start, end) is not within the opening hours of the day it starts on, or null when it is. */
export function shiftHoursProblem(timeZone: string, openingHours: OpeningHoursByWeekday, start: Date, end: Date): ShiftHoursProblem | null {
  const day = shiftDay(timeZone, openingHours, start);
  if (!day.open || !day.close) return 'closed_day';
  if (start < day.open) return 'before_open';
  if (end > day.close) return 'after_close';
  return null;
}

/** Start plus the default working hours (9), or the store's closing time that day when sooner. */
export function defaultShiftEnd(timeZone: string, openingHours: OpeningHoursByWeekday, start: Date): Date {
  const end = new Date(start.getTime() + WORKING_HOURS_DEFAULT * 3_600_000);
  const { close } = shiftDay(timeZone, openingHours, start);
  return close && close > start && close < end ? close : end;
}
