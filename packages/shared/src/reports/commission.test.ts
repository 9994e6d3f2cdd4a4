import { describe, expect, it } from 'vitest';
import { type CommissionLine, type CommissionRate, commissionByCutter, commissionCents, periodOf, rateOn } from './commission.ts';

const RANGE = { from: '2026-10-01', to: '2026-10-31' };
const line = (
  date: string,
  kind: CommissionLine['kind'],
  amountCents: number,
  discountCents = 0,
  cutterId: string | null = 'ana',
): CommissionLine => ({
  date,
  kind,
  amountCents,
  discountCents,
  cutterId,
});

describe('commissionCents: cents x basis points / 10000, half away from zero', () => {
  it.each([
    [3000, 4000, 1200], // $30.00 at 40% = $12.00
    [2999, 4000, 1200], // 1199.6 -> 1200
    [1234, 1000, 123], // 123.4 -> 123
    [5, 1000, 1], // 0.5 -> 1 (half up)
    [15, 1000, 2], // 1.5 -> 2
    [-15, 1000, -2], // a negative net rounds away from zero too
    [0, 4000, 0],
    [999, 0, 0],
  ])('%i cents at %i bp = %i', (cents, bp, expected) => {
    expect(commissionCents(cents, bp)).toBe(expected);
  });
});

describe('rateOn: the latest rate started on or before the day', () => {
  const rates: CommissionRate[] = [
    { effectiveFrom: '2026-10-16', serviceBasisPoints: 4500, productBasisPoints: 1000 },
    { effectiveFrom: '2026-01-01', serviceBasisPoints: 4000, productBasisPoints: 1000 },
  ];
  it.each([
    ['2025-12-31', null],
    ['2026-01-01', 4000],
    ['2026-10-15', 4000],
    ['2026-10-16', 4500],
    ['2027-03-01', 4500],
  ])('%s -> %s', (date, bp) => {
    expect(rateOn(rates, date)?.serviceBasisPoints ?? null).toBe(bp);
  });
});

describe('periodOf', () => {
  it.each([
    ['2026-10-07', 'range', '2026-10-01 – 2026-10-31'],
    ['2026-10-07', 'month', '2026-10'],
    ['2026-10-07', 'week', 'Week of 2026-10-05'], // a Wednesday -> its Monday
    ['2026-10-05', 'week', 'Week of 2026-10-05'], // a Monday is its own week
    ['2026-10-11', 'week', 'Week of 2026-10-05'], // Sunday closes the week
    ['2026-11-01', 'week', 'Week of 2026-10-26'], // across a month end
  ] as const)('%s by %s -> %s', (date, by, expected) => {
    expect(periodOf(date, by, RANGE)).toBe(expected);
  });
});

describe('commissionByCutter (hand-worked October)', () => {
  // Ana: 40% services, 10% retail until the 15th; 45% services from the 16th.
  // Ben: 35% services, 5% retail all year.  Cy: no rate at all.
  const rates = new Map<string, CommissionRate[]>([
    [
      'ana',
      [
        { effectiveFrom: '2026-01-01', serviceBasisPoints: 4000, productBasisPoints: 1000 },
        { effectiveFrom: '2026-10-16', serviceBasisPoints: 4500, productBasisPoints: 1000 },
      ],
    ],
    ['ben', [{ effectiveFrom: '2026-01-01', serviceBasisPoints: 3500, productBasisPoints: 500 }]],
  ]);
  const lines: CommissionLine[] = [
    line('2026-10-02', 'service', 3000, 300), // Ana, old rate: net 2700
    line('2026-10-02', 'product', 1800, 180), // Ana retail: net 1620
    line('2026-10-20', 'service', 4000), // Ana, new rate: 4000
    line('2026-10-20', 'package', 5000), // Ana sells a package: revenue, no commission
    line('2026-10-20', 'gift_card', 2500), // gift card: neither revenue nor commission
    line('2026-10-03', 'service', 2999, 0, 'ben'),
    line('2026-10-03', 'product', 5, 0, 'ben'),
    line('2026-10-04', 'product', 5, 0, 'ben'),
    line('2026-10-05', 'product', 5, 0, 'ben'),
    line('2026-10-06', 'service', 2000, 0, 'cy'),
    line('2026-10-06', 'product', 900, 0, null), // sold at the desk, nobody's
  ];
  const tips = [
    { date: '2026-10-02', cutterId: 'ana', amountCents: 500 },
    { date: '2026-10-20', cutterId: 'ana', amountCents: 700 },
    { date: '2026-10-03', cutterId: 'ben', amountCents: 300 },
  ];

  it('one row per cutter for the month, the desk row last', () => {
    expect(commissionByCutter(lines, tips, rates, 'range', RANGE)).toEqual([
      // Ana: 2700 x 40% = 1080; 1620 x 10% = 162; 4000 x 45% = 1800 -> 3042
      {
        period: '2026-10-01 – 2026-10-31',
        cutterId: 'ana',
        servicesCents: 6700,
        productsCents: 1620,
        packagesCents: 5000,
        tipCents: 1200,
        commissionCents: 3042,
      },
      // Ben: 2999 x 35% = 1049.65 -> 1050; retail 15 x 5% = 0.75 -> 1 (rounded once on the total, not 3 x 0.25 -> 0)
      {
        period: '2026-10-01 – 2026-10-31',
        cutterId: 'ben',
        servicesCents: 2999,
        productsCents: 15,
        packagesCents: 0,
        tipCents: 300,
        commissionCents: 1051,
      },
      // Cy has no rate: revenue shown, no commission
      {
        period: '2026-10-01 – 2026-10-31',
        cutterId: 'cy',
        servicesCents: 2000,
        productsCents: 0,
        packagesCents: 0,
        tipCents: 0,
        commissionCents: 0,
      },
      {
        period: '2026-10-01 – 2026-10-31',
        cutterId: null,
        servicesCents: 0,
        productsCents: 900,
        packagesCents: 0,
        tipCents: 0,
        commissionCents: 0,
      },
    ]);
  });

  it('rounds per rate and kind over the period, never per line', () => {
    // Three 5-cent retail lines at 5%: per line 0.25 -> 0 each (0 in all); on the total 15 x 5% = 0.75 -> 1.
    const ben = commissionByCutter(lines, tips, rates, 'range', RANGE).find((r) => r.cutterId === 'ben')!;
    expect(ben.commissionCents - commissionCents(2999, 3500)).toBe(1);
  });

  it('splits by week: a rate change mid-period applies from its day only', () => {
    const ana = commissionByCutter(lines, tips, rates, 'week', RANGE).filter((r) => r.cutterId === 'ana');
    expect(ana.map((r) => [r.period, r.servicesCents, r.commissionCents, r.tipCents])).toEqual([
      ['Week of 2026-09-28', 2700, 1242, 500], // 2 Oct is in the week of Monday 28 Sep
      ['Week of 2026-10-19', 4000, 1800, 700],
    ]);
  });

  it('revenue columns add up to net sales of the lines (the sales summary definition)', () => {
    const rows = commissionByCutter(lines, tips, rates, 'month', RANGE);
    const revenue = rows.reduce((s, r) => s + r.servicesCents + r.productsCents + r.packagesCents, 0);
    const net = lines.filter((l) => l.kind !== 'gift_card').reduce((s, l) => s + l.amountCents - l.discountCents, 0);
    expect(revenue).toBe(net);
    expect(revenue).toBe(19_234); // Ana 13320 + Ben 3014 + Cy 2000 + desk 900
  });
});
