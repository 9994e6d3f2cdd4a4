import { describe, expect, it } from 'vitest';
import { type FeeCharge, feeReceiptLines, feeRevenueCents, feeRevenueOf } from './fee-revenue.ts';

const c = (over: Partial<FeeCharge>): FeeCharge => ({
  kind: 'no_show_fee',
  status: 'succeeded',
  amountCents: 2000,
  refundedCents: 0,
  keptCents: 0,
  ...over,
});

describe('feeRevenueOf', () => {
  it.each([
    ['a $20.00 no-show fee', c({}), 2000],
    ['a $15.00 late-cancel fee, $5.00 given back', c({ kind: 'late_cancel_fee', amountCents: 1500, refundedCents: 500 }), 1000],
    ['a declined fee', c({ status: 'failed' }), 0],
    ['a fee still at the gateway', c({ status: 'pending' }), 0],
    ['a $10.00 deposit kept whole against a fee', c({ kind: 'deposit', amountCents: 1000, keptCents: 1000 }), 1000],
    ['a $22.50 deposit, $20.00 kept, $2.50 refunded', c({ kind: 'deposit', amountCents: 2250, keptCents: 2000, refundedCents: 250 }), 2000],
    ['a deposit applied to the invoice (nothing kept)', c({ kind: 'deposit', amountCents: 1000 }), 0],
    ['a deposit refunded in full', c({ kind: 'deposit', amountCents: 1000, refundedCents: 1000 }), 0],
  ])('%s', (_n, charge, cents) => expect(feeRevenueOf(charge)).toBe(cents));

  it('sums a no-show: $10.00 kept from the deposit and $20.00 charged = $30.00', () => {
    expect(feeRevenueCents([c({ kind: 'deposit', amountCents: 1000, keptCents: 1000 }), c({ amountCents: 2000 })])).toBe(3000);
    expect(feeRevenueCents([])).toBe(0);
  });
});

describe('feeReceiptLines', () => {
  it('a $30.00 no-show fee: $10.00 from the deposit, $20.00 to the card', () => {
    expect(feeReceiptLines('no_show_fee', { keptCents: 1000, refundCents: 0 }, { amountCents: 2000, card: 'Visa ••4242' })).toEqual([
      'No-show fee: $30.00',
      'Kept from your deposit: $10.00',
      'Charged to Visa ••4242: $20.00',
    ]);
  });
  it('a $15.00 late-cancel fee out of a $22.50 deposit: $7.50 back', () => {
    expect(feeReceiptLines('late_cancel_fee', { keptCents: 1500, refundCents: 750 }, null)).toEqual([
      'Late-cancel fee: $15.00',
      'Kept from your deposit: $15.00',
      'Deposit refunded to your card: $7.50',
    ]);
  });
  it('no deposit: the whole $15.00 to the card', () => {
    expect(feeReceiptLines('late_cancel_fee', null, { amountCents: 1500, card: 'Mastercard ••4444' })).toEqual([
      'Late-cancel fee: $15.00',
      'Charged to Mastercard ••4444: $15.00',
    ]);
  });
});
