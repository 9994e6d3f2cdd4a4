import { describe, expect, it } from 'vitest';
import {
  salesAverageTicketCents,
  divideCents,
  type KpiInvoice,
  rateBasisPoints,
  refundsCents,
  retailAttachmentBasisPoints,
  retailPerServiceTicketCents,
  salesFigures,
} from './kpi-sales.ts';

const line = (kind: KpiInvoice['lines'][number]['kind'], amountCents: number, discountCents = 0, cutterId: string | null = 'c1') => ({
  kind,
  amountCents,
  discountCents,
  cutterId,
});

// Hand-worked: five invoices of one day.
//  A success: haircut 3000 (promo 300 off) + pomade 1800 (promo 180 off); tax 358; tip 500
//  B partial_refund: beard 2000; tax 165; tip 0
//  C refunded: package 5000; tax 413; tip 1000
//  D success: gift card 2500 only (not a ticket, not net sales)
//  E incomplete: haircut 3000 (ignored: not a completed sale)
const invoices: KpiInvoice[] = [
  { status: 'success', lines: [line('service', 3000, 300), line('product', 1800, 180)], taxCents: 358, tipCents: 500 },
  { status: 'partial_refund', lines: [line('service', 2000)], taxCents: 165, tipCents: 0 },
  { status: 'refunded', lines: [line('package', 5000)], taxCents: 413, tipCents: 1000 },
  { status: 'success', lines: [line('gift_card', 2500, 0, null)], taxCents: 0, tipCents: 0 },
  { status: 'incomplete', lines: [line('service', 3000)], taxCents: 248, tipCents: 0 },
];

describe('salesFigures', () => {
  const figures = salesFigures(invoices);
  it.each([
    ['servicesCents', 2700 + 2000],
    ['productsCents', 1620],
    ['packagesCents', 5000],
    ['netSalesCents', 4700 + 1620 + 5000],
    ['giftCardSalesCents', 2500],
    ['discountCents', 480],
    ['taxCents', 358 + 165 + 413],
    ['tipCents', 1500],
    ['tickets', 3],
    ['serviceTickets', 2],
    ['serviceTicketsWithRetail', 1],
  ] as const)('%s = %i', (key, expected) => {
    expect(figures[key]).toBe(expected);
  });

  it('derives average ticket, retail per service ticket and attachment', () => {
    expect(salesAverageTicketCents(figures)).toBe(3773); // 11320 / 3 = 3773.33
    expect(retailPerServiceTicketCents(figures)).toBe(810); // 1620 / 2
    expect(retailAttachmentBasisPoints(figures)).toBe(5000); // 1 of 2
  });

  it('answers null, not zero, when there is nothing to divide by', () => {
    const none = salesFigures([]);
    expect(none.netSalesCents).toBe(0);
    expect(salesAverageTicketCents(none)).toBeNull();
    expect(retailAttachmentBasisPoints(none)).toBeNull();
  });
});

describe('divideCents and rateBasisPoints round half away from zero', () => {
  it.each([
    [10, 4, 3], // 2.5 -> 3
    [9, 4, 2], // 2.25 -> 2
    [-10, 4, -3],
    [1, 3, 0],
    [2, 3, 1],
  ])('%i / %i = %i', (a, b, expected) => expect(divideCents(a, b)).toBe(expected));
  it.each([
    [1, 3, 3333],
    [2, 3, 6667],
    [1, 8, 1250],
    [0, 5, 0],
  ])('%i of %i = %i bp', (a, b, expected) => expect(rateBasisPoints(a, b)).toBe(expected));
  it('is null for a zero denominator', () => expect(rateBasisPoints(0, 0)).toBeNull());
});

describe('refundsCents', () => {
  it('counts only refunds that succeeded', () => {
    expect(
      refundsCents([
        { status: 'succeeded', amountCents: 1200 },
        { status: 'pending', amountCents: 700 },
        { status: 'failed', amountCents: 900 },
        { status: 'succeeded', amountCents: 5413 },
      ]),
    ).toBe(6613);
  });
});
