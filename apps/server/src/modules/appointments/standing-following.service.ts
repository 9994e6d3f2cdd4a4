// "This and all following" for a standing appointment's occurrence (issue 20): a new time and/or cutter,
// or a cancel, applied to this occurrence and every later one of its series not yet started, in one
// transaction (one refusal names its date and leaves every occurrence as it was). "This occurrence only"
// is the ordinary Reschedule and Cancel.
import { type FollowingReschedule, shiftFollowing } from '@salon/shared';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { AfterCommit } from './after-commit.ts';
import { requireAction } from './appointment-access.ts';
import { applyAction } from './appointment-lifecycle.service.ts';
import { loadAppointment, presentAppointments, storeTimezone } from './appointment-records.ts';
import { type AppointmentDeps, checkVersion } from './appointments.service.ts';
import { rescheduleInTx } from './reschedule.ts';
import type { AppointmentRow } from './appointments.tables.ts';
import { datedRefusal } from './standing.service.ts';

/** This occurrence (locked) and the later ones of its series that have not started, earliest first. */
async function thisAndFollowing(tx: Tx, actor: Actor, id: string, action: 'reschedule' | 'cancel') {
  const row = await loadAppointment(tx, actor, id, { forUpdate: true });
  requireAction(actor, action, row);
  if (!row.seriesId) throw invalid({ id: 'This appointment is not part of a standing appointment' });
  const later = await tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.tenantId, actor.tenantId),
        eq(appointments.seriesId, row.seriesId),
        gt(appointments.startsAt, row.startsAt),
        inArray(appointments.status, ['booked', 'rescheduled']),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .for('update');
  return { row, later, timezone: await storeTimezone(tx, actor.tenantId, row.storeId) };
}

/** StandingAppointment/RescheduleFollowing: later occurrences move by the same local days to the same new local time. */
export async function rescheduleFollowing(deps: AppointmentDeps, actor: Actor, id: string, input: FollowingReschedule, requestId?: string) {
  const after = new AfterCommit();
  const now = deps.now();
  const result = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const { row, later, timezone } = await thisAndFollowing(tx, actor, id, 'reschedule');
    checkVersion(row, input.version);
    const start = input.start ? new Date(input.start) : row.startsAt;
    const shifted = shiftFollowing(
      timezone,
      row.startsAt,
      start,
      later.map((r) => r.startsAt),
    );
    const moves = [{ row, start }, ...later.map((r, i) => ({ row: r, start: shifted[i] }))];
    // Moving later, the last goes first (and moving earlier, the first), so no occurrence lands on a sibling not yet moved.
    if (start > row.startsAt) moves.reverse();
    const saved = new Map<string, AppointmentRow>();
    for (const move of moves) {
      try {
        const change = { start: move.start.toISOString(), cutterId: input.cutterId };
        saved.set(move.row.id, await rescheduleInTx(tx, actor, move.row, change, after, now, requestId));
      } catch (err) {
        throw datedRefusal(err, timezone, move.start);
      }
    }
    const inOrder = [row, ...later].map((r) => saved.get(r.id) as AppointmentRow);
    return { appointments: await presentAppointments(tx, actor.tenantId, inOrder) };
  });
  await after.run(deps.jobs);
  return result;
}

/** StandingAppointment/CancelFollowing: cancels this occurrence and the later ones; each freed time is offered to the waitlist. */
export async function cancelFollowing(deps: AppointmentDeps, actor: Actor, id: string, reason: string, requestId?: string) {
  const after = new AfterCommit();
  const now = deps.now();
  const result = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const { row, later } = await thisAndFollowing(tx, actor, id, 'cancel');
    const cancelled = [await applyAction(tx, actor, row, 'cancel', after, now, { reason, requestId })];
    for (const r of later) cancelled.push(await applyAction(tx, actor, r, 'cancel', after, now, { reason, requestId }));
    return { appointments: await presentAppointments(tx, actor.tenantId, cancelled) };
  });
  await after.run(deps.jobs);
  return result;
}
