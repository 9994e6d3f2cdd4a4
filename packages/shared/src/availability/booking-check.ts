// One cutter, one start: the engine's rules for a booking the front desk or a customer is about to make.
import {
  type AvailabilityCutter,
  type AvailabilityInput,
  cutterCalendars,
  type CutterInterval,
  missingSkills,
  type RefusalReason,
  heldAt,
  refusalAt,
  servicesHeld,
  type StoreDay,
  storeDays,
  totalServiceMinutes,
} from './availability.ts';
import { instantToWallClock } from './wall-clock.ts';

const MINUTE_MS = 60_000;

export interface BookingCheckInput
  extends Pick<AvailabilityInput, 'timeZone' | 'openingHours' | 'services' | 'shifts' | 'timeOff' | 'busy' | 'now'> {
  cutter: AvailabilityCutter;
  start: Date;
}

export interface BookingCheck {
  end: Date;
  reason: RefusalReason | null;
  /** The store day the start falls on (its open and close instants, null when closed). */
  day: StoreDay;
  missingSkills: string[];
  /** For 'blocked' and 'taken': the first interval in the way. */
  conflict?: { start: Date; end: Date; kind: 'appointment' | 'block' | 'time_off'; label?: string | null };
}

/** The same rules as computeAvailability for one cutter and one start (any minute, not only the slot grid). */
export function checkBooking(input: BookingCheckInput): BookingCheck {
  const start = input.start.getTime();
  const end = start + totalServiceMinutes(input.services) * MINUTE_MS;
  const date = instantToWallClock(input.timeZone, input.start).date;
  const [day] = storeDays(input.timeZone, input.openingHours, 0, date, date);
  const [calendar] = cutterCalendars({ ...input, cutters: [input.cutter] });
  const held = heldAt(servicesHeld(input.services), start);
  const reason = refusalAt(calendar, day, start, end, input.now.getTime(), held);
  const from = Math.min(start, held[0]?.start ?? start);
  const overlapping = <T extends CutterInterval>(
    list: readonly T[],
    parts: readonly { start: number; end: number }[] = [{ start: from, end }],
  ) =>
    list
      .filter((i) => i.cutterId === input.cutter.id && parts.some((p) => i.start.getTime() < p.end && i.end.getTime() > p.start))
      .sort((a, b) => a.start.getTime() - b.start.getTime())[0];
  let conflict: BookingCheck['conflict'];
  if (reason === 'blocked') {
    const off = overlapping(input.timeOff);
    const block = overlapping(input.busy.filter((b) => b.kind === 'block'));
    conflict = off
      ? { start: off.start, end: off.end, kind: 'time_off' }
      : block && { start: block.start, end: block.end, kind: 'block', label: block.label ?? null };
  } else if (reason === 'taken') {
    const taken = overlapping(
      input.busy.filter((b) => b.kind !== 'block'),
      held,
    );
    conflict = taken && { start: taken.start, end: taken.end, kind: 'appointment' };
  }
  return {
    end: new Date(end),
    reason,
    day,
    missingSkills: missingSkills(input.services, input.cutter.skills),
    ...(conflict ? { conflict } : {}),
  };
}
