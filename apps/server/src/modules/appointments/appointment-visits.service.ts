// Quick (walk-in now), Rebook (same customer, services, cutter at a new time) and Combine (one
// customer's appointments of one day at one store become one visit).
import { allowedActions, type Guest, instantToWallClock } from '@salon/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { appointments } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid } from '../../platform/http/errors.ts';
import { runIdempotent } from '../../platform/idempotency/idempotency.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { AfterCommit } from './after-commit.ts';
import { invalidTransition, requireAction } from './appointment-access.ts';
import { linesOf, loadAppointment, presentAppointment, recordChange, replaceLines, storeTimezone } from './appointment-records.ts';
import type { AppointmentDeps } from './appointments.service.ts';
import { bookAppointment } from './booking.ts';
import { assertBookableNamed, guardOverlap, refuseIfTaken } from './booking-guard.ts';
import { storeClock } from '../availability/availability-data.ts';
import { refuseSplitChange } from './split-visit.ts';
import { isNoCutterFree, walkInRefusal } from './walk-in-refusal.ts';

const MINUTE_MS = 60_000;

/** The next whole step of the store's slot interval after now (a walk-in starts at the next 5/10/15/20 mark). */
export function nextSlotStart(now: Date, intervalMinutes: number): Date {
  const step = intervalMinutes * MINUTE_MS;
  return new Date(Math.ceil((now.getTime() + 1) / step) * step);
}

/**
 * Appointment/Quick: a walk-in starting now (next slot mark), with the first bookable cutter unless one is named.
 * With an Idempotency-Key a double click or a retry books once and replays the first answer.
 */
export async function quickAppointment(
  deps: AppointmentDeps,
  actor: Actor,
  input: { storeId: string; serviceIds: string[]; cutterId?: string; customerId?: string; guest?: Guest; notes?: string },
  options: { idempotencyKey?: string; requestId?: string } = {},
) {
  requireAction(actor, 'quick', { storeId: input.storeId });
  const after = new AfterCommit();
  const now = deps.now();
  const answer = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const book = async () => {
      const store = await storeClock(tx, actor.tenantId, input.storeId);
      const start = nextSlotStart(now, store.slotInterval);
      const row = await bookAppointment(tx, actor, { ...input, start, source: 'walkin' }, after, now, options.requestId).catch(
        async (error: unknown) => {
          if (input.cutterId || !isNoCutterFree(error)) throw error;
          throw await walkInRefusal(tx, actor.tenantId, store, input.serviceIds, start, now);
        },
      );
      return { statusCode: 201, body: { res_data: await presentAppointment(tx, actor.tenantId, row) } };
    };
    if (!options.idempotencyKey) return { ...(await book()), replayed: false };
    const scope = {
      tenantId: actor.tenantId,
      key: options.idempotencyKey,
      actorId: actor.id,
      route: 'POST Appointment/Quick',
      body: input,
    };
    return runIdempotent(tx, scope, now, book);
  });
  await after.run(deps.jobs);
  return answer;
}

/** Appointment/Rebook: a new appointment like a finished one (same customer or guest, services, cutter unless given). */
export async function rebookAppointment(
  deps: AppointmentDeps,
  actor: Actor,
  id: string,
  input: { start: string; cutterId?: string; source?: 'web' | 'walkin' | 'phone' },
  requestId?: string,
) {
  const after = new AfterCommit();
  const now = deps.now();
  const result = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const original = await loadAppointment(tx, actor, id);
    requireAction(actor, 'rebook', original);
    if (original.kind !== 'appointment' || !allowedActions(original.status).includes('rebook'))
      throw invalidTransition(`Cannot rebook an appointment that is ${original.kind === 'block' ? 'a blocked slot' : original.status}`);
    await refuseSplitChange(tx, original);
    const serviceIds = ((await linesOf(tx, actor.tenantId, [original.id])).get(original.id) ?? []).map((l) => l.serviceId);
    const row = await bookAppointment(
      tx,
      actor,
      {
        storeId: original.storeId,
        cutterId: input.cutterId ?? original.cutterId,
        serviceIds,
        start: new Date(input.start),
        source: input.source ?? original.source ?? 'phone',
        customerId: original.customerId ?? undefined,
        guest: original.customerId
          ? undefined
          : { name: original.guestName ?? 'Guest', phoneNumber: original.guestPhone ?? undefined, email: original.guestEmail ?? undefined },
        notes: original.notes,
        rebookedFromId: original.id,
      },
      after,
      now,
      requestId,
    );
    return presentAppointment(tx, actor.tenantId, row);
  });
  await after.run(deps.jobs);
  return result;
}

