// Requests and responses of the Invoice, Payment and CustomerInvoice calls (docs/checkout-api.md).
// Every amount is integer cents.
import { z } from 'zod';
import { CARD_BRANDS } from '../constants.ts';
import { APPOINTMENT_STATUSES } from '../appointments/appointment-status.ts';
import { INVOICE_ACTIONS } from './invoice-actions.ts';
import {
  INVOICE_KINDS,
  INVOICE_STATUSES,
  PAYMENT_RECORD_STATUSES,
  PAYMENT_RESPONSE_STATUSES,
  REFUND_STATUSES,
  CHECKOUT_TENDERS,
} from './invoice-status.ts';
import { INVOICE_LINE_KINDS, CHECKOUT_PROMO_TYPES } from './pricing.ts';
import { text } from '../validation/text.ts';

/** A sale or a single payment never exceeds this ($100,000): a typo of extra zeros is caught. */
export const MAX_CHECKOUT_CENTS = 10_000_000;
export const MAX_LINE_QUANTITY = 99;
export const MAX_INVOICE_LINES = 50;
/** Gift cards sell for $5 to $1,000. */
export const GIFT_CARD_MIN_CENTS = 500;
export const GIFT_CARD_MAX_CENTS = 100_000;

const cents = (label: string, min = 0) =>
  z
    .int(`${label} must be whole cents`)
    .min(min, min > 0 ? `${label} must be at least ${(min / 100).toFixed(2)}` : `${label} must not be negative`)
    .max(MAX_CHECKOUT_CENTS, `${label} is too large`);

export const invoiceLineAddSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('product'),
    itemId: z.uuid('Choose a product'),
    quantity: z.int().min(1, 'Quantity must be at least 1').max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY}`).default(1),
  }),
  z.object({
    kind: z.literal('package'),
    itemId: z.uuid('Choose a package'),
    quantity: z.int().min(1, 'Quantity must be at least 1').max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY}`).default(1),
  }),
  z.object({
    kind: z.literal('service'),
    itemId: z.uuid('Choose a service'),
    cutterId: z.uuid('Choose a cutter').optional(),
  }),
  z.object({
    kind: z.literal('gift_card'),
    amountCents: z
      .int('Amount must be whole cents')
      .min(GIFT_CARD_MIN_CENTS, `A gift card is at least $${GIFT_CARD_MIN_CENTS / 100}`)
      .max(GIFT_CARD_MAX_CENTS, `A gift card is at most $${GIFT_CARD_MAX_CENTS / 100}`),
  }),
]);
export type InvoiceLineAdd = z.infer<typeof invoiceLineAddSchema>;

export const promoCodeBodySchema = z.object({
  code: text().trim().min(1, 'Enter a promo code').max(40, 'Promo code is too long'),
});

export const tipsBodySchema = z.object({
  tips: z
    .array(z.object({ cutterId: z.uuid('Choose a cutter'), amountCents: cents('Tip') }))
    .max(20)
    .refine((tips) => new Set(tips.map((t) => t.cutterId)).size === tips.length, 'One tip per cutter'),
});
export type TipsBody = z.infer<typeof tipsBodySchema>;

export const newSaleSchema = z.object({
  storeId: z.uuid('Choose a store'),
  customerId: z.uuid('Choose a customer').nullable().optional(),
});
export type NewSale = z.infer<typeof newSaleSchema>;

/** One tender per request; a split is several requests, each with its own Idempotency-Key. */
export const tenderPaymentSchema = z.discriminatedUnion('tender', [
  z.object({ tender: z.literal('card'), token: text().min(4).max(200), amountCents: cents('Amount', 1) }),
  z.object({ tender: z.literal('saved_card'), savedCardId: z.uuid('Choose a saved card'), amountCents: cents('Amount', 1) }),
  z.object({
    tender: z.literal('cash'),
    amountCents: cents('Amount', 1),
    /** What the customer handed over; change = tendered - amount. Defaults to the amount. */
    tenderedCents: cents('Cash tendered', 1).optional(),
    drawerId: z.uuid().optional(),
  }),
  z.object({
    tender: z.literal('gift_card'),
    number: text()
      .trim()
      .regex(/^[\d ]{12,24}$/, 'Enter the gift card number'),
    amountCents: cents('Amount', 1),
  }),
]);
export type TenderPayment = z.infer<typeof tenderPaymentSchema>;

