// What the store demand rules (packages/shared/src/store-demand) read from the database, turned into their
// integer minutes: the week's grid from the store's opening hours, the skill sets, the store's people with
// their skills, shifts at this and other stores, approved time off, and past appointments per skill.
import {
  ACTIVE_APPOINTMENT_STATUSES,
  addDays,
  buildDemandGrid,
  type DemandGrid,
  daysBetween,
  instantToWallClock,
  type OpeningHoursByWeekday,
  type PastAppointment,
  type SuggestEmployee,
  timeToMinutes,
  type WeekShift,
  wallClockToInstant,
  weekdayOf,
} from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export interface StoreClock {
  id: string;
  name: string;
  timezone: string;
  openingHours: OpeningHoursByWeekday;
}

/** The 7 days from Monday `weekStart`, each with its opening window, as hour cells. */
export function weekGrid(store: StoreClock, weekStart: string): DemandGrid {
  return buildDemandGrid(
    Array.from({ length: 7 }, (_, d) => {
      const date = addDays(weekStart, d);
      const hours = store.openingHours[String(weekdayOf(date)) as keyof OpeningHoursByWeekday];
      return { date, open: hours ? timeToMinutes(hours.open) : null, close: hours ? timeToMinutes(hours.close) : null };
    }),
  );
}

/** Week minutes (day index × 1440 + local minutes) of an instant, on the store's wall clock. */
export function weekMinutesOf(store: StoreClock, weekStart: string, at: Date): number {
  const local = instantToWallClock(store.timezone, at);
  return daysBetween(weekStart, local.date) * 1440 + local.minutes;
}

export function instantOfWeekMinutes(store: StoreClock, weekStart: string, minutes: number): Date {
  return wallClockToInstant(store.timezone, addDays(weekStart, Math.floor(minutes / 1440)), minutes % 1440, 'compatible');
}

export interface StorePerson extends SuggestEmployee {
  name: string;
}

/** Active employees who work at the store (a role there or a tenant-wide one), with their skills. */
export async function peopleOfStore(tx: Tx, tenantId: string, storeId: string): Promise<StorePerson[]> {
  const rows = await queryRows<{ id: string; first_name: string; last_name: string; skills: string[] | null }>(
    tx,
    sql`select e.id, e.first_name, e.last_name, e.skills from employees e
         where e.tenant_id = ${tenantId} and e.status = 'active'
           and exists (select 1 from employee_roles er where er.tenant_id = e.tenant_id and er.employee_id = e.id
                         and (er.store_id = ${storeId} or er.store_id is null))
         order by e.id`,
  );
  return rows.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}`.trim(), skills: r.skills ?? [] }));
}

/** Skill sets of the store's people and of the tenant's active services, sorted. */
export async function skillSetsOf(tx: Tx, tenantId: string, people: readonly StorePerson[]): Promise<string[]> {
  const rows = await queryRows<{ skill_set: string }>(
    tx,
    sql`select distinct skill_set from services where tenant_id = ${tenantId} and active and archived_at is null`,
  );
  return [...new Set([...rows.map((r) => r.skill_set), ...people.flatMap((p) => p.skills)])].sort();
}

/** Shifts of these people overlapping [from, to): this store's (`here`) and other stores' (`elsewhere`). */
export async function shiftsAround(tx: Tx, tenantId: string, store: StoreClock, weekStart: string, people: readonly StorePerson[]) {
  const from = instantOfWeekMinutes(store, weekStart, -1440);
  const to = instantOfWeekMinutes(store, weekStart, 8 * 1440);
  const ids = people.map((p) => p.id);
  if (!ids.length) return { here: [] as (WeekShift & { status: string })[], elsewhere: [] as WeekShift[], timeOff: [] as WeekShift[] };
  const shifts = await queryRows<{
    employee_id: string;
    store_id: string;
    starts_at: Date | string;
    ends_at: Date | string;
    status: string;
  }>(
    tx,
    sql`select employee_id, store_id, starts_at, ends_at, status from shifts
         where tenant_id = ${tenantId} and employee_id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})
           and starts_at < ${to.toISOString()}::timestamptz and ends_at > ${from.toISOString()}::timestamptz`,
  );
  const off = await queryRows<{ employee_id: string; starts_at: Date | string; ends_at: Date | string }>(
    tx,
    sql`select employee_id, starts_at, ends_at from time_off
         where tenant_id = ${tenantId} and status = 'approved' and employee_id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})
           and (store_id is null or store_id = ${store.id})
           and starts_at < ${to.toISOString()}::timestamptz and ends_at > ${from.toISOString()}::timestamptz`,
  );
  const toWeek = (r: { employee_id: string; starts_at: Date | string; ends_at: Date | string }) => ({
    employeeId: r.employee_id,
    start: weekMinutesOf(store, weekStart, new Date(r.starts_at)),
    end: weekMinutesOf(store, weekStart, new Date(r.ends_at)),
  });
  return {
    here: shifts.filter((s) => s.store_id === store.id).map((s) => ({ ...toWeek(s), status: s.status })),
    elsewhere: shifts.filter((s) => s.store_id !== store.id).map(toWeek),
    timeOff: off.map(toWeek),
  };
}

/**
 * Completed and booked appointments at the store in the `weeks` weeks before `weekStart`, one entry per
 * service (each in turn from the appointment's start, for its duration), on the store's wall clock.
 */
export async function pastAppointments(
  tx: Tx,
  tenantId: string,
  store: StoreClock,
  weekStart: string,
  weeks: number,
): Promise<PastAppointment[]> {
  const from = instantOfWeekMinutes(store, weekStart, -7 * weeks * 1440);
  const to = instantOfWeekMinutes(store, weekStart, 0);
  const rows = await queryRows<{ id: string; starts_at: Date | string; duration_minutes: number; skill_set: string }>(
    tx,
    sql`select a.id, a.starts_at, aps.duration_minutes, sv.skill_set
          from appointments a
          join appointment_services aps on aps.tenant_id = a.tenant_id and aps.appointment_id = a.id
          join services sv on sv.tenant_id = aps.tenant_id and sv.id = aps.service_id
         where a.tenant_id = ${tenantId} and a.store_id = ${store.id} and a.kind = 'appointment'
           and a.status in (${sql.join(
             ACTIVE_APPOINTMENT_STATUSES.map((st) => sql`${st}`),
             sql`, `,
           )})
           and a.starts_at >= ${from.toISOString()}::timestamptz and a.starts_at < ${to.toISOString()}::timestamptz
         order by a.id, aps.position`,
  );
  const out: PastAppointment[] = [];
  let offset = 0;
  let last = '';
  for (const r of rows) {
    if (r.id !== last) [offset, last] = [0, r.id];
    const local = instantToWallClock(store.timezone, new Date(new Date(r.starts_at).getTime() + offset * 60_000));
    out.push({ date: local.date, start: local.minutes, end: local.minutes + r.duration_minutes, skill: r.skill_set });
    offset += r.duration_minutes;
  }
  return out;
}
