// The KPI summary dashboard: a store or every store the person may see, a range of local days in each
// store's own zone, compared with the previous period of the same length. The figures are the pure
// functions of packages/shared reports/ applied to the rows of kpi-data.ts.
import {
  salesAverageTicketCents,
  CHECKOUT_TENDERS,
  type CheckoutTender,
  clientsServed,
  DASHBOARD_FLAGS,
  type DashboardName,
  instantToWallClock,
  isServed,
  type KpiCutter,
  type KpiFigures,
  type KpiShift,
  type KpiStoreOptions,
  type KpiSummary,
  type KpiSummaryQuery,
  type KpiVisit,
  localDayBounds,
  newAndReturning,
  noShowRateBasisPoints,
  prebook,
  previousPeriod,
  bookedMinutes,
  rateBasisPoints,
  refundsCents,
  retailAttachmentBasisPoints,
  retailPerServiceTicketCents,
  retention,
  salesFigures,
  samePeriodLastYear,
  shiftMinutes,
  utilisationBasisPoints,
  visitCounts,
  hasAccess,
} from '@salon/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { brands, stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeScope, worksAtStore } from '../stores/store-access.ts';
import {
  clientHistory,
  employeeNames,
  type KpiInvoiceRow,
  paymentsInWindow,
  refundsInWindow,
  salesInWindow,
  shiftsInWindow,
  visitsInWindow,
  type Window,
} from './kpi-data.ts';

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
  invoices: (KpiInvoiceRow & { timezone: string })[];
  refunds: { status: 'pending' | 'succeeded' | 'failed'; amountCents: number }[];
  payments: { tender: CheckoutTender; amountCents: number }[];
  visits: KpiVisit[];
  shifts: KpiShift[];
  history: KpiVisit[];
}

export async function loadPeriod(
  tx: Tx,
  tenantId: string,
  list: StoreInfo[],
  from: string,
  to: string,
): Promise<PeriodRows & { earliest: number }> {
  const rows: PeriodRows = { invoices: [], refunds: [], payments: [], visits: [], shifts: [], history: [] };
  let earliest = Number.POSITIVE_INFINITY;
  for (const store of list) {
    const bounds = localDayBounds(store.timezone, from, to);
    const w: Window = { storeId: store.id, start: bounds[0]!, end: bounds[bounds.length - 1]! };
    earliest = Math.min(earliest, w.start.getTime());
    rows.invoices.push(...(await salesInWindow(tx, tenantId, w)).map((i) => ({ ...i, timezone: store.timezone })));
    rows.refunds.push(...(await refundsInWindow(tx, tenantId, w)));
    rows.payments.push(...(await paymentsInWindow(tx, tenantId, w)));
    rows.visits.push(...(await visitsInWindow(tx, tenantId, w)));
    rows.shifts.push(...(await shiftsInWindow(tx, tenantId, w)));
  }
  const clients = [...new Set(rows.visits.filter((v) => v.customerId && isServed(v.status)).map((v) => v.customerId!))];
  rows.history = await clientHistory(tx, tenantId, clients, new Date(earliest - 366 * DAY_MS));
  return { ...rows, earliest };
}

/** Nothing sold, paid, refunded, booked or scheduled: a period with no data (shown as such, not as zeros). */
const isEmpty = (rows: PeriodRows) =>
  [rows.invoices, rows.refunds, rows.payments, rows.visits, rows.shifts].every((list) => list.length === 0);

function figures(rows: PeriodRows, asOf: number): KpiFigures {
  const sales = salesFigures(rows.invoices);
  const counts = visitCounts(rows.visits);
  const split = newAndReturning(rows.visits, rows.history);
  const pre = prebook(rows.visits, rows.history);
  const kept = retention(rows.visits, rows.history, 90, asOf);
  const paymentsByTender = Object.fromEntries(
    CHECKOUT_TENDERS.map((tender) => [tender, rows.payments.filter((p) => p.tender === tender).reduce((sum, p) => sum + p.amountCents, 0)]),
  ) as Record<CheckoutTender, number>;
  return {
    servicesCents: sales.servicesCents,
    productsCents: sales.productsCents,
    packagesCents: sales.packagesCents,
    netSalesCents: sales.netSalesCents,
    giftCardSalesCents: sales.giftCardSalesCents,
    discountCents: sales.discountCents,
    taxCents: sales.taxCents,
    tipCents: sales.tipCents,
    refundsCents: refundsCents(rows.refunds),
    tickets: sales.tickets,
    serviceTickets: sales.serviceTickets,
    averageTicketCents: salesAverageTicketCents(sales),
    retailPerServiceTicketCents: retailPerServiceTicketCents(sales),
    retailAttachmentBasisPoints: retailAttachmentBasisPoints(sales),
    paymentsByTender,
    booked: counts.booked,
    served: counts.served,
    noShows: counts.noShows,
    cancelled: counts.cancelled,
    noShowRateBasisPoints: noShowRateBasisPoints(counts),
    bookedMinutes: bookedMinutes(rows.visits),
    shiftMinutes: shiftMinutes(rows.shifts),
    utilisationBasisPoints: utilisationBasisPoints(rows.visits, rows.shifts),
    clientsServed: clientsServed(rows.visits),
    newClients: split.newClients,
    returningClients: split.returningClients,
    prebooked: pre.prebooked,
    prebookRateBasisPoints: pre.rateBasisPoints,
    retained90: kept.retained,
    eligible90: kept.eligible,
    retention90BasisPoints: kept.rateBasisPoints,
  };
}

