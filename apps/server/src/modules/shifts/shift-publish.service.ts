// Shift/Publish: the store's drafts over local days become active (bookable); each affected employee is
// emailed their published schedule, and the store's managers holding employee_schedule_update_notification
// get one summary. Emails are queued in the transaction and handed to the job queue after commit.
import { localDayBounds, type ShiftPublish, type ShiftPublishResult } from '@salon/shared';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { employees, shifts } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { deliverQueuedMessage } from '../../platform/outbox/outbox.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfActor } from '../stores/store-access.ts';
import { queueManagerSummaries, queueScheduleUpdate } from './schedule-emails.ts';

export async function publishShifts(ctx: AppContext, actor: Actor, body: ShiftPublish, requestId?: string): Promise<ShiftPublishResult> {
  const now = ctx.now();
  const { result, messageIds } = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, body.storeId);
    const bounds = localDayBounds(store.timezone, body.from, body.to);
    const from = bounds[0];
    const to = bounds[bounds.length - 1];
    const inRange = and(
      eq(shifts.tenantId, actor.tenantId),
      eq(shifts.storeId, store.id),
      gte(shifts.startsAt, from),
      lt(shifts.startsAt, to),
    );
    const who = body.employeeIds
      ? inArray(shifts.employeeId, body.employeeIds.length ? body.employeeIds : ['00000000-0000-0000-0000-000000000000'])
      : undefined;
    const published = await tx
      .update(shifts)
      .set({ status: 'active', publishedAt: now, publishedBy: actor.id })
      .where(and(inRange, eq(shifts.status, 'draft'), who))
      .returning({ id: shifts.id, employeeId: shifts.employeeId });
    if (!published.length) return { result: { published: 0, employeesNotified: 0, managersNotified: 0 }, messageIds: [] };

    const affected = [...new Set(published.map((p) => p.employeeId))];
    const people = await tx
      .select({
        id: employees.id,
        email: employees.email,
        firstName: employees.firstName,
        lastName: employees.lastName,
        status: employees.status,
      })
      .from(employees)
      .where(and(eq(employees.tenantId, actor.tenantId), inArray(employees.id, affected)))
      .orderBy(asc(employees.firstName));
    const schedule = await tx
      .select({ employeeId: shifts.employeeId, start: shifts.startsAt, end: shifts.endsAt })
      .from(shifts)
      .where(and(inRange, eq(shifts.status, 'active'), inArray(shifts.employeeId, affected)))
      .orderBy(asc(shifts.startsAt));
    const ids: string[] = [];
    for (const person of people.filter((p) => p.status === 'active')) {
      const own = schedule.filter((s) => s.employeeId === person.id);
      ids.push(await queueScheduleUpdate(tx, actor.tenantId, store, person, 'published', own));
    }
    const employeesNotified = ids.length;
    const names = people.map((p) => `${p.firstName} ${p.lastName}`.trim());
    ids.push(...(await queueManagerSummaries(tx, actor.tenantId, store, actor.id, { count: published.length, names, from, to })));
    await audit(
      tx,
      actor,
      {
        action: 'shift.publish',
        entityType: 'store',
        entityId: store.id,
        details: { from: body.from, to: body.to, shiftIds: published.map((p) => p.id) },
      },
      requestId,
    );
    return {
      result: { published: published.length, employeesNotified, managersNotified: ids.length - employeesNotified },
      messageIds: ids,
    };
  });
  for (const id of messageIds) await deliverQueuedMessage(ctx.jobs, id);
  return result;
}
