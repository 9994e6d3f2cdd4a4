// A quick walk-in nobody can take now: the refusal names the services and, when the engine can tell, the next free
// time today and who has it (walkInRefusalWords), instead of the generic "Please choose another time".
import { instantToWallClock, walkInRefusalWords } from '@salon/shared';
import type { Tx } from '../../db/client.ts';
import { AppError, conflict } from '../../platform/http/errors.ts';
import { cuttersById, storeServices, type StoreClock } from '../availability/availability-data.ts';
import { findSlots } from '../availability/slots.service.ts';
import { NO_CUTTER_FREE } from './booking.ts';

/** The "any cutter" refusal of chooseCutter (409 with start: NO_CUTTER_FREE). */
export function isNoCutterFree(error: unknown): boolean {
  return error instanceof AppError && error.statusCode === 409 && error.fields?.start === NO_CUTTER_FREE;
}

/** The walk-in's own 409: the next free start at or after `start` today (store's day) with any cutter, if any. */
export async function walkInRefusal(
  tx: Tx,
  tenantId: string,
  store: StoreClock,
  serviceIds: string[],
  start: Date,
  now: Date,
): Promise<AppError> {
  const services = await storeServices(tx, tenantId, store.id, serviceIds);
  const today = instantToWallClock(store.timezone, start).date;
  const found = await findSlots(tx, store, {
    storeId: store.id,
    serviceIds,
    cutterId: 'any',
    from: today,
    to: today,
    explain: false,
    tenantId,
    onlineOnly: false,
    now,
  });
  const slot = found.slots.find((s) => new Date(s.start).getTime() >= start.getTime());
  const [cutter] = slot ? await cuttersById(tx, tenantId, [slot.cutterId]) : [];
  const message = walkInRefusalWords({
    timezone: store.timezone,
    serviceNames: services.map((s) => s.name),
    next: slot && cutter ? { start: new Date(slot.start), cutterName: cutter.firstName || cutter.name } : null,
  });
  return conflict(message, { start: message });
}
