// Availability/WhyNot (issue 20): why one start is not offered, per cutter, in plain words. Staff who may
// ask for slots read every reason; a customer of the store's brand reads only reasons that reveal nothing
// private (the store's hours, the past, which services a cutter does), anything else as "isn't available".
import { checkBooking, formatStoreTime, PUBLIC_REFUSAL_REASONS, refusalWords, type WhyNotRequest, type WhyNotResult } from '@salon/shared';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { activeShifts, approvedTimeOff, cuttersById, storeServices } from './availability-data.ts';
import { busyIntervals } from './occupancy.ts';
import { bookableStoreOf } from './slots.service.ts';

const DAY_MS = 86_400_000;
/** "Any cutter" asks everyone with a shift at the store within a week either side. */
const NEARBY_SHIFT_DAYS = 7;

export async function whyNot(db: Db, actor: Actor, request: WhyNotRequest, now: Date): Promise<WhyNotResult> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const store = await bookableStoreOf(tx, actor, request.storeId);
    const customer = actor.type === 'customer';
    const services = await storeServices(tx, actor.tenantId, store.id, request.serviceIds);
    const offline = customer ? services.findIndex((s) => !s.onlineBookable) : -1;
    if (offline >= 0) {
      const message = `${services[offline].name} cannot be booked online`;
      throw invalid({ [`serviceIds.${offline}`]: message }, message);
    }
    const start = new Date(request.start);
    const any = !request.cutterId || request.cutterId === 'any';
    const near = NEARBY_SHIFT_DAYS * DAY_MS;
    const shifts = await activeShifts(
      tx,
      actor.tenantId,
      store.id,
      new Date(start.getTime() - near),
      new Date(start.getTime() + near),
      any ? undefined : [request.cutterId as string],
    );
    const wanted = any ? [...new Set(shifts.map((s) => s.cutterId))] : [request.cutterId as string];
    const cutters = (await cuttersById(tx, actor.tenantId, wanted)).filter((c) => any || c.status === 'active' || !customer);
    if (!any && !cutters.length) throw notFound('Cutter');
    const active = cutters.filter((c) => c.status === 'active');
    const ids = active.map((c) => c.id);
    const windowFrom = new Date(start.getTime() - DAY_MS);
    const windowTo = new Date(start.getTime() + 2 * DAY_MS);
    const timeOff = await approvedTimeOff(tx, actor.tenantId, store.id, windowFrom, windowTo, ids);
    const busy = await busyIntervals(tx, { storeId: store.id, cutterIds: ids, from: windowFrom, to: windowTo, now });
    const audience = customer ? 'customer' : 'staff';
    const answers = cutters.map((cutter) => {
      if (cutter.status !== 'active') {
        return {
          cutterId: cutter.id,
          cutterName: cutter.firstName,
          bookable: false,
          reason: null,
          message: `${cutter.firstName} is not active`,
        };
      }
      const mine = shifts.filter((s) => s.cutterId === cutter.id);
      const check = checkBooking({
        timeZone: store.timezone,
        openingHours: store.openingHours,
        services,
        cutter,
        shifts: mine,
        timeOff,
        busy,
        now,
        start,
      });
      const words = refusalWords(
        check,
        { cutterName: cutter.firstName, timezone: store.timezone, openingHours: store.openingHours, services, shifts: mine, start },
        audience,
      );
      const reason = check.reason && (!customer || PUBLIC_REFUSAL_REASONS.includes(check.reason)) ? check.reason : null;
      return {
        cutterId: cutter.id,
        cutterName: cutter.firstName,
        bookable: !check.reason,
        reason,
        message: words ?? `${cutter.firstName} can take ${formatStoreTime(store.timezone, start)}`,
      };
    });
    return { start: start.toISOString(), timezone: store.timezone, answers };
  });
}
