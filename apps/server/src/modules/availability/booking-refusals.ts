// A refused booking in words a front desk understands, on the store's clock:
// "Sam is not on shift at 9:30 AM", "The store opens at 10:00 AM", "Sam can't do Beard Trim (skill missing)".
import {
  type BookingCheck,
  type CutterInterval,
  formatStoreTime,
  formatWallTime,
  type OpeningHoursByWeekday,
  weekdayOf,
} from '@salon/shared';
import { type AppError, conflict, invalid } from '../../platform/http/errors.ts';
import type { StoreService } from './availability-data.ts';

const WEEKDAY_NAMES = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

export interface RefusalContext {
  cutterName: string;
  timezone: string;
  openingHours: OpeningHoursByWeekday;
  services: readonly StoreService[];
  shifts: readonly CutterInterval[];
  start: Date;
}

/** The error for a refused check: 409 when another booking or blocked slot holds the time, 422 otherwise. */
export function refusalError(check: BookingCheck, ctx: RefusalContext): AppError {
  const at = (d: Date) => formatStoreTime(ctx.timezone, d);
  const name = ctx.cutterName;
  switch (check.reason) {
    case 'past':
      return invalid({ start: 'That time is in the past' }, 'That time is in the past');
    case 'closed': {
      const hours = ctx.openingHours[String(weekdayOf(check.day.date)) as keyof OpeningHoursByWeekday];
      const message = !hours
        ? `The store is closed on ${WEEKDAY_NAMES[weekdayOf(check.day.date)]}`
        : check.day.open && ctx.start < check.day.open
          ? `The store opens at ${formatWallTime(hours.open)}`
          : `The store closes at ${formatWallTime(hours.close)}`;
      return invalid({ start: message }, message);
    }
    case 'skill_missing': {
      const lacking = ctx.services.filter((s) => check.missingSkills.includes(s.skillSet)).map((s) => s.name);
      const message = `${name} can't do ${lacking.join(' and ')} (skill missing)`;
      return invalid({ cutterId: message }, message);
    }
    case 'no_shift': {
      const startCovered = ctx.shifts.some((s) => s.start <= ctx.start && s.end > ctx.start);
      const message = startCovered ? `${name}'s shift ends before ${at(check.end)}` : `${name} is not on shift at ${at(ctx.start)}`;
      return invalid({ start: message }, message);
    }
    case 'blocked': {
      const c = check.conflict;
      if (c?.kind === 'time_off') {
        const message = `${name} is on time off at ${at(new Date(Math.max(c.start.getTime(), ctx.start.getTime())))}`;
        return invalid({ start: message }, message);
      }
      const message = `${name} is not available from ${at(c?.start ?? ctx.start)} to ${at(c?.end ?? check.end)}${c?.label ? ` (${c.label})` : ''}`;
      return conflict(message, { start: message });
    }
    case 'taken': {
      const c = check.conflict;
      const message = `${name} already has an appointment from ${at(c?.start ?? ctx.start)} to ${at(c?.end ?? check.end)}`;
      return conflict(message, { start: message });
    }
    default:
      return invalid({ start: 'This time cannot be booked' }, 'This time cannot be booked');
  }
}
