// Moving an appointment's time, cutter or services (reschedule, update, add services, extra time): checked like a
// booking unless it has started, then written under the overlap guard.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import { invalid } from '../../platform/http/errors.ts';
import type { AnyActor } from './appointment-records.ts';
import type { AppointmentRow } from './appointments.tables.ts';
import { assertBookableNamed, guardOverlap, refuseIfTaken, releaseExpiredHolds } from './booking-guard.ts';

const MINUTE_MS = 60_000;

/**
 * Moves an appointment to [start, end) with cutterId and the given lines, checked like a booking
 * (unless it has started: then only the overlap constraint applies), in the caller's transaction.
 */
export async function moveAndSave(
  tx: Tx,
  actor: AnyActor,
  row: AppointmentRow,
  change: { cutterId: string; start: Date; end?: Date; serviceIds: string[]; status?: AppointmentRow['status']; extraMinutes?: number },
  now: Date,
  checkBookable: boolean,
) {
  let end = change.end;
  // The held parts (set-up, processing windows) follow the services when they are checked again.
  let layout = { bufferBeforeMinutes: row.bufferBeforeMinutes, freeMinutes: row.freeMinutes };
  await releaseExpiredHolds(tx, actor, { cutterId: change.cutterId }, now);
  if (checkBookable) {
    const bookable = await assertBookableNamed(tx, {
      tenantId: row.tenantId,
      storeId: row.storeId,
      cutterId: change.cutterId,
      serviceIds: change.serviceIds,
      start: change.start,
      ignoreAppointmentId: row.id,
      now,
    });
    end ??= new Date(bookable.end.getTime() + (change.extraMinutes ?? row.extraMinutes) * MINUTE_MS);
    layout = { bufferBeforeMinutes: bookable.bufferBeforeMinutes, freeMinutes: bookable.freeMinutes };
  }
  if (!end) throw invalid({ end: 'End is required' });
  if (end <= change.start) throw invalid({ end: 'End must be after start' });
  const target = { tenantId: row.tenantId, cutterId: change.cutterId, start: change.start, end, ignoreId: row.id, ...layout };
  await refuseIfTaken(tx, target);
  return guardOverlap(tx, target, async (sp) => {
    const [saved] = await sp
      .update(appointments)
      .set({
        cutterId: change.cutterId,
        startsAt: change.start,
        endsAt: end,
        status: change.status ?? row.status,
        extraMinutes: change.extraMinutes ?? row.extraMinutes,
        ...layout,
        version: row.version + 1,
      })
      .where(and(eq(appointments.tenantId, row.tenantId), eq(appointments.id, row.id)))
      .returning();
    return saved;
  });
}
