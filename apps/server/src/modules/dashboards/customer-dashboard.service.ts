// The customer dashboard and the customer retention dashboard: a store or every store in the person's scope,
// a range of local days in each store's zone, compared with the previous period and the same dates a year
// earlier. The figures are packages/shared reports/customer-kpis.ts applied to appointment rows.
import {
  type CustomerDashboard,
  type CustomerList,
  type CustomerListQuery,
  customerFigures,
  type CustomerFiguresResult,
  DASHBOARD_FLAGS,
  type DashboardRangeQuery,
  hasAccess,
  daysBefore,
  instantToWallClock,
  isServed,
  type KpiVisit,
  localDayBounds,
  newAndReturningIds,
  prebook,
  previousPeriod,
  type RetentionDashboard,
  type RetentionFigures,
  retention,
  revisitCurve,
  samePeriodLastYear,
} from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { clientHistory, employeeNames, visitsInWindow } from './kpi-data.ts';
import { dashboardStores, type StoreInfo } from './kpi-summary.service.ts';

interface ClientRows {
  /** Appointments of the stores starting in the range. */
  visits: KpiVisit[];
  /** Every appointment, at any store and any later time, of the clients seen at the stores from a year before the range. */
  history: KpiVisit[];
  /** The end of the range (the latest store's end of its last local day). */
  endMs: number;
}

async function loadClients(tx: Tx, tenantId: string, list: StoreInfo[], from: string, to: string): Promise<ClientRows> {
  const visits: KpiVisit[] = [];
  const clients = new Set<string>();
  let start = Number.POSITIVE_INFINITY;
  let endMs = Number.NEGATIVE_INFINITY;
  for (const store of list) {
    const bounds = localDayBounds(store.timezone, from, to);
    const w = { storeId: store.id, start: bounds[0]!, end: bounds[bounds.length - 1]! };
    start = Math.min(start, w.start.getTime());
    endMs = Math.max(endMs, w.end.getTime());
    visits.push(...(await visitsInWindow(tx, tenantId, w)));
    // The year before the range's end: the clients who may have lapsed.
    const year = { storeId: store.id, start: new Date(daysBefore(w.end.getTime(), 366)), end: w.end };
    for (const v of await visitsInWindow(tx, tenantId, year)) if (v.customerId && isServed(v.status)) clients.add(v.customerId);
  }
  for (const v of visits) if (v.customerId) clients.add(v.customerId);
  const history = await clientHistory(tx, tenantId, [...clients], new Date(daysBefore(start, 366)));
  return { visits, history, endMs };
}

const hasData = (rows: ClientRows) => rows.visits.length > 0;

function customerPart(f: CustomerFiguresResult): CustomerDashboard['current'] {
  const { ids: _ids, ...figures } = f;
  return figures;
}

function retentionPart(rows: ClientRows, asOf: number): RetentionFigures {
  const f = customerFigures(rows.visits, rows.history, rows.endMs);
  return {
    clientsServed: f.clientsServed,
    returningRateBasisPoints: f.returningRateBasisPoints,
    prebooked: f.prebooked,
    prebookRateBasisPoints: f.prebookRateBasisPoints,
    lapsedClients: f.lapsedClients,
    curve: revisitCurve(rows.visits, rows.history, asOf),
  };
}

async function periods(db: Db, actor: Actor, query: DashboardRangeQuery, allStoresFlag: string) {
  return withTenant(db, actor.tenantId, async (tx) => {
    const list = await dashboardStores(tx, actor, query.storeId, allStoresFlag);
    const prev = previousPeriod(query.from, query.to);
    const last = samePeriodLastYear(query.from, query.to);
    const current = await loadClients(tx, actor.tenantId, list, query.from, query.to);
    const previous = await loadClients(tx, actor.tenantId, list, prev.from, prev.to);
    const lastYear = await loadClients(tx, actor.tenantId, list, last.from, last.to);
    const names = await employeeNames(
      tx,
      actor.tenantId,
      current.visits.map((v) => v.cutterId),
    );
    const dates = {
      from: query.from,
      to: query.to,
      previousFrom: prev.from,
      previousTo: prev.to,
      lastYearFrom: last.from,
      lastYearTo: last.to,
      stores: list,
    };
    return { dates, current, previous, lastYear, names };
  });
}

