// Shift/Create, Update, Delete. A new shift is a draft; an active (published) shift that changes or goes
// away emails its employee. A shift lies within the opening hours of its day (422 otherwise) and never
// overlaps another shift of the same employee, at any store (409; the database's exclusion constraint
// settles races).
import {
  defaultShiftEnd,
  formatWallTime,
  instantToWallClock,
  type OpeningHoursByWeekday,
  type Shift,
  type ShiftCreate,
  type ShiftUpdate,
  shiftHoursProblem,
  weekdayOf,
} from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { shifts } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid } from '../../platform/http/errors.ts';
import { deliverQueuedMessage } from '../../platform/outbox/outbox.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfActor } from '../stores/store-access.ts';
import { queueScheduleUpdate } from './schedule-emails.ts';
import { employeeForShift, nameOf, presentShift, refuseOverlap, shiftOfActor } from './shift-access.ts';

const WEEKDAY_NAMES = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

type StoreClock = { timezone: string; openingHours: OpeningHoursByWeekday };

/** 422 in the front desk's words when [start, end) is not within the opening hours of its day. */
export function refuseOutsideHours(store: StoreClock, start: Date, end: Date) {
  const problem = shiftHoursProblem(store.timezone, store.openingHours, start, end);
  if (!problem) return;
  const weekday = weekdayOf(instantToWallClock(store.timezone, start).date);
  const hours = store.openingHours[String(weekday) as keyof OpeningHoursByWeekday];
  const message =
    problem === 'closed_day' || !hours
      ? `The store is closed on ${WEEKDAY_NAMES[weekday]}`
      : problem === 'before_open'
        ? `The store opens at ${formatWallTime(hours.open)}`
        : `The store closes at ${formatWallTime(hours.close)}`;
  throw invalid({ [problem === 'after_close' ? 'end' : 'start']: message }, message);
}

const localDate = (store: StoreClock, start: Date) => instantToWallClock(store.timezone, start).date;

export async function createShift(ctx: AppContext, actor: Actor, body: ShiftCreate, requestId?: string): Promise<Shift> {
  return withTenant(ctx.db, actor.tenantId, (tx) => createShiftIn(tx, actor, body, requestId));
}

/** Shift/Create inside the caller's transaction (store demand's Accept creates many, all or none). */
export async function createShiftIn(tx: Tx, actor: Actor, body: ShiftCreate, requestId?: string): Promise<Shift> {
  const store = await storeOfActor(tx, actor, body.storeId);
  const employee = await employeeForShift(tx, actor.tenantId, body.employeeId, store.id);
  const start = new Date(body.start);
  const end = body.end ? new Date(body.end) : defaultShiftEnd(store.timezone, store.openingHours, start);
  refuseOutsideHours(store, start, end);
  await refuseOverlap(tx, actor.tenantId, employee, start, end);
  const [row] = await tx
    .insert(shifts)
    .values({
      tenantId: actor.tenantId,
      storeId: store.id,
      employeeId: employee.id,
      startsAt: start,
      endsAt: end,
      notes: body.notes || null,
      createdBy: actor.id,
    })
    .returning();
  await audit(
    tx,
    actor,
    { action: 'shift.create', entityType: 'shift', entityId: row.id, details: { storeId: store.id, employeeId: employee.id } },
    requestId,
  );
  return presentShift(row, nameOf(employee), localDate(store, start));
}

export async function updateShift(ctx: AppContext, actor: Actor, shiftId: string, body: ShiftUpdate, requestId?: string): Promise<Shift> {
  const { shift, messageIds } = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const before = await shiftOfActor(tx, actor, shiftId, { forUpdate: true });
    const store = await storeOfActor(tx, actor, before.storeId);
    const employee = await employeeForShift(tx, actor.tenantId, body.employeeId, store.id);
    const start = new Date(body.start);
    const end = new Date(body.end);
    refuseOutsideHours(store, start, end);
    await refuseOverlap(tx, actor.tenantId, employee, start, end, before.id);
    const [row] = await tx
      .update(shifts)
      .set({ employeeId: employee.id, startsAt: start, endsAt: end, ...(body.notes !== undefined ? { notes: body.notes || null } : {}) })
      .where(and(eq(shifts.tenantId, actor.tenantId), eq(shifts.id, before.id)))
      .returning();
    await audit(
      tx,
      actor,
      {
        action: 'shift.update',
        entityType: 'shift',
        entityId: row.id,
        details: {
          before: { employeeId: before.employeeId, start: before.startsAt, end: before.endsAt },
          after: { employeeId: row.employeeId, start, end },
        },
      },
      requestId,
    );
    const ids = row.status === 'active' ? await notifyChange(tx, actor, store, before, row, employee) : [];
    return { shift: presentShift(row, nameOf(employee), localDate(store, start)), messageIds: ids };
  });
  for (const id of messageIds) await deliverQueuedMessage(ctx.jobs, id);
  return shift;
}

/** A published shift that changed: its employee hears the new times; one it was taken from hears it is gone. */
async function notifyChange(
  tx: Tx,
  actor: Actor,
  store: StoreClock & { name: string },
  before: typeof shifts.$inferSelect,
  after: typeof shifts.$inferSelect,
  employee: { id: string; email: string; firstName: string },
) {
  const ids = [await queueScheduleUpdate(tx, actor.tenantId, store, employee, 'changed', [{ start: after.startsAt, end: after.endsAt }])];
  if (before.employeeId !== employee.id) {
    const previous = await employeeForShift(tx, actor.tenantId, before.employeeId, after.storeId).catch(() => null);
    if (previous)
      ids.push(await queueScheduleUpdate(tx, actor.tenantId, store, previous, 'removed', [{ start: before.startsAt, end: before.endsAt }]));
  }
  return ids;
}

export async function deleteShift(ctx: AppContext, actor: Actor, shiftId: string, requestId?: string) {
  const messageIds = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const row = await shiftOfActor(tx, actor, shiftId, { forUpdate: true });
    const store = await storeOfActor(tx, actor, row.storeId);
    await tx.delete(shifts).where(and(eq(shifts.tenantId, actor.tenantId), eq(shifts.id, row.id)));
    await audit(
      tx,
      actor,
      {
        action: 'shift.delete',
        entityType: 'shift',
        entityId: row.id,
        details: { employeeId: row.employeeId, start: row.startsAt, end: row.endsAt, status: row.status },
      },
      requestId,
    );
    if (row.status !== 'active') return [];
    const employee = await employeeForShift(tx, actor.tenantId, row.employeeId, row.storeId).catch(() => null);
    return employee
      ? [await queueScheduleUpdate(tx, actor.tenantId, store, employee, 'removed', [{ start: row.startsAt, end: row.endsAt }])]
      : [];
  });
  for (const id of messageIds) await deliverQueuedMessage(ctx.jobs, id);
  return { id: shiftId, deleted: true as const };
}
