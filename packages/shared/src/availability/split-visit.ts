// A visit split across cutters (issue 20): colour with one cutter, the cut with another, still one
// appointment for the customer. Each service line may name its own cutter; consecutive lines of one cutter
// make one part, and the parts run one after the other from the visit's start. Each part holds its own
// cutter the way a one-cutter visit does (set-up buffer before, processing windows free), so a part is
// checked by the same rules (refusalAt) for its cutter at its own start.
import {
  type AvailabilityCutter,
  type AvailabilityInput,
  type AvailabilityOutput,
  type BookableService,
  type BookableSlot,
  cutterCalendars,
  heldAt,
  type Refusal,
  type RefusalReason,
  refusalAt,
  servicesHeld,
  storeDays,
  totalServiceMinutes,
} from './availability.ts';

const MINUTE_MS = 60_000;

type Timed = Pick<BookableService, 'durationMinutes' | 'extraTimeMinutes' | 'processingGapMinutes'>;

export interface VisitPart<S extends Timed> {
  cutterId: string;
  /** The part's services, in visit order. */
  services: S[];
  /** Positions of the part's lines in the visit. */
  lineIndexes: number[];
  /** Minutes from the visit's start to the part's start. */
  offsetMinutes: number;
  /** The part's length (durations, processing and extra time of its services). */
  lengthMinutes: number;
}

/** The visit's parts: consecutive lines of one cutter together, one part after the other. */
export function visitParts<S extends Timed>(lines: readonly { service: S; cutterId: string }[]): VisitPart<S>[] {
  const parts: VisitPart<S>[] = [];
  let at = 0;
  lines.forEach((line, index) => {
    const last = parts[parts.length - 1];
    const part =
      last && last.cutterId === line.cutterId
        ? last
        : parts[parts.push({ cutterId: line.cutterId, services: [], lineIndexes: [], offsetMinutes: at, lengthMinutes: 0 }) - 1];
    const minutes = totalServiceMinutes([line.service]);
    part.services.push(line.service);
    part.lineIndexes.push(index);
    part.lengthMinutes += minutes;
    at += minutes;
  });
  return parts;
}

/** More than one part: the lines name more than one cutter in turn. */
export function isSplitVisit(cutterIds: readonly string[]): boolean {
  return cutterIds.some((id, i) => i > 0 && id !== cutterIds[i - 1]);
}

export interface SplitAvailabilityInput extends Omit<AvailabilityInput, 'services' | 'cutters'> {
  /** The visit's service lines in order, each with the cutter who does it. */
  lines: readonly { service: BookableService; cutter: AvailabilityCutter }[];
}

/**
 * Bookable starts of a split visit over the local days `from`..`to`: a start is bookable when every
 * part's cutter can take that part at its own start (the slot names the first part's cutter). With
 * `explain`, a refused start names the first part refused: its cutter and reason.
 */
export function computeSplitAvailability(input: SplitAvailabilityInput): AvailabilityOutput {
  const parts = visitParts(input.lines.map((l) => ({ service: l.service, cutterId: l.cutter.id })));
  if (!parts.length) return input.explain ? { slots: [], refused: [] } : { slots: [] };
  const cutterOf = new Map(input.lines.map((l) => [l.cutter.id, l.cutter]));
  const checks = parts.map((part) => {
    const cutter = cutterOf.get(part.cutterId) as AvailabilityCutter;
    const [calendar] = cutterCalendars({ ...input, cutters: [cutter], services: part.services });
    return { part, calendar, segments: servicesHeld(part.services) };
  });
  const lengthMs = parts.reduce((sum, p) => sum + p.lengthMinutes, 0) * MINUTE_MS;
  const now = input.now.getTime();
  const slots: BookableSlot[] = [];
  const refused: Refusal[] = [];
  const firstCutter = parts[0]?.cutterId ?? '';
  for (const day of storeDays(input.timeZone, input.openingHours, input.slotInterval, input.from, input.to)) {
    if (!day.open) {
      if (input.explain) refused.push({ start: day.dayStart, cutterId: firstCutter, reason: 'closed' });
      continue;
    }
    for (const candidate of day.candidates) {
      const start = candidate.getTime();
      let refusal: { cutterId: string; reason: RefusalReason } | null = null;
      for (const { part, calendar, segments } of checks) {
        const from = start + part.offsetMinutes * MINUTE_MS;
        const reason = refusalAt(calendar, day, from, from + part.lengthMinutes * MINUTE_MS, now, heldAt(segments, from));
        if (reason) {
          refusal = { cutterId: part.cutterId, reason };
          break;
        }
      }
      if (!refusal) slots.push({ start: candidate, end: new Date(start + lengthMs), cutterId: firstCutter });
      else if (input.explain) refused.push({ start: candidate, ...refusal });
    }
  }
  return input.explain ? { slots, refused } : { slots };
}
