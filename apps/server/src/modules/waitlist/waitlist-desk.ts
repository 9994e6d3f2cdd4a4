// The desk books from the waitlist (issue 20): the bookable times that fit an entry, and booking one through the
// normal booking path with the entry marked booked in the same transaction. The entry row is locked first, so two
// clerks booking the same entry at once make one booking: the second finds it booked (409).
import { fitsWishWindow, instantToWallClock, type WaitlistBook, type WaitlistEntry, type WaitlistTime } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { AfterCommit } from '../appointments/after-commit.ts';
import { requireAction } from '../appointments/appointment-access.ts';
import { bookAppointment } from '../appointments/booking.ts';
import { storeClock } from '../availability/availability-data.ts';
import { findSlots } from '../availability/slots.service.ts';
import type { WaitlistDeps } from './waitlist.service.ts';
import { listEntries, lockEntry } from './waitlist-records.ts';
import { waitlistEntries } from './waitlist.tables.ts';

const OPEN = ['waiting', 'offered'];
const MINUTE_MS = 60_000;

function requireStaff(actor: Actor) {
  if (actor.type !== 'admin') throw forbidden('This is for staff accounts.');
}

/** Waitlist/Times/{id}: the engine's free times on the entry's date that lie wholly inside its window. */
export async function entryTimes(deps: WaitlistDeps, actor: Actor, id: string): Promise<WaitlistTime[]> {
  requireStaff(actor);
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const [entry] = await tx
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.tenantId, actor.tenantId), eq(waitlistEntries.id, id)));
    if (!entry) throw notFound('Waitlist entry');
    requireAction(actor, 'create', { storeId: entry.storeId });
    if (!OPEN.includes(entry.status)) return [];
    const store = await storeClock(tx, actor.tenantId, entry.storeId);
    const found = await findSlots(tx, store, {
      storeId: store.id,
      serviceIds: entry.serviceIds,
      cutterId: entry.cutterId ?? 'any',
      from: entry.date,
      to: entry.date,
      tenantId: actor.tenantId,
      onlineOnly: false,
      explain: false,
      now: deps.now(),
    });
    const names = new Map(found.cutters.map((c) => [c.id, c.name]));
    return found.slots
      .filter((s) => {
        const local = instantToWallClock(store.timezone, new Date(s.start));
        return local.date === entry.date && fitsWishWindow(entry, local.minutes, found.durationMinutes);
      })
      .map((s) => ({ ...s, cutterName: names.get(s.cutterId) ?? '' }));
  });
}

/**
 * Waitlist/Book/{id}: books the entry's customer and services at `start` with `cutterId` (create_appointment at its
 * store), checked like any desk booking, and marks the entry booked. A start outside the entry's date and window is
 * refused (422); an entry no longer open answers 409; a taken time answers the booking's own 409 and the entry waits on.
 */
export async function bookFromWaitlist(
  deps: WaitlistDeps,
  actor: Actor,
  id: string,
  input: WaitlistBook,
  requestId?: string,
): Promise<WaitlistEntry> {
  requireStaff(actor);
  const after = new AfterCommit();
  const now = deps.now();
  const entry = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await lockEntry(tx, actor.tenantId, id);
    requireAction(actor, 'create', { storeId: row.storeId });
    if (!OPEN.includes(row.status)) throw conflict(`This entry is already ${row.status}.`, { id: `Already ${row.status}` });
    const store = await storeClock(tx, actor.tenantId, row.storeId);
    const start = new Date(input.start);
    const local = instantToWallClock(store.timezone, start);
    if (local.date !== row.date || !fitsWishWindow(row, local.minutes, 0))
      throw invalid({ start: 'Choose a time inside the wished date and window' }, 'Choose a time inside the wished date and window');
    if (row.cutterId && row.cutterId !== input.cutterId) throw invalid({ cutterId: 'The customer asked for another cutter' });
    const booked = await bookAppointment(
      tx,
      actor,
      { storeId: row.storeId, cutterId: input.cutterId, serviceIds: row.serviceIds, start, source: 'phone', customerId: row.customerId },
      after,
      now,
      requestId,
    );
    if ((booked.endsAt.getTime() - booked.startsAt.getTime()) / MINUTE_MS + local.minutes > row.windowEndMinutes)
      throw invalid({ start: 'The visit would run past the wished window' }, 'The visit would run past the wished window');
    await tx
      .update(waitlistEntries)
      .set({ status: 'booked', appointmentId: booked.id, offeredCutterId: null, offeredStartsAt: null, offerExpiresAt: null })
      .where(and(eq(waitlistEntries.tenantId, actor.tenantId), eq(waitlistEntries.id, id)));
    return (await listEntries(tx, actor.tenantId, eq(waitlistEntries.id, id)))[0];
  });
  await after.run(deps.jobs);
  return entry;
}
