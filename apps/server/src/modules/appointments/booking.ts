// Creating an appointment (staff, quick walk-in, rebook, customer cart hold): one path, so every way in
// is checked the same (assertBookable), named on conflict and recorded the same.
import { type AppointmentSource, type BookingPolicy, type Guest, isSplitVisit } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { appointments, appointmentServices, customers } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { pickCutter } from '../availability/availability.service.ts';
import type { AfterCommit } from './after-commit.ts';
import { type AnyActor, recordChange, serviceLinesFor } from './appointment-records.ts';
import { assertBookableNamed, guardOverlap, refuseIfTaken, releaseExpiredHolds } from './booking-guard.ts';
import type { AppointmentRow } from './appointments.tables.ts';
import { queueConfirmation, scheduleReminder } from './appointment-messages.ts';
import { deskBookingPolicy } from './desk-booking-policy.ts';
import { type PlannedPart, planParts } from './split-visit.ts';

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
  /** A standing appointment's occurrence (issue 20). */
  seriesId?: string;
  /** false: no confirmation message (a series confirms once, for its first occurrence); the reminder still goes. */
  confirm?: boolean;
  /** Staff only: the cutter of each service line (null: the appointment's cutter); lines of another cutter split the visit. */
  lineCutterIds?: readonly (string | null)[];
}

export async function requireCustomer(tx: Tx, tenantId: string, customerId: string) {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  if (!row) throw notFound('Customer');
}

/** chooseCutter's field message when nobody can take the services at the time (the walk-in words it its own way). */
export const NO_CUTTER_FREE = 'No cutter is free';

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
  if (!picked) throw conflict('No cutter can take these services at this time. Please choose another time.', { start: NO_CUTTER_FREE });
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
  const named = booking.lineCutterIds?.some((id) => id && id !== booking.cutterId);
  if (named && (!booking.cutterId || booking.cutterId === 'any'))
    throw invalid({ cutterId: 'Choose the cutter of the first service' }, 'A visit split across cutters needs a named cutter');
  const cutterId = await chooseCutter(tx, tenantId, booking.storeId, booking.serviceIds, booking.start, booking.cutterId, now);
  const lineCutterIds = booking.serviceIds.map((_, i) => booking.lineCutterIds?.[i] ?? cutterId);
  const parts = isSplitVisit(lineCutterIds)
    ? await planParts(tx, tenantId, booking.storeId, booking.serviceIds, lineCutterIds, booking.start)
    : [{ cutterId: lineCutterIds[0], serviceIds: [...booking.serviceIds], start: booking.start }];
  const status = booking.status ?? 'booked';
  const bookingPolicy =
    actor.type === 'admin' && status === 'booked' && booking.customerId
      ? await deskBookingPolicy(tx, tenantId, booking.storeId, booking.serviceIds)
      : null;
  const [first, ...others] = parts;
  const row = await bookPart(tx, actor, booking, first, now, { status, bookingPolicy, visitId: null, requestId });
  // Every other cutter's part holds that cutter's time; the whole visit is one transaction, so a refused part books nothing.
  for (const part of others) await bookPart(tx, actor, booking, part, now, { status, bookingPolicy: null, visitId: row.id, requestId });
  await recordChange(
    tx,
    actor,
    row,
    {
      action: status === 'pending' ? 'hold' : booking.rebookedFromId ? 'rebook' : 'book',
      toStatus: status,
      details: {
        source: booking.source,
        cutterId: row.cutterId,
        start: row.startsAt.toISOString(),
        end: row.endsAt.toISOString(),
        rebookedFromId: booking.rebookedFromId,
        ...(others.length ? { parts: others.map((p) => ({ cutterId: p.cutterId, start: p.start.toISOString() })) } : {}),
      },
    },
    requestId,
  );
  if (status === 'booked') {
    if (booking.confirm !== false) await queueConfirmation(tx, row, after, 'booked');
    scheduleReminder(row, after, now);
  }
  return row;
}

/** One cutter's part of a booking (the whole booking when it is not split): checked, then inserted under the overlap guard. */
async function bookPart(
  tx: Tx,
  actor: AnyActor,
  booking: NewBooking,
  part: PlannedPart,
  now: Date,
  extra: { status: 'booked' | 'pending'; bookingPolicy: BookingPolicy | null; visitId: string | null; requestId?: string },
): Promise<AppointmentRow> {
  const tenantId = actor.tenantId;
  const { cutterId, start, serviceIds } = part;
  const lines = await serviceLinesFor(tx, tenantId, booking.storeId, serviceIds);
  await releaseExpiredHolds(tx, actor, { cutterId }, now, extra.requestId);
  const { end, bufferBeforeMinutes, freeMinutes } = await assertBookableNamed(tx, {
    tenantId,
    storeId: booking.storeId,
    cutterId,
    serviceIds,
    start,
    now,
  });
  const target = { tenantId, cutterId, start, end, bufferBeforeMinutes, freeMinutes };
  await refuseIfTaken(tx, target);
  return guardOverlap(tx, target, async (sp) => {
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
        status: extra.status,
        source: booking.source,
        startsAt: start,
        endsAt: end,
        bufferBeforeMinutes,
        freeMinutes,
        holdExpiresAt: extra.status === 'pending' ? (booking.holdExpiresAt ?? null) : null,
        notes: booking.notes ?? null,
        beverage: booking.beverage ?? null,
        music: booking.music ?? null,
        rebookedFromId: booking.rebookedFromId ?? null,
        seriesId: booking.seriesId ?? null,
        visitId: extra.visitId,
        bookingPolicy: extra.bookingPolicy,
        createdBy: actor.type === 'admin' ? actor.id : null,
        createdByCustomerId: actor.type === 'customer' ? actor.id : null,
      })
      .returning();
    await sp.insert(appointmentServices).values(lines.map((l, position) => ({ tenantId, appointmentId: inserted.id, position, ...l })));
    return inserted;
  });
}
