// Time-card arithmetic (issue 14), in whole minutes. Pure: the server and the screens use the same rules.
// Entries are consecutive segments: clock in opens a work segment; a break closes it and opens a break
// segment; the break's end opens work again; clock out closes whatever is open. So an employee has at most
// one open segment. Paid time = work + paid breaks; unpaid breaks are not paid.
// Days are the store's calendar days (midnight to midnight on its wall clock, 23/24/25 hours long); a shift
// that crosses midnight is split there. Instants are truncated to the whole minute at both ends (neutral).
import { addDays, daysBetween, instantToWallClock, wallClockToInstant } from '../availability/wall-clock.ts';

export const TIME_ENTRY_KINDS = ['work', 'paid_break', 'unpaid_break'] as const;
export type TimeEntryKind = (typeof TIME_ENTRY_KINDS)[number];
export const OVERTIME_RULES = ['federal', 'california'] as const;
export type OvertimeRule = (typeof OVERTIME_RULES)[number];

const MINUTE_MS = 60_000;
/** A shift longer than this needs an unpaid meal break of MEAL_BREAK_MINUTES (CA Labor Code §512). */
export const MEAL_BREAK_AFTER_MINUTES = 5 * 60;
export const MEAL_BREAK_MINUTES = 30;

export interface Segment {
  start: Date;
  end: Date;
  kind: TimeEntryKind;
}

export interface DayMinutes {
  date: string;
  /** Work plus paid breaks. */
  paid: number;
  work: number;
  paidBreak: number;
  unpaidBreak: number;
  /** Each unpaid break's length (the part on this day), for the short-break flag. */
  unpaidBreaks: number[];
}

const toMinute = (d: Date) => Math.floor(d.getTime() / MINUTE_MS);

/** The minutes of each store day from `from` to `to` (inclusive, YYYY-MM-DD) covered by the segments. */
export function minutesByDay(timeZone: string, from: string, to: string, segments: readonly Segment[]): DayMinutes[] {
  const count = daysBetween(from, to) + 1;
  const bounds: number[] = [];
  for (let i = 0; i <= count; i++) bounds.push(toMinute(wallClockToInstant(timeZone, addDays(from, i), 0, 'compatible')));
  const days: DayMinutes[] = Array.from({ length: count }, (_, i) => ({
    date: addDays(from, i),
    paid: 0,
    work: 0,
    paidBreak: 0,
    unpaidBreak: 0,
    unpaidBreaks: [],
  }));
  for (const segment of segments) {
    const start = toMinute(segment.start);
    const end = toMinute(segment.end);
    if (end <= start) continue;
    for (let i = 0; i < count; i++) {
      const minutes = Math.min(end, bounds[i + 1]) - Math.max(start, bounds[i]);
      if (minutes <= 0) continue;
      const day = days[i];
      if (segment.kind === 'work') day.work += minutes;
      else if (segment.kind === 'paid_break') day.paidBreak += minutes;
      else {
        day.unpaidBreak += minutes;
        day.unpaidBreaks.push(minutes);
      }
      if (segment.kind !== 'unpaid_break') day.paid += minutes;
    }
  }
  return days;
}

/** A day of more than 5 paid hours without one unpaid break of at least 30 minutes. */
export function shortBreak(day: Pick<DayMinutes, 'paid' | 'unpaidBreaks'>): boolean {
  return day.paid > MEAL_BREAK_AFTER_MINUTES && !day.unpaidBreaks.some((m) => m >= MEAL_BREAK_MINUTES);
}

export interface PayMinutes {
  regular: number;
  overtime: number;
  doubleTime: number;
}

const WEEK_REGULAR = 40 * 60;
const DAY_REGULAR = 8 * 60;
const DAY_DOUBLE_AFTER = 12 * 60;

/**
 * Regular, overtime (1.5x) and double time (2x) minutes of each day of ONE workweek (up to 7 days, in
 * order from the workweek's first day). Federal (FLSA): over 40 h a week is overtime. California (Labor
 * Code §510): over 8 h a day is overtime, over 12 h a day double time; regular minutes over 40 h a week
 * become overtime (daily overtime is not counted again toward the 40); on the seventh consecutive day of
 * work in the workweek (all seven days worked) the first 8 h are overtime and the rest double time.
 * Rates are never stacked: each minute is counted once.
 */
