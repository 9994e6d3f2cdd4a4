// The customer's cart: a slot held as a `pending` appointment for CART_HOLD_MINUTES (it occupies the
// cutter's time like any active appointment), confirmed into `booked`, or released. Expired holds are
// cancelled by the appointments.expire-hold job and, lazily, before any booking of the same cutter.
import { CART_HOLD_MINUTES, type Cart, type CartConfirm, type CartHold } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeClock, storeServices } from '../availability/availability-data.ts';
import { AfterCommit } from '../appointments/after-commit.ts';
import { transitionOrThrow } from '../appointments/appointment-access.ts';
import { EXPIRE_HOLD_JOB, queueConfirmation, scheduleReminder } from '../appointments/appointment-messages.ts';
import { customerFamilyIds, loadAppointment, presentAppointment, recordChange } from '../appointments/appointment-records.ts';
import type { AppointmentDeps } from '../appointments/appointments.service.ts';
import type { AppointmentRow } from '../appointments/appointments.tables.ts';
import { bookAppointment } from '../appointments/booking.ts';
import { releaseExpiredHolds } from '../appointments/booking-guard.ts';
import { type Acceptance, acceptPolicy, cartPolicyOf, returnDeposit, takeDeposit } from '../deposits/booking-acceptance.ts';
import type { ChargeDeps } from '../deposits/booking-charges.ts';

const HOLD_MS = CART_HOLD_MINUTES * 60_000;

async function presentCart(tx: Tx, actor: Actor, row: AppointmentRow): Promise<Cart> {
  const a = await presentAppointment(tx, actor.tenantId, row);
  const timerEnd = row.holdExpiresAt ?? row.createdAt;
  const totalCents = a.services.reduce((sum, s) => sum + s.priceCents, 0);
  const serviceIds = a.services.map((s) => s.serviceId);
  return {
    cartUniqId: row.id,
    appointmentId: row.id,
    storeId: row.storeId,
    cutterId: row.cutterId,
    cutterName: a.cutterName,
    start: a.start,
    end: a.end,
    status: row.status,
    services: a.services,
    totalCents,
    timerStart: new Date(timerEnd.getTime() - HOLD_MS).toISOString(),
    timerEnd: timerEnd.toISOString(),
    policy: await cartPolicyOf(tx, actor.tenantId, { storeId: row.storeId, serviceIds, totalCents }),
  };
}

/** Cancels the customer's other live holds: one hold per customer at a time. */
async function releaseOtherHolds(tx: Tx, actor: Actor, now: Date, requestId?: string) {
  const holds = await tx
    .select()
    .from(appointments)
    .where(
      and(eq(appointments.tenantId, actor.tenantId), eq(appointments.createdByCustomerId, actor.id), eq(appointments.status, 'pending')),
    )
    .for('update');
  for (const hold of holds) await cancelHold(tx, actor, hold, 'replaced', now, requestId);
}

async function cancelHold(tx: Tx, actor: Actor, hold: AppointmentRow, reason: string, now: Date, requestId?: string) {
  const to = transitionOrThrow(hold, 'cancel');
  const [saved] = await tx
    .update(appointments)
    .set({ status: to, cancelReason: reason, cancelledAt: now, version: hold.version + 1 })
    .where(and(eq(appointments.tenantId, actor.tenantId), eq(appointments.id, hold.id)))
    .returning();
  await recordChange(tx, actor, saved, { action: 'release-hold', fromStatus: hold.status, toStatus: to, details: { reason } }, requestId);
  return saved;
}

/** Cart/Hold: holds the slot for CART_HOLD_MINUTES (online booking stores and online-bookable services only). */
export async function holdSlot(deps: AppointmentDeps, actor: Actor, input: CartHold, requestId?: string): Promise<Cart> {
  const now = deps.now();
  const after = new AfterCommit();
  const cart = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const store = await storeClock(tx, actor.tenantId, input.storeId);
    if (store.status !== 'active' || !store.onlineBooking)
      throw invalid({ storeId: 'This store does not take online bookings' }, 'This store does not take online bookings');
    const services = await storeServices(tx, actor.tenantId, store.id, input.serviceIds);
    const offline = services.findIndex((s) => !s.onlineBookable);
    if (offline >= 0) throw invalid({ [`serviceIds.${offline}`]: `${services[offline].name} can't be booked online` });
    const customerId = input.customerId ?? actor.id;
    if (!(await customerFamilyIds(tx, actor)).includes(customerId)) throw notFound('Customer');
    await releaseOtherHolds(tx, actor, now, requestId);
    const holdExpiresAt = new Date(now.getTime() + HOLD_MS);
    const row = await bookAppointment(
      tx,
      actor,
      {
        storeId: store.id,
        cutterId: input.cutterId,
        serviceIds: input.serviceIds,
        start: new Date(input.start),
        source: 'web',
        customerId,
        notes: input.notes,
        status: 'pending',
        holdExpiresAt,
      },
      after,
      now,
      requestId,
    );
    after.job(EXPIRE_HOLD_JOB, { tenantId: actor.tenantId, id: row.id }, CART_HOLD_MINUTES * 60 + 1);
    return presentCart(tx, actor, row);
  });
  await after.run(deps.jobs);
  return cart;
}

