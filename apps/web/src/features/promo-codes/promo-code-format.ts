import { type PromoCodeDetail, formatMoney, formatPercent } from '@salon/shared';

/** "15% off" or "$5.00 off". */
export const discountLabel = (p: Pick<PromoCodeDetail, 'type' | 'value'>) =>
  p.type === 'percentage' ? `${formatPercent(p.value)}% off` : `${formatMoney(p.value)} off`;

/** "Mar 3, 2026" from "2026-03-03". */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
