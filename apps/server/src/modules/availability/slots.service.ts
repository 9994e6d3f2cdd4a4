// Availability/Slots: who may ask (a customer of the store's brand, or staff who work at the store and
// book or schedule), and the engine's answer over the store's local days.
import {
  type AvailabilityRequest,
  type AvailabilityResult,
  type AvailabilityCutter,
  type BookableService,
  computeAvailability,
  computeSplitAvailability,
  hasAccess,
  isSplitVisit,
  localDayBounds,
  pickAnyCutter,
  totalServiceMinutes,
} from '@salon/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { busyIntervals } from './occupancy.ts';
import { worksAtStore } from '../stores/store-access.ts';
import { activeShifts, approvedTimeOff, cuttersById, type StoreClock, storeClock, storeServices } from './availability-data.ts';

const DAY_MS = 86_400_000;

/** Staff who book, move or schedule may ask; the check is any-of, like a route's flags. */
export const SLOTS_STAFF_FLAGS = [
  'create_appointment',
  'edit_appointment',
  'reschedule_appointment',
  'quick_appointment',
  'add_block_slots',
  'view_store_shifts',
  'view_self_store_shifts',
] as const;

/**
 * A customer sees only stores of their brand that take online bookings, and services bookable online; the
 * refused candidates (explain) are for staff only, as they show a cutter's blocked time. Another tenant's
 * or brand's store answers 404; staff outside the store answer 403.
 */
export async function availableSlots(db: Db, actor: Actor, request: AvailabilityRequest, now: Date): Promise<AvailabilityResult> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const store = await bookableStoreOf(tx, actor, request.storeId);
    const customer = actor.type === 'customer';
    if (customer && request.lineCutterIds)
      throw invalid({ lineCutterIds: 'Online bookings keep one cutter' }, 'Online bookings keep one cutter');
    return findSlots(tx, store, { ...request, tenantId: actor.tenantId, explain: request.explain && !customer, onlineOnly: customer, now });
  });
}

interface SlotsQuery extends AvailabilityRequest {
  tenantId: string;
  onlineOnly: boolean;
  now: Date;
}

/** The engine over the store's local days from..to: each cutter's slots, or one per start for "any". */
export async function findSlots(tx: Tx, store: StoreClock, q: SlotsQuery): Promise<AvailabilityResult> {
  const services = await storeServices(tx, q.tenantId, store.id, q.serviceIds);
  const offline = q.onlineOnly ? services.findIndex((s) => !s.onlineBookable) : -1;
  if (offline >= 0) {
    const message = `${services[offline].name} cannot be booked online`;
    throw invalid({ [`serviceIds.${offline}`]: message }, message);
  }
  const bounds = localDayBounds(store.timezone, q.from, q.to);
  const from = bounds[0];
  const to = bounds[bounds.length - 1];
  const any = !q.cutterId || q.cutterId === 'any';
  let only: string[] | undefined;
  // A visit split across cutters (issue 20): each line's cutter (null: the asked cutter's).
  const lineIds = q.lineCutterIds ? q.serviceIds.map((_, i) => q.lineCutterIds?.[i] ?? (q.cutterId as string)) : null;
  if (!any) {
    const asked = lineIds ? [...new Set(lineIds)] : [q.cutterId as string];
    const found = await cuttersById(tx, q.tenantId, asked);
    if (found.length !== asked.length) throw notFound('Cutter');
    only = asked;
  }
  // Shifts a day either side of the range, so a shift touching the first or last day still merges.
  const shifts = await activeShifts(tx, q.tenantId, store.id, new Date(from.getTime() - DAY_MS), new Date(to.getTime() + DAY_MS), only);
  const cutters = (await cuttersById(tx, q.tenantId, only ?? [...new Set(shifts.map((s) => s.cutterId))])).filter(
    (c) => c.status === 'active',
  );
  const ids = cutters.map((c) => c.id);
  const timeOff = await approvedTimeOff(tx, q.tenantId, store.id, from, to, ids);
  const busy = await busyIntervals(tx, { storeId: store.id, cutterIds: ids, from, to, now: q.now });
  const input = {
    timeZone: store.timezone,
    openingHours: store.openingHours,
    slotInterval: store.slotInterval,
    services,
    cutters,
    shifts,
    timeOff,
    busy,
    now: q.now,
    from: q.from,
    to: q.to,
    explain: q.explain,
  };
  const split = lineIds && isSplitVisit(lineIds) ? splitLines(services, cutters, lineIds) : null;
  const result = split ? computeSplitAvailability({ ...input, lines: split }) : computeAvailability(input);
  const slots = any ? pickAnyCutter(result.slots, input) : result.slots;
  return {
    timezone: store.timezone,
    slotInterval: store.slotInterval,
    durationMinutes: totalServiceMinutes(services),
    cutters: cutters.map((c) => ({ id: c.id, name: c.name })),
    slots: slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString(), cutterId: s.cutterId })),
    ...(result.refused
      ? { refused: result.refused.map((r) => ({ start: r.start.toISOString(), cutterId: r.cutterId, reason: r.reason })) }
      : {}),
  };
}

/** Each service with the cutter of its line; an inactive cutter has no line to take (no slots). */
function splitLines(services: readonly BookableService[], cutters: readonly AvailabilityCutter[], lineIds: readonly string[]) {
  const byId = new Map(cutters.map((c) => [c.id, c]));
  const lines = services.map((service, i) => ({ service, cutter: byId.get(lineIds[i]) }));
  return lines.every((l) => l.cutter) ? (lines as { service: BookableService; cutter: AvailabilityCutter }[]) : [];
}

/**
 * The store whose times `actor` may ask about: a customer, a store of their brand that takes online bookings (another
 * brand's answers 404); staff, a store they work at with a slots flag (403 otherwise).
 */
export async function bookableStoreOf(tx: Tx, actor: Actor, storeId: string) {
  const store = await storeClock(tx, actor.tenantId, storeId);
  if (actor.type === 'customer') {
    if (store.brandId !== actor.brandId) throw notFound('Store');
    if (store.status !== 'active' || !store.onlineBooking)
      throw invalid({ storeId: 'This store does not take online bookings' }, 'This store does not take online bookings');
  } else {
    if (!actor.isSuperAdmin && !hasAccess(actor.accessControls, SLOTS_STAFF_FLAGS)) throw forbidden();
    if (!worksAtStore(actor, store.id)) throw forbidden('You do not work at this store.');
  }
  return store;
}