const holdExpired = () =>
  new AppError(409, 'CONFLICT', 'Your hold expired and the time was released. Please choose a time again.', { cartUniqId: 'hold expired' });

/** The held visit's services and total, for its booking policy. */
async function heldVisit(tx: Tx, actor: Actor, hold: AppointmentRow) {
  const a = await presentAppointment(tx, actor.tenantId, hold);
  return {
    id: hold.id,
    storeId: hold.storeId,
    serviceIds: a.services.map((s) => s.serviceId),
    totalCents: a.services.reduce((sum, s) => sum + s.priceCents, 0),
  };
}

/**
 * Cart/Confirm/{id}: pending -> booked before the timer ends; after it, the hold is released and 409 answers. A booking
 * policy must be accepted (stored with the appointment); its deposit is charged to the chosen saved card first, and a
 * declined card books nothing (402). A replay after success answers the booking without charging again.
 */
export async function confirmHold(deps: AppointmentDeps & ChargeDeps, actor: Actor, id: string, input: CartConfirm, requestId?: string) {
  const first = await withTenant(deps.db, actor.tenantId, async (tx): Promise<Acceptance | 'expired' | 'booked'> => {
    const hold = await loadAppointment(tx, actor, id, { forUpdate: true });
    const now = deps.now();
    if (hold.status === 'pending' && hold.holdExpiresAt && hold.holdExpiresAt <= now) {
      await releaseExpiredHolds(tx, actor, { id: hold.id }, now, requestId);
      return 'expired';
    }
    if (hold.status === 'cancelled' && hold.cancelReason === 'hold expired') return 'expired';
    if (hold.status === 'booked' && hold.policyAcceptedAt) return 'booked';
    transitionOrThrow(hold, 'confirm');
    return acceptPolicy(tx, actor, await heldVisit(tx, actor, hold), input);
  });
  if (first === 'expired') throw holdExpired();
  if (first === 'booked')
    return withTenant(deps.db, actor.tenantId, async (tx) => presentAppointment(tx, actor.tenantId, await loadAppointment(tx, actor, id)));
  await takeDeposit(deps, actor, first, requestId);
  const now = deps.now();
  const after = new AfterCommit();
  const outcome = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const hold = await loadAppointment(tx, actor, id, { forUpdate: true });
    if (hold.status === 'pending' && hold.holdExpiresAt && hold.holdExpiresAt <= now) {
      await releaseExpiredHolds(tx, actor, { id: hold.id }, now, requestId);
      return null;
    }
    if (hold.status === 'cancelled') return null;
    const to = transitionOrThrow(hold, 'confirm');
    const [saved] = await tx
      .update(appointments)
      .set({
        status: to,
        holdExpiresAt: null,
        version: hold.version + 1,
        bookingPolicy: first.policy,
        policyAcceptedAt: first.policy ? now : null,
      })
      .where(and(eq(appointments.tenantId, actor.tenantId), eq(appointments.id, hold.id)))
      .returning();
    await recordChange(tx, actor, saved, { action: 'confirm', fromStatus: hold.status, toStatus: to }, requestId);
    await queueConfirmation(tx, saved, after, 'booked');
    scheduleReminder(saved, after, now);
    return presentAppointment(tx, actor.tenantId, saved);
  });
  // The release above is committed; only then is the customer told (and any deposit taken meanwhile goes back).
  if (!outcome) {
    await returnDeposit(deps, actor, first, requestId);
    throw holdExpired();
  }
  await after.run(deps.jobs);
  return outcome;
}

/** Cart/Release/{id}: gives the held slot back at once. */
export async function releaseHold(deps: AppointmentDeps, actor: Actor, id: string, requestId?: string) {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const hold = await loadAppointment(tx, actor, id, { forUpdate: true });
    await cancelHold(tx, actor, hold, 'released', deps.now(), requestId);
    return { cartUniqId: hold.id, released: true as const };
  });
}
