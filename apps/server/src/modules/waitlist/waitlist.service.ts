// The waitlist's wishes (issue 20): a customer joins and leaves from their account; the desk adds, lists and removes
// at a store with the appointment flags. Offers and claiming them live in waitlist-offers.ts.
import { timeToMinutes, todayIn, type WaitlistAdd, type WaitlistEntry, type WaitlistJoin } from '@salon/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, forbidden, invalid } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { requireAction } from '../appointments/appointment-access.ts';
import { requireCustomer } from '../appointments/booking.ts';
import { cuttersById, storeClock, storeServices } from '../availability/availability-data.ts';
import { bookableStoreOf } from '../availability/slots.service.ts';
import { listEntries, lockEntry } from './waitlist-records.ts';
import { waitlistEntries } from './waitlist.tables.ts';

export type WaitlistDeps = Pick<AppContext, 'db' | 'jobs' | 'now'> & { config: Pick<AppContext['config'], 'PUBLIC_URL'> };
const OPEN = ['waiting', 'offered'] as const;

/** Checks a wish against the store (services offered there, online ones for a customer; an active cutter; not a past date). */
async function checkWish(tx: Tx, tenantId: string, wish: WaitlistJoin, onlineOnly: boolean, now: Date) {
  const store = await storeClock(tx, tenantId, wish.storeId);
  const services = await storeServices(tx, tenantId, store.id, wish.serviceIds);
  const offline = onlineOnly ? services.findIndex((s) => !s.onlineBookable) : -1;
  if (offline >= 0) throw invalid({ [`serviceIds.${offline}`]: `${services[offline].name} cannot be booked online` });
  if (wish.cutterId) {
    const [cutter] = await cuttersById(tx, tenantId, [wish.cutterId]);
    if (cutter?.status !== 'active') throw invalid({ cutterId: 'Choose an active cutter' });
  }
  if (wish.date < todayIn(store.timezone, now)) throw invalid({ date: 'The date is in the past' }, 'The date is in the past');
}

async function insertWish(tx: Tx, tenantId: string, customerId: string, wish: WaitlistJoin, createdBy: string | null) {
  const [same] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.tenantId, tenantId),
        eq(waitlistEntries.customerId, customerId),
        eq(waitlistEntries.storeId, wish.storeId),
        eq(waitlistEntries.date, wish.date),
        inArray(waitlistEntries.status, OPEN),
      ),
    );
  if (same) throw conflict('You are already on the waitlist at this store that day.', { date: 'Already on the waitlist' });
  const [row] = await tx
    .insert(waitlistEntries)
    .values({
      tenantId,
      storeId: wish.storeId,
      customerId,
      serviceIds: [...wish.serviceIds],
      cutterId: wish.cutterId ?? null,
      date: wish.date,
      windowStartMinutes: timeToMinutes(wish.from),
      windowEndMinutes: timeToMinutes(wish.to),
      createdByEmployeeId: createdBy,
    })
    .returning({ id: waitlistEntries.id });
  return row.id;
}

const onlyOne = async (tx: Tx, tenantId: string, id: string) => (await listEntries(tx, tenantId, eq(waitlistEntries.id, id)))[0];

function requireCustomerActor(actor: Actor) {
  if (actor.type !== 'customer') throw forbidden('This is for customer accounts.');
}

/** Waitlist/Mine/Join: the signed-in customer waits for a time at a store of their brand that books online. */
export async function joinWaitlist(deps: WaitlistDeps, actor: Actor, wish: WaitlistJoin): Promise<WaitlistEntry> {
  requireCustomerActor(actor);
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    await bookableStoreOf(tx, actor, wish.storeId);
    await checkWish(tx, actor.tenantId, wish, true, deps.now());
    return onlyOne(tx, actor.tenantId, await insertWish(tx, actor.tenantId, actor.id, wish, null));
  });
}

/** Waitlist/Mine: the customer's entries, open and past. */
export async function myWaitlist(deps: WaitlistDeps, actor: Actor): Promise<WaitlistEntry[]> {
  requireCustomerActor(actor);
  return withTenant(deps.db, actor.tenantId, (tx) => listEntries(tx, actor.tenantId, eq(waitlistEntries.customerId, actor.id)));
}

/** Takes an open entry off the list (an offered time is let go with it). */
async function cancelEntry(tx: Tx, tenantId: string, id: string, customerId?: string) {
  const row = await lockEntry(tx, tenantId, id, customerId);
  if (!OPEN.includes(row.status as (typeof OPEN)[number])) throw conflict(`This entry is already ${row.status}.`);
  await tx
    .update(waitlistEntries)
    .set({ status: 'cancelled', offeredCutterId: null, offeredStartsAt: null, offerExpiresAt: null })
    .where(and(eq(waitlistEntries.tenantId, tenantId), eq(waitlistEntries.id, id)));
  return row;
}

/** Waitlist/Mine/{id}/Leave */
export async function leaveWaitlist(deps: WaitlistDeps, actor: Actor, id: string): Promise<WaitlistEntry> {
  requireCustomerActor(actor);
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    await cancelEntry(tx, actor.tenantId, id, actor.id);
    return onlyOne(tx, actor.tenantId, id);
  });
}

/** Waitlist/Add: the desk puts a customer on the list (create_appointment at the store). */
export async function addToWaitlist(deps: WaitlistDeps, actor: Actor, wish: WaitlistAdd): Promise<WaitlistEntry> {
  requireAction(actor, 'create', { storeId: wish.storeId });
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    await requireCustomer(tx, actor.tenantId, wish.customerId);
    await checkWish(tx, actor.tenantId, wish, false, deps.now());
    return onlyOne(tx, actor.tenantId, await insertWish(tx, actor.tenantId, wish.customerId, wish, actor.id));
  });
}

/** Waitlist/Store/{id}: the store's open entries, by date and place in line. */
export async function storeWaitlist(deps: WaitlistDeps, actor: Actor, storeId: string): Promise<WaitlistEntry[]> {
  requireAction(actor, 'view', { storeId });
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    await storeClock(tx, actor.tenantId, storeId);
    return listEntries(tx, actor.tenantId, and(eq(waitlistEntries.storeId, storeId), inArray(waitlistEntries.status, OPEN)));
  });
}

/** Waitlist/Remove/{id}: the desk takes an entry off (create_appointment at its store). */
export async function removeFromWaitlist(deps: WaitlistDeps, actor: Actor, id: string): Promise<WaitlistEntry> {
  if (actor.type !== 'admin') throw forbidden('This is for staff accounts.');
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await lockEntry(tx, actor.tenantId, id);
    requireAction(actor, 'create', { storeId: row.storeId });
    await cancelEntry(tx, actor.tenantId, id);
    return onlyOne(tx, actor.tenantId, id);
  });
}
