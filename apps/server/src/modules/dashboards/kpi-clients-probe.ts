// The KPI summary's client figures as they were counted before client_visit_facts (issue 15): three index probes
// of each served client's appointments. Kept as the tests' oracle (client-visit-facts.property.test.ts): it reads
// appointments only, so it is independent of the facts table and its triggers. Same definitions as newAndReturning,
// prebook and retention (packages/shared reports/kpi-visits.ts).
import { SERVED_STATUSES } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { ClientFigures } from './kpi-clients.ts';
import { type Window, windowRows } from './kpi-data.ts';

const DAY_MS = 86_400_000;
const SERVED = sql.raw(`(${SERVED_STATUSES.map((s) => `'${s}'`).join(', ')})`);
/** Whole days as an exact interval (a day of '1 day' would follow the session's zone across a DST change). */
const days = (n: number) => sql.raw(`interval '${n * 24} hours'`);
const ofClient = sql.raw(`h.tenant_id = c.tenant_id and h.customer_id = c.customer_id and h.kind = 'appointment'`);

/** Each served client's first and last served visit in the windows, and the figures of kpi-visits.ts over them. */
export async function clientFiguresByProbes(tx: Tx, tenantId: string, windows: readonly Window[], asOf: number): Promise<ClientFigures> {
  const none = { clientsServed: 0, newClients: 0, returningClients: 0, prebooked: 0, retained90: 0, eligible90: 0 };
  if (windows.length === 0) return none;
  const judged = new Date(asOf - 90 * DAY_MS).toISOString();
  const [row] = await queryRows<Omit<ClientFigures, 'clientsServed' | 'newClients'> & { clients: number }>(
    tx,
    sql`with c as (
          select a.tenant_id, a.customer_id, min(a.starts_at) as first_at, max(a.starts_at) as last_at
          from appointments a join ${windowRows(windows)} on a.store_id = w.store_id and a.starts_at >= w.a and a.starts_at < w.b
          where a.tenant_id = ${tenantId} and a.kind = 'appointment' and a.visit_id is null and a.customer_id is not null
            and a.status in ${SERVED}
          group by a.tenant_id, a.customer_id)
        select count(*)::int as clients,
          count(*) filter (where exists (select 1 from appointments h where ${ofClient} and h.status in ${SERVED}
                                         and h.starts_at < c.first_at and h.starts_at >= c.first_at - ${days(365)}))::int as "returningClients",
          count(*) filter (where exists (select 1 from appointments h where ${ofClient} and h.starts_at > c.last_at
                                         and h.created_at <= c.last_at + ${days(1)} and h.status not in ('cancelled', 'no_show')))::int as prebooked,
          count(*) filter (where c.first_at <= ${judged}::timestamptz)::int as "eligible90",
          count(*) filter (where c.first_at <= ${judged}::timestamptz
                             and exists (select 1 from appointments h where ${ofClient} and h.status in ${SERVED}
                                         and h.starts_at > c.first_at and h.starts_at <= c.first_at + ${days(90)}))::int as "retained90"
        from c`,
  );
  if (!row) return none;
  const { clients, ...counted } = row;
  return { ...counted, clientsServed: clients, newClients: clients - counted.returningClients };
}
