// Offering a freed time to the first fitting waiting customer, passing an unclaimed offer on, and claiming one
// (issue 20). An offer is a conditional update from 'waiting' under FOR UPDATE SKIP LOCKED, and the partial unique
// index on (cutter, start) of live offers keeps one offer per freed time: two cancellations at once offer an entry once.
import {
  formatStoreDateTime,
  instantToWallClock,
  offerExpiry,
  offerOpen,
  totalServiceMinutes,
  WAITLIST_OFFER_HOLD_MINUTES,
  waitlistOfferStart,
  wallClockToInstant,
} from '@salon/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { employees } from '../../db/schema.ts';
import { AppError, sqlState } from '../../platform/http/errors.ts';
import { queueMessage } from '../../platform/outbox/outbox.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { AfterCommit } from '../appointments/after-commit.ts';
import { assertBookable } from '../availability/availability.service.ts';
import { storeClock, storeServices } from '../availability/availability-data.ts';
import { customerRecipient } from '../customer-profile/contact-preferences.ts';
import type { WaitlistDeps } from './waitlist.service.ts';
import { lockEntry } from './waitlist-records.ts';
import { type WaitlistEntryRow, waitlistEntries } from './waitlist.tables.ts';

export const WAITLIST_OFFER_EXPIRED_JOB = 'waitlist.offer-expired';
const MINUTE_MS = 60_000;
const OFFER_TEMPLATE = 'waitlist_offer';

/** A stretch of one cutter's time that has just come free. */
export interface FreedSlot {
  storeId: string;
  cutterId: string;
  start: Date;
  end: Date;
}

export const noOffer = { offeredCutterId: null, offeredStartsAt: null, offerExpiresAt: null };

/** The start the engine would really book for this entry inside the freed time, or null. */
async function bookableStart(tx: Tx, entry: WaitlistEntryRow, freed: FreedSlot, timezone: string, now: Date) {
  let minutes: number;
  try {
    minutes = totalServiceMinutes(await storeServices(tx, entry.tenantId, entry.storeId, entry.serviceIds));
  } catch {
    return null; // a service no longer offered here: the wish cannot be met
  }
  const local = instantToWallClock(timezone, freed.start);
  const startMinutes = waitlistOfferStart(
    {
      date: entry.date,
      windowStartMinutes: entry.windowStartMinutes,
      windowEndMinutes: entry.windowEndMinutes,
      durationMinutes: minutes,
      cutterId: entry.cutterId,
    },
    {
      date: local.date,
      startMinutes: local.minutes,
      endMinutes: local.minutes + (freed.end.getTime() - freed.start.getTime()) / MINUTE_MS,
      cutterId: freed.cutterId,
    },
  );
  if (startMinutes === null) return null;
  const start = wallClockToInstant(timezone, entry.date, startMinutes, 'compatible');
  try {
    await tx.transaction((sp) =>
      assertBookable(sp, {
        tenantId: entry.tenantId,
        storeId: entry.storeId,
        cutterId: freed.cutterId,
        serviceIds: entry.serviceIds,
        start,
        now,
      }),
    );
    return start;
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

async function tellCustomer(
  tx: Tx,
  entry: WaitlistEntryRow,
  start: Date,
  cutterId: string,
  timezone: string,
  publicUrl: string,
  after: AfterCommit,
) {
  const [cutter] = await tx
    .select({ first: employees.firstName })
    .from(employees)
    .where(and(eq(employees.tenantId, entry.tenantId), eq(employees.id, cutterId)));
  const store = await storeClock(tx, entry.tenantId, entry.storeId);
  const to = await customerRecipient(tx, entry.tenantId, entry.customerId, 'reminders');
  if (!to) return;
  const link = new URL('/customer/my-appointments', publicUrl).toString();
  const when = formatStoreDateTime(timezone, start, { long: true });
  after.message(
    await queueMessage(tx, {
      tenantId: entry.tenantId,
      channel: to.channel,
      to: to.to,
      template: OFFER_TEMPLATE,
      subject: `A time opened up at ${store.name}`,
      text: `Hi ${to.name}, a time you were waiting for opened up at ${store.name}: ${when} with ${cutter?.first ?? 'your cutter'}. It is held for you for ${WAITLIST_OFFER_HOLD_MINUTES} minutes. Claim it here: ${link}`,
    }),
  );
}

/**
 * Offers `freed` to the first waiting entry (oldest first) whose date, window, cutter and services fit it and whose
 * start the availability engine accepts; queues the message and the expiry job. Answers the entry offered, or null.
 */
export async function offerFreedTime(deps: WaitlistDeps, tenantId: string, freed: FreedSlot): Promise<string | null> {
  const after = new AfterCommit();
  const now = deps.now();
  const offered = await withTenant(deps.db, tenantId, async (tx) => {
    const store = await storeClock(tx, tenantId, freed.storeId);
    const date = instantToWallClock(store.timezone, freed.start).date;
    const waiting = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.tenantId, tenantId),
          eq(waitlistEntries.storeId, freed.storeId),
          eq(waitlistEntries.date, date),
          eq(waitlistEntries.status, 'waiting'),
        ),
      )
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .for('update', { skipLocked: true });
    for (const entry of waiting) {
      const start = await bookableStart(tx, entry, freed, store.timezone, now);
      if (!start) continue;
      const expiresAt = offerExpiry(now);
      let updated: { id: string }[];
      try {
        updated = await tx.transaction((sp) =>
          sp
            .update(waitlistEntries)
            .set({ status: 'offered', offeredCutterId: freed.cutterId, offeredStartsAt: start, offerExpiresAt: expiresAt })
            .where(and(eq(waitlistEntries.tenantId, tenantId), eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'waiting')))
            .returning({ id: waitlistEntries.id }),
        );
      } catch (err) {
        if (sqlState(err) === '23505') return null; // this very time is already offered to someone
        throw err;
      }
      if (!updated.length) continue;
      await tellCustomer(tx, entry, start, freed.cutterId, store.timezone, deps.config.PUBLIC_URL, after);
      after.job(WAITLIST_OFFER_EXPIRED_JOB, { tenantId, id: entry.id }, WAITLIST_OFFER_HOLD_MINUTES * 60);
      return entry.id;
    }
    return null;
  });
  await after.run(deps.jobs);
  return offered;
}

/** An offer whose hold ran out: the entry expires and its time goes to the next in line. Answers who got it next. */
export async function passExpiredOffer(deps: WaitlistDeps, tenantId: string, id: string): Promise<string | null> {
  const freed = await withTenant(deps.db, tenantId, async (tx) => {
    const entry = await lockEntry(tx, tenantId, id);
    if (entry.status !== 'offered' || offerOpen(entry.offerExpiresAt, deps.now())) return null;
    const minutes = totalServiceMinutes(await storeServices(tx, tenantId, entry.storeId, entry.serviceIds));
    const start = entry.offeredStartsAt as Date;
    await tx
      .update(waitlistEntries)
      .set({ status: 'expired', ...noOffer })
      .where(and(eq(waitlistEntries.tenantId, tenantId), eq(waitlistEntries.id, id)));
    return {
      storeId: entry.storeId,
      cutterId: entry.offeredCutterId as string,
      start,
      end: new Date(start.getTime() + minutes * MINUTE_MS),
    };
  });
  return freed ? offerFreedTime(deps, tenantId, freed) : null;
}