/**
 * Appointment/Combine. All appointments must belong to one customer (or one guest phone), one store and
 * one local day, and be booked or rescheduled. The earliest is kept: it takes every service in start
 * order, keeps its start and cutter, and ends after all of them (checked like a booking); the others are
 * cancelled with reason "combined" and point to it. Nothing changes if the combined visit does not fit.
 */
export async function combineAppointments(deps: AppointmentDeps, actor: Actor, ids: string[], requestId?: string) {
  const unique = [...new Set(ids)];
  if (unique.length < 2) throw invalid({ appointmentIds: 'Choose at least two different appointments' });
  const now = deps.now();
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    for (const id of unique) await loadAppointment(tx, actor, id);
    const rows = await tx
      .select()
      .from(appointments)
      .where(and(eq(appointments.tenantId, actor.tenantId), inArray(appointments.id, unique)))
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .for('update');
    const [primary, ...others] = rows;
    requireAction(actor, 'combine', primary);
    const timezone = await storeTimezone(tx, actor.tenantId, primary.storeId);
    const who = (r: typeof primary) => r.customerId ?? (r.guestPhone ? `guest:${r.guestPhone}` : `guest-row:${r.id}`);
    const day = (r: typeof primary) => instantToWallClock(timezone, r.startsAt).date;
    for (const r of rows) {
      if (r.kind !== 'appointment' || (r.status !== 'booked' && r.status !== 'rescheduled'))
        throw invalidTransition(`Cannot combine an appointment that is ${r.kind === 'block' ? 'a blocked slot' : r.status}`);
      if (r.storeId !== primary.storeId) throw invalid({ appointmentIds: 'The appointments must be at one store' });
      if (who(r) !== who(primary)) throw invalid({ appointmentIds: 'The appointments must belong to one customer' });
      if (day(r) !== day(primary)) throw invalid({ appointmentIds: 'The appointments must be on one day' });
      await refuseSplitChange(tx, r);
    }
    const lines = await linesOf(
      tx,
      actor.tenantId,
      rows.map((r) => r.id),
    );
    const allLines = rows.flatMap((r) => lines.get(r.id) ?? []);
    for (const other of others) {
      const [cancelled] = await tx
        .update(appointments)
        .set({ status: 'cancelled', cancelReason: 'combined', cancelledAt: now, combinedIntoId: primary.id, version: other.version + 1 })
        .where(and(eq(appointments.tenantId, actor.tenantId), eq(appointments.id, other.id)))
        .returning();
      await recordChange(
        tx,
        actor,
        cancelled,
        { action: 'combine', fromStatus: other.status, toStatus: 'cancelled', details: { combinedIntoId: primary.id } },
        requestId,
      );
    }
    const serviceIds = allLines.map((l) => l.serviceId);
    const { end, bufferBeforeMinutes, freeMinutes } = await assertBookableNamed(tx, {
      tenantId: actor.tenantId,
      storeId: primary.storeId,
      cutterId: primary.cutterId,
      serviceIds,
      start: primary.startsAt,
      ignoreAppointmentId: primary.id,
      now,
    });
    const endWithExtra = new Date(end.getTime() + primary.extraMinutes * MINUTE_MS);
    const target = {
      tenantId: actor.tenantId,
      cutterId: primary.cutterId,
      start: primary.startsAt,
      end: endWithExtra,
      ignoreId: primary.id,
      bufferBeforeMinutes,
      freeMinutes,
    };
    await refuseIfTaken(tx, target);
    await replaceLines(
      tx,
      actor.tenantId,
      primary.id,
      allLines.map((l) => ({ serviceId: l.serviceId, name: l.name, durationMinutes: l.durationMinutes, priceCents: l.priceCents })),
    );
    const saved = await guardOverlap(tx, target, async (sp) => {
      const [row] = await sp
        .update(appointments)
        .set({ endsAt: endWithExtra, bufferBeforeMinutes, freeMinutes, version: primary.version + 1 })
        .where(and(eq(appointments.tenantId, actor.tenantId), eq(appointments.id, primary.id)))
        .returning();
      return row;
    });
    await recordChange(
      tx,
      actor,
      saved,
      { action: 'combine', details: { combined: others.map((o) => o.id), end: saved.endsAt.toISOString() } },
      requestId,
    );
    return presentAppointment(tx, actor.tenantId, saved);
  });
}
