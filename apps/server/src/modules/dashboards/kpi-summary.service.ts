// The KPI summary dashboard: a store or every store the person may see, a range of local days in each
// store's own zone, compared with the previous period of the same length. The sales figures add up the daily
// sales rollup's store-days (daily-sales.ts, issue 15); visits, shifts and client figures are counted in SQL
// (kpi-visit-sums.ts, kpi-clients.ts) by the rules of packages/shared reports/, so a few rows reach Node.
import {
  salesAverageTicketCents,
  DASHBOARD_FLAGS,
  type DashboardName,
  type KpiCutter,
  type KpiFigures,
  type KpiStoreOptions,
  type KpiSummary,
  type KpiSummaryQuery,
  localDayBounds,
  noShowRateBasisPoints,
  previousPeriod,
  rateBasisPoints,
  retailAttachmentBasisPoints,
  retailPerServiceTicketCents,
  samePeriodLastYear,
  hasAccess,
} from '@salon/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brands, stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeScope, worksAtStore } from '../stores/store-access.ts';
import { type DaySales, dailySalesInRange, sumDays } from './kpi-daily-sales.ts';
import { type ClientFigures, clientFigures } from './kpi-clients.ts';
import { employeeNames, type Window } from './kpi-data.ts';
import { type ShiftSums, shiftSums, type VisitSums, visitSums } from './kpi-visit-sums.ts';

const DAY_MS = 86_400_000;

export type StoreInfo = { id: string; name: string; timezone: string; currency: string };

/** The stores of the dashboard: one the person works at, or (all-stores flag) every store in their scope. */
export async function dashboardStores(tx: Tx, actor: Actor, storeId: string | undefined, allStoresFlag: string): Promise<StoreInfo[]> {
  const rows = await tx
    .select({ id: stores.id, name: stores.name, timezone: stores.timezone, currency: brands.currency })
    .from(stores)
    .innerJoin(brands, and(eq(brands.tenantId, stores.tenantId), eq(brands.id, stores.brandId)))
    .where(storeId ? and(storeScope(actor), eq(stores.id, storeId)) : storeScope(actor))
    .orderBy(asc(stores.name));
  if (storeId) {
    if (rows.length === 0) {
      const [exists] = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.tenantId, actor.tenantId), eq(stores.id, storeId)));
      if (!exists || worksAtStore(actor, storeId)) throw notFound('Store');
      throw forbidden('You do not work at this store.');
    }
    return rows;
  }
  if (!actor.isSuperAdmin && !hasAccess(actor.accessControls, [allStoresFlag])) throw forbidden('Choose one of your stores.');
  return rows;
}

/** The stores the person may pick on a dashboard, and whether "All stores" is allowed. */
export async function dashboardStoreOptions(db: Db, actor: Actor, dashboard: DashboardName): Promise<KpiStoreOptions> {
  const [oneStore, allStores] = DASHBOARD_FLAGS[dashboard];
  if (!actor.isSuperAdmin && !hasAccess(actor.accessControls, [oneStore, allStores])) throw forbidden('You may not open this dashboard.');
  return withTenant(db, actor.tenantId, async (tx) => {
    const rows = await tx
      .select({ id: stores.id, name: stores.name, timezone: stores.timezone })
      .from(stores)
      .where(storeScope(actor))
      .orderBy(asc(stores.name));
    return { stores: rows, allStores: actor.isSuperAdmin || hasAccess(actor.accessControls, [allStores]) };
  });
}

interface PeriodRows {
  /** The daily sales rollup's rows of the period's days: store rows (cutterId null) and cutter rows. */
  sales: DaySales[];
  /** Visits and shifts summed per cutter, and in all (key ''), in SQL (kpi-visit-sums.ts). */
  visits: Map<string, VisitSums>;
  shifts: Map<string, ShiftSums>;
  /** New vs returning, prebooked, 90-day retention: counted in SQL (kpi-clients.ts). */
  clients: ClientFigures;
}

