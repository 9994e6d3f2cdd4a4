// The one pricing rule of an invoice (DOMAIN.md "Money and time", "Checkout"), pure and integer-only:
// line amount = quantity x unit price; one promo discount on the pre-tax subtotal of the discountable
// lines (gift card sales are neither discounted nor taxed), shared across those lines in proportion;
// tax per line after its discount at the store's rate, rounded half away from zero once per line;
// tips per cutter (zero allowed) are never discounted or taxed.
import { applyMilliPercent, applyPercent, sumCents } from '../money.ts';

export const INVOICE_LINE_KINDS = ['service', 'package', 'product', 'gift_card'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export const CHECKOUT_PROMO_TYPES = ['fixed', 'percentage'] as const;
export type CheckoutPromoType = (typeof CHECKOUT_PROMO_TYPES)[number];

export interface PricingLineInput {
  kind: InvoiceLineKind;
  quantity: number;
  unitPriceCents: number;
}

export interface PricingInput {
  lines: readonly PricingLineInput[];
  /** Sales tax in milli-percent (8875 = 8.875%). */
  taxRateMilliPercent: number;
  /** fixed: value in cents; percentage: value in basis points (1500 = 15%). */
  promo?: { type: CheckoutPromoType; value: number } | null;
  tips?: readonly { cutterId: string; amountCents: number }[];
}

export interface PricedLine {
  amountCents: number;
  discountCents: number;
  taxCents: number;
  /** amount - discount + tax. */
  totalCents: number;
}

export interface PricedInvoice {
  lines: PricedLine[];
  /** Sum of the line amounts (before discount and tax), gift cards included. */
  subtotalCents: number;
  /** What a promo code applies to: the subtotal of discountable lines (everything but gift cards). */
  discountableSubtotalCents: number;
  discountCents: number;
  taxCents: number;
  tipCents: number;
  totalCents: number;
}

/** Gift card sales are money held for later: no promo applies and no tax is due when sold. */
export const isDiscountable = (kind: InvoiceLineKind) => kind !== 'gift_card';
export const isTaxable = (kind: InvoiceLineKind) => kind !== 'gift_card';

/** The discount a promo code gives on a subtotal: fixed never exceeds it; percentage in basis points. */
export function promoDiscountCents(promo: { type: CheckoutPromoType; value: number }, subtotalCents: number): number {
  if (subtotalCents <= 0) return 0;
  if (promo.type === 'fixed') return Math.min(promo.value, subtotalCents);
  return Math.min(applyPercent(subtotalCents, promo.value), subtotalCents);
}

function assertWhole(value: number, label: string, min = 0) {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`${label} must be a whole number of at least ${min}: ${value}`);
}

/**
 * Shares `total` across `weights` in proportion, in whole cents, with the remainder going to the
 * largest fractional parts (ties to the earlier line): the shares always add up to `total` exactly.
 */
export function allocateCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const big = weights.map((w) => BigInt(w) * BigInt(total));
  const shares = big.map((p) => Number(p / BigInt(sum)));
  const remainders = big.map((p, index) => ({ index, rest: p % BigInt(sum) }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

export function priceInvoice(input: PricingInput): PricedInvoice {
  assertWhole(input.taxRateMilliPercent, 'Tax rate');
  const amounts = input.lines.map((line, i) => {
    assertWhole(line.quantity, `Quantity of line ${i + 1}`, 1);
    assertWhole(line.unitPriceCents, `Price of line ${i + 1}`);
    const amount = line.quantity * line.unitPriceCents;
    assertWhole(amount, `Amount of line ${i + 1}`);
    return amount;
  });
  const discountable = input.lines.map((line, i) => (isDiscountable(line.kind) ? amounts[i] : 0));
  const discountableSubtotalCents = sumCents(discountable);
  if (input.promo) assertWhole(input.promo.value, 'Promo value');
  const discountCents = input.promo ? promoDiscountCents(input.promo, discountableSubtotalCents) : 0;
  const discounts = allocateCents(discountCents, discountable);
  const lines = input.lines.map((line, i) => {
    const net = amounts[i] - discounts[i];
    const taxCents = isTaxable(line.kind) ? applyMilliPercent(net, input.taxRateMilliPercent) : 0;
    return { amountCents: amounts[i], discountCents: discounts[i], taxCents, totalCents: net + taxCents };
  });
  for (const tip of input.tips ?? []) assertWhole(tip.amountCents, 'Tip');
  const tipCents = sumCents((input.tips ?? []).map((t) => t.amountCents));
  const taxCents = sumCents(lines.map((l) => l.taxCents));
  const subtotalCents = sumCents(amounts);
  return {
    lines,
    subtotalCents,
    discountableSubtotalCents,
    discountCents,
    taxCents,
    tipCents,
    totalCents: sumCents([subtotalCents, -discountCents, taxCents, tipCents]),
  };
}
