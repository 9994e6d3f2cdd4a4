// What the availability engine is given, read in the caller's tenant transaction: the store's clock, the
// services with the store's durations, the cutters, their active shifts and approved time off.
import type { AvailabilityCutter, BookableService, CutterInterval, OpeningHoursByWeekday } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';

export interface StoreClock {
  id: string;
  name: string;
  brandId: string;
  status: string;
  timezone: string;
  openingHours: OpeningHoursByWeekday;
  slotInterval: number;
  onlineBooking: boolean;
}

/** The store of the tenant, or 404 (another tenant's id reads as missing). */
export async function storeClock(tx: Tx, tenantId: string, storeId: string): Promise<StoreClock> {
  const [row] = await queryRows<{
    id: string;
    name: string;
    brand_id: string;
    status: string;
    timezone: string;
    opening_hours: OpeningHoursByWeekday;
    slot_interval: number;
    online_booking: boolean;
  }>(
    tx,
    sql`select id, name, brand_id, status, timezone, opening_hours, slot_interval, online_booking
          from stores where tenant_id = ${tenantId} and id = ${storeId}`,
  );
  if (!row) throw notFound('Store');
  return {
    id: row.id,
    name: row.name,
    brandId: row.brand_id,
    status: row.status,
    timezone: row.timezone,
    openingHours: row.opening_hours,
    slotInterval: row.slot_interval,
    onlineBooking: row.online_booking,
  };
}

export interface StoreService extends BookableService {
  onlineBookable: boolean;
}

/**
 * The services in the order asked, with the store's duration where it overrides the service's. 404 for an
 * id that is not the tenant's; 422 naming the service when it is archived, inactive or not offered here.
 */
export async function storeServices(tx: Tx, tenantId: string, storeId: string, serviceIds: readonly string[]): Promise<StoreService[]> {
  if (!serviceIds.length) throw invalid({ serviceIds: 'Choose at least one service' });
  const ids = sql.join(
    serviceIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<{
    id: string;
    name: string;
    duration_minutes: number;
    extra_time_minutes: number;
    processing_gap_minutes: number;
    buffer_before_minutes: number;
    skill_set: string;
    online_bookable: boolean;
    usable: boolean;
    offered: boolean;
  }>(
    tx,
    sql`select s.id, s.name, coalesce(o.duration_minutes, s.duration_minutes) as duration_minutes,
               s.extra_time_minutes, s.processing_gap_minutes, s.buffer_before_minutes, s.skill_set, s.online_bookable,
               (s.active and s.archived_at is null) as usable,
               exists (select 1 from service_stores ss where ss.tenant_id = s.tenant_id and ss.service_id = s.id and ss.store_id = ${storeId}) as offered
          from services s
          left join service_store_overrides o on o.tenant_id = s.tenant_id and o.service_id = s.id and o.store_id = ${storeId}
         where s.tenant_id = ${tenantId} and s.id in (${ids})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const problems: Record<string, string> = {};
  const services = serviceIds.map((id, i) => {
    const row = byId.get(id);
    if (!row) throw notFound('Service');
    if (!row.usable) problems[`serviceIds.${i}`] = `${row.name} is no longer offered`;
    else if (!row.offered) problems[`serviceIds.${i}`] = `${row.name} is not offered at this store`;
    return {
      id: row.id,
      name: row.name,
      durationMinutes: row.duration_minutes,
      extraTimeMinutes: row.extra_time_minutes,
      processingGapMinutes: row.processing_gap_minutes,
      bufferBeforeMinutes: row.buffer_before_minutes,
      skillSet: row.skill_set,
      onlineBookable: row.online_bookable,
    };
  });
  if (Object.keys(problems).length) throw invalid(problems, Object.values(problems)[0]);
  return services;
}

export interface Cutter extends AvailabilityCutter {
  firstName: string;
  status: string;
}

const fullName = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`.trim();

/** Employees of the tenant by id (any that are missing are left out). */
export async function cuttersById(tx: Tx, tenantId: string, ids: readonly string[]): Promise<Cutter[]> {
  if (!ids.length) return [];
  const rows = await queryRows<{ id: string; first_name: string; last_name: string; skills: string[]; status: string }>(
    tx,
    sql`select id, first_name, last_name, skills, status from employees
         where tenant_id = ${tenantId} and id in (${sql.join(
           ids.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})`,
  );
  return rows
    .map((r) => ({ id: r.id, name: fullName(r), firstName: r.first_name, skills: r.skills ?? [], status: r.status }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/**
 * Active shifts at the store overlapping [from, to), of the given cutters or (none given) of everyone
 * scheduled there: "any cutter" means anyone with a published shift at the store.
 */
export async function activeShifts(
  tx: Tx,
  tenantId: string,
  storeId: string,
  from: Date,
  to: Date,
  cutterIds?: readonly string[],
): Promise<CutterInterval[]> {
  const who = cutterIds
    ? cutterIds.length
      ? sql`and employee_id in (${sql.join(
          cutterIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql`and false`
    : sql``;
  const rows = await queryRows<{ employee_id: string; starts_at: string | Date; ends_at: string | Date }>(
    tx,
    sql`select employee_id, starts_at, ends_at from shifts
         where tenant_id = ${tenantId} and store_id = ${storeId} and status = 'active'
           and starts_at < ${to.toISOString()}::timestamptz and ends_at > ${from.toISOString()}::timestamptz ${who}
         order by employee_id, starts_at`,
  );
  return rows.map((r) => ({ cutterId: r.employee_id, start: new Date(r.starts_at), end: new Date(r.ends_at) }));
}

/** Approved time off of the cutters overlapping [from, to), at this store or at every store (store null). */
export async function approvedTimeOff(
  tx: Tx,
  tenantId: string,
  storeId: string,
  from: Date,
  to: Date,
  cutterIds: readonly string[],
): Promise<CutterInterval[]> {
  if (!cutterIds.length) return [];
  const rows = await queryRows<{ employee_id: string; starts_at: string | Date; ends_at: string | Date }>(
    tx,
    sql`select employee_id, starts_at, ends_at from time_off
         where tenant_id = ${tenantId} and status = 'approved' and (store_id is null or store_id = ${storeId})
           and employee_id in (${sql.join(
             cutterIds.map((id) => sql`${id}::uuid`),
             sql`, `,
           )})
           and starts_at < ${to.toISOString()}::timestamptz and ends_at > ${from.toISOString()}::timestamptz`,
  );
  return rows.map((r) => ({ cutterId: r.employee_id, start: new Date(r.starts_at), end: new Date(r.ends_at) }));
}