/** Each store's window of instants: from local midnight of `from` to local midnight after `to`, in its own zone. */
export const storeWindows = (list: readonly StoreInfo[], from: string, to: string): Window[] =>
  list.map((store) => {
    const bounds = localDayBounds(store.timezone, from, to);
    return { storeId: store.id, start: bounds[0]!, end: bounds[bounds.length - 1]! };
  });

/** One period's rows; `totalOnly` for the periods compared with (their cutters are not shown). */
async function loadPeriod(
  tx: Tx,
  tenantId: string,
  list: StoreInfo[],
  range: { from: string; to: string },
  asOf: number,
  totalOnly: boolean,
): Promise<PeriodRows> {
  const { from, to } = range;
  const windows = storeWindows(list, from, to);
  // One query of each kind for every store's window together (not one per store).
  return {
    sales: await dailySalesInRange(
      tx,
      tenantId,
      list.map((s) => s.id),
      from,
      to,
      totalOnly,
    ),
    visits: await visitSums(tx, tenantId, windows, totalOnly),
    shifts: await shiftSums(tx, tenantId, windows, totalOnly),
    clients: await clientFigures(tx, tenantId, windows, asOf),
  };
}

/** Nothing sold, paid, refunded, booked or scheduled: a period with no data (shown as such, not as zeros). */
const isEmpty = (rows: PeriodRows) => {
  const sales = sumDays(storeRows(rows));
  return sales.sales + sales.refunds + sales.payments === 0 && total(rows.visits).visits === 0 && shiftsOf(rows, '').shifts === 0;
};

const NO_VISITS: VisitSums = { visits: 0, booked: 0, served: 0, noShows: 0, cancelled: 0, bookedMinutes: 0 };
const total = (visits: Map<string, VisitSums>) => visits.get('') ?? NO_VISITS;
const shiftsOf = (rows: PeriodRows, key: string) => rows.shifts.get(key) ?? { shifts: 0, shiftMinutes: 0 };
const storeRows = (rows: PeriodRows) => rows.sales.filter((r) => r.cutterId === null);

function figures(rows: PeriodRows): KpiFigures {
  const sales = sumDays(storeRows(rows));
  const counts = total(rows.visits);
  const shiftMinutes = shiftsOf(rows, '').shiftMinutes;
  const { clients } = rows;
  const served = clients.clientsServed;
  return {
    servicesCents: sales.servicesCents,
    productsCents: sales.productsCents,
    packagesCents: sales.packagesCents,
    netSalesCents: sales.netSalesCents,
    giftCardSalesCents: sales.giftCardSalesCents,
    discountCents: sales.discountCents,
    taxCents: sales.taxCents,
    tipCents: sales.tipCents,
    refundsCents: sales.refundsCents,
    tickets: sales.tickets,
    serviceTickets: sales.serviceTickets,
    averageTicketCents: salesAverageTicketCents(sales),
    retailPerServiceTicketCents: retailPerServiceTicketCents(sales),
    retailAttachmentBasisPoints: retailAttachmentBasisPoints(sales),
    paymentsByTender: sales.paymentsByTender,
    booked: counts.booked,
    served: counts.served,
    noShows: counts.noShows,
    cancelled: counts.cancelled,
    noShowRateBasisPoints: noShowRateBasisPoints(counts),
    bookedMinutes: counts.bookedMinutes,
    shiftMinutes,
    utilisationBasisPoints: rateBasisPoints(counts.bookedMinutes, shiftMinutes),
    clientsServed: served,
    newClients: clients.newClients,
    returningClients: clients.returningClients,
    prebooked: clients.prebooked,
    prebookRateBasisPoints: rateBasisPoints(clients.prebooked, served),
    retained90: clients.retained90,
    eligible90: clients.eligible90,
    retention90BasisPoints: rateBasisPoints(clients.retained90, clients.eligible90),
  };
}

