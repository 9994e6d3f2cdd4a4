import { describe, expect, it } from 'vitest';
import { presetRange, previousPeriod, samePeriodLastYear } from './kpi-period.ts';

describe('periods', () => {
  it.each([
    ['2026-03-01', '2026-03-07', '2026-02-22', '2026-02-28'],
    ['2026-03-01', '2026-03-31', '2026-01-29', '2026-02-28'],
    ['2026-01-01', '2026-01-01', '2025-12-31', '2025-12-31'],
  ])('previous of %s..%s is %s..%s', (from, to, pf, pt) => expect(previousPeriod(from, to)).toEqual({ from: pf, to: pt }));
  it('same period last year clamps 29 February', () =>
    expect(samePeriodLastYear('2028-02-01', '2028-02-29')).toEqual({ from: '2027-02-01', to: '2027-02-28' }));
  it.each([
    ['today', '2026-03-10', '2026-03-10'],
    ['yesterday', '2026-03-09', '2026-03-09'],
    ['last7', '2026-03-04', '2026-03-10'],
    ['last30', '2026-02-09', '2026-03-10'],
    ['thisMonth', '2026-03-01', '2026-03-10'],
    ['lastMonth', '2026-02-01', '2026-02-28'],
  ] as const)('%s on 2026-03-10 is %s..%s', (preset, from, to) => expect(presetRange(preset, '2026-03-10')).toEqual({ from, to }));
});
