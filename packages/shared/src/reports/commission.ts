// Commission (issue 15): what each cutter earned on what they sold, for payroll. Pure, integer cents.
//
// - Revenue counts as the sales summary counts it (kpi-sales.ts): completed sales, each line's net (amount less
//   its share of the promo discount), excluding tax, tips and gift-card sales, dated by the local day it was
//   paid. So the report's service + product + package columns add up to the sales summary's net sales, and its
//   tips to the summary's tips, to the cent. A refund is its own figure on its own day (as in the summary) and
//   does not claw commission back here.
// - Rates are effective-dated: a sale earns at the rate in effect on its local day (the latest rate whose
//   effectiveFrom is on or before it), so a new rate never rewrites a period already paid.
// - Services earn the service rate, products the product (retail) rate; packages earn nothing when sold (the
//   work is paid when the services are performed) but are shown so the revenue reconciles.
// - Rounding: once per cutter, per period, per rate in effect and per kind, over the summed net, half away from
//   zero; never per line. Per-line rounding drifts by up to half a cent a line (three $0.05 lines at 10% make
//   3 x 1 = 3 cents per line, 2 cents on the total), and payroll checks commission against the revenue total.
import { addDays } from '../availability/wall-clock.ts';
import type { InvoiceLineKind } from '../checkout/pricing.ts';

/** 10000 basis points = 100%. */
export const MAX_COMMISSION_BASIS_POINTS = 10_000;

export interface CommissionRate {
  /** Local date (YYYY-MM-DD) from which the rate applies. */
  effectiveFrom: string;
  serviceBasisPoints: number;
  productBasisPoints: number;
}

export interface CommissionLine {
  /** The local day the sale was paid. */
  date: string;
  kind: InvoiceLineKind;
  amountCents: number;
  discountCents: number;
  cutterId: string | null;
}

export interface CommissionTip {
  date: string;
  cutterId: string;
  amountCents: number;
}

export interface CutterCommission {
  period: string;
  cutterId: string | null;
  servicesCents: number;
  productsCents: number;
  packagesCents: number;
  tipCents: number;
  commissionCents: number;
}

export const COMMISSION_PERIODS = ['range', 'month', 'week'] as const;
export type CommissionPeriod = (typeof COMMISSION_PERIODS)[number];

/** cents x basis points / 10000, rounded half away from zero. */
export function commissionCents(cents: number, basisPoints: number): number {
  const product = Math.abs(cents) * basisPoints;
  const rounded = Math.floor(product / 10_000) + (product % 10_000 >= 5_000 ? 1 : 0);
  return cents < 0 ? -rounded : rounded;
}

/** The rate in effect on a local date: the latest effectiveFrom on or before it; null when none had started. */
export function rateOn(rates: readonly CommissionRate[], date: string): CommissionRate | null {
  let found: CommissionRate | null = null;
  for (const rate of rates) {
    if (rate.effectiveFrom <= date && (!found || rate.effectiveFrom > found.effectiveFrom)) found = rate;
  }
  return found;
}

/** The period a local date falls in: the whole range, its month (YYYY-MM), or its Monday-to-Sunday week (Monday's date). */
export function periodOf(date: string, by: CommissionPeriod, range: { from: string; to: string }): string {
  if (by === 'range') return `${range.from} – ${range.to}`;
  if (by === 'month') return date.slice(0, 7);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const mondayOffset = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return `Week of ${addDays(date, -mondayOffset)}`;
}

interface Bucket {
  period: string;
  cutterId: string | null;
  tipCents: number;
  /** Net per kind, per rate in effect (keyed by effectiveFrom; '' when no rate had started). */
  byRate: Map<string, { rate: CommissionRate | null; services: number; products: number; packages: number }>;
}

/**
 * Revenue, tips and commission per cutter per period; lines without a cutter (retail sold at the desk) form
 * their own row with no commission. Sorted by period, then cutter id (null last).
 */
export function commissionByCutter(
  lines: readonly CommissionLine[],
  tips: readonly CommissionTip[],
  ratesByCutter: ReadonlyMap<string, readonly CommissionRate[]>,
  by: CommissionPeriod,
  range: { from: string; to: string },
): CutterCommission[] {
  const buckets = new Map<string, Bucket>();
  const bucket = (date: string, cutterId: string | null) => {
    const period = periodOf(date, by, range);
    const key = `${period}|${cutterId ?? ''}`;
    const found = buckets.get(key);
    if (found) return found;
    const made: Bucket = { period, cutterId, tipCents: 0, byRate: new Map() };
    buckets.set(key, made);
    return made;
  };
  for (const line of lines) {
    if (line.kind === 'gift_card') continue;
    const b = bucket(line.date, line.cutterId);
    const rate = line.cutterId ? rateOn(ratesByCutter.get(line.cutterId) ?? [], line.date) : null;
    const rateKey = rate?.effectiveFrom ?? '';
    const sums = b.byRate.get(rateKey) ?? { rate, services: 0, products: 0, packages: 0 };
    b.byRate.set(rateKey, sums);
    const net = line.amountCents - line.discountCents;
    if (line.kind === 'service') sums.services += net;
    else if (line.kind === 'product') sums.products += net;
    else if (line.kind === 'package') sums.packages += net;
  }
  for (const tip of tips) bucket(tip.date, tip.cutterId).tipCents += tip.amountCents;
  return [...buckets.values()]
    .map((b) => {
      const parts = [...b.byRate.values()];
      const total = (pick: (p: (typeof parts)[number]) => number) => parts.reduce((sum, p) => sum + pick(p), 0);
      return {
        period: b.period,
        cutterId: b.cutterId,
        servicesCents: total((p) => p.services),
        productsCents: total((p) => p.products),
        packagesCents: total((p) => p.packages),
        tipCents: b.tipCents,
        commissionCents: total((p) =>
          p.rate ? commissionCents(p.services, p.rate.serviceBasisPoints) + commissionCents(p.products, p.rate.productBasisPoints) : 0,
        ),
      };
    })
    .sort(
      (a, b) =>
        a.period.localeCompare(b.period) ||
        (a.cutterId === null ? 1 : 0) - (b.cutterId === null ? 1 : 0) ||
        (a.cutterId ?? '').localeCompare(b.cutterId ?? ''),
    );
}