const byCutter = (rows: ClientRows) => {
  const map = new Map<string, KpiVisit[]>();
  for (const v of rows.visits) map.set(v.cutterId, [...(map.get(v.cutterId) ?? []), v]);
  return map;
};

export async function customerDashboard(db: Db, actor: Actor, query: DashboardRangeQuery): Promise<CustomerDashboard> {
  const p = await periods(db, actor, query, 'customer_dashboard_all_stores');
  const figures = (rows: ClientRows) => customerPart(customerFigures(rows.visits, rows.history, rows.endMs));
  const cutters = [...byCutter(p.current)].map(([cutterId, visits]) => {
    const split = newAndReturningIds(visits, p.current.history);
    return {
      cutterId,
      name: p.names.get(cutterId) ?? 'Former employee',
      clientsServed: split.new.length + split.returning.length,
      newClients: split.new.length,
      returningClients: split.returning.length,
    };
  });
  return {
    ...p.dates,
    current: figures(p.current),
    previous: figures(p.previous),
    lastYear: hasData(p.lastYear) ? figures(p.lastYear) : null,
    cutters: cutters.filter((c) => c.clientsServed > 0).sort((a, b) => b.clientsServed - a.clientsServed || a.name.localeCompare(b.name)),
  };
}

export async function retentionDashboard(db: Db, actor: Actor, query: DashboardRangeQuery, now: Date): Promise<RetentionDashboard> {
  const p = await periods(db, actor, query, 'customer_retention_dashboard_all_stores');
  const asOf = now.getTime();
  const cutters = [...byCutter(p.current)].map(([cutterId, visits]) => {
    const pre = prebook(visits, p.current.history);
    const kept = retention(visits, p.current.history, 90, asOf);
    return {
      cutterId,
      name: p.names.get(cutterId) ?? 'Former employee',
      clientsServed: pre.clients,
      prebookRateBasisPoints: pre.rateBasisPoints,
      retained90: kept.retained,
      eligible90: kept.eligible,
      retention90BasisPoints: kept.rateBasisPoints,
    };
  });
  return {
    ...p.dates,
    asOf: now.toISOString(),
    current: retentionPart(p.current, asOf),
    previous: retentionPart(p.previous, asOf),
    lastYear: hasData(p.lastYear) ? retentionPart(p.lastYear, asOf) : null,
    cutters: cutters.filter((c) => c.clientsServed > 0).sort((a, b) => b.clientsServed - a.clientsServed || a.name.localeCompare(b.name)),
  };
}

/** The clients a customer-dashboard figure counted (customer or retention dashboard flags), with their last visit. */
export async function customerList(db: Db, actor: Actor, query: CustomerListQuery): Promise<CustomerList> {
  const [oneStore, allStores] = DASHBOARD_FLAGS[query.dashboard];
  if (!actor.isSuperAdmin && !hasAccess(actor.accessControls, [oneStore, allStores])) throw forbidden('You may not open this dashboard.');
  return withTenant(db, actor.tenantId, async (tx) => {
    const list = await dashboardStores(tx, actor, query.storeId, allStores);
    const rows = await loadClients(tx, actor.tenantId, list, query.from, query.to);
    const ids = customerFigures(rows.visits, rows.history, rows.endMs).ids[query.segment];
    const people = ids.length
      ? await queryRows<{ id: string; firstName: string; lastName: string }>(
          tx,
          sql`select id, first_name as "firstName", last_name as "lastName" from customers
              where tenant_id = ${actor.tenantId} and id in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})`,
        )
      : [];
    const zone = list[0]?.timezone ?? 'UTC';
    const lastVisit = (id: string) => {
      const times = rows.history.filter((v) => v.customerId === id && isServed(v.status) && v.startsAt < rows.endMs).map((v) => v.startsAt);
      return times.length ? instantToWallClock(zone, new Date(Math.max(...times))).date : null;
    };
    const customers = people
      .map((c) => ({ ...c, lastVisit: lastVisit(c.id) }))
      .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
    return { segment: query.segment, count: ids.length, customers };
  });
}
