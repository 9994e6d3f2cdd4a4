// Figures of the customer dashboard and the customer retention dashboard (issue 15; BACK-OFFICE-NOTES.md
// section 1): pure, whole counts and days, instants in epoch milliseconds. Each figure that counts clients
// comes with the ids behind it, so a drill-down lists exactly the clients the figure counted.
import { divideCents, rateBasisPoints } from './kpi-sales.ts';
import { isServed, type KpiVisit, newAndReturning, prebook, REVISIT_DAYS, retention } from './kpi-visits.ts';

const DAY_MS = 86_400_000;
/** A client is lapsed when their last visit is this many days old or older (and under a year). */
export const LAPSED_AFTER_DAYS = 90;
const YEAR_DAYS = 365;

export const CUSTOMER_SEGMENTS = ['served', 'new', 'returning', 'lapsed', 'prebooked'] as const;
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];

const served = (visits: readonly KpiVisit[]) =>
  visits.filter((v): v is KpiVisit & { customerId: string } => v.customerId !== null && isServed(v.status));

/** Distinct clients with a served visit, in id order (guests without a customer record are not clients). */
export const servedClientIds = (visits: readonly KpiVisit[]) => [...new Set(served(visits).map((v) => v.customerId))].sort();

/**
 * New and returning clients by id. Returning = a served visit in the 12 months before their first visit in the
 * range (Square, squareup.com/help/us/en/article/7904); the counts equal newAndReturning's.
 */
export function newAndReturningIds(inRange: readonly KpiVisit[], history: readonly KpiVisit[]): { new: string[]; returning: string[] } {
  const split = { new: [] as string[], returning: [] as string[] };
  for (const id of servedClientIds(inRange)) {
    const own = inRange.filter((v) => v.customerId === id);
    const { returningClients } = newAndReturning(own, history);
    (returningClients === 1 ? split.returning : split.new).push(id);
  }
  return split;
}

/** Clients whose last served visit in the range was prebooked (see prebook), by id. */
export function prebookedIds(inRange: readonly KpiVisit[], history: readonly KpiVisit[]): string[] {
  return servedClientIds(inRange).filter(
    (id) =>
      prebook(
        inRange.filter((v) => v.customerId === id),
        history,
      ).prebooked === 1,
  );
}

/**
 * Lapsed clients at the end of the range (`endMs`, exclusive): their last served visit before `endMs` is at
 * least 90 days and under 365 days old, and they hold no appointment after it (anything not cancelled or
 * a no-show, at any store, booked at any time). Kitomba counts a client retained while they have a booking
 * within the next 90 days; a client with neither a visit nor a booking for 90 days has lapsed.
 * `history` holds the clients' appointments from a year before `endMs` on, at any time after.
 */
export function lapsedIds(history: readonly KpiVisit[], endMs: number): string[] {
  const last = new Map<string, number>();
  for (const v of served(history)) {
    if (v.startsAt >= endMs) continue;
    last.set(v.customerId, Math.max(last.get(v.customerId) ?? Number.NEGATIVE_INFINITY, v.startsAt));
  }
  const lapsed: string[] = [];
  for (const [id, at] of last) {
    const age = endMs - at;
    if (age < LAPSED_AFTER_DAYS * DAY_MS || age >= YEAR_DAYS * DAY_MS) continue;
    const later = history.some(
      (h) => h.customerId === id && h.startsAt > at && h.status !== 'cancelled' && h.status !== 'no_show' && h.status !== 'pending',
    );
    if (!later) lapsed.push(id);
  }
  return lapsed.sort();
}

/**
 * Average visit interval in whole days: for each served visit in the range whose client had an earlier served
 * visit (any store) within 365 days, the days since that earlier visit; the mean of those gaps, rounded half
 * away from zero. Null when no client came back within a year (nothing to average).
 * Our definition: BACK-OFFICE-NOTES.md names the figure but no vendor formula; a year's window keeps a client's
 * return after a long absence from stretching the mean (the same window as new vs returning).
 */
export function averageVisitIntervalDays(inRange: readonly KpiVisit[], history: readonly KpiVisit[]): number | null {
  const all = served(history);
  let gaps = 0;
  let count = 0;
  for (const visit of served(inRange)) {
    const before = all
      .filter((h) => h.customerId === visit.customerId && h.startsAt < visit.startsAt && h.startsAt >= visit.startsAt - YEAR_DAYS * DAY_MS)
      .reduce((latest, h) => Math.max(latest, h.startsAt), Number.NEGATIVE_INFINITY);
    if (before === Number.NEGATIVE_INFINITY) continue;
    gaps += visit.startsAt - before;
    count++;
  }
  return count === 0 ? null : divideCents(gaps, count * DAY_MS);
}

export interface CustomerFiguresResult {
  ids: Record<CustomerSegment, string[]>;
  clientsServed: number;
  newClients: number;
  returningClients: number;
  /** Served visits by clients (guests left out) and visits per client in hundredths (1.50 -> 150). */
  clientVisits: number;
  visitsPerClientHundredths: number | null;
  averageVisitIntervalDays: number | null;
  lapsedClients: number;
  prebooked: number;
  /** Square "client retention": returning ÷ clients served. */
  returningRateBasisPoints: number | null;
  prebookRateBasisPoints: number | null;
}

/** The customer dashboard's figures from the range's visits, the clients' history, and the stores' last year. */
export function customerFigures(inRange: readonly KpiVisit[], history: readonly KpiVisit[], endMs: number): CustomerFiguresResult {
  const ids = {
    served: servedClientIds(inRange),
    ...newAndReturningIds(inRange, history),
    lapsed: lapsedIds(history, endMs),
    prebooked: prebookedIds(inRange, history),
  };
  const clientVisits = served(inRange).length;
  return {
    ids,
    clientsServed: ids.served.length,
    newClients: ids.new.length,
    returningClients: ids.returning.length,
    clientVisits,
    visitsPerClientHundredths: divideCents(clientVisits * 100, ids.served.length),
    averageVisitIntervalDays: averageVisitIntervalDays(inRange, history),
    lapsedClients: ids.lapsed.length,
    prebooked: ids.prebooked.length,
    returningRateBasisPoints: rateBasisPoints(ids.returning.length, ids.served.length),
    prebookRateBasisPoints: rateBasisPoints(ids.prebooked.length, ids.served.length),
  };
}

/** Revisit curve (Boulevard revisit %) at 30, 60, 90, 120 and 180 days. */
export function revisitCurve(inRange: readonly KpiVisit[], history: readonly KpiVisit[], asOf: number) {
  return REVISIT_DAYS.map((days) => ({ days, ...retention(inRange, history, days, asOf) }));
}

/**
 * Change against a base, in basis points of the base: (current - base) / |base|. Null when there is no base
 * figure or it is zero (a change from nothing is not a percentage).
 */
export function changeBasisPoints(current: number | null, base: number | null): number | null {
  if (current === null || base === null || base === 0) return null;
  return rateBasisPoints(current - base, Math.abs(base));
}

/** The instant `days` whole days before `ms`. */
export const daysBefore = (ms: number, days: number) => ms - days * DAY_MS;
