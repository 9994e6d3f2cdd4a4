// The KPI summary's client figures (issue 15): new vs returning, prebooked and 90-day retention of the clients
// served in the stores' windows, read from client_visit_facts (one row per served visit, kept by triggers on
// appointments: migration client_visit_facts_triggers) as one row. Each client's first and last served visit in
// the windows carries what the old per-client probes asked (kpi-clients-probe.ts, now the tests' oracle): the
// previous and next served visit and whether a later appointment was booked within 24 hours. The same definitions
// as newAndReturning, prebook and retention (packages/shared reports/kpi-visits.ts): kpi-summary.reconcile.test.ts
// holds them equal.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { type Window, windowRows } from './kpi-data.ts';

export type ClientFigures = {
  /** Distinct clients with a served visit (clientsServed of kpi-visits.ts): every client counted here. */
  clientsServed: number;
  newClients: number;
  returningClients: number;
  prebooked: number;
  retained90: number;
  eligible90: number;
};

const DAY_MS = 86_400_000;
/** Whole days as an exact interval (a day of '1 day' would follow the session's zone across a DST change). */
const days = (n: number) => sql.raw(`interval '${n * 24} hours'`);

/** Each served client's first and last served visit in the windows, and the figures of kpi-visits.ts over them. */
export async function clientFigures(tx: Tx, tenantId: string, windows: readonly Window[], asOf: number): Promise<ClientFigures> {
  const none = { clientsServed: 0, newClients: 0, returningClients: 0, prebooked: 0, retained90: 0, eligible90: 0 };
  if (windows.length === 0) return none;
  const judged = new Date(asOf - 90 * DAY_MS).toISOString();
  const start = new Date(Math.min(...windows.map((w) => w.start.getTime()))).toISOString();
  const end = new Date(Math.max(...windows.map((w) => w.end.getTime()))).toISOString();
  // One pass grouped by client, no sorting: of a client's rows in the windows, the first visit's previous served visit
  // is the least prev (every later row's prev is at or after the first visit, which is served), and its next served
  // visit the least next (the second visit, or the first's own next when it is alone); the last visit was rebooked
  // when the latest rebooked row is the latest row. Ties (two served visits at the same instant) carry the same prev,
  // next and rebooked, so either may stand. client-visit-facts.property.test.ts holds this to the old probes.
  const [row] = await queryRows<Omit<ClientFigures, 'clientsServed' | 'newClients'> & { clients: number }>(
    tx,
    sql`with c as (
          select min(f.starts_at) as first_at, max(f.starts_at) as last_at, min(f.prev_served_at) as prev_at,
            min(f.next_served_at) as next_at, max(f.starts_at) filter (where f.rebooked) as rebooked_at
          from client_visit_facts f join ${windowRows(windows)} on f.store_id = w.store_id and f.starts_at >= w.a and f.starts_at < w.b
          where f.tenant_id = ${tenantId} and f.starts_at >= ${start} and f.starts_at < ${end}
          group by f.customer_id)
        select count(*)::int as clients,
          count(*) filter (where prev_at < first_at and prev_at >= first_at - ${days(365)})::int as "returningClients",
          count(*) filter (where rebooked_at = last_at)::int as prebooked,
          count(*) filter (where first_at <= ${judged}::timestamptz)::int as "eligible90",
          count(*) filter (where first_at <= ${judged}::timestamptz and next_at <= first_at + ${days(90)})::int as "retained90"
        from c`,
  );
  if (!row) return none;
  const { clients, ...counted } = row;
  return { ...counted, clientsServed: clients, newClients: clients - counted.returningClients };
}
