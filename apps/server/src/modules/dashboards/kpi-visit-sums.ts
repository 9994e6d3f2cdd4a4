// The KPI summary's visit and shift figures summed in SQL per cutter (issue 15), instead of every appointment and
// shift of the period in Node: the same rows as visitsInWindow and shiftsInWindow (kpi-data.ts) and the same
// rules as visitCounts, bookedMinutes and shiftMinutes (packages/shared reports/kpi-visits.ts). Clients served are
// counted with the other client figures (kpi-clients.ts), from the same served visits.
import { SERVED_STATUSES } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { type Window, windowRows } from './kpi-data.ts';

export type VisitSums = {
  /** Appointments in the windows (any status). */
  visits: number;
  booked: number;
  served: number;
  noShows: number;
  cancelled: number;
  bookedMinutes: number;
};
export type ShiftSums = { shifts: number; shiftMinutes: number };

const SERVED = sql.raw(`(${SERVED_STATUSES.map((s) => `'${s}'`).join(', ')})`);
const BOOKED = sql.raw(`status not in ('cancelled', 'no_show', 'pending')`);
type Keyed = { key: string | null; total: boolean };

/**
 * A row per value of `column` and a total row (grouping sets), or the total row alone: what to select (`key`,
 * `total`) and how to group. The periods compared with show only totals, so they pay for no grouping.
 */
function perKeyAndTotal(column: 'cutter_id' | 'employee_id', totalOnly: boolean) {
  const c = sql.raw(column);
  return totalOnly
    ? { key: sql`null as key, true as total`, groupBy: sql`` }
    : { key: sql`${c} as key, grouping(${c}) = 1 as total`, groupBy: sql`group by grouping sets ((${c}), ())` };
}

/** The rows by key, the total under ''. */
const byKey = <T>(rows: (T & Keyed)[]): Map<string, T> =>
  new Map(rows.map(({ key, total, ...sums }) => [total ? '' : String(key), sums as T]));

/** Whole minutes of a row, rounded as Math.round rounds a positive length (half up). */
const minutes = sql.raw(`round(extract(epoch from ends_at - starts_at) / 60)`);

/** The total (key ''), and per cutter unless `totalOnly`, of the appointments (not blocks) starting in the windows. */
export async function visitSums(tx: Tx, tenantId: string, windows: readonly Window[], totalOnly = false): Promise<Map<string, VisitSums>> {
  if (windows.length === 0) return new Map();
  const by = perKeyAndTotal('cutter_id', totalOnly);
  const rows = await queryRows<VisitSums & Keyed>(
    tx,
    sql`select ${by.key}, count(*)::int as visits,
          count(*) filter (where ${BOOKED})::int as booked, count(*) filter (where status in ${SERVED})::int as served,
          count(*) filter (where status = 'no_show')::int as "noShows", count(*) filter (where status = 'cancelled')::int as cancelled,
          coalesce(sum(${minutes}) filter (where ${BOOKED}), 0)::int as "bookedMinutes"
        from appointments join ${windowRows(windows)} on appointments.store_id = w.store_id and starts_at >= w.a and starts_at < w.b
        where tenant_id = ${tenantId} and kind = 'appointment' and visit_id is null
        ${by.groupBy}`,
  );
  return byKey(rows);
}

/** The total (key ''), and per employee unless `totalOnly`, of the shifts starting in the windows: how many, and published minutes. */
export async function shiftSums(tx: Tx, tenantId: string, windows: readonly Window[], totalOnly = false): Promise<Map<string, ShiftSums>> {
  if (windows.length === 0) return new Map();
  const by = perKeyAndTotal('employee_id', totalOnly);
  const rows = await queryRows<ShiftSums & Keyed>(
    tx,
    sql`select ${by.key}, count(*)::int as shifts,
          coalesce(sum(${minutes}) filter (where status = 'active'), 0)::int as "shiftMinutes"
        from shifts join ${windowRows(windows)} on shifts.store_id = w.store_id and starts_at >= w.a and starts_at < w.b
        where tenant_id = ${tenantId}
        ${by.groupBy}`,
  );
  return byKey(rows);
}
