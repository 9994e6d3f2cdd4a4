// "Any cutter" (DOMAIN.md "Availability"): the least-loaded eligible cutter for each start.
import type { AvailabilityInput, BusyInterval, BookableSlot, StoreDay } from './availability.ts';
import { addDays, localDayBounds } from './wall-clock.ts';

const MINUTE_MS = 60_000;

/** Appointment minutes (blocks excluded) of each cutter within each local day, keyed `${cutterId}|${date}`. */
export function bookedMinutesByDay(
  busy: readonly BusyInterval[],
  days: readonly Pick<StoreDay, 'date' | 'dayStart' | 'dayEnd'>[],
): Map<string, number> {
  const load = new Map<string, number>();
  for (const b of busy) {
    if (b.kind === 'block') continue;
    for (const day of days) {
      const from = Math.max(b.start.getTime(), day.dayStart.getTime());
      const to = Math.min(b.end.getTime(), day.dayEnd.getTime());
      if (to <= from) continue;
      const key = `${b.cutterId}|${day.date}`;
      load.set(key, (load.get(key) ?? 0) + (to - from) / MINUTE_MS);
    }
  }
  return load;
}

/**
 * "Any cutter": for each start, the least-loaded eligible cutter (fewest booked minutes that local day,
 * ties by name, then id). Slots keep their order by start.
 */
export function pickAnyCutter(
  slots: readonly BookableSlot[],
  input: Pick<AvailabilityInput, 'cutters' | 'busy' | 'timeZone' | 'from' | 'to'>,
): BookableSlot[] {
  if (!slots.length) return [];
  const bounds = localDayBounds(input.timeZone, input.from, input.to);
  const days = bounds.slice(0, -1).map((dayStart, i) => ({ date: addDays(input.from, i), dayStart, dayEnd: bounds[i + 1] }));
  const load = bookedMinutesByDay(input.busy, days);
  // Ties break by name, then id: a cutter's place in that order, compared as a number.
  const order = [...input.cutters].sort((a, b) => (a.name === b.name ? (a.id < b.id ? -1 : 1) : a.name.localeCompare(b.name)));
  const rank = new Map(order.map((c, i) => [c.id, i]));
  const ends = bounds.slice(1).map((d) => d.getTime());
  const dayOf = (instant: number) => {
    let lo = 0;
    let hi = ends.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ends[mid] <= instant) lo = mid + 1;
      else hi = mid;
    }
    return days[lo].date;
  };
  const loadOf = (cutterId: string, date: string) => load.get(`${cutterId}|${date}`) ?? 0;
  const best = new Map<number, { slot: BookableSlot; load: number; rank: number }>();
  for (const slot of slots) {
    const key = slot.start.getTime();
    const candidate = { slot, load: loadOf(slot.cutterId, dayOf(key)), rank: rank.get(slot.cutterId) ?? Number.MAX_SAFE_INTEGER };
    const current = best.get(key);
    if (!current || candidate.load < current.load || (candidate.load === current.load && candidate.rank < current.rank))
      best.set(key, candidate);
  }
  return [...best.values()].map((b) => b.slot).sort((a, b) => a.start.getTime() - b.start.getTime());
}
