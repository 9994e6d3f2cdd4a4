// Card payments: a card payment is written pending and committed, the gateway is charged with a key derived from
// the payment ('pay_' + id), and the answer is recorded here. A replay, the reconciliation job and the start-up
// sweep settle a payment left pending (gateway.findCharge).
import type { CustomerPay, TenderPayment } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invoicePayments, invoices } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { ChargeResult, ChargeSource } from '../../platform/payments/gateway.ts';
import type { AfterCommit } from '../appointments/after-commit.ts';
import { savedCardForCharge } from '../payments/saved-cards.service.ts';
import type { InvoicePaymentRow } from './checkout.tables.ts';
import type { AnyActor } from './invoice-records.ts';
import { applyCapture, type IssuedGiftCard } from './payment-capture.ts';

export const RECONCILE_JOB = 'checkout.reconcile';
/** A pending card payment the gateway never saw is failed after this long (a live request is long done). */
export const PENDING_GIVE_UP_SECONDS = 120;

export const gatewayKeyOf = (paymentId: string) => `pay_${paymentId}`;

/**
 * Records a gateway answer on a pending card payment (approved: captured; declined: failed). Safe to call
 * twice or from several places at once: the payment row is locked and only a pending payment changes.
 */
export async function settleCardPayment(
  tx: Tx,
  actor: AnyActor,
  paymentId: string,
  result: ChargeResult | { status: 'lost'; message: string },
  after: AfterCommit,
  now: Date,
  requestId?: string,
): Promise<IssuedGiftCard[]> {
  const [peek] = await tx
    .select({ invoiceId: invoicePayments.invoiceId })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.tenantId, actor.tenantId), eq(invoicePayments.id, paymentId)));
  if (!peek) throw notFound('Payment');
  // Invoice first, then payment: every path locks in this order.
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, actor.tenantId), eq(invoices.id, peek.invoiceId)))
    .for('update');
  const [payment] = await tx
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.tenantId, actor.tenantId), eq(invoicePayments.id, paymentId)))
    .for('update');
  if (payment.status !== 'pending') return [];
  if (result.status === 'approved') {
    const [saved] = await tx
      .update(invoicePayments)
      .set({ status: 'succeeded', chargeId: result.chargeId, brand: result.brand, last4: result.last4, completedAt: now })
      .where(eq(invoicePayments.id, paymentId))
      .returning();
    return applyCapture(tx, actor, invoice, saved, after, now, { strictStock: false, requestId });
  }
  const declineCode = result.status === 'declined' ? result.declineCode : 'not_processed';
  await tx
    .update(invoicePayments)
    .set({ status: 'failed', declineCode, message: result.message, completedAt: now })
    .where(eq(invoicePayments.id, paymentId));
  await audit(
    tx,
    actor,
    { action: 'invoice.payment_failed', entityType: 'invoice', entityId: invoice.id, details: { paymentId, declineCode } },
    requestId,
  );
  return [];
}

/** What the gateway charges for a pending card payment: the new card's token, or the saved card's references. */
export async function chargeSourceOf(
  tx: Tx,
  tenantId: string,
  payment: InvoicePaymentRow,
  body: TenderPayment | CustomerPay,
): Promise<ChargeSource> {
  if (body.tender === 'card') return { kind: 'token', token: body.token };
  if (!payment.customerId || !payment.savedCardId) throw notFound('Saved card');
  const card = await savedCardForCharge(tx, { tenantId, customerId: payment.customerId, savedCardId: payment.savedCardId });
  return { kind: 'saved_card', customerRef: card.customerRef, cardRef: card.cardRef };
}
