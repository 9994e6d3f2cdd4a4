// Reschedule (a calendar move, or the customer's own): a new start and/or cutter, checked like a booking; a visit
// split across cutters moves whole (move-split-visit.ts).
import type { Reschedule } from '@salon/shared';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { AfterCommit } from './after-commit.ts';
import { requireAction, transitionOrThrow } from './appointment-access.ts';
import { queueConfirmation, queueFreedByMove, scheduleReminder } from './appointment-messages.ts';
import { moveAndSave } from './appointment-move.ts';
import { loadAppointment, presentAppointment, recordChange } from './appointment-records.ts';
import { type AppointmentDeps, checkVersion, currentServiceIds, requireAppointmentKind } from './appointments.service.ts';
import type { AppointmentRow } from './appointments.tables.ts';
import { chooseCutter } from './booking.ts';
import { moveSplitVisit } from './move-split-visit.ts';
import { splitVisitRows } from './split-visit.ts';

/**
 * Reschedule (or a calendar move): a new start and/or cutter, duration kept, checked like a booking;
 * status becomes rescheduled; the history keeps the old time and cutter. Used by staff and customers.
 */
export async function rescheduleInTx(
  tx: Tx,
  actor: Actor,
  row: AppointmentRow,
  input: Reschedule,
  after: AfterCommit,
  now: Date,
  requestId?: string,
) {
  requireAppointmentKind(row, 'reschedule');
  checkVersion(row, input.version);
  const moved = transitionOrThrow(row, 'reschedule');
  // A visit split across cutters moves whole (each part keeps its offset and cutter), or one part changes cutter.
  const visit = await splitVisitRows(tx, row);
  if (visit) return moveSplitVisit(tx, actor, { row, visit, input, moved }, after, now, requestId);
  const start = input.start ? new Date(input.start) : row.startsAt;
  const serviceIds = await currentServiceIds(tx, row);
  const cutterId =
    input.cutterId === undefined
      ? row.cutterId
      : await chooseCutter(tx, actor.tenantId, row.storeId, serviceIds, start, input.cutterId, now);
  const saved = await moveAndSave(tx, actor, row, { cutterId, start, serviceIds, status: moved }, now, true);
  await recordChange(
    tx,
    actor,
    saved,
    {
      action: 'reschedule',
      fromStatus: row.status,
      toStatus: moved,
      details: {
        from: { start: row.startsAt.toISOString(), end: row.endsAt.toISOString(), cutterId: row.cutterId },
        to: { start: saved.startsAt.toISOString(), end: saved.endsAt.toISOString(), cutterId: saved.cutterId },
      },
      previousStart: row.startsAt,
    },
    requestId,
  );
  await queueConfirmation(tx, saved, after, 'rescheduled');
  scheduleReminder(saved, after, now);
  queueFreedByMove(row, saved, after);
  return saved;
}

export async function rescheduleAppointment(deps: AppointmentDeps, actor: Actor, id: string, input: Reschedule, requestId?: string) {
  const after = new AfterCommit();
  const result = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadAppointment(tx, actor, id, { forUpdate: true });
    requireAction(actor, 'reschedule', row);
    return presentAppointment(tx, actor.tenantId, await rescheduleInTx(tx, actor, row, input, after, deps.now(), requestId));
  });
  await after.run(deps.jobs);
  return result;
}