/** Groups items by a key, in one pass. */
function groupBy<T>(items: readonly T[], key: (item: T) => string | null): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** Per cutter: the lines they sold, their tips, tickets they were on, visits served and their own minutes. */
function cutterBreakdown(rows: PeriodRows, names: Map<string, string>): KpiCutter[] {
  // The rollup's cutter rows: their lines on the days' sales, their tips, the sales with one of their lines.
  const sold = groupBy(rows.sales, (r) => r.cutterId);
  const ids = new Set([...sold.keys(), ...rows.visits.keys(), ...rows.shifts.keys()]);
  ids.delete('');
  return [...ids]
    .map((cutterId) => {
      const sales = sumDays(sold.get(cutterId) ?? []);
      const visits = rows.visits.get(cutterId) ?? NO_VISITS;
      const { shiftMinutes } = shiftsOf(rows, cutterId);
      return {
        cutterId,
        name: names.get(cutterId) ?? 'Former employee',
        netSalesCents: sales.netSalesCents,
        servicesCents: sales.servicesCents,
        productsCents: sales.productsCents,
        tipCents: sales.tipCents,
        tickets: sales.tickets,
        served: visits.served,
        bookedMinutes: visits.bookedMinutes,
        shiftMinutes,
        utilisationBasisPoints: rateBasisPoints(visits.bookedMinutes, shiftMinutes),
      };
    })
    .sort((a, b) => b.netSalesCents - a.netSalesCents || a.name.localeCompare(b.name));
}

function daily(rows: PeriodRows, from: string, to: string): KpiSummary['daily'] {
  const days = new Map<string, { netSalesCents: number; tickets: number }>();
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d = new Date(d.getTime() + DAY_MS)) {
    days.set(d.toISOString().slice(0, 10), { netSalesCents: 0, tickets: 0 });
  }
  for (const row of storeRows(rows)) {
    const day = row.day === null ? undefined : days.get(row.day);
    if (!day) continue;
    day.netSalesCents += row.netSalesCents;
    day.tickets += row.tickets;
  }
  return [...days].map(([date, v]) => ({ date, ...v }));
}

export async function kpiSummary(db: Db, actor: Actor, query: KpiSummaryQuery, now: Date): Promise<KpiSummary> {
  const list = await withTenant(db, actor.tenantId, (tx) => dashboardStores(tx, actor, query.storeId, 'kpi_summary_all_stores'));
  const prev = previousPeriod(query.from, query.to);
  const lastYearDates = samePeriodLastYear(query.from, query.to);
  // The three periods side by side, each in its own transaction (on PostgreSQL its own connection): they read
  // disjoint days, so the route waits for the slowest period, not for the three in a row (bench/README.md, KPI).
  const period = (range: { from: string; to: string }, totalOnly: boolean) =>
    withTenant(db, actor.tenantId, (tx) => loadPeriod(tx, actor.tenantId, list, range, now.getTime(), totalOnly));
  const [current, previous, lastYear] = await Promise.all([period(query, false), period(prev, true), period(lastYearDates, true)]);
  const cutterIds = [...current.visits.keys(), ...current.shifts.keys()].filter((id) => id !== '');
  for (const row of current.sales) if (row.cutterId) cutterIds.push(row.cutterId);
  return withTenant(db, actor.tenantId, async (tx) => {
    const names = await employeeNames(tx, actor.tenantId, cutterIds);
    const currencies = new Set(list.map((s) => s.currency));
    return {
      from: query.from,
      to: query.to,
      previousFrom: prev.from,
      previousTo: prev.to,
      lastYearFrom: lastYearDates.from,
      lastYearTo: lastYearDates.to,
      stores: list,
      currency: currencies.size === 1 ? [...currencies][0]! : null,
      current: figures(current),
      previous: figures(previous),
      lastYear: isEmpty(lastYear) ? null : figures(lastYear),
      cutters: cutterBreakdown(current, names),
      daily: daily(current, query.from, query.to),
    };
  });
}
