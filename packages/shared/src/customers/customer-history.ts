// A customer's history in figures (DOMAIN.md money in integer cents): lifetime spend, average ticket,
// visits, last and next visit, favourite cutter and services. Pure, so the numbers are table-tested.

/** Statuses of an appointment the customer came to. */
export const VISITED_STATUSES = ['checked_in', 'ongoing', 'completed', 'checkout', 'partially-paid', 'checked_out'] as const;
/** Statuses of an appointment still to come (a pending cart hold is not one yet). */
export const UPCOMING_STATUSES = ['booked', 'rescheduled'] as const;

export interface SpendInvoice {
  status: string;
  paidCents: number;
  refundedCents: number;
}

/** What an invoice kept: paid less refunded, never below zero; cancelled and failed invoices keep nothing. */
export function invoiceNetCents(invoice: SpendInvoice): number {
  if (invoice.status === 'cancelled' || invoice.status === 'failed') return 0;
  return Math.max(0, invoice.paidCents - invoice.refundedCents);
}

/** Lifetime spend: the sum of every invoice's net (tips included, refunds taken off). */
export function lifetimeSpendCents(invoices: readonly SpendInvoice[]): number {
  return invoices.reduce((sum, invoice) => sum + invoiceNetCents(invoice), 0);
}

/** Average ticket: lifetime spend over the invoices that kept money, rounded half up to a cent; 0 with none. */
export function averageTicketCents(invoices: readonly SpendInvoice[]): number {
  const kept = invoices.filter((invoice) => invoiceNetCents(invoice) > 0);
  if (kept.length === 0) return 0;
  return Math.floor((2 * lifetimeSpendCents(kept) + kept.length) / (2 * kept.length));
}

export interface HistoryAppointment {
  status: string;
  startsAt: Date;
  cutterId: string;
  cutterName: string;
  services: readonly string[];
}

export interface VisitSummary {
  visitCount: number;
  noShowCount: number;
  cancelledCount: number;
  lastVisit: HistoryAppointment | null;
  nextVisit: HistoryAppointment | null;
  favouriteCutter: { id: string; name: string; visits: number } | null;
  favouriteServices: { name: string; count: number }[];
}

const visited = (a: HistoryAppointment) => (VISITED_STATUSES as readonly string[]).includes(a.status);

/**
 * Visits and their favourites: the cutter with the most visits (a tie goes to the one seen most recently),
 * up to three services by how often they were had (a tie by name).
 */
export function visitSummary(appointments: readonly HistoryAppointment[], now: Date): VisitSummary {
  const visits = appointments.filter(visited).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const past = visits.filter((a) => a.startsAt.getTime() <= now.getTime());
  const upcoming = appointments
    .filter((a) => (UPCOMING_STATUSES as readonly string[]).includes(a.status) && a.startsAt.getTime() > now.getTime())
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const cutters = new Map<string, { id: string; name: string; visits: number; lastSeen: number }>();
  const services = new Map<string, number>();
  for (const visit of visits) {
    const cutter = cutters.get(visit.cutterId) ?? { id: visit.cutterId, name: visit.cutterName, visits: 0, lastSeen: 0 };
    cutter.visits += 1;
    cutter.lastSeen = visit.startsAt.getTime();
    cutters.set(visit.cutterId, cutter);
    for (const name of visit.services) services.set(name, (services.get(name) ?? 0) + 1);
  }
  const favourite = [...cutters.values()].sort((a, b) => b.visits - a.visits || b.lastSeen - a.lastSeen)[0];
  return {
    visitCount: visits.length,
    noShowCount: appointments.filter((a) => a.status === 'no_show').length,
    cancelledCount: appointments.filter((a) => a.status === 'cancelled').length,
    lastVisit: past.at(-1) ?? null,
    nextVisit: upcoming[0] ?? null,
    favouriteCutter: favourite ? { id: favourite.id, name: favourite.name, visits: favourite.visits } : null,
    favouriteServices: [...services.entries()]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, 3),
  };
}

/** A search box's text as phone digits when it reads as (part of) a phone: 3 or more digits and phone punctuation only. */
export function phoneDigitsOf(search: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  return digits.length >= 3 ? digits : null;
}
