import {
  CARD_BRANDS,
  CHECKOUT_PROMO_TYPES,
  CHECKOUT_TENDERS,
  INVOICE_KINDS,
  INVOICE_LINE_KINDS,
  INVOICE_STATUSES,
  PAYMENT_RECORD_STATUSES,
  REFUND_STATUSES,
} from '@salon/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { appointments } from '../appointments/appointments.tables.ts';
import { customers } from '../customers/customers.tables.ts';
import { employees } from '../employees/employees.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

/**
 * An invoice: of an appointment (Create invoice) or a new sale (retail without an appointment; the
 * draft invoice is the spec's cart, cart_uniq_id its id). The money columns are the pricing function's
 * answer (packages/shared checkout/pricing.ts), recomputed and stored on every change. paid_cents is
 * what succeeded payments captured; refunded_cents what went back. One live invoice per appointment.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    cartUniqId: text('cart_uniq_id').notNull(),
    /** Short number printed on the receipt (per tenant). */
    number: text('number').notNull(),
    appointmentId: uuid('appointment_id'),
    customerId: uuid('customer_id'),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('incomplete'),
    currency: text('currency').notNull().default('USD'),
    /** The store's sales tax when the invoice was made, in milli-percent (8875 = 8.875%). */
    taxRateMilliPercent: integer('tax_rate_milli_percent').notNull(),
    promoCode: text('promo_code'),
    promoType: text('promo_type', { enum: CHECKOUT_PROMO_TYPES }),
    promoValue: integer('promo_value'),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    tipCents: integer('tip_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    paidCents: integer('paid_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Rollback-checkout refunds everything and reopens the invoice: paid = refunded = this baseline then,
     * and the status counts only the money after it. */
    reopenBaselineCents: integer('reopen_baseline_cents').notNull().default(0),
    /** Set when sold products left the store's stock (on full payment); cleared when put back. */
    stockDeductedAt: timestamp('stock_deducted_at', { withTimezone: true }),
    /** Set when the gift cards sold on it were issued (full payment); they are never issued twice. */
    giftCardsIssuedAt: timestamp('gift_cards_issued_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores),
    tenantFk(t, t.appointmentId, appointments),
    tenantFk(t, t.customerId, customers),
    tenantFk(t, t.createdBy, employees).onDelete('set null'),
    uniqueIndex('invoices_number_uq').on(t.tenantId, t.number),
    uniqueIndex('invoices_cart_uq').on(t.tenantId, t.cartUniqId),
    uniqueIndex('invoices_live_appointment_uq')
      .on(t.tenantId, t.appointmentId)
      .where(sql`status <> 'cancelled' and appointment_id is not null`),
    index('invoices_store_idx').on(t.tenantId, t.storeId, t.createdAt),
    /** Sales by the day they were paid (KPI summary, reports, accounting export): one range per store. */
    index('invoices_store_paid_idx').on(t.tenantId, t.storeId, t.paidAt),
    index('invoices_customer_idx').on(t.tenantId, t.customerId),
    check(
      'invoices_money_ck',
      sql`${t.paidCents} >= 0 and ${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.paidCents} and ${t.totalCents} >= 0`,
    ),
    check('invoices_kind_ck', sql`(${t.kind} = 'appointment') = (${t.appointmentId} is not null)`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: rowId(),
    tenantId: tenantId(),
    invoiceId: uuid('invoice_id').notNull(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: INVOICE_LINE_KINDS }).notNull(),
    /** The service, package or product sold; null for a gift card sale. */
    itemId: uuid('item_id'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    cutterId: uuid('cutter_id'),
    fromAppointment: boolean('from_appointment').notNull().default(false),
    /** Gift card lines after payment: the issued cards' ids and last four digits (never the number). */
    giftCards: jsonb('gift_cards').$type<{ giftCardId: string; last4: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.invoiceId, invoices).onDelete('cascade'),
    tenantFk(t, t.cutterId, employees),
    index('invoice_lines_invoice_idx').on(t.tenantId, t.invoiceId, t.position),
    check('invoice_lines_qty_ck', sql`${t.quantity} > 0 and ${t.unitPriceCents} >= 0`),
  ],
);
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

/** Tips per cutter (zero allowed); never discounted or taxed. */
export const invoiceTips = pgTable(
  'invoice_tips',
  {
    id: rowId(),
    tenantId: tenantId(),
    invoiceId: uuid('invoice_id').notNull(),
    cutterId: uuid('cutter_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.invoiceId, invoices).onDelete('cascade'),
    tenantFk(t, t.cutterId, employees),
    uniqueIndex('invoice_tips_uq').on(t.tenantId, t.invoiceId, t.cutterId),
    check('invoice_tips_ck', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * One tender of an invoice. A card payment is written pending and committed before the gateway is called
 * (gateway key = 'pay_' + id), then completed; the reconciliation job settles any left pending.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: rowId(),
    tenantId: tenantId(),
    invoiceId: uuid('invoice_id').notNull(),
    tender: text('tender', { enum: CHECKOUT_TENDERS }).notNull(),
    status: text('status', { enum: PAYMENT_RECORD_STATUSES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Refunds that succeeded or are in flight (reserved under the row lock). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    gatewayKey: text('gateway_key').notNull(),
    chargeId: text('charge_id'),
    brand: text('brand', { enum: CARD_BRANDS }),
    last4: text('last4'),
    savedCardId: uuid('saved_card_id'),
    tenderedCents: integer('tendered_cents'),
    changeCents: integer('change_cents'),
    drawerId: uuid('drawer_id'),
    declineCode: text('decline_code'),
    message: text('message'),
    customerId: uuid('customer_id'),
    actorType: text('actor_type', { enum: ['admin', 'customer', 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.invoiceId, invoices),
    index('invoice_payments_invoice_idx').on(t.tenantId, t.invoiceId, t.createdAt),
    uniqueIndex('invoice_payments_gateway_key_uq').on(t.tenantId, t.gatewayKey),
    index('invoice_payments_pending_idx').on(t.tenantId, t.createdAt).where(sql`status = 'pending'`),
    /** Payments by when they succeeded (KPI summary's tenders). */
    index('invoice_payments_completed_idx').on(t.tenantId, t.completedAt),
    check('invoice_payments_money_ck', sql`${t.amountCents} > 0 and ${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
  ],
);
export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;

/** A refund of one payment, to its tender; card refunds are pending until the gateway answers. */
export const invoiceRefunds = pgTable(
  'invoice_refunds',
  {
    id: rowId(),
    tenantId: tenantId(),
    invoiceId: uuid('invoice_id').notNull(),
    paymentId: uuid('payment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    gatewayKey: text('gateway_key').notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    reason: text('reason'),
    message: text('message'),
    actorType: text('actor_type', { enum: ['admin', 'customer', 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.invoiceId, invoices),
    tenantFk(t, t.paymentId, invoicePayments),
    index('invoice_refunds_payment_idx').on(t.tenantId, t.paymentId),
    index('invoice_refunds_invoice_idx').on(t.tenantId, t.invoiceId),
    /** Refunds by when they reached a final state (KPI summary's refunds). */
    index('invoice_refunds_completed_idx').on(t.tenantId, t.completedAt),
    uniqueIndex('invoice_refunds_gateway_key_uq').on(t.tenantId, t.gatewayKey),
    check('invoice_refunds_money_ck', sql`${t.amountCents} > 0`),
  ],
);
export type InvoiceRefundRow = typeof invoiceRefunds.$inferSelect;
