// Accounting export (issue 16): a store's day of sales as one balanced journal entry, in integer cents.
// The posting follows BACK-OFFICE-NOTES.md section 2 (a daily summary per store): payments debit a clearing
// account per tender (gift-card redemptions debit the gift-card liability); revenue, sales tax, tips and gift
// cards sold are credited; discounts and refunds are contra-revenue debits; cash over/short moves cash.

/** The posting categories a group maps to accounts of its company (/admin/accounting/gl-account). */
export const POSTING_CATEGORIES = [
  'service_revenue',
  'retail_revenue',
  'package_revenue',
  'discounts',
  'sales_tax_payable',
  'tips_payable',
  'gift_card_sold',
  'gift_card_redeemed',
  'card_clearing',
  'cash',
  'refunds',
  'cash_over_short',
  'rounding',
] as const;
export type PostingCategory = (typeof POSTING_CATEGORIES)[number];
export type PostingType = 'Debit' | 'Credit';

/** The tenders an entry settles: saved cards go to the card clearing account with cards. */
export interface TenderCents {
  card: number;
  cash: number;
  gift_card: number;
}

/** A service category's part of the day's service revenue; it posts to that category's own income account. */
export interface ServiceCategoryCents {
  id: string;
  name: string;
  cents: number;
}

/** One store's local day, every figure in cents (positive; over/short is signed, + is over). */
export interface DailyTotals {
  storeId: string;
  date: string;
  /** All service revenue; serviceByCategory splits it (what no category claims posts as plain service revenue). */
  serviceCents: number;
  serviceByCategory: ServiceCategoryCents[];
  retailCents: number;
  packageCents: number;
  giftCardSoldCents: number;
  discountCents: number;
  taxCents: number;
  tipCents: number;
  payments: TenderCents;
  refunds: TenderCents;
  cashOverShortCents: number;
}

export interface JournalLine {
  category: PostingCategory;
  /** Service revenue of one service category (mapped to its own account, else to service revenue's). */
  serviceCategory?: { id: string; name: string };
  postingType: PostingType;
  /** Always > 0. */
  amountCents: number;
  description: string;
}

export const emptyTenders = (): TenderCents => ({ card: 0, cash: 0, gift_card: 0 });

export function emptyDailyTotals(storeId: string, date: string): DailyTotals {
  return {
    storeId,
    date,
    serviceCents: 0,
    serviceByCategory: [],
    retailCents: 0,
    packageCents: 0,
    giftCardSoldCents: 0,
    discountCents: 0,
    taxCents: 0,
    tipCents: 0,
    payments: emptyTenders(),
    refunds: emptyTenders(),
    cashOverShortCents: 0,
  };
}

const TENDER_ACCOUNT: Record<keyof TenderCents, PostingCategory> = {
  card: 'card_clearing',
  cash: 'cash',
  gift_card: 'gift_card_redeemed',
};

