import { describe, expect, it } from 'vitest';
import { invoiceStatusOf } from './invoice-status.ts';
import { allocateCents, type PricingInput, priceInvoice, promoDiscountCents } from './pricing.ts';

const service = (unitPriceCents: number, quantity = 1) => ({ kind: 'service' as const, quantity, unitPriceCents });
const product = (unitPriceCents: number, quantity = 1) => ({ kind: 'product' as const, quantity, unitPriceCents });
const giftCard = (unitPriceCents: number, quantity = 1) => ({ kind: 'gift_card' as const, quantity, unitPriceCents });

describe('priceInvoice', () => {
  const table: { name: string; input: PricingInput; expect: Partial<ReturnType<typeof priceInvoice>> & { lineTax?: number[] } }[] = [
    {
      name: 'no tax, no promo',
      input: { lines: [service(2500)], taxRateMilliPercent: 0 },
      expect: { subtotalCents: 2500, discountCents: 0, taxCents: 0, tipCents: 0, totalCents: 2500 },
    },
    {
      name: 'tax 8.25% rounds half away from zero per line',
      // 2500 * 8.25% = 206.25 -> 206; 1999 * 8.25% = 164.9175 -> 165
      input: { lines: [service(2500), product(1999)], taxRateMilliPercent: 8250 },
      expect: { subtotalCents: 4499, taxCents: 371, totalCents: 4870, lineTax: [206, 165] },
    },
    {
      name: 'tax with three decimals (New York City 8.875%) per line',
      // 4000 * 8.875% = 355.0; 1999 * 8.875% = 177.41125 -> 177; 200 * 8.875% = 17.75 -> 18
      input: { lines: [service(4000), product(1999), product(200)], taxRateMilliPercent: 8875 },
      expect: { subtotalCents: 6199, taxCents: 550, totalCents: 6749, lineTax: [355, 177, 18] },
    },
    {
      name: 'exact half cent rounds up',
      // 1000 * 0.05% = 0.5 -> 1
      input: { lines: [product(1000)], taxRateMilliPercent: 50 },
      expect: { taxCents: 1, totalCents: 1001 },
    },
    {
      name: 'quantity multiplies the unit price before tax',
      input: { lines: [product(1999, 3)], taxRateMilliPercent: 10000 },
      // 5997 * 10% = 599.7 -> 600
      expect: { subtotalCents: 5997, taxCents: 600, totalCents: 6597 },
    },
    {
      name: 'percentage promo on the pre-tax subtotal, tax after the discount',
      // 15% of 4000 = 600; lines 2500/1500 share 375/225; tax 10% of 2125=212.5->213, of 1275=127.5->128
      input: { lines: [service(2500), product(1500)], taxRateMilliPercent: 10000, promo: { type: 'percentage', value: 1500 } },
      expect: { subtotalCents: 4000, discountCents: 600, taxCents: 341, totalCents: 3741, lineTax: [213, 128] },
    },
    {
      name: 'fixed promo never exceeds the discountable subtotal',
      input: { lines: [service(1000)], taxRateMilliPercent: 10000, promo: { type: 'fixed', value: 5000 } },
      expect: { discountCents: 1000, taxCents: 0, totalCents: 0 },
    },
    {
      name: 'gift cards are neither discounted nor taxed',
      input: { lines: [service(2000), giftCard(5000)], taxRateMilliPercent: 10000, promo: { type: 'percentage', value: 5000 } },
      // discount 50% of 2000 = 1000 on the service only; tax 10% of 1000 = 100; gift card 5000 as is
      expect: {
        subtotalCents: 7000,
        discountableSubtotalCents: 2000,
        discountCents: 1000,
        taxCents: 100,
        totalCents: 6100,
        lineTax: [100, 0],
      },
    },
    {
      name: 'tips add to the total untaxed, zero tips allowed',
      input: {
        lines: [service(3000)],
        taxRateMilliPercent: 10000,
        tips: [
          { cutterId: 'a', amountCents: 500 },
          { cutterId: 'b', amountCents: 0 },
        ],
      },
      expect: { taxCents: 300, tipCents: 500, totalCents: 3800 },
    },
    {
      name: 'an empty invoice totals zero even with a promo',
      input: { lines: [], taxRateMilliPercent: 8250, promo: { type: 'fixed', value: 500 } },
      expect: { subtotalCents: 0, discountCents: 0, totalCents: 0 },
    },
  ];

  for (const row of table) {
    it(row.name, () => {
      const priced = priceInvoice(row.input);
      const { lineTax, ...totals } = row.expect;
      expect(priced).toMatchObject(totals);
      if (lineTax) expect(priced.lines.map((l) => l.taxCents)).toEqual(lineTax);
      // The lines always add up to the invoice.
      expect(priced.lines.reduce((a, l) => a + l.discountCents, 0)).toBe(priced.discountCents);
      expect(priced.lines.reduce((a, l) => a + l.totalCents, 0) + priced.tipCents).toBe(priced.totalCents);
    });
  }

  it('refuses fractions and negatives', () => {
    expect(() => priceInvoice({ lines: [service(10.5)], taxRateMilliPercent: 0 })).toThrow(RangeError);
    expect(() => priceInvoice({ lines: [service(-1)], taxRateMilliPercent: 0 })).toThrow(RangeError);
    expect(() => priceInvoice({ lines: [service(100, 0)], taxRateMilliPercent: 0 })).toThrow(RangeError);
    expect(() => priceInvoice({ lines: [service(100)], taxRateMilliPercent: 0, tips: [{ cutterId: 'a', amountCents: -5 }] })).toThrow(
      RangeError,
    );
  });
});

describe('allocateCents', () => {
  it('shares exactly, remainder to the largest fractions', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(1, [1000, 3000])).toEqual([0, 1]);
    expect(allocateCents(0, [5, 5])).toEqual([0, 0]);
    expect(allocateCents(7, [0, 0])).toEqual([0, 0]);
  });
});

describe('promoDiscountCents', () => {
  it('fixed and percentage', () => {
    expect(promoDiscountCents({ type: 'fixed', value: 500 }, 2000)).toBe(500);
    expect(promoDiscountCents({ type: 'fixed', value: 500 }, 300)).toBe(300);
    expect(promoDiscountCents({ type: 'percentage', value: 1250 }, 999)).toBe(125); // 124.875 -> 125
  });
});

describe('invoiceStatusOf', () => {
  const base = { cancelled: false, totalCents: 1000, capturedCents: 0, refundedCents: 0 };
  it.each([
    [{ ...base }, 'incomplete'],
    [{ ...base, capturedCents: 400 }, 'partially-paid'],
    [{ ...base, capturedCents: 1000 }, 'success'],
    [{ ...base, capturedCents: 1000, refundedCents: 500 }, 'partial_refund'],
    [{ ...base, capturedCents: 1000, refundedCents: 1000 }, 'refunded'],
    [{ ...base, capturedCents: 1000, refundedCents: 1000, reopened: true }, 'incomplete'],
    [{ ...base, cancelled: true }, 'cancelled'],
  ] as const)('%o -> %s', (input, status) => {
    expect(invoiceStatusOf(input)).toBe(status);
  });
});
