import { describe, expect, it } from 'vitest';
import {
  type BookingPolicy,
  bookingPolicySchema,
  cancellationOutcome,
  depositCents,
  NO_POLICY,
  noShowOutcome,
  policySummary,
  visitPolicy,
} from './booking-policy.ts';

const p = (over: Partial<BookingPolicy>): BookingPolicy => ({ ...NO_POLICY, ...over });
const STORE = p({ requirement: 'card_on_file', cancellationWindowMinutes: 1440, lateCancelFeeCents: 2000, noShowFeeCents: 3000 });
const COLOUR = p({
  requirement: 'deposit',
  depositKind: 'percent',
  depositBasisPoints: 2500,
  cancellationWindowMinutes: 2880,
  lateCancelFeeCents: 1500,
});

describe('depositCents', () => {
  it.each([
    ['no deposit policy', STORE, 9000, 0],
    ['25% of $90.00', COLOUR, 9000, 2250],
    ['25% of $33.33 rounds half away from zero', COLOUR, 3333, 833],
    ['fixed $20.00', p({ requirement: 'deposit', depositFixedCents: 2000 }), 9000, 2000],
    ['fixed, never more than the price', p({ requirement: 'deposit', depositFixedCents: 2000 }), 1500, 1500],
  ])('%s', (_n, policy, total, expected) => expect(depositCents(policy, total)).toBe(expected));
});

describe('visitPolicy: a service policy replaces the store one; the strictest wins', () => {
  it('a cut alone follows the store; with a colour the deposit, the longest window and highest fees apply', () => {
    expect(visitPolicy(STORE, [null])).toEqual(STORE);
    expect(visitPolicy(STORE, [null, COLOUR])).toEqual({
      ...COLOUR,
      cancellationWindowMinutes: 2880,
      lateCancelFeeCents: 2000,
      noShowFeeCents: 3000,
    });
    expect(visitPolicy(null, [null])).toEqual(NO_POLICY);
  });
});

describe('cancellationOutcome and noShowOutcome', () => {
  it.each([
    [
      'outside the window: the deposit comes back whole',
      STORE,
      1440,
      2250,
      { late: false, chargeCents: 0, depositKeptCents: 0, refundCents: 2250 },
    ],
    [
      'one minute inside: the fee from the deposit, the rest refunded',
      STORE,
      1439,
      2250,
      { late: true, chargeCents: 0, depositKeptCents: 2000, refundCents: 250 },
    ],
    ['inside, no deposit: the fee to the card', STORE, 60, 0, { late: true, chargeCents: 2000, depositKeptCents: 0, refundCents: 0 }],
    [
      'inside, a small deposit: kept and the rest charged',
      STORE,
      60,
      500,
      { late: true, chargeCents: 1500, depositKeptCents: 500, refundCents: 0 },
    ],
  ])('%s', (_n, policy, minutesBefore, deposit, expected) => expect(cancellationOutcome(policy, minutesBefore, deposit)).toEqual(expected));

  it('a no-show: $30.00 fee, $22.50 from the deposit, $7.50 to the card', () => {
    expect(noShowOutcome(STORE, 2250)).toEqual({ late: true, chargeCents: 750, depositKeptCents: 2250, refundCents: 0 });
    expect(noShowOutcome(NO_POLICY, 2250)).toEqual({ late: true, chargeCents: 0, depositKeptCents: 0, refundCents: 2250 });
  });
});

describe('policySummary: what the customer accepts', () => {
  it('a cut and a colour: the 25% deposit, the 48-hour window, the highest fees', () => {
    expect(policySummary(visitPolicy(STORE, [null, COLOUR]), 9000)).toEqual([
      'A deposit of $22.50 (25%) is charged now and taken off your bill.',
      'Cancelling less than 48 hours before costs $20.00; earlier, any deposit is refunded.',
      'Not coming without cancelling costs $30.00.',
    ]);
    expect(policySummary(NO_POLICY, 9000)).toEqual([]);
  });

  it('refuses a zero deposit, naming the field', () => {
    const parsed = bookingPolicySchema.safeParse({ requirement: 'deposit' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['depositFixedCents', 'A deposit must be more than zero'],
    ]);
  });
});
