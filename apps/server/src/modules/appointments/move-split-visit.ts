// Moving a visit split across cutters (issue 20): dropped at another time, the whole visit moves (every part keeps
// its offset from the visit's start and its cutter); dropped in another cutter's column, only that part changes
// cutter. One transaction: each part is checked like a booking for its cutter and written under the overlap
// constraint, so a refused part (409 naming the cutter in the way) leaves every part where it was.
import { planVisitMove, type Reschedule } from '@salon/shared';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AfterCommit } from './after-commit.ts';
import { queueConfirmation, queueFreedByMove, scheduleReminder } from './appointment-messages.ts';
import { moveAndSave } from './appointment-move.ts';
import { linesOf, recordChange } from './appointment-records.ts';
import type { AppointmentRow } from './appointments.tables.ts';
import { chooseCutter } from './booking.ts';

export interface SplitMove {
  /** The part dropped (the visit's own row or another cutter's part). */
  row: AppointmentRow;
  /** The whole visit, its own row first (splitVisitRows). */
  visit: AppointmentRow[];
  input: Reschedule;
  /** The visit's status after the move (rescheduled). */
  moved: AppointmentRow['status'];
}

/** Moves the visit or reassigns the dropped part; answers the visit's own row, saved. */
export async function moveSplitVisit(
  tx: Tx,
  actor: Actor,
  { row, visit, input, moved }: SplitMove,
  after: AfterCommit,
  now: Date,
  requestId?: string,
): Promise<AppointmentRow> {
  const start = input.start ? new Date(input.start) : row.startsAt;
  const lines = await linesOf(
    tx,
    row.tenantId,
    visit.map((p) => p.id),
  );
  const serviceIdsOf = (id: string) => (lines.get(id) ?? []).map((l) => l.serviceId);
  // 'any' keeps the part's cutter: a split visit's cutters are chosen by the desk.
  const cutterId =
    input.cutterId === undefined || input.cutterId === 'any'
      ? row.cutterId
      : await chooseCutter(tx, row.tenantId, row.storeId, serviceIdsOf(row.id), start, input.cutterId, now);
  const before = new Map(visit.map((p) => [p.id, p]));
  const saved = new Map<string, AppointmentRow>();
  const plan = planVisitMove(
    visit.map((p) => ({ id: p.id, cutterId: p.cutterId, start: p.startsAt, end: p.endsAt })),
    { id: row.id, start, cutterId },
  );
  for (const part of plan) {
    const old = before.get(part.id) as AppointmentRow;
    const change = { cutterId: part.cutterId, start: part.start, serviceIds: serviceIdsOf(part.id), status: moved };
    saved.set(part.id, await moveAndSave(tx, actor, old, change, now, true));
  }
  const own = saved.get(visit[0].id) as AppointmentRow;
  await recordChange(
    tx,
    actor,
    own,
    {
      action: 'reschedule',
      fromStatus: visit[0].status,
      toStatus: moved,
      details: {
        movedPartId: row.id,
        parts: visit.map((p) => {
          const to = saved.get(p.id) as AppointmentRow;
          return {
            id: p.id,
            from: { start: p.startsAt.toISOString(), end: p.endsAt.toISOString(), cutterId: p.cutterId },
            to: { start: to.startsAt.toISOString(), end: to.endsAt.toISOString(), cutterId: to.cutterId },
          };
        }),
      },
      previousStart: visit[0].startsAt,
    },
    requestId,
  );
  await queueConfirmation(tx, own, after, 'rescheduled');
  scheduleReminder(own, after, now);
  // Each cutter's time the visit left is offered to the waitlist.
  for (const p of visit) queueFreedByMove(p, saved.get(p.id) as AppointmentRow, after);
  return own;
}