export function overtimeForWeek(rule: OvertimeRule, dayPaid: readonly number[]): PayMinutes[] {
  const seventhDay = dayPaid.length === 7 && dayPaid.every((m) => m > 0);
  let weekRegular = 0;
  return dayPaid.map((minutes, i) => {
    let regular: number;
    let overtime: number;
    let doubleTime: number;
    if (rule === 'federal') {
      regular = minutes;
      overtime = 0;
      doubleTime = 0;
    } else if (seventhDay && i === 6) {
      regular = 0;
      overtime = Math.min(minutes, DAY_REGULAR);
      doubleTime = Math.max(minutes - DAY_REGULAR, 0);
    } else {
      regular = Math.min(minutes, DAY_REGULAR);
      overtime = Math.min(Math.max(minutes - DAY_REGULAR, 0), DAY_DOUBLE_AFTER - DAY_REGULAR);
      doubleTime = Math.max(minutes - DAY_DOUBLE_AFTER, 0);
    }
    const overWeek = Math.max(0, weekRegular + regular - WEEK_REGULAR);
    regular -= overWeek;
    overtime += overWeek;
    weekRegular += regular;
    return { regular, overtime, doubleTime };
  });
}

export interface CardDay extends DayMinutes, PayMinutes {}

export interface CardTotals extends PayMinutes {
  paid: number;
  unpaidBreak: number;
}

/**
 * One employee's pay-period card: the days from `periodStart` for `days` days (7 or 14), each workweek of
 * 7 days worked out on its own.
 */
export function timeCardDays(
  timeZone: string,
  rule: OvertimeRule,
  periodStart: string,
  days: number,
  segments: readonly Segment[],
): { days: CardDay[]; totals: CardTotals } {
  const byDay = minutesByDay(timeZone, periodStart, addDays(periodStart, days - 1), segments);
  const out: CardDay[] = [];
  for (let week = 0; week < byDay.length; week += 7) {
    const slice = byDay.slice(week, week + 7);
    const pay = overtimeForWeek(
      rule,
      slice.map((d) => d.paid),
    );
    for (const [i, d] of slice.entries()) out.push({ ...d, ...pay[i] });
  }
  const totals = out.reduce<CardTotals>(
    (sum, d) => ({
      paid: sum.paid + d.paid,
      unpaidBreak: sum.unpaidBreak + d.unpaidBreak,
      regular: sum.regular + d.regular,
      overtime: sum.overtime + d.overtime,
      doubleTime: sum.doubleTime + d.doubleTime,
    }),
    { paid: 0, unpaidBreak: 0, regular: 0, overtime: 0, doubleTime: 0 },
  );
  return { days: out, totals };
}

export const PAY_PERIODS = ['weekly', 'biweekly'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/**
 * The first day of the pay period holding `date`. Weekly: the latest `startDay` (0 = Sunday) on or before
 * it. Bi-weekly: periods of 14 days counted from `anchor` (a date on the start day) in both directions.
 */
export function periodStartFor(date: string, period: PayPeriod, startDay: number, anchor: string): string {
  if (period === 'weekly') {
    const back = (new Date(`${date}T00:00:00Z`).getUTCDay() - startDay + 7) % 7;
    return addDays(date, -back);
  }
  const offset = daysBetween(anchor, date);
  return addDays(anchor, Math.floor(offset / 14) * 14);
}

export const periodDays = (period: PayPeriod) => (period === 'weekly' ? 7 : 14);

/** The store date an instant falls on. */
export const storeDateOf = (timeZone: string, instant: Date) => instantToWallClock(timeZone, instant).date;

/** Minutes as "7:05" (hours:minutes) for cards and exports; decimal hours with 2 places for payroll. */
export function formatHoursMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
export function decimalHours(minutes: number): string {
  // Integer arithmetic: hundredths of an hour, rounded half up.
  const hundredths = Math.floor((minutes * 100 + 30) / 60);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
