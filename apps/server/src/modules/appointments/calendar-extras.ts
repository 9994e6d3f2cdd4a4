// What the front desk's calendar shows besides the events themselves (issue 23): each customer's first visit
// and phone (the desk's search), whether they have a pinned note, and the cutters' published shifts and approved time off on the shown days.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { activeShifts, approvedTimeOff } from '../availability/availability-data.ts';

interface Row {
  id: string;
  customerId: string | null;
}

const ids = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}::uuid`),
    sql`, `,
  );

/** The appointments (of `rows`) that are their customer's first: no earlier kept appointment at the brand. */
export async function firstVisits(tx: Tx, tenantId: string, rows: readonly Row[]): Promise<Set<string>> {
  const withCustomer = rows.filter((r) => r.customerId).map((r) => r.id);
  if (!withCustomer.length) return new Set();
  const found = await queryRows<{ id: string }>(
    tx,
    sql`select a.id from appointments a
         where a.tenant_id = ${tenantId} and a.id in (${ids(withCustomer)})
           and not exists (
             select 1 from appointments p
              where p.tenant_id = a.tenant_id and p.customer_id = a.customer_id and p.kind = 'appointment'
                and p.status not in ('cancelled', 'no_show') and p.starts_at < a.starts_at)`,
  );
  return new Set(found.map((r) => r.id));
}

/** The customers' phones as stored (customer id -> phone). */
export async function customerPhones(tx: Tx, tenantId: string, rows: readonly Row[]): Promise<Map<string, string>> {
  const customerIds = [...new Set(rows.flatMap((r) => (r.customerId ? [r.customerId] : [])))];
  if (!customerIds.length) return new Map();
  const found = await queryRows<{ id: string; phone_number: string | null }>(
    tx,
    sql`select id, phone_number from customers where tenant_id = ${tenantId} and id in (${ids(customerIds)})`,
  );
  return new Map(found.flatMap((r) => (r.phone_number ? [[r.id, r.phone_number] as const] : [])));
}

/** The customers (of `rows`) with at least one pinned staff note: their cards show a pin. */
export async function pinnedNoteCustomers(tx: Tx, tenantId: string, rows: readonly Row[]): Promise<Set<string>> {
  const customerIds = [...new Set(rows.flatMap((r) => (r.customerId ? [r.customerId] : [])))];
  if (!customerIds.length) return new Set();
  const found = await queryRows<{ customer_id: string }>(
    tx,
    sql`select distinct customer_id from customer_notes
         where tenant_id = ${tenantId} and pinned and customer_id in (${ids(customerIds)})`,
  );
  return new Set(found.map((r) => r.customer_id));
}

/** Published shifts at the store and approved time off of its cutters between `from` and `to`. */
export async function workingTime(tx: Tx, tenantId: string, storeId: string, from: Date, to: Date, cutterIds: readonly string[]) {
  const asInterval = (i: { cutterId: string; start: Date; end: Date }) => ({
    resourceId: i.cutterId,
    start: i.start.toISOString(),
    end: i.end.toISOString(),
  });
  const shifts = await activeShifts(tx, tenantId, storeId, from, to, cutterIds);
  const off = await approvedTimeOff(tx, tenantId, storeId, from, to, cutterIds);
  return { shifts: shifts.map(asInterval), timeOff: off.map(asInterval) };
}