/** The customer pays online: a saved card or a new card token, and optionally a tip for their cutter. */
export const customerPaySchema = z.discriminatedUnion('tender', [
  z.object({ tender: z.literal('card'), token: text().min(4).max(200), tipCents: cents('Tip').optional() }),
  z.object({ tender: z.literal('saved_card'), savedCardId: z.uuid('Choose a saved card'), tipCents: cents('Tip').optional() }),
  /** A gift card pays what is due, or its whole balance when that is less (the rest by card). */
  z.object({
    tender: z.literal('gift_card'),
    number: text()
      .trim()
      .regex(/^[\d ]{12,24}$/, 'Enter the gift card number'),
    tipCents: cents('Tip').optional(),
  }),
]);
export type CustomerPay = z.infer<typeof customerPaySchema>;

export const refundBodySchema = z.object({
  amountCents: cents('Refund', 1),
  reason: text().trim().max(200, 'Reason must be at most 200 characters').optional(),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const emailReceiptSchema = z.object({
  email: z.email('Must be a valid email').max(254),
});

export const invoiceLineSchema = z.object({
  id: z.uuid(),
  kind: z.enum(INVOICE_LINE_KINDS),
  itemId: z.uuid().nullable(),
  name: z.string(),
  quantity: z.int(),
  unitPriceCents: z.int(),
  amountCents: z.int(),
  discountCents: z.int(),
  taxCents: z.int(),
  totalCents: z.int(),
  cutterId: z.uuid().nullable(),
  /** Added with the appointment (its services): removing them is an appointment change, not a checkout one. */
  fromAppointment: z.boolean(),
  /** Gift card lines once the invoice is paid: the last four digits of each card issued. */
  giftCardLast4: z.array(z.string()),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const paymentSchema = z.object({
  id: z.uuid(),
  tender: z.enum(CHECKOUT_TENDERS),
  status: z.enum(PAYMENT_RECORD_STATUSES),
  amountCents: z.int(),
  refundedCents: z.int(),
  /** What may still be refunded (amount - refunded - refunds in flight). */
  refundableCents: z.int(),
  brand: z.enum(CARD_BRANDS).nullable(),
  last4: z.string().nullable(),
  tenderedCents: z.int().nullable(),
  changeCents: z.int().nullable(),
  /** A decline's message from the gateway (safe to show). */
  message: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const refundSchema = z.object({
  id: z.uuid(),
  paymentId: z.uuid(),
  amountCents: z.int(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Refund = z.infer<typeof refundSchema>;

export const invoiceSchema = z.object({
  id: z.uuid(),
  /** The spec's cart id: a new sale is a draft invoice, and this is its cart. */
  cartUniqId: z.string(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  storeId: z.uuid(),
  storeName: z.string(),
  /** The store's IANA zone: every time of the invoice is shown on the store's clock. */
  storeTimezone: z.string(),
  appointmentId: z.uuid().nullable(),
  appointmentStatus: z.enum(APPOINTMENT_STATUSES).nullable(),
  appointmentStart: z.iso.datetime().nullable(),
  customerId: z.uuid().nullable(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  currency: z.string(),
  taxRateMilliPercent: z.int(),
  promo: z.object({ code: z.string(), type: z.enum(CHECKOUT_PROMO_TYPES), value: z.int() }).nullable(),
  lines: z.array(invoiceLineSchema),
  tips: z.array(z.object({ cutterId: z.uuid(), cutterName: z.string(), amountCents: z.int() })),
  /** Who may be tipped: the cutters of the appointment's services, then the store's other cutters. */
  tipCandidates: z.array(z.object({ cutterId: z.uuid(), name: z.string() })),
  /** Consumables the services used (back-bar): part of the service price, never charged again. */
  productsUsed: z.array(z.object({ productId: z.uuid(), name: z.string(), quantity: z.int() })),
  subtotalCents: z.int(),
  discountCents: z.int(),
  taxCents: z.int(),
  tipCents: z.int(),
  totalCents: z.int(),
  paidCents: z.int(),
  refundedCents: z.int(),
  dueCents: z.int(),
  payments: z.array(paymentSchema),
  refunds: z.array(refundSchema),
  receiptFooter: z.string().nullable(),
  paidAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  version: z.int(),
  /** What may be done with the invoice in its state (invoiceAllowedActions); INVOICE_ACTION_FLAGS names the flags. */
  allowedActions: z.array(z.enum(INVOICE_ACTIONS)),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const payResultSchema = z.object({
  invoice: invoiceSchema,
  payment: paymentSchema,
  /** Gift cards sold on this invoice, issued by the payment that completed it (shown once, also emailed). */
  issuedGiftCards: z.array(z.object({ number: z.string(), amountCents: z.int() })),
});
export type PayResult = z.infer<typeof payResultSchema>;

export const refundResultSchema = z.object({ invoice: invoiceSchema, refund: refundSchema });

export const promoQuoteSchema = z.object({
  code: z.string(),
  type: z.enum(CHECKOUT_PROMO_TYPES),
  value: z.int(),
  discountCents: z.int(),
});

export const paymentOutcomeSchema = z.object({
  status: z.enum(PAYMENT_RESPONSE_STATUSES),
  invoiceId: z.uuid().nullable(),
  appointmentId: z.uuid().nullable(),
  totalCents: z.int().nullable(),
  paidCents: z.int().nullable(),
  dueCents: z.int().nullable(),
  currency: z.string(),
  /** The decline message of the payment asked about, when it failed. */
  message: z.string().nullable(),
});
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

export const paymentOutcomeQuerySchema = z.object({
  invoiceId: text().max(100),
  paymentId: z.uuid().optional(),
});

export const invoiceSearchSchema = z.object({
  storeId: z.uuid('Choose a store'),
  statuses: z.array(z.enum(INVOICE_STATUSES)).optional(),
  page: z.int().min(1).default(1),
  pageSize: z.int().min(1).max(100).default(20),
});
export const invoiceSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  appointmentId: z.uuid().nullable(),
  customerName: z.string().nullable(),
  totalCents: z.int(),
  paidCents: z.int(),
  createdAt: z.iso.datetime(),
});
export const invoiceSearchResultSchema = z.object({
  items: z.array(invoiceSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

/** What the front desk can add to an invoice at its store, with the store's price. */
export const sellableSearchSchema = z.object({ search: text().trim().max(50).default('') });
export const sellableItemSchema = z.object({
  kind: z.enum(['product', 'package', 'service']),
  itemId: z.uuid(),
  name: z.string(),
  priceCents: z.int(),
});
export type SellableItem = z.infer<typeof sellableItemSchema>;
export const sellableListSchema = z.object({ items: z.array(sellableItemSchema) });

/** The saved cards of an invoice's customer, for the front desk (Invoice/SavedCards): never the gateway refs. */
export const staffSavedCardSchema = z.object({
  id: z.uuid(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
  isDefault: z.boolean(),
  expired: z.boolean(),
});
export type StaffSavedCard = z.infer<typeof staffSavedCardSchema>;
export const staffSavedCardListSchema = z.object({ cards: z.array(staffSavedCardSchema) });
export type StaffSavedCardList = z.infer<typeof staffSavedCardListSchema>;
