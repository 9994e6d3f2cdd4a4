// A waiting customer claims an offered time (issue 20) the way an online booking is made: the time is held as a
// pending visit (checked like any booking), then confirmed through the cart's confirm, which shows the booking policy's
// terms, refuses without acceptance or the saved card it needs (422), takes the deposit (402 when declined) and stores
// the policy with the appointment. A refused or declined claim lets the hold go; the offer stays open until it expires.
import { CART_HOLD_MINUTES, type CartConfirm, offerOpen, type WaitlistEntry } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, conflict, forbidden } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { AfterCommit } from '../appointments/after-commit.ts';
import { EXPIRE_HOLD_JOB } from '../appointments/appointment-messages.ts';
import { loadAppointment } from '../appointments/appointment-records.ts';
import { bookAppointment } from '../appointments/booking.ts';
import { confirmHold, releaseHold } from '../cart/cart.service.ts';
import type { ChargeDeps } from '../deposits/booking-charges.ts';
import type { WaitlistDeps } from './waitlist.service.ts';
import { noOffer } from './waitlist-offers.ts';
import { listEntries, lockEntry } from './waitlist-records.ts';
import { waitlistEntries } from './waitlist.tables.ts';

type Claim = { holdId: string } | { done: true } | { taken: true };

/** Holds the offered time for the claim (or finds the hold a first press made); a time taken meanwhile: the entry waits again. */
async function holdOffer(deps: WaitlistDeps, actor: Actor, id: string, requestId?: string): Promise<Claim> {
  const after = new AfterCommit();
  const now = deps.now();
  const claim = await withTenant(deps.db, actor.tenantId, async (tx): Promise<Claim> => {
    const entry = await lockEntry(tx, actor.tenantId, id, actor.id);
    if (entry.status !== 'offered') throw conflict('This offer is no longer open.');
    if (!offerOpen(entry.offerExpiresAt, now)) throw conflict('This offer has expired.');
    const where = and(eq(waitlistEntries.tenantId, actor.tenantId), eq(waitlistEntries.id, id));
    if (entry.appointmentId) {
      const hold = await loadAppointment(tx, actor, entry.appointmentId);
      if (hold.status === 'pending') return { holdId: hold.id };
      if (hold.status === 'booked') {
        await tx
          .update(waitlistEntries)
          .set({ status: 'booked', ...noOffer })
          .where(where);
        return { done: true };
      }
    }
    try {
      const hold = await tx.transaction((sp) =>
        bookAppointment(
          sp,
          actor,
          {
            storeId: entry.storeId,
            cutterId: entry.offeredCutterId as string,
            serviceIds: entry.serviceIds,
            start: entry.offeredStartsAt as Date,
            source: 'web',
            customerId: actor.id,
            status: 'pending',
            holdExpiresAt: new Date(now.getTime() + CART_HOLD_MINUTES * 60_000),
          },
          after,
          now,
          requestId,
        ),
      );
      await tx.update(waitlistEntries).set({ appointmentId: hold.id }).where(where);
      after.job(EXPIRE_HOLD_JOB, { tenantId: actor.tenantId, id: hold.id }, CART_HOLD_MINUTES * 60 + 1);
      return { holdId: hold.id };
    } catch (err) {
      if (!(err instanceof AppError) || (err.statusCode !== 409 && err.statusCode !== 422)) throw err;
      await tx
        .update(waitlistEntries)
        .set({ status: 'waiting', appointmentId: null, ...noOffer })
        .where(where);
      return { taken: true };
    }
  });
  await after.run(deps.jobs);
  return claim;
}

/** The claim failed (policy not accepted, no card, card declined): the hold goes, the offer stays open. */
async function letHoldGo(deps: WaitlistDeps, actor: Actor, id: string, holdId: string, requestId?: string) {
  const pending = await withTenant(deps.db, actor.tenantId, async (tx) => {
    await tx
      .update(waitlistEntries)
      .set({ appointmentId: null })
      .where(and(eq(waitlistEntries.tenantId, actor.tenantId), eq(waitlistEntries.id, id), eq(waitlistEntries.appointmentId, holdId)));
    return (await loadAppointment(tx, actor, holdId)).status === 'pending';
  });
  if (pending) await releaseHold(deps, actor, holdId, requestId);
}

/**
 * Waitlist/Mine/{id}/Accept: books the offered time while it is held. A time taken meanwhile: 409 and the entry waits
 * again. A booking policy must be accepted and its deposit paid with a saved card, as at online booking.
 */
export async function acceptOffer(
  deps: WaitlistDeps & ChargeDeps,
  actor: Actor,
  id: string,
  input: CartConfirm,
  requestId?: string,
): Promise<WaitlistEntry> {
  if (actor.type !== 'customer') throw forbidden('This is for customer accounts.');
  const claim = await holdOffer(deps, actor, id, requestId);
  if ('taken' in claim) throw conflict('That time has just been taken. You are still on the waitlist.');
  if ('holdId' in claim) {
    try {
      await confirmHold(deps, actor, claim.holdId, input, requestId);
    } catch (err) {
      await letHoldGo(deps, actor, id, claim.holdId, requestId);
      throw err;
    }
    await withTenant(deps.db, actor.tenantId, (tx) =>
      tx
        .update(waitlistEntries)
        .set({ status: 'booked', ...noOffer })
        .where(
          and(eq(waitlistEntries.tenantId, actor.tenantId), eq(waitlistEntries.id, id), eq(waitlistEntries.appointmentId, claim.holdId)),
        ),
    );
  }
  return withTenant(deps.db, actor.tenantId, async (tx) => (await listEntries(tx, actor.tenantId, eq(waitlistEntries.id, id)))[0]);
}