function assertCents(value: number, name: string) {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be whole cents`);
}

/** A signed amount as a line: a negative debit is a credit and the other way round; zero is no line. */
function line(
  category: PostingCategory,
  postingType: PostingType,
  cents: number,
  description: string,
  serviceCategory?: JournalLine['serviceCategory'],
): JournalLine[] {
  if (cents === 0) return [];
  const flipped: PostingType = postingType === 'Debit' ? 'Credit' : 'Debit';
  const l: JournalLine = { category, postingType: cents > 0 ? postingType : flipped, amountCents: Math.abs(cents), description };
  return [serviceCategory ? { ...l, serviceCategory } : l];
}

/** Service revenue split per service category (by name, then id), the part no category claims last. */
function serviceRevenueLines(t: DailyTotals): JournalLine[] {
  const parts = [...t.serviceByCategory].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  const split = parts.reduce((s, p) => s + p.cents, 0);
  return [
    ...parts.flatMap((p) => line('service_revenue', 'Credit', p.cents, `Service sales: ${p.name}`, { id: p.id, name: p.name })),
    ...line('service_revenue', 'Credit', t.serviceCents - split, 'Service sales'),
  ];
}

export const signedCents = (l: JournalLine) => (l.postingType === 'Debit' ? l.amountCents : -l.amountCents);
export const debitsOf = (lines: readonly JournalLine[]) => lines.reduce((s, l) => s + (l.postingType === 'Debit' ? l.amountCents : 0), 0);
export const creditsOf = (lines: readonly JournalLine[]) => lines.reduce((s, l) => s + (l.postingType === 'Credit' ? l.amountCents : 0), 0);

/**
 * The day's journal lines. They balance by construction of the sale (payments = total = net sales + tax +
 * tips + gift cards sold); whatever does not (a tax rounded per invoice, a payment of another day) goes to
 * one rounding line, and there is no rounding line when nothing is left over.
 */
export function dailyJournalLines(t: DailyTotals): JournalLine[] {
  for (const [name, value] of Object.entries(t)) if (typeof value === 'number') assertCents(value, name);
  for (const side of ['payments', 'refunds'] as const)
    for (const [tender, value] of Object.entries(t[side])) assertCents(value, `${side}.${tender}`);
  for (const part of t.serviceByCategory) assertCents(part.cents, `serviceByCategory.${part.name}`);
  const tenders = Object.keys(TENDER_ACCOUNT) as (keyof TenderCents)[];
  const refunded = tenders.reduce((s, k) => s + t.refunds[k], 0);
  const lines: JournalLine[] = [
    ...tenders.flatMap((k) => line(TENDER_ACCOUNT[k], 'Debit', t.payments[k], `Payments: ${k.replace('_', ' ')}`)),
    ...line('discounts', 'Debit', t.discountCents, 'Discounts'),
    ...line('refunds', 'Debit', refunded, 'Refunds'),
    ...tenders.flatMap((k) => line(TENDER_ACCOUNT[k], 'Credit', t.refunds[k], `Refunds: ${k.replace('_', ' ')}`)),
    ...serviceRevenueLines(t),
    ...line('retail_revenue', 'Credit', t.retailCents, 'Retail sales'),
    ...line('package_revenue', 'Credit', t.packageCents, 'Package sales'),
    ...line('gift_card_sold', 'Credit', t.giftCardSoldCents, 'Gift cards sold'),
    ...line('sales_tax_payable', 'Credit', t.taxCents, 'Sales tax'),
    ...line('tips_payable', 'Credit', t.tipCents, 'Tips'),
    ...line('cash', 'Debit', t.cashOverShortCents, 'Cash drawer over/short'),
    ...line('cash_over_short', 'Credit', t.cashOverShortCents, 'Cash drawer over/short'),
  ];
  return withRounding(lines);
}

/** Adds the one rounding line that makes debits equal credits, only when they differ. */
export function withRounding(lines: JournalLine[]): JournalLine[] {
  const off = debitsOf(lines) - creditsOf(lines);
  return [...lines, ...line('rounding', 'Credit', off, 'Rounding')];
}

/** Where a line posts: its category, and for service revenue its service category ('' for none). */
const postingKey = (l: Pick<JournalLine, 'category' | 'serviceCategory'>) => `${l.category}|${l.serviceCategory?.id ?? ''}`;

/** Net signed cents per category (debit +); service revenue of a service category under `service_revenue|<id>`. */
export function netByCategory(lines: readonly JournalLine[]): Map<string, number> {
  const net = new Map<string, number>();
  for (const l of lines) net.set(postingKey(l), (net.get(postingKey(l)) ?? 0) + signedCents(l));
  return net;
}

/**
 * What to post when a day already posted has changed (a late refund): per category, the difference between
 * the day now and everything posted for it so far. Empty when nothing changed (nothing is posted twice).
 */
export function adjustmentLines(posted: readonly JournalLine[], current: readonly JournalLine[]): JournalLine[] {
  const before = netByCategory(posted);
  const after = netByCategory(current);
  const serviceCategories = new Map<string, { id: string; name: string }>();
  for (const l of [...posted, ...current]) if (l.serviceCategory) serviceCategories.set(l.serviceCategory.id, l.serviceCategory);
  const lines: JournalLine[] = [];
  for (const category of POSTING_CATEGORIES) {
    const targets: (JournalLine['serviceCategory'] | undefined)[] = [undefined];
    if (category === 'service_revenue')
      targets.unshift(...[...serviceCategories.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)));
    for (const serviceCategory of targets) {
      const key = postingKey({ category, serviceCategory });
      const diff = (after.get(key) ?? 0) - (before.get(key) ?? 0);
      const label = `Adjustment: ${category.replaceAll('_', ' ')}${serviceCategory ? `: ${serviceCategory.name}` : ''}`;
      lines.push(...line(category, 'Debit', diff, label, serviceCategory));
    }
  }
  return withRounding(lines);
}

/** True when debits equal credits and every amount is a positive whole number of cents. */
export function isBalanced(lines: readonly JournalLine[]): boolean {
  return lines.every((l) => Number.isSafeInteger(l.amountCents) && l.amountCents > 0) && debitsOf(lines) === creditsOf(lines);
}
