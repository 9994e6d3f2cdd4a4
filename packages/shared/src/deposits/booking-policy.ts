// Deposits and no-show / late-cancel fees (issue 20), as pure rules: which policy a booking carries, the
// deposit it asks for, what a cancellation or a no-show costs and what is refunded. Money in integer
// cents, time in integer minutes. Not wired to the booking flow yet (see the branch report).
import { z } from 'zod';
import { applyPercent, formatMoney } from '../money.ts';
import { milliPercentToPercent } from '../percent.ts';

export const BOOKING_REQUIREMENTS = ['none', 'card_on_file', 'deposit'] as const;
export type BookingRequirement = (typeof BOOKING_REQUIREMENTS)[number];

export const bookingPolicySchema = z
  .object({
    requirement: z.enum(BOOKING_REQUIREMENTS, 'Choose none, card on file or deposit'),
    /** Deposit only: fixed cents, or basis points of the visit's price (2500 = 25%). */
    depositKind: z.enum(['fixed', 'percent'], 'Choose fixed or percent').default('fixed'),
    depositFixedCents: z.int('Deposit must be whole cents').min(0).max(1_000_000).default(0),
    depositBasisPoints: z.int('Deposit percent must be whole basis points').min(0).max(10_000).default(0),
    /** A cancellation less than this many minutes before the start is late. */
    cancellationWindowMinutes: z
      .int('Cancellation window must be whole minutes')
      .min(0)
      .max(30 * 24 * 60)
      .default(1440),
    lateCancelFeeCents: z.int('Late-cancel fee must be whole cents').min(0).max(1_000_000).default(0),
    noShowFeeCents: z.int('No-show fee must be whole cents').min(0).max(1_000_000).default(0),
  })
  .refine((p) => p.requirement !== 'deposit' || p.depositFixedCents > 0 || p.depositBasisPoints > 0, {
    error: 'A deposit must be more than zero',
    path: ['depositFixedCents'],
  });
export type BookingPolicy = z.infer<typeof bookingPolicySchema>;

export const NO_POLICY: BookingPolicy = {
  requirement: 'none',
  depositKind: 'fixed',
  depositFixedCents: 0,
  depositBasisPoints: 0,
  cancellationWindowMinutes: 0,
  lateCancelFeeCents: 0,
  noShowFeeCents: 0,
};

const RANK: Record<BookingRequirement, number> = { none: 0, card_on_file: 1, deposit: 2 };

/**
 * The policy of a visit: a service's own policy replaces the store's for that service; with several
 * services the strictest requirement wins, and the longest window and highest fees apply. The deposit
 * of a deposit policy is the largest of the deposits asked (computed by depositCents).
 */
export function visitPolicy(store: BookingPolicy | null, services: readonly (BookingPolicy | null)[]): BookingPolicy {
  const all = services.length ? services.map((s) => s ?? store ?? NO_POLICY) : [store ?? NO_POLICY];
  return all.reduce((a, b) => {
    const strict = RANK[b.requirement] > RANK[a.requirement] ? b : a;
    return {
      ...strict,
      cancellationWindowMinutes: Math.max(a.cancellationWindowMinutes, b.cancellationWindowMinutes),
      lateCancelFeeCents: Math.max(a.lateCancelFeeCents, b.lateCancelFeeCents),
      noShowFeeCents: Math.max(a.noShowFeeCents, b.noShowFeeCents),
    };
  });
}

/** The deposit to charge at booking for a visit priced `totalCents` (never more than the price). */
export function depositCents(policy: BookingPolicy, totalCents: number): number {
  if (policy.requirement !== 'deposit') return 0;
  const asked = policy.depositKind === 'percent' ? applyPercent(totalCents, policy.depositBasisPoints) : policy.depositFixedCents;
  return Math.min(asked, totalCents);
}

export interface CancellationOutcome {
  late: boolean;
  /** Charged to the saved card (beyond what the deposit covers). */
  chargeCents: number;
  /** Of the deposit, kept against the fee. */
  depositKeptCents: number;
  /** Of the deposit, refunded to the customer. */
  refundCents: number;
}

/** What cancelling `minutesBefore` the start costs: outside the window the deposit comes back whole. */
export function cancellationOutcome(policy: BookingPolicy, minutesBefore: number, depositPaidCents: number): CancellationOutcome {
  const late = minutesBefore < policy.cancellationWindowMinutes;
  if (!late) return { late, chargeCents: 0, depositKeptCents: 0, refundCents: depositPaidCents };
  return feeOutcome(policy.lateCancelFeeCents, depositPaidCents, late);
}

/** What a no-show costs: the fee, from the deposit first, the rest charged to the saved card. */
export function noShowOutcome(policy: BookingPolicy, depositPaidCents: number): CancellationOutcome {
  return feeOutcome(policy.noShowFeeCents, depositPaidCents, true);
}

function feeOutcome(feeCents: number, depositPaidCents: number, late: boolean): CancellationOutcome {
  const kept = Math.min(feeCents, depositPaidCents);
  return { late, chargeCents: feeCents - kept, depositKeptCents: kept, refundCents: depositPaidCents - kept };
}

const hoursText = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`);

/** The policy in the words the customer accepts at booking. */
export function policySummary(policy: BookingPolicy, totalCents: number): string[] {
  const lines: string[] = [];
  if (policy.requirement === 'deposit') {
    const cents = depositCents(policy, totalCents);
    lines.push(
      policy.depositKind === 'percent'
        ? `A deposit of ${formatMoney(cents)} (${milliPercentToPercent(policy.depositBasisPoints * 10)}%) is charged now and taken off your bill.`
        : `A deposit of ${formatMoney(cents)} is charged now and taken off your bill.`,
    );
  } else if (policy.requirement === 'card_on_file') lines.push('A saved card is needed to book; nothing is charged now.');
  if (policy.cancellationWindowMinutes > 0) {
    const window = hoursText(policy.cancellationWindowMinutes);
    lines.push(
      policy.lateCancelFeeCents > 0
        ? `Cancelling less than ${window} before costs ${formatMoney(policy.lateCancelFeeCents)}; earlier, any deposit is refunded.`
        : `Cancel at least ${window} before and any deposit is refunded.`,
    );
  }
  if (policy.noShowFeeCents > 0) lines.push(`Not coming without cancelling costs ${formatMoney(policy.noShowFeeCents)}.`);
  return lines;
}
