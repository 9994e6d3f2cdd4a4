// KPI figures of sales (issue 15; BACK-OFFICE-NOTES.md section 1): pure, integer cents, from invoice rows.
// Which invoices count: a sale that was completed (status success, partial_refund or refunded), dated by
// the local day it was paid. A refund is its own figure, dated by when it succeeded (Square's Sales
// Summary keeps "Refunds" apart from the sale's day), so a sale never changes after its day is over.
import { sumCents } from '../money.ts';
import type { InvoiceStatus } from '../checkout/invoice-status.ts';
import type { InvoiceLineKind } from '../checkout/pricing.ts';

/** Invoice statuses that are a completed sale (a refunded sale was still a sale on its day). */
export const SALE_STATUSES = ['success', 'partial_refund', 'refunded'] as const satisfies readonly InvoiceStatus[];
export const isCompletedSale = (status: InvoiceStatus) => (SALE_STATUSES as readonly InvoiceStatus[]).includes(status);

/** Line kinds that are net sales; a gift card sale is money held for later (a liability), not a sale. */
export const NET_SALES_KINDS = ['service', 'product', 'package'] as const satisfies readonly InvoiceLineKind[];

export interface KpiInvoiceLine {
  kind: InvoiceLineKind;
  amountCents: number;
  discountCents: number;
  cutterId: string | null;
}

export interface KpiInvoice {
  status: InvoiceStatus;
  lines: readonly KpiInvoiceLine[];
  taxCents: number;
  tipCents: number;
}

export interface SalesFigures {
  /** Net sales by kind and in all: line amount - its share of the promo discount; excludes tax, tips, gift cards. */
  servicesCents: number;
  productsCents: number;
  packagesCents: number;
  netSalesCents: number;
  /** Gift cards sold (shown apart: not net sales). */
  giftCardSalesCents: number;
  discountCents: number;
  taxCents: number;
  tipCents: number;
  /** Completed sales with at least one service, product or package line. */
  tickets: number;
  /** Tickets with at least one service line. */
  serviceTickets: number;
  /** Service tickets that also sold a product. */
  serviceTicketsWithRetail: number;
}

const lineNet = (line: KpiInvoiceLine) => line.amountCents - line.discountCents;
const netOfKind = (lines: readonly KpiInvoiceLine[], kind: InvoiceLineKind) => sumCents(lines.filter((l) => l.kind === kind).map(lineNet));

/** Adds up the completed sales; invoices in any other status are ignored. */
export function salesFigures(invoices: readonly KpiInvoice[]): SalesFigures {
  const sold = invoices.filter((invoice) => isCompletedSale(invoice.status));
  const lines = sold.flatMap((invoice) => invoice.lines);
  const servicesCents = netOfKind(lines, 'service');
  const productsCents = netOfKind(lines, 'product');
  const packagesCents = netOfKind(lines, 'package');
  const hasKind = (invoice: KpiInvoice, kinds: readonly InvoiceLineKind[]) => invoice.lines.some((l) => kinds.includes(l.kind));
  const serviceTickets = sold.filter((invoice) => hasKind(invoice, ['service']));
  return {
    servicesCents,
    productsCents,
    packagesCents,
    netSalesCents: servicesCents + productsCents + packagesCents,
    giftCardSalesCents: netOfKind(lines, 'gift_card'),
    discountCents: sumCents(lines.map((l) => l.discountCents)),
    taxCents: sumCents(sold.map((invoice) => invoice.taxCents)),
    tipCents: sumCents(sold.map((invoice) => invoice.tipCents)),
    tickets: sold.filter((invoice) => hasKind(invoice, NET_SALES_KINDS)).length,
    serviceTickets: serviceTickets.length,
    serviceTicketsWithRetail: serviceTickets.filter((invoice) => hasKind(invoice, ['product'])).length,
  };
}

/** a / b in whole cents, rounded half away from zero; null when b is 0 (nothing to divide by). */
export function divideCents(cents: number, count: number): number | null {
  if (count === 0) return null;
  const sign = cents < 0 ? -1 : 1;
  const abs = Math.abs(cents);
  const quotient = Math.floor(abs / count);
  return sign * (quotient + ((abs % count) * 2 >= count ? 1 : 0));
}

/** numerator / denominator in basis points (10000 = 100%), rounded half away from zero; null when the denominator is 0. */
export function rateBasisPoints(numerator: number, denominator: number): number | null {
  if (denominator === 0) return null;
  return divideCents(numerator * 10_000, denominator);
}

/**
 * Average ticket = net sales (excluding tips, tax and gift cards) / tickets.
 * Definition: BACK-OFFICE-NOTES.md section 1, "Average ticket", as Square's Sales Summary computes its
 * average sale (net sales / number of sales).
 */
export const salesAverageTicketCents = (figures: SalesFigures) => divideCents(figures.netSalesCents, figures.tickets);

/**
 * Retail per service ticket = retail (product) net sales / service tickets.
 * Definition: BACK-OFFICE-NOTES.md section 1, "Retail per service ticket" (retail net / service tickets).
 */
export const retailPerServiceTicketCents = (figures: SalesFigures) => divideCents(figures.productsCents, figures.serviceTickets);

/**
 * Retail attachment = service tickets that also sold a product / service tickets.
 * Definition: Zenoti "Retail%" (help.zenoti.com 6510604: guests who bought a product with a service /
 * guests who had a service), counted per ticket instead of per guest-month.
 */
export const retailAttachmentBasisPoints = (figures: SalesFigures) =>
  rateBasisPoints(figures.serviceTicketsWithRetail, figures.serviceTickets);

export interface KpiRefund {
  status: 'pending' | 'succeeded' | 'failed';
  amountCents: number;
}

/**
 * Refunds = money that went back to customers by refunds that succeeded (tax and tips returned included).
 * Definition: Square Sales Summary "Refunds" (a separate line, dated when the refund was made).
 */
export const refundsCents = (refunds: readonly KpiRefund[]) =>
  sumCents(refunds.filter((r) => r.status === 'succeeded').map((r) => r.amountCents));
