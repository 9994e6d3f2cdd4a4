// Processing time on the calendar (issue 20): the part of a visit when the cutter is free (colour
// developing) is drawn as a lighter band over the event's status colour.

export interface ProcessingWindow {
  from: number;
  to: number;
}

const LIGHT = 'rgba(255, 255, 255, 0.55)';

/**
 * A CSS background-image laying the lighter bands over the event, as percentages of its height, or
 * undefined when the visit has no processing time. Windows beyond the event (a shortened visit) are cut.
 */
export function processingBackground(windows: readonly ProcessingWindow[], lengthMinutes: number): string | undefined {
  if (lengthMinutes <= 0) return undefined;
  const pct = (m: number) => `${Math.round((Math.min(Math.max(m, 0), lengthMinutes) / lengthMinutes) * 1000) / 10}%`;
  const bands = windows
    .filter((w) => w.to > w.from && w.from < lengthMinutes)
    .map(
      (w) =>
        `linear-gradient(to bottom, transparent ${pct(w.from)}, ${LIGHT} ${pct(w.from)}, ${LIGHT} ${pct(w.to)}, transparent ${pct(w.to)})`,
    );
  return bands.length ? bands.join(', ') : undefined;
}
