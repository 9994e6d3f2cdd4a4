// Shift/Search: the store's shifts over local days and the schedule grid, one row per employee and one
// entry per day (active, draft, or pending when the day has no shift). With view_self_store_shifts only,
// the caller sees their own row and shifts.
import {
  addDays,
  daysBetween,
  instantToWallClock,
  localDayBounds,
  type ScheduleDayStatus,
  type ShiftSearch,
  type ShiftSearchResult,
} from '@salon/shared';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { employees, shifts } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfActor } from '../stores/store-access.ts';
import { presentShift, seesAllShifts } from './shift-access.ts';

export async function searchShifts(db: Db, actor: Actor, q: ShiftSearch): Promise<ShiftSearchResult> {
  const all = seesAllShifts(actor);
  if (!all && q.employeeId && q.employeeId !== actor.id) throw forbidden('You may see only your own shifts.');
  const employeeId = all ? q.employeeId : actor.id;
  return withTenant(db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, q.storeId);
    const bounds = localDayBounds(store.timezone, q.from, q.to);
    const rows = await tx
      .select({ shift: shifts, firstName: employees.firstName, lastName: employees.lastName })
      .from(shifts)
      .innerJoin(employees, eq(employees.id, shifts.employeeId))
      .where(
        and(
          eq(shifts.tenantId, actor.tenantId),
          eq(shifts.storeId, store.id),
          gte(shifts.startsAt, bounds[0]),
          lt(shifts.startsAt, bounds[bounds.length - 1]),
          employeeId ? eq(shifts.employeeId, employeeId) : undefined,
        ),
      )
      .orderBy(asc(shifts.startsAt), asc(employees.firstName));
    const list = rows.map((r) =>
      presentShift(r.shift, `${r.firstName} ${r.lastName}`.trim(), instantToWallClock(store.timezone, r.shift.startsAt).date),
    );

    // Everyone holding a role at the store (active), plus anyone with a shift shown.
    const staff = await queryRows<{ id: string; first_name: string; last_name: string }>(
      tx,
      sql`select e.id, e.first_name, e.last_name from employees e
           where e.tenant_id = ${actor.tenantId} and e.status = 'active'
             and exists (select 1 from employee_roles er where er.tenant_id = e.tenant_id and er.employee_id = e.id and er.store_id = ${store.id})
             ${employeeId ? sql`and e.id = ${employeeId}` : sql``}`,
    );
    const people = new Map(staff.map((e) => [e.id, `${e.first_name} ${e.last_name}`.trim()]));
    for (const s of list) if (!people.has(s.employeeId)) people.set(s.employeeId, s.employeeName);

    const dates = Array.from({ length: daysBetween(q.from, q.to) + 1 }, (_, i) => addDays(q.from, i));
    const dayStatus = new Map<string, ScheduleDayStatus>();
    for (const s of list) {
      const key = `${s.employeeId}|${s.date}`;
      if (s.status === 'active' || !dayStatus.has(key)) dayStatus.set(key, s.status);
    }
    const schedule = [...people]
      .sort(([aId, a], [bId, b]) => a.localeCompare(b) || aId.localeCompare(bId))
      .map(([id, name]) => ({
        employeeId: id,
        name,
        days: dates.map((date) => ({ date, status: dayStatus.get(`${id}|${date}`) ?? ('pending' as const) })),
      }));
    return { storeId: store.id, timezone: store.timezone, from: q.from, to: q.to, shifts: list, schedule };
  });
}
