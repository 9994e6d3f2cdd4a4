// The availability engine (DOMAIN.md "Availability"): pure, no I/O. The caller loads the store, the
// services (store overrides resolved), the cutters, their active shifts, approved time off and busy
// intervals, and gets back the bookable start instants and, when asked, why every other candidate was refused.
import { blockedSegments, type VisitSegment, visitLayout } from './visit-layout.ts';
import { addDays, daysBetween, localDayBounds, timeToMinutes, wallClockToInstant, weekdayOf } from './wall-clock.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export const REFUSAL_REASONS = ['past', 'closed', 'skill_missing', 'no_shift', 'blocked', 'taken'] as const;
/** Checked in this order; a candidate is refused for the first that applies. */
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export type OpeningHoursByWeekday = Record<'0' | '1' | '2' | '3' | '4' | '5' | '6', { open: string; close: string } | null>;

export interface BookableService {
  id: string;
  name: string;
  /** The store's duration where it overrides the service's. */
  durationMinutes: number;
  extraTimeMinutes: number;
  /** Processing (colour developing): the cutter is free for other bookings (visit-layout.ts). */
  processingGapMinutes: number;
  /** Set-up before the customer's start that holds the cutter. */
  bufferBeforeMinutes?: number;
  /** The skill set a cutter must hold. */
  skillSet: string;
}

export interface AvailabilityCutter {
  id: string;
  name: string;
  skills: readonly string[];
}

export interface CutterInterval {
  cutterId: string;
  start: Date;
  end: Date;
}

export interface BusyInterval extends CutterInterval {
  /** An appointment takes the time; a blocked slot (Non Availability, blocked, vacation) blocks it. */
  kind: 'appointment' | 'block';
  label?: string | null;
}

export interface AvailabilityInput {
  timeZone: string;
  openingHours: OpeningHoursByWeekday;
  slotInterval: number;
  services: readonly BookableService[];
  cutters: readonly AvailabilityCutter[];
  /** Published (active) shifts at this store. */
  shifts: readonly CutterInterval[];
  /** Approved time off. */
  timeOff: readonly CutterInterval[];
  busy: readonly BusyInterval[];
  now: Date;
  /** Local days YYYY-MM-DD in the store's timezone, both included. */
  from: string;
  to: string;
  explain?: boolean;
}

export interface BookableSlot {
  start: Date;
  end: Date;
  cutterId: string;
}

export interface Refusal {
  start: Date;
  cutterId: string;
  reason: RefusalReason;
}

export interface AvailabilityOutput {
  /** Ordered by start, then cutter order of the input. */
  slots: BookableSlot[];
  refused?: Refusal[];
}

/** Minutes a service occupies the cutter: its duration plus extra time plus the processing gap. */
export function serviceMinutes(service: Pick<BookableService, 'durationMinutes' | 'extraTimeMinutes' | 'processingGapMinutes'>): number {
  return service.durationMinutes + service.extraTimeMinutes + service.processingGapMinutes;
}

/** The length of a booking of these services, one after the other. */
export function totalServiceMinutes(services: readonly Parameters<typeof serviceMinutes>[0][]): number {
  return services.reduce((sum, service) => sum + serviceMinutes(service), 0);
}

/** The services' skill sets the cutter does not hold. */
export function missingSkills(services: readonly Pick<BookableService, 'skillSet'>[], skills: readonly string[]): string[] {
  return [...new Set(services.map((s) => s.skillSet))].filter((skill) => !skills.includes(skill));
}

/** A store day: its local date, opening window, and the candidate start instants stepping from opening time. */
export interface StoreDay {
  date: string;
  dayStart: Date;
  dayEnd: Date;
  /** null when the store is closed that weekday. */
  open: Date | null;
  close: Date | null;
  candidates: Date[];
}

/**
 * The store's days from `from` to `to` in its zone. Candidates step by the slot interval on the wall clock
 * from opening time while before closing time; a local time skipped by DST is left out, a repeated one is
 * its first occurrence. Opening and closing times that fall in a DST gap move past the jump. A slot interval
 * of 0 lists no candidates (only the opening window is wanted).
 */
