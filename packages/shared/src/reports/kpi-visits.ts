// KPI figures of visits and clients (issue 15; BACK-OFFICE-NOTES.md section 1): pure, integer minutes and
// counts, instants in epoch milliseconds. Cancelled and no-show appointments are excluded unless stated.
import type { AppointmentStatus } from '../appointments/appointment-status.ts';
import { rateBasisPoints } from './kpi-sales.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A client was served: the visit ended (stopped), whether or not it was paid yet. */
export const SERVED_STATUSES = ['completed', 'checkout', 'partially-paid', 'checked_out'] as const satisfies readonly AppointmentStatus[];
export const isServed = (status: AppointmentStatus) => (SERVED_STATUSES as readonly AppointmentStatus[]).includes(status);
/** Booked time: everything but cancelled, no-show and an online cart's unconfirmed hold. */
export const isBooked = (status: AppointmentStatus) => status !== 'cancelled' && status !== 'no_show' && status !== 'pending';

export type KpiVisit = {
  customerId: string | null;
  cutterId: string;
  status: AppointmentStatus;
  startsAt: number;
  endsAt: number;
  createdAt: number;
};

export type KpiShift = {
  employeeId: string;
  status: 'draft' | 'active';
  startsAt: number;
  endsAt: number;
};

export interface VisitCounts {
  booked: number;
  served: number;
  noShows: number;
  cancelled: number;
}

export function visitCounts(visits: readonly KpiVisit[]): VisitCounts {
  return {
    booked: visits.filter((v) => isBooked(v.status)).length,
    served: visits.filter((v) => isServed(v.status)).length,
    noShows: visits.filter((v) => v.status === 'no_show').length,
    cancelled: visits.filter((v) => v.status === 'cancelled').length,
  };
}

/**
 * No-show rate = no-shows / (served + no-shows); cancelled visits are left out of both.
 * Definition: BACK-OFFICE-NOTES.md section 1 ("No-show rate = No-shows / (completed + no-shows)").
 */
export const noShowRateBasisPoints = (counts: VisitCounts) => rateBasisPoints(counts.noShows, counts.served + counts.noShows);

const minutesOf = (item: { startsAt: number; endsAt: number }) => Math.round((item.endsAt - item.startsAt) / MINUTE_MS);

/** Booked service minutes: the length of every booked visit (cancelled, no-show and unconfirmed holds excluded). */
export const bookedMinutes = (visits: readonly KpiVisit[]) =>
  visits.filter((v) => isBooked(v.status)).reduce((sum, v) => sum + minutesOf(v), 0);

/** Published shift minutes: drafts are not a schedule yet. */
export const shiftMinutes = (shifts: readonly KpiShift[]) =>
  shifts.filter((s) => s.status === 'active').reduce((sum, s) => sum + minutesOf(s), 0);

/**
 * Utilisation = booked service minutes / published shift minutes.
 * Definition: Square (squareup.com/help/us/en/article/7904) "Utilization = booked hours / scheduled hours",
 * excluding cancelled and no-show appointments; Mangomint words it booked / available hours.
 */
export const utilisationBasisPoints = (visits: readonly KpiVisit[], shifts: readonly KpiShift[]) =>
  rateBasisPoints(bookedMinutes(visits), shiftMinutes(shifts));

/** The first served visit of each client in the range (guests without a customer record are not clients). */
function firstServedVisits(visits: readonly KpiVisit[]): Map<string, KpiVisit> {
  const first = new Map<string, KpiVisit>();
  for (const visit of visits) {
    if (!visit.customerId || !isServed(visit.status)) continue;
    const known = first.get(visit.customerId);
    if (!known || visit.startsAt < known.startsAt) first.set(visit.customerId, visit);
  }
  return first;
}

function lastServedVisits(visits: readonly KpiVisit[]): Map<string, KpiVisit> {
  const last = new Map<string, KpiVisit>();
  for (const visit of visits) {
    if (!visit.customerId || !isServed(visit.status)) continue;
    const known = last.get(visit.customerId);
    if (!known || visit.startsAt > known.startsAt) last.set(visit.customerId, visit);
  }
  return last;
}

