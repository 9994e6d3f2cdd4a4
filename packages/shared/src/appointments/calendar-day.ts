// Pure rules of the calendar's day (issue 23): a cutter's booked time and utilisation, the shading of a
// minute (closed, off shift), the payment state shown on a card and the front desk's search. Times are
// integer minutes of the store's day (0 = midnight); ranges are half-open [start, end).
import type { AppointmentStatus } from './appointment-status.ts';

export interface MinuteRange {
  start: number;
  end: number;
}

/** The calendar's row choices (spec: minute choices 5, 10, 15, 20); moves still snap to 5 minutes. */
export const CALENDAR_TIME_SCALES = [5, 10, 15, 20] as const;
export type CalendarTimeScale = (typeof CALENDAR_TIME_SCALES)[number];
export const DEFAULT_CALENDAR_TIME_SCALE: CalendarTimeScale = 15;

export function isTimeScale(value: unknown): value is CalendarTimeScale {
  return CALENDAR_TIME_SCALES.includes(value as CalendarTimeScale);
}

/** The next finer (zoom in) or coarser (zoom out) scale; stays at the ends. */
export function zoomTimeScale(scale: CalendarTimeScale, direction: 'in' | 'out'): CalendarTimeScale {
  const at = CALENDAR_TIME_SCALES.indexOf(scale);
  const next = direction === 'in' ? Math.max(0, at - 1) : Math.min(CALENDAR_TIME_SCALES.length - 1, at + 1);
  return CALENDAR_TIME_SCALES[next];
}

/** Sorted, non-overlapping ranges covering the same minutes (empty ranges dropped). */
export function mergeRanges(ranges: readonly MinuteRange[]): MinuteRange[] {
  const sorted = ranges.filter((r) => r.end > r.start).sort((a, b) => a.start - b.start || a.end - b.end);
  const out: MinuteRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ start: r.start, end: r.end });
  }
  return out;
}

/** Minutes of `ranges` minus the minutes of `cut` (both merged first). */
export function subtractRanges(ranges: readonly MinuteRange[], cut: readonly MinuteRange[]): MinuteRange[] {
  const holes = mergeRanges(cut);
  const out: MinuteRange[] = [];
  for (const r of mergeRanges(ranges)) {
    let from = r.start;
    for (const h of holes) {
      if (h.end <= from || h.start >= r.end) continue;
      if (h.start > from) out.push({ start: from, end: h.start });
      from = Math.max(from, h.end);
    }
    if (from < r.end) out.push({ start: from, end: r.end });
  }
  return out;
}

const total = (ranges: readonly MinuteRange[]) => ranges.reduce((sum, r) => sum + (r.end - r.start), 0);

function intersect(a: readonly MinuteRange[], b: readonly MinuteRange[]): MinuteRange[] {
  const out: MinuteRange[] = [];
  for (const x of mergeRanges(a))
    for (const y of mergeRanges(b)) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (end > start) out.push({ start, end });
    }
  return out;
}

/**
 * A cutter's day in the column header: booked minutes (appointments, overlaps counted once), the minutes
 * they can be booked (published shifts minus time off) and the share of those booked, in whole percent
 * (null without a shift: nothing to divide by).
 */
export function cutterLoad(input: {
  appointments: readonly MinuteRange[];
  shifts: readonly MinuteRange[];
  timeOff: readonly MinuteRange[];
}): { bookedMinutes: number; availableMinutes: number; utilisationPercent: number | null } {
  const booked = mergeRanges(input.appointments);
  const available = subtractRanges(input.shifts, input.timeOff);
  const availableMinutes = total(available);
  return {
    bookedMinutes: total(booked),
    availableMinutes,
    utilisationPercent: availableMinutes ? Math.round((100 * total(intersect(booked, available))) / availableMinutes) : null,
  };
}

/**
 * How the slot starting at `minute` is shaded: closed (outside the store's hours) before off-shift
 * (outside every published shift of the cutter); null when the cutter works then.
 */
export function slotShade(
  minute: number,
  day: { open: number | null; close: number | null; shifts: readonly MinuteRange[] },
): 'closed' | 'off-shift' | null {
  if (day.open === null || day.close === null || minute < day.open || minute >= day.close) return 'closed';
  return day.shifts.some((s) => minute >= s.start && minute < s.end) ? null : 'off-shift';
}

/** The card's payment state: settled at checkout, partly paid, or not yet paid. */
export function paymentState(status: AppointmentStatus): 'paid' | 'part-paid' | 'unpaid' {
  if (status === 'checked_out') return 'paid';
  if (status === 'partially-paid') return 'part-paid';
  return 'unpaid';
}

/**
 * The front desk's search: three or more digits (other characters ignored) match anywhere in the phone's
 * digits; anything else matches the customer's name, ignoring case and accents. Empty queries match nothing.
 */
export function matchesAppointment(query: string, appointment: { customerName: string | null; phone: string | null }): boolean {
  const trimmed = query.trim();
  if (!trimmed) return false;
  const digits = trimmed.replace(/\D/g, '');
  if (/^[\d\s()+.-]+$/.test(trimmed)) return digits.length >= 3 && (appointment.phone ?? '').replace(/\D/g, '').includes(digits);
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  return fold(appointment.customerName ?? '').includes(fold(trimmed));
}