export function storeDays(
  timeZone: string,
  openingHours: OpeningHoursByWeekday,
  slotInterval: number,
  from: string,
  to: string,
): StoreDay[] {
  const bounds = localDayBounds(timeZone, from, to);
  const days: StoreDay[] = [];
  for (let i = 0; i < bounds.length - 1; i++) {
    const date = addDays(from, i);
    const dayStart = bounds[i];
    const dayEnd = bounds[i + 1];
    const hours = openingHours[String(weekdayOf(date)) as keyof OpeningHoursByWeekday];
    if (!hours) {
      days.push({ date, dayStart, dayEnd, open: null, close: null, candidates: [] });
      continue;
    }
    const openMinutes = timeToMinutes(hours.open);
    const closeMinutes = timeToMinutes(hours.close);
    // An ordinary day (24 h, one offset): local minutes map straight onto instants, no Intl call per slot.
    const plain = dayEnd.getTime() - dayStart.getTime() === DAY_MS;
    const at = (minutes: number, rule: 'reject' | 'compatible') =>
      plain ? new Date(dayStart.getTime() + minutes * MINUTE_MS) : wallClockToInstant(timeZone, date, minutes, rule);
    const candidates: Date[] = [];
    for (let m = openMinutes; slotInterval > 0 && m < closeMinutes; m += slotInterval) {
      const instant = at(m, 'reject');
      if (instant) candidates.push(instant);
    }
    days.push({ date, dayStart, dayEnd, open: at(openMinutes, 'compatible'), close: at(closeMinutes, 'compatible'), candidates });
  }
  return days;
}

/** Per-cutter intervals sorted by start, merged when they touch (two shifts 09:00-13:00 and 13:00-18:00 cover 12:30-13:30). */
function mergedByCutter(intervals: readonly CutterInterval[]): Map<string, { start: number; end: number }[]> {
  const byCutter = new Map<string, { start: number; end: number }[]>();
  for (const i of intervals) {
    const list = byCutter.get(i.cutterId) ?? [];
    list.push({ start: i.start.getTime(), end: i.end.getTime() });
    byCutter.set(i.cutterId, list);
  }
  for (const [cutterId, list] of byCutter) {
    list.sort((a, b) => a.start - b.start);
    const merged: { start: number; end: number }[] = [];
    for (const i of list) {
      const last = merged[merged.length - 1];
      if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
      else merged.push({ ...i });
    }
    byCutter.set(cutterId, merged);
  }
  return byCutter;
}

/** Index of the last interval starting before `end` (binary search over sorted starts); -1 when none. */
function lastStartingBefore(list: readonly { start: number }[], end: number): number {
  let lo = 0;
  let hi = list.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].start < end) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Half-open [start, end) overlap with any merged (non-overlapping, sorted) interval: 10:00-10:30 and 10:30-11:00 do not overlap. */
function overlapsAny(list: readonly { start: number; end: number }[] | undefined, start: number, end: number): boolean {
  if (!list) return false;
  const i = lastStartingBefore(list, end);
  return i >= 0 && list[i].end > start;
}

function covers(list: readonly { start: number; end: number }[] | undefined, start: number, end: number): boolean {
  if (!list) return false;
  const i = lastStartingBefore(list, start + 1);
  return i >= 0 && list[i].start <= start && list[i].end >= end;
}

/** One cutter's intervals as sorted, merged epoch-millisecond ranges. */
export interface CutterCalendar {
  cutter: AvailabilityCutter;
  skillsMissing: boolean;
  shifts?: { start: number; end: number }[];
  timeOff?: { start: number; end: number }[];
  blocks?: { start: number; end: number }[];
  appointments?: { start: number; end: number }[];
}

/**
 * Why this cutter cannot do the services over [start, end) on this store day, or null when they can.
 * `held` (epoch ms, in order) are the parts that hold the cutter: a set-up buffer may start before
 * `start`, processing windows are left out; other appointments are checked against them only, while
 * the shift, time off and blocked time cover the whole of [first held start, end).
 */
