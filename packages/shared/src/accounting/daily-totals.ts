// The day's figures of one store from its sales (issue 16), as the reports' sales summary counts them: a sale
// belongs to the local day it was paid (paid_at) with every payment that settled it; a refund belongs to the
// day it completed; a drawer's over/short to the day it was closed.
import type { CheckoutTender } from '../checkout/invoice-status.ts';
import type { InvoiceLineKind } from '../checkout/pricing.ts';
import { type DailyTotals, emptyDailyTotals, type TenderCents } from './journal.ts';

export interface AccountingSale {
  date: string;
  /** A service line's serviceCategory splits service revenue by category. */
  lines: readonly {
    kind: InvoiceLineKind;
    amountCents: number;
    discountCents: number;
    serviceCategory?: { id: string; name: string } | null;
  }[];
  taxCents: number;
  tipCents: number;
  payments: { tender: CheckoutTender; amountCents: number }[];
}
export interface AccountingRefund {
  date: string;
  tender: CheckoutTender;
  amountCents: number;
}
export interface AccountingDrawerClose {
  date: string;
  overShortCents: number;
}

export const tenderAccount = (tender: CheckoutTender): keyof TenderCents => (tender === 'saved_card' ? 'card' : tender);

const REVENUE: Record<InvoiceLineKind, 'serviceCents' | 'retailCents' | 'packageCents' | 'giftCardSoldCents'> = {
  service: 'serviceCents',
  product: 'retailCents',
  package: 'packageCents',
  gift_card: 'giftCardSoldCents',
};

function addToCategory(t: DailyTotals, category: { id: string; name: string }, cents: number) {
  const part = t.serviceByCategory.find((p) => p.id === category.id);
  if (part) part.cents += cents;
  else t.serviceByCategory.push({ id: category.id, name: category.name, cents });
}

/** One DailyTotals per date that has anything, sorted by date. */
export function dailyTotalsOf(
  storeId: string,
  sales: readonly AccountingSale[],
  refunds: readonly AccountingRefund[] = [],
  drawers: readonly AccountingDrawerClose[] = [],
): DailyTotals[] {
  const days = new Map<string, DailyTotals>();
  const day = (date: string) => {
    const found = days.get(date);
    if (found) return found;
    const created = emptyDailyTotals(storeId, date);
    days.set(date, created);
    return created;
  };
  for (const sale of sales) {
    const t = day(sale.date);
    for (const l of sale.lines) {
      t[REVENUE[l.kind]] += l.amountCents;
      t.discountCents += l.discountCents;
      if (l.kind === 'service' && l.serviceCategory) addToCategory(t, l.serviceCategory, l.amountCents);
    }
    t.taxCents += sale.taxCents;
    t.tipCents += sale.tipCents;
    for (const p of sale.payments) t.payments[tenderAccount(p.tender)] += p.amountCents;
  }
  for (const r of refunds) day(r.date).refunds[tenderAccount(r.tender)] += r.amountCents;
  for (const d of drawers) day(d.date).cashOverShortCents += d.overShortCents;
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}
