// Invoice and payment statuses (DOMAIN.md "Checkout"; the spec's payment statuses) and how an invoice's
// money decides its status.
import { PAYMENT_STATUSES } from '../constants.ts';

/** The status an invoice is in; the spec's payment statuses without the two that only describe a lookup. */
export const INVOICE_STATUSES = ['incomplete', 'partially-paid', 'success', 'refunded', 'partial_refund', 'cancelled', 'failed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What /customer/payment-response may show: every invoice status plus the two lookup outcomes. */
export const PAYMENT_RESPONSE_STATUSES = PAYMENT_STATUSES;
export type PaymentResponseStatus = (typeof PAYMENT_RESPONSE_STATUSES)[number];

export const INVOICE_KINDS = ['appointment', 'sale'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const CHECKOUT_TENDERS = ['card', 'saved_card', 'cash', 'gift_card'] as const;
export type CheckoutTender = (typeof CHECKOUT_TENDERS)[number];

/** A payment row: pending while a card charge is in flight, then succeeded or failed; voided by a rollback. */
export const PAYMENT_RECORD_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * The status from the money: captured is what succeeded payments took, refunded what went back.
 * A reopened invoice (rollback-checkout) whose payments were all returned is incomplete again.
 */
export function invoiceStatusOf(input: {
  cancelled: boolean;
  totalCents: number;
  capturedCents: number;
  refundedCents: number;
  reopened?: boolean;
  /** Completed with nothing to pay (a $0.00 total: a 100% promo, a comped service): Invoice/Complete. */
  completed?: boolean;
}): InvoiceStatus {
  if (input.cancelled) return 'cancelled';
  const net = input.capturedCents - input.refundedCents;
  if (input.refundedCents > 0 && !input.reopened) return net <= 0 ? 'refunded' : 'partial_refund';
  if (net <= 0) return input.completed && input.totalCents <= 0 ? 'success' : 'incomplete';
  return net >= input.totalCents ? 'success' : 'partially-paid';
}

/** Lines, promo and tips may change without the edit_invoice flag only while nothing is paid. */
export const isOpenForPayment = (status: InvoiceStatus) => status === 'incomplete' || status === 'partially-paid' || status === 'failed';
