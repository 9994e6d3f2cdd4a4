// The database refuses overlapping active appointments of one cutter (appointments_no_overlap); this
// turns that refusal (23P01, or 40P01 when two racing writers deadlock) into a 409 naming the conflict.
import { formatStoreTime, totalServiceMinutes } from '@salon/shared';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { appointments } from '../../db/schema.ts';
import { AppError, sqlState } from '../../platform/http/errors.ts';
import { storeServices } from '../availability/availability-data.ts';
import { assertBookable, type Bookable, type BookableInput } from '../availability/availability.service.ts';
import type { AnyActor } from './appointment-records.ts';
import { recordChange } from './appointment-records.ts';

export interface TimeTarget {
  tenantId: string;
  cutterId: string;
  start: Date;
  end: Date;
  /** The appointment being moved: it does not conflict with itself. */
  ignoreId?: string;
  /** Set-up before start and processing windows (flat minute pairs from start), as the row will store them. */
  bufferBeforeMinutes?: number;
  freeMinutes?: number[] | null;
}

export interface Conflict {
  id: string;
  kind: 'appointment' | 'block';
  label: string | null;
  cutterId: string;
  cutterName: string;
  start: Date;
  end: Date;
  timezone: string;
}

/** The first active appointment or blocked slot of the cutter overlapping [start, end), if any. */
export async function findConflict(tx: Tx, target: TimeTarget): Promise<Conflict | null> {
  const [row] = await queryRows<{
    id: string;
    kind: 'appointment' | 'block';
    label: string | null;
    cutter_id: string;
    first_name: string;
    last_name: string;
    starts_at: string | Date;
    ends_at: string | Date;
    timezone: string;
  }>(
    tx,
    sql`select a.id, a.kind, a.label, a.cutter_id, e.first_name, e.last_name, a.starts_at, a.ends_at, s.timezone
          from appointments a
          join employees e on e.id = a.cutter_id
          join stores s on s.id = a.store_id
         where a.tenant_id = ${target.tenantId} and a.cutter_id = ${target.cutterId}
           and a.status not in ('cancelled', 'no_show')
           and appointment_held(a.starts_at, a.ends_at, a.buffer_before_minutes, a.free_minutes)
               && appointment_held(${target.start.toISOString()}::timestamptz, ${target.end.toISOString()}::timestamptz,
                                   ${target.bufferBeforeMinutes ?? 0}::integer, ${
                                     target.freeMinutes
                                       ? sql`array[${sql.join(
                                           target.freeMinutes.map((m) => sql`${m}::integer`),
                                           sql`, `,
                                         )}]::integer[]`
                                       : sql`null::integer[]`
                                   })
           ${target.ignoreId ? sql`and a.id <> ${target.ignoreId}` : sql``}
         order by a.starts_at limit 1`,
  );
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    cutterId: row.cutter_id,
    cutterName: `${row.first_name} ${row.last_name}`.trim(),
    start: new Date(row.starts_at),
    end: new Date(row.ends_at),
    timezone: row.timezone,
  };
}

/** 409 with the conflicting appointment (id, start, end, cutter) in error.fields. */
export function overlapError(found: Conflict | null): AppError {
  if (!found) return new AppError(409, 'CONFLICT', 'This time was just taken by another booking. Please choose another time.');
  const at = (d: Date) => formatStoreTime(found.timezone, d);
  const what = found.kind === 'block' ? `is not available (${found.label})` : 'already has an appointment';
  return new AppError(409, 'CONFLICT', `${found.cutterName} ${what} from ${at(found.start)} to ${at(found.end)}.`, {
    conflictId: found.id,
    conflictKind: found.kind,
    conflictStart: found.start.toISOString(),
    conflictEnd: found.end.toISOString(),
    conflictCutterId: found.cutterId,
  });
}

/** Refuses with 409 when the time is already taken (read before writing, for a named conflict). */
export async function refuseIfTaken(tx: Tx, target: TimeTarget) {
  const found = await findConflict(tx, target);
  if (found) throw overlapError(found);
}

/**
 * Runs a write that may overlap in a savepoint: a refusal by the exclusion constraint (or a deadlock
 * with a racing writer) rolls back only the savepoint, then the winner is read and named in the 409.
 */
export async function guardOverlap<T>(tx: Tx, target: TimeTarget, write: (sp: Tx) => Promise<T>): Promise<T> {
  try {
    return await tx.transaction((sp) => write(sp as unknown as Tx));
  } catch (err) {
    const state = sqlState(err);
    if (state !== '23P01' && state !== '40P01') throw err;
    throw overlapError(await findConflict(tx, target));
  }
}

/**
 * Cancels the cutter's cart holds whose timer ran out, so they stop holding time before a new booking
 * (the exclusion constraint cannot see the clock). The expire-hold job does the same for each hold.
 */
export async function releaseExpiredHolds(
  tx: Tx,
  actor: AnyActor,
  where: { cutterId?: string; id?: string },
  now: Date,
  requestId?: string,
) {
  const released = await tx
    .update(appointments)
    .set({ status: 'cancelled', cancelReason: 'hold expired', cancelledAt: now, version: sql`${appointments.version} + 1` })
    .where(
      and(
        eq(appointments.tenantId, actor.tenantId),
        eq(appointments.status, 'pending'),
        lte(appointments.holdExpiresAt, now),
        where.cutterId ? eq(appointments.cutterId, where.cutterId) : undefined,
        where.id ? eq(appointments.id, where.id) : undefined,
      ),
    )
    .returning();
  for (const row of released) {
    await recordChange(tx, actor, row, { action: 'expire-hold', fromStatus: 'pending', toStatus: 'cancelled' }, requestId);
  }
  return released.length;
}

/**
 * assertBookable (availability module), with a refusal for taken time (409) naming the appointment or
 * blocked slot that holds it, as a refused insert does.
 */
export async function assertBookableNamed(tx: Tx, input: BookableInput): Promise<Bookable> {
  try {
    return await assertBookable(tx, input);
  } catch (err) {
    if (!(err instanceof AppError) || err.statusCode !== 409) throw err;
    const services = await storeServices(tx, input.tenantId, input.storeId, input.serviceIds);
    const end = new Date(input.start.getTime() + totalServiceMinutes(services) * 60_000);
    const found = await findConflict(tx, {
      tenantId: input.tenantId,
      cutterId: input.cutterId,
      start: input.start,
      end,
      ignoreId: input.ignoreAppointmentId,
    });
    throw found ? overlapError(found) : err;
  }
}