export function refusalAt(
  calendar: CutterCalendar,
  day: Pick<StoreDay, 'open' | 'close'>,
  start: number,
  end: number,
  now: number,
  held: readonly VisitSegment[] = [{ start, end }],
): RefusalReason | null {
  if (start < now) return 'past';
  if (!day.open || !day.close || start < day.open.getTime() || end > day.close.getTime()) return 'closed';
  if (calendar.skillsMissing) return 'skill_missing';
  const from = Math.min(start, held[0]?.start ?? start);
  if (!covers(calendar.shifts, from, end)) return 'no_shift';
  if (overlapsAny(calendar.timeOff, from, end) || overlapsAny(calendar.blocks, from, end)) return 'blocked';
  for (const h of held) if (overlapsAny(calendar.appointments, h.start, h.end)) return 'taken';
  return null;
}

/** The held parts of a visit of these services starting at `start` (epoch ms). */
export function heldAt(segments: readonly VisitSegment[], start: number): VisitSegment[] {
  return segments.map((s) => ({ start: start + s.start * MINUTE_MS, end: start + s.end * MINUTE_MS }));
}

/** The visit's held segments in minutes from its start (processing left out, set-up before). */
export function servicesHeld(services: AvailabilityInput['services']): VisitSegment[] {
  return blockedSegments(visitLayout(services));
}

/** Each cutter's shifts, time off, blocks and appointments, merged and sorted for fast lookups. */
export function cutterCalendars(input: Pick<AvailabilityInput, 'cutters' | 'services' | 'shifts' | 'timeOff' | 'busy'>): CutterCalendar[] {
  const shifts = mergedByCutter(input.shifts);
  const timeOff = mergedByCutter(input.timeOff);
  const blocks = mergedByCutter(input.busy.filter((b) => b.kind === 'block'));
  const appointments = mergedByCutter(input.busy.filter((b) => b.kind !== 'block'));
  return input.cutters.map((cutter) => ({
    cutter,
    skillsMissing: missingSkills(input.services, cutter.skills).length > 0,
    shifts: shifts.get(cutter.id),
    timeOff: timeOff.get(cutter.id),
    blocks: blocks.get(cutter.id),
    appointments: appointments.get(cutter.id),
  }));
}

/**
 * Bookable starts per cutter for the services over the local days `from`..`to`. A closed day gives each
 * cutter one refusal 'closed' at the day's local midnight (there is no opening time to step from).
 */
export function computeAvailability(input: AvailabilityInput): AvailabilityOutput {
  const minutes = totalServiceMinutes(input.services);
  const lengthMs = minutes * MINUTE_MS;
  const now = input.now.getTime();
  const days = storeDays(input.timeZone, input.openingHours, input.slotInterval, input.from, input.to);
  const calendars = cutterCalendars(input);
  const segments = servicesHeld(input.services);
  const slots: BookableSlot[] = [];
  const refused: Refusal[] = [];
  for (const day of days) {
    if (!day.open) {
      if (input.explain) for (const c of calendars) refused.push({ start: day.dayStart, cutterId: c.cutter.id, reason: 'closed' });
      continue;
    }
    for (const candidate of day.candidates) {
      const start = candidate.getTime();
      const end = start + lengthMs;
      const held = heldAt(segments, start);
      for (const calendar of calendars) {
        const reason = refusalAt(calendar, day, start, end, now, held);
        if (!reason) slots.push({ start: candidate, end: new Date(end), cutterId: calendar.cutter.id });
        else if (input.explain) refused.push({ start: candidate, cutterId: calendar.cutter.id, reason });
      }
    }
  }
  return input.explain ? { slots, refused } : { slots };
}

/** Local days `from`..`to` inclusive; the endpoint caps a request at this many. */
export const MAX_AVAILABILITY_DAYS = 14;

export function dayCount(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}