/** The history's visits per client, so each client's question reads only their own visits. */
function visitsByClient(history: readonly KpiVisit[]): Map<string, KpiVisit[]> {
  const byClient = new Map<string, KpiVisit[]>();
  for (const visit of history) {
    if (!visit.customerId) continue;
    const list = byClient.get(visit.customerId);
    if (list) list.push(visit);
    else byClient.set(visit.customerId, [visit]);
  }
  return byClient;
}

/** Clients served: distinct customers with a served visit in the range. */
export const clientsServed = (inRange: readonly KpiVisit[]) => firstServedVisits(inRange).size;

/**
 * New vs returning: a client served in the range is returning when they had a served visit in the 12 months
 * (365 days) before their first visit in the range, otherwise new.
 * Definition: Square (squareup.com/help/us/en/article/7904): "returning" = visited in the prior 12 months.
 * `history` holds the same clients' visits at any time (the range's own visits may be in it too).
 */
export function newAndReturning(
  inRange: readonly KpiVisit[],
  history: readonly KpiVisit[],
): { newClients: number; returningClients: number } {
  let returningClients = 0;
  const first = firstServedVisits(inRange);
  const byClient = visitsByClient(history);
  for (const [customerId, visit] of first) {
    const since = visit.startsAt - 365 * DAY_MS;
    if ((byClient.get(customerId) ?? []).some((h) => isServed(h.status) && h.startsAt < visit.startsAt && h.startsAt >= since)) {
      returningClients++;
    }
  }
  return { newClients: first.size - returningClients, returningClients };
}

/**
 * Prebook rate = clients served who left with a future appointment / clients served. For each client, their
 * last served visit in the range counts: prebooked when another appointment of theirs (any store or cutter)
 * starts after that visit, was created no later than 24 hours after the visit's start, and is not cancelled
 * or a no-show now.
 * Definition: Mangomint (prebooked = created within 24 h of the last appointment's start, or before it);
 * Phorest (any staff or location counts; stops counting when later cancelled).
 */
export function prebook(
  inRange: readonly KpiVisit[],
  history: readonly KpiVisit[],
): { prebooked: number; clients: number; rateBasisPoints: number | null } {
  const last = lastServedVisits(inRange);
  const byClient = visitsByClient(history);
  let prebooked = 0;
  for (const [customerId, visit] of last) {
    const deadline = visit.startsAt + DAY_MS;
    const found = (byClient.get(customerId) ?? []).some(
      (h) => h.startsAt > visit.startsAt && h.createdAt <= deadline && h.status !== 'cancelled' && h.status !== 'no_show',
    );
    if (found) prebooked++;
  }
  return { prebooked, clients: last.size, rateBasisPoints: rateBasisPoints(prebooked, last.size) };
}

/**
 * Retention (revisit) at N days = clients whose first served visit in the range was followed by another
 * served visit within N days, / such clients; only visits at least N days before `asOf` count (a younger
 * visit cannot be judged yet).
 * Definition: Boulevard Revisit % (support.boulevard.io 9222555: returned within X days of their first visit
 * in the range, X = 30..180); 90 days is the retention figure.
 */
export function retention(
  inRange: readonly KpiVisit[],
  history: readonly KpiVisit[],
  days: number,
  asOf: number,
): { retained: number; eligible: number; rateBasisPoints: number | null } {
  let retained = 0;
  let eligible = 0;
  const byClient = visitsByClient(history);
  for (const [customerId, visit] of firstServedVisits(inRange)) {
    if (visit.startsAt > asOf - days * DAY_MS) continue;
    eligible++;
    const until = visit.startsAt + days * DAY_MS;
    if ((byClient.get(customerId) ?? []).some((h) => isServed(h.status) && h.startsAt > visit.startsAt && h.startsAt <= until)) retained++;
  }
  return { retained, eligible, rateBasisPoints: rateBasisPoints(retained, eligible) };
}

export const REVISIT_DAYS = [30, 60, 90, 120, 180] as const;
