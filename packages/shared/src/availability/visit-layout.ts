// Processing time and buffers (issue 20): which minutes of a visit hold the cutter. A service runs
// [duration: the cutter works][processing gap: the cutter is free for others][extra time: blocks, e.g.
// rinse and clean-up]; a buffer before (set-up) blocks the cutter ahead of the customer's start.
// Offsets are minutes from the customer's start; the visit's span [0, length) is unchanged.

export interface VisitSegment {
  start: number;
  end: number;
}

export interface LayoutService {
  durationMinutes: number;
  extraTimeMinutes: number;
  processingGapMinutes: number;
  /** Set-up before the customer's start; a visit keeps the largest of its services'. */
  bufferBeforeMinutes?: number;
}

export interface VisitLayout {
  /** Minutes before the start the cutter is held (set-up). */
  beforeMinutes: number;
  /** The visit's length from the customer's start (durations, processing and extra time). */
  lengthMinutes: number;
  /** Processing windows, the cutter free for another booking. */
  free: VisitSegment[];
}

/** The layout of services booked one after the other. */
export function visitLayout(services: readonly LayoutService[]): VisitLayout {
  let at = 0;
  const free: VisitSegment[] = [];
  for (const s of services) {
    at += s.durationMinutes;
    if (s.processingGapMinutes > 0) free.push({ start: at, end: at + s.processingGapMinutes });
    at += s.processingGapMinutes + s.extraTimeMinutes;
  }
  const beforeMinutes = Math.max(0, ...services.map((s) => s.bufferBeforeMinutes ?? 0));
  return { beforeMinutes, lengthMinutes: at, free };
}

/** The segments [from, to) that hold the cutter: [-before, length) minus the free windows, in order. */
export function blockedSegments(layout: Pick<VisitLayout, 'beforeMinutes' | 'lengthMinutes' | 'free'>): VisitSegment[] {
  const out: VisitSegment[] = [];
  let from = 0 - layout.beforeMinutes;
  for (const f of [...layout.free].sort((a, b) => a.start - b.start)) {
    const start = Math.max(f.start, from);
    const end = Math.min(f.end, layout.lengthMinutes);
    if (end <= start) continue;
    if (start > from) out.push({ start: from, end: start });
    from = end;
  }
  if (layout.lengthMinutes > from) out.push({ start: from, end: layout.lengthMinutes });
  return out;
}

const MINUTE_MS = 60_000;

/** An appointment's held time as instants: its span from `start` to `end`, minus its free windows, plus set-up. */
export function heldIntervals(start: Date, end: Date, beforeMinutes: number, free: readonly VisitSegment[]): { start: Date; end: Date }[] {
  const lengthMinutes = Math.round((end.getTime() - start.getTime()) / MINUTE_MS);
  return blockedSegments({ beforeMinutes, lengthMinutes, free: [...free] }).map((s) => ({
    start: new Date(start.getTime() + s.start * MINUTE_MS),
    end: new Date(start.getTime() + s.end * MINUTE_MS),
  }));
}

/** Flat [from, to, from, to...] minutes (as an appointment row stores them) as segments. */
export function minutePairs(flat: readonly number[]): VisitSegment[] {
  const out: VisitSegment[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push({ start: flat[i], end: flat[i + 1] });
  return out;
}
