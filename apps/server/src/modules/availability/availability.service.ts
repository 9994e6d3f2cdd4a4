// Availability on the server: the engine of packages/shared fed from the database. assertBookable and
// pickCutter are what the appointments module calls inside its own transaction when it books or moves.
import {
  type BookableSlot,
  checkBooking,
  instantToWallClock,
  localDayBounds,
  pickAnyCutter,
  totalServiceMinutes,
  visitLayout,
} from '@salon/shared';
import type { Tx } from '../../db/client.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { busyIntervals } from './occupancy.ts';
import { activeShifts, approvedTimeOff, cuttersById, storeClock, storeServices } from './availability-data.ts';
import { refusalError } from './booking-refusals.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface BookableInput {
  tenantId: string;
  storeId: string;
  cutterId: string;
  serviceIds: readonly string[];
  start: Date;
  /** The appointment being moved or changed: its own time does not count as taken. */
  ignoreAppointmentId?: string;
  now?: Date;
}

/**
 * Refuses a booking the engine would not offer: 404 for ids that are not the tenant's, 422 naming the
 * reason ("Sam is not on shift at 9:30 AM", "The store opens at 10:00 AM", "That time is in the past"),
 * 409 when an appointment or blocked slot holds the time. Any minute may be booked (the calendar moves
 * in 5 minutes), not only the slot grid. Answers when the booking ends.
 */
export interface Bookable {
  end: Date;
  /** What the appointment row stores so the exclusion constraint holds only the held parts. */
  bufferBeforeMinutes: number;
  /** Processing windows as flat [from, to, ...] minutes from the start; null when none. */
  freeMinutes: number[] | null;
}

export async function assertBookable(tx: Tx, input: BookableInput): Promise<Bookable> {
  const store = await storeClock(tx, input.tenantId, input.storeId);
  const services = await storeServices(tx, input.tenantId, store.id, input.serviceIds);
  const [cutter] = await cuttersById(tx, input.tenantId, [input.cutterId]);
  if (!cutter) throw notFound('Cutter');
  if (cutter.status !== 'active') throw invalid({ cutterId: `${cutter.firstName} is not active` }, `${cutter.firstName} is not active`);
  const end = new Date(input.start.getTime() + totalServiceMinutes(services) * MINUTE_MS);
  const layout = visitLayout(services);
  const heldFrom = new Date(input.start.getTime() - layout.beforeMinutes * MINUTE_MS);
  // Shifts a day either side, so touching shifts merge into one cover.
  const windowFrom = new Date(input.start.getTime() - DAY_MS);
  const windowTo = new Date(end.getTime() + DAY_MS);
  const shifts = await activeShifts(tx, input.tenantId, store.id, windowFrom, windowTo, [cutter.id]);
  const timeOff = await approvedTimeOff(tx, input.tenantId, store.id, heldFrom, end, [cutter.id]);
  const busy = (await busyIntervals(tx, { storeId: store.id, cutterIds: [cutter.id], from: heldFrom, to: end, now: input.now })).filter(
    (b) => b.appointmentId !== input.ignoreAppointmentId,
  );
  const check = checkBooking({
    timeZone: store.timezone,
    openingHours: store.openingHours,
    services,
    cutter,
    shifts,
    timeOff,
    busy,
    now: input.now ?? new Date(),
    start: input.start,
  });
  if (check.reason) {
    throw refusalError(check, {
      cutterName: cutter.firstName,
      timezone: store.timezone,
      openingHours: store.openingHours,
      services,
      shifts,
      start: input.start,
    });
  }
  return {
    end: check.end,
    bufferBeforeMinutes: layout.beforeMinutes,
    freeMinutes: layout.free.length ? layout.free.flatMap((f) => [f.start, f.end]) : null,
  };
}

export interface PickCutterInput {
  tenantId: string;
  storeId: string;
  serviceIds: readonly string[];
  start: Date;
  now?: Date;
}

/** "Any cutter": the least-loaded cutter who could take the services at start (fewest booked minutes that local day, then name), or null. */
export async function pickCutter(tx: Tx, input: PickCutterInput): Promise<string | null> {
  const store = await storeClock(tx, input.tenantId, input.storeId);
  const services = await storeServices(tx, input.tenantId, store.id, input.serviceIds);
  const end = new Date(input.start.getTime() + totalServiceMinutes(services) * MINUTE_MS);
  const date = instantToWallClock(store.timezone, input.start).date;
  const [dayStart, dayEnd] = localDayBounds(store.timezone, date, date);
  const shifts = await activeShifts(
    tx,
    input.tenantId,
    store.id,
    new Date(input.start.getTime() - DAY_MS),
    new Date(end.getTime() + DAY_MS),
  );
  const cutters = (await cuttersById(tx, input.tenantId, [...new Set(shifts.map((s) => s.cutterId))])).filter((c) => c.status === 'active');
  if (!cutters.length) return null;
  const ids = cutters.map((c) => c.id);
  const timeOff = await approvedTimeOff(tx, input.tenantId, store.id, input.start, end, ids);
  const from = new Date(Math.min(dayStart.getTime(), input.start.getTime()));
  const to = new Date(Math.max(dayEnd.getTime(), end.getTime()));
  const busy = await busyIntervals(tx, { storeId: store.id, cutterIds: ids, from, to, now: input.now });
  const now = input.now ?? new Date();
  const eligible: BookableSlot[] = cutters
    .filter(
      (cutter) =>
        !checkBooking({
          timeZone: store.timezone,
          openingHours: store.openingHours,
          services,
          cutter,
          shifts,
          timeOff,
          busy,
          now,
          start: input.start,
        }).reason,
    )
    .map((cutter) => ({ cutterId: cutter.id, start: input.start, end }));
  const [best] = pickAnyCutter(eligible, { cutters, busy, timeZone: store.timezone, from: date, to: date });
  return best?.cutterId ?? null;
}
