// The waitlist's rules (issue 20): which waiting wish a freed time fits, and at which start. Pure, on the store's
// wall clock (minutes since midnight of one local date), so DST never enters the comparison.

/** How long an offered time is held for the waiting customer before it passes to the next in line. */
export const WAITLIST_OFFER_HOLD_MINUTES = 15;

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'cancelled'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** A waiting wish: one local date, a window within it, the visit's length, and a cutter or anyone. */
export interface WaitlistWish {
  date: string;
  windowStartMinutes: number;
  windowEndMinutes: number;
  durationMinutes: number;
  cutterId: string | null;
}

/** A freed stretch of one cutter's day: [startMinutes, endMinutes) on `date`, store wall clock. */
export interface FreedTime {
  date: string;
  startMinutes: number;
  endMinutes: number;
  cutterId: string;
}

/**
 * The earliest start (minutes since local midnight) at which the wish's whole visit lies inside both the freed time
 * and the wish's window, or null when it does not fit (another date, another cutter, too short an overlap).
 */
export function waitlistOfferStart(wish: WaitlistWish, freed: FreedTime): number | null {
  if (wish.date !== freed.date) return null;
  if (wish.cutterId !== null && wish.cutterId !== freed.cutterId) return null;
  const start = Math.max(wish.windowStartMinutes, freed.startMinutes);
  const end = Math.min(wish.windowEndMinutes, freed.endMinutes);
  return start + wish.durationMinutes <= end ? start : null;
}

/** An offer is claimable until its hold runs out (the expiry instant itself is too late). */
export function offerOpen(offerExpiresAt: Date | null, now: Date): boolean {
  return offerExpiresAt !== null && now.getTime() < offerExpiresAt.getTime();
}

/** When an offer made at `now` stops being claimable. */
export function offerExpiry(now: Date): Date {
  return new Date(now.getTime() + WAITLIST_OFFER_HOLD_MINUTES * 60_000);
}

/** Whether a visit of `durationMinutes` starting at `startMinutes` (store wall clock) lies wholly inside the window. */
export function fitsWishWindow(
  window: { windowStartMinutes: number; windowEndMinutes: number },
  startMinutes: number,
  durationMinutes: number,
) {
  return startMinutes >= window.windowStartMinutes && startMinutes + durationMinutes <= window.windowEndMinutes;
}

/** Offers after a no-show start on a tidy time: the next whole 5 minutes. */
export const NO_SHOW_FREED_STEP_MINUTES = 5;

/**
 * What a no-show marked at `now` frees of the missed visit [start, end): from the later of its start and `now`
 * rounded up to the next whole 5 minutes, to its end; null when less than 5 minutes would be left.
 */
export function freedByNoShow(visit: { start: Date; end: Date }, now: Date): { start: Date; end: Date } | null {
  const step = NO_SHOW_FREED_STEP_MINUTES * 60_000;
  const from = Math.max(visit.start.getTime(), Math.ceil(now.getTime() / step) * step);
  return visit.end.getTime() - from >= step ? { start: new Date(from), end: visit.end } : null;
}