/** Per cutter: the lines they sold, their tips, tickets they were on, visits served and their own minutes. */
function cutterBreakdown(rows: PeriodRows, names: Map<string, string>): KpiCutter[] {
  const ids = new Set<string>();
  for (const invoice of rows.invoices) {
    for (const line of invoice.lines) if (line.cutterId) ids.add(line.cutterId);
    for (const tip of invoice.tips) ids.add(tip.cutterId);
  }
  for (const visit of rows.visits) ids.add(visit.cutterId);
  for (const shift of rows.shifts) ids.add(shift.employeeId);
  return [...ids]
    .map((cutterId) => {
      const own = rows.invoices.map((invoice) => ({ ...invoice, lines: invoice.lines.filter((l) => l.cutterId === cutterId) }));
      const sales = salesFigures(own.filter((invoice) => invoice.lines.length > 0));
      const visits = rows.visits.filter((v) => v.cutterId === cutterId);
      const shifts = rows.shifts.filter((s) => s.employeeId === cutterId);
      return {
        cutterId,
        name: names.get(cutterId) ?? 'Former employee',
        netSalesCents: sales.netSalesCents,
        servicesCents: sales.servicesCents,
        productsCents: sales.productsCents,
        tipCents: rows.invoices
          .flatMap((i) => i.tips)
          .filter((t) => t.cutterId === cutterId)
          .reduce((sum, t) => sum + t.amountCents, 0),
        tickets: own.filter((invoice) => invoice.lines.length > 0).length,
        served: visitCounts(visits).served,
        bookedMinutes: bookedMinutes(visits),
        shiftMinutes: shiftMinutes(shifts),
        utilisationBasisPoints: rateBasisPoints(bookedMinutes(visits), shiftMinutes(shifts)),
      };
    })
    .sort((a, b) => b.netSalesCents - a.netSalesCents || a.name.localeCompare(b.name));
}

function daily(rows: PeriodRows, from: string, to: string): KpiSummary['daily'] {
  const days = new Map<string, { netSalesCents: number; tickets: number }>();
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d = new Date(d.getTime() + DAY_MS)) {
    days.set(d.toISOString().slice(0, 10), { netSalesCents: 0, tickets: 0 });
  }
  for (const invoice of rows.invoices) {
    const date = instantToWallClock(invoice.timezone, new Date(invoice.paidAt)).date;
    const day = days.get(date);
    if (!day) continue;
    const sales = salesFigures([invoice]);
    day.netSalesCents += sales.netSalesCents;
    day.tickets += sales.tickets;
  }
  return [...days].map(([date, v]) => ({ date, ...v }));
}

export async function kpiSummary(db: Db, actor: Actor, query: KpiSummaryQuery, now: Date): Promise<KpiSummary> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const list = await dashboardStores(tx, actor, query.storeId, 'kpi_summary_all_stores');
    const prev = previousPeriod(query.from, query.to);
    const current = await loadPeriod(tx, actor.tenantId, list, query.from, query.to);
    const previous = await loadPeriod(tx, actor.tenantId, list, prev.from, prev.to);
    const lastYearDates = samePeriodLastYear(query.from, query.to);
    const lastYear = await loadPeriod(tx, actor.tenantId, list, lastYearDates.from, lastYearDates.to);
    const cutterIds = [...current.visits.map((v) => v.cutterId), ...current.shifts.map((s) => s.employeeId)];
    for (const invoice of current.invoices) {
      for (const line of invoice.lines) if (line.cutterId) cutterIds.push(line.cutterId);
      for (const tip of invoice.tips) cutterIds.push(tip.cutterId);
    }
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
      current: figures(current, now.getTime()),
      previous: figures(previous, now.getTime()),
      lastYear: isEmpty(lastYear) ? null : figures(lastYear, now.getTime()),
      cutters: cutterBreakdown(current, names),
      daily: daily(current, query.from, query.to),
    };
  });
}
