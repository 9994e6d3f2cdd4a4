// Shift/CopyWeek: the store's shifts of seven local days starting fromWeekStart, copied as drafts to the
// same wall-clock times of the week starting toWeekStart (DST-correct: 10:00 stays 10:00). A copy that would
// overlap a shift of the same employee, fall outside the opening hours of its new day, or is for an
// employee no longer active is skipped and counted.
import {
  addDays,
  daysBetween,
  instantToWallClock,
  localDayBounds,
  type ShiftCopyWeek,
  type ShiftCopyWeekResult,
  shiftHoursProblem,
  wallClockToInstant,
} from '@salon/shared';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { employees, shifts } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfActor } from '../stores/store-access.ts';
import { presentShift } from './shift-access.ts';

export async function copyWeek(ctx: AppContext, actor: Actor, body: ShiftCopyWeek, requestId?: string): Promise<ShiftCopyWeekResult> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, body.storeId);
    const zone = store.timezone;
    const [from, , , , , , , to] = localDayBounds(zone, body.fromWeekStart, addDays(body.fromWeekStart, 6));
    const offset = daysBetween(body.fromWeekStart, body.toWeekStart);
    const source = await tx
      .select({ shift: shifts, firstName: employees.firstName, lastName: employees.lastName, employeeStatus: employees.status })
      .from(shifts)
      .innerJoin(employees, eq(employees.id, shifts.employeeId))
      .where(and(eq(shifts.tenantId, actor.tenantId), eq(shifts.storeId, store.id), gte(shifts.startsAt, from), lt(shifts.startsAt, to)))
      .orderBy(asc(shifts.startsAt));

    const moved = (instant: Date) => {
      const local = instantToWallClock(zone, instant);
      return wallClockToInstant(zone, addDays(local.date, offset), local.minutes, 'compatible');
    };
    const created: ShiftCopyWeekResult['shifts'] = [];
    let skipped = 0;
    for (const { shift, firstName, lastName, employeeStatus } of source) {
      const start = moved(shift.startsAt);
      const end = moved(shift.endsAt);
      if (employeeStatus !== 'active' || end <= start || shiftHoursProblem(zone, store.openingHours, start, end)) {
        skipped++;
        continue;
      }
      const [clash] = await queryRows<{ id: string }>(
        tx,
        sql`select id from shifts where tenant_id = ${actor.tenantId} and employee_id = ${shift.employeeId}
             and starts_at < ${end.toISOString()}::timestamptz and ends_at > ${start.toISOString()}::timestamptz limit 1`,
      );
      if (clash) {
        skipped++;
        continue;
      }
      const [row] = await tx
        .insert(shifts)
        .values({
          tenantId: actor.tenantId,
          storeId: store.id,
          employeeId: shift.employeeId,
          startsAt: start,
          endsAt: end,
          notes: shift.notes,
          createdBy: actor.id,
        })
        .returning();
      created.push(presentShift(row, `${firstName} ${lastName}`.trim(), instantToWallClock(zone, start).date));
    }
    await audit(
      tx,
      actor,
      { action: 'shift.copy_week', entityType: 'store', entityId: store.id, details: { ...body, created: created.length, skipped } },
      requestId,
    );
    return { created: created.length, skipped, shifts: created };
  });
}
