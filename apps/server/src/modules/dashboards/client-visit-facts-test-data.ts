// client_visit_facts against an independent recomputation (issue 15), for the property and race tests: the facts
// rows as the triggers left them, and the same facts asked of appointments by the old per-client probes (one
// correlated sub-select per fact, the shape of kpi-clients-probe.ts), with SERVED_STATUSES read from shared.
import { SERVED_STATUSES } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export type FactRow = {
  appointmentId: string;
  customerId: string;
  storeId: string;
  startsAt: number;
  prevServedAt: number | null;
  nextServedAt: number | null;
  rebooked: boolean;
};

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const SERVED = `(${SERVED_STATUSES.map((s) => `'${s}'`).join(', ')})`;
const OF_CLIENT = `h.tenant_id = a.tenant_id and h.customer_id = a.customer_id and h.kind = 'appointment'`;
const served = (agg: 'max' | 'min', op: '<' | '>') =>
  ms(`(select ${agg}(h.starts_at) from appointments h where ${OF_CLIENT} and h.status in ${SERVED} and h.starts_at ${op} a.starts_at)`);

/** The tenant's facts rows, by appointment id. */
export const factRows = (tx: Tx, tenantId: string) =>
  queryRows<FactRow>(
    tx,
    sql`select appointment_id as "appointmentId", customer_id as "customerId", store_id as "storeId", ${ms('starts_at')} as "startsAt",
          ${ms('prev_served_at')} as "prevServedAt", ${ms('next_served_at')} as "nextServedAt", rebooked
        from client_visit_facts where tenant_id = ${tenantId} order by appointment_id`,
  );

/** What the facts rows should be: each served visit of a customer, its facts probed from appointments. */
export const expectedFactRows = (tx: Tx, tenantId: string) =>
  queryRows<FactRow>(
    tx,
    sql`select a.id as "appointmentId", a.customer_id as "customerId", a.store_id as "storeId", ${ms('a.starts_at')} as "startsAt",
          ${served('max', '<')} as "prevServedAt", ${served('min', '>')} as "nextServedAt",
          exists (select 1 from appointments h where ${sql.raw(OF_CLIENT)} and h.starts_at > a.starts_at
                  and h.created_at <= a.starts_at + interval '24 hours' and h.status not in ('cancelled', 'no_show')) as rebooked
        from appointments a
        where a.tenant_id = ${tenantId} and a.kind = 'appointment' and a.visit_id is null and a.customer_id is not null
          and a.status in ${sql.raw(SERVED)}
        order by a.id`,
  );
