// Creating an appointment (staff, quick walk-in, rebook, customer cart hold): one path, so every way in
// is checked the same (assertBookable), named on conflict and recorded the same.
import type { AppointmentSource, Guest } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { appointments, appointmentServices, customers } from '../../db/schema.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { pickCutter } from '../availability/availability.service.ts';
import type { AfterCommit } from './after-commit.ts';
import { type AnyActor, recordChange, serviceLinesFor } from './appointment-records.ts';
import { assertBookableNamed, guardOverlap, refuseIfTaken, releaseExpiredHolds } from './booking-guard.ts';
import type { AppointmentRow } from './appointments.tables.ts';
import { queueConfirmation, scheduleReminder } from './appointment-messages.ts';

export interface NewBooking {
  storeId: string;
  /** 'any' or undefined: the least-loaded eligible cutter (pickCutter). */
  cutterId?: string | 'any';
  serviceIds: readonly string[];
  start: Date;
  source: AppointmentSource;
  customerId?: string;
  guest?: Guest;
  notes?: string | null;
  /** 'pending' for a customer's cart hold (with holdExpiresAt), else 'booked'. */
  status?: 'booked' | 'pending';
  holdExpiresAt?: Date;
  rebookedFromId?: string;
  /** Drink and music picked on the in-store tablet (labels). */
  beverage?: string | null;
  music?: string | null;
}

export async function requireCustomer(tx: Tx, tenantId: string, customerId: string) {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  if (!row) throw notFound('Customer');
}

/** The cutter for a booking: the one asked for, or the least-loaded eligible one for "any". */
export async function chooseCutter(
  tx: Tx,
  tenantId: string,
  storeId: string,
  serviceIds: readonly string[],
  start: Date,
  cutterId: string | undefined,
  now: Date,
) {
  if (cutterId && cutterId !== 'any') return cutterId;
  const picked = await pickCutter(tx, { tenantId, storeId, serviceIds, start, now });
  if (!picked)
    throw conflict('No cutter can take these services at this time. Please choose another time.', { start: 'No cutter is free' });
  return picked;
}

/**
 * Books in the caller's transaction (which the caller has scoped and authorised): assertBookable
 * refuses past, closed, off-shift and unskilled bookings (422) and taken time (409); the exclusion
 * constraint settles races. The confirmation and reminder are queued for after commit.
 */
export async function bookAppointment(
  tx: Tx,
  actor: AnyActor,
  booking: NewBooking,
  after: AfterCommit,
  now: Date,
  requestId?: string,
): Promise<AppointmentRow> {
  const tenantId = actor.tenantId;
  if (booking.customerId) await requireCustomer(tx, tenantId, booking.customerId);
  const lines = await serviceLinesFor(tx, tenantId, booking.storeId, booking.serviceIds);
  const cutterId = await chooseCutter(tx, tenantId, booking.storeId, booking.serviceIds, booking.start, booking.cutterId, now);
  await releaseExpiredHolds(tx, actor, { cutterId }, now, requestId);
  const { end, bufferBeforeMinutes, freeMinutes } = await assertBookableNamed(tx, {
    tenantId,
    storeId: booking.storeId,
    cutterId,
    serviceIds: booking.serviceIds,
    start: booking.start,
    now,
  });
  const target = { tenantId, cutterId, start: booking.start, end, bufferBeforeMinutes, freeMinutes };
  await refuseIfTaken(tx, target);
  const status = booking.status ?? 'booked';
  const row = await guardOverlap(tx, target, async (sp) => {
    const [inserted] = await sp
      .insert(appointments)
      .values({
        tenantId,
        storeId: booking.storeId,
        cutterId,
        customerId: booking.customerId ?? null,
        guestName: booking.guest?.name ?? null,
        guestPhone: booking.guest?.phoneNumber ?? null,
        guestEmail: booking.guest?.email ?? null,
        kind: 'appointment',
        status,
        source: booking.source,
        startsAt: booking.start,
        endsAt: end,
        bufferBeforeMinutes,
        freeMinutes,
        holdExpiresAt: status === 'pending' ? (booking.holdExpiresAt ?? null) : null,
        notes: booking.notes ?? null,
        beverage: booking.beverage ?? null,
        music: booking.music ?? null,
        rebookedFromId: booking.rebookedFromId ?? null,
        createdBy: actor.type === 'admin' ? actor.id : null,
        createdByCustomerId: actor.type === 'customer' ? actor.id : null,
      })
      .returning();
    await sp.insert(appointmentServices).values(lines.map((l, position) => ({ tenantId, appointmentId: inserted.id, position, ...l })));
    return inserted;
  });
  await recordChange(
    tx,
    actor,
    row,
    {
      action: status === 'pending' ? 'hold' : booking.rebookedFromId ? 'rebook' : 'book',
      toStatus: status,
      details: {
        source: booking.source,
        cutterId,
        start: row.startsAt.toISOString(),
        end: row.endsAt.toISOString(),
        rebookedFromId: booking.rebookedFromId,
      },
    },
    requestId,
  );
  if (status === 'booked') {
    await queueConfirmation(tx, row, after, 'booked');
    scheduleReminder(row, after, now);
  }
  return row;
}
