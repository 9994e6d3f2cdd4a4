// Refunds (to the original tender, never above what a payment took) and rollback-checkout (refunds everything,
// then reopens the invoice and moves the appointment back to checkout). A refund's amount is reserved on its
// payment row under the row lock (payment.refunded_cents), so concurrent refunds of one payment stay within it;
// a card refund is committed pending, sent to the gateway with the key 'refund_' + id, then settled.
import { randomUUID } from 'node:crypto';
import type { Invoice, Refund, RefundBody } from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { invoiceLines, invoicePayments, invoiceRefunds, invoices } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import { runIdempotent } from '../../platform/idempotency/idempotency.ts';
import type { RefundResult } from '../../platform/payments/gateway.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { AfterCommit } from '../appointments/after-commit.ts';
import { recordCashMovement } from '../cash-drawer/cash-ledger.ts';
import { refundGiftCardRedemption } from '../gift-cards/gift-card-ledger.ts';
import { changeStock, ensureStockItem } from '../inventory/stock-ledger.ts';
import type { InvoicePaymentRow, InvoiceRefundRow, InvoiceRow } from './checkout.tables.ts';
import {
  type AnyActor,
  CHECKOUT_FLAGS,
  invoiceConflict,
  loadInvoice,
  presentInvoice,
  presentRefund,
  requireFlags,
  statusOf,
} from './invoice-records.ts';
import { applyCheckoutAction } from '../appointments/appointment-lifecycle.service.ts';
import type { CheckoutDeps } from './invoice-records.ts';
import { RECONCILE_JOB } from './card-settlement.ts';

const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * Reserves and (for cash and gift cards) completes a refund of one payment, in the caller's transaction.
 * The invoice row must be locked by the caller; the payment row is locked here.
 */
async function startRefund(
  tx: Tx,
  actor: Actor,
  invoice: InvoiceRow,
  paymentId: string,
  amountCents: number,
  reason: string | null,
  after: AfterCommit,
  now: Date,
  requestId?: string,
): Promise<InvoiceRefundRow> {
  const [payment] = await tx
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.tenantId, actor.tenantId), eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, invoice.id)))
    .for('update');
  if (!payment) throw notFound('Payment');
  if (payment.status !== 'succeeded') throw invoiceConflict('Only a completed payment can be refunded.');
  const left = payment.amountCents - payment.refundedCents;
  if (amountCents > left)
    throw invalid(
      { amountCents: left > 0 ? `At most ${money(left)} can be refunded on this payment` : 'This payment was refunded in full' },
      left > 0 ? `At most ${money(left)} can be refunded on this payment` : 'This payment was refunded in full',
    );
  await tx
    .update(invoicePayments)
    .set({ refundedCents: payment.refundedCents + amountCents })
    .where(eq(invoicePayments.id, payment.id));
  const id = randomUUID();
  const card = payment.tender === 'card' || payment.tender === 'saved_card';
  const [refund] = await tx
    .insert(invoiceRefunds)
    .values({
      id,
      tenantId: actor.tenantId,
      invoiceId: invoice.id,
      paymentId: payment.id,
      amountCents,
      status: card ? 'pending' : 'succeeded',
      gatewayKey: `refund_${id}`,
      reason,
      actorType: actor.type,
      actorId: actor.id,
      completedAt: card ? null : now,
    })
    .returning();
  if (card) {
    after.job(RECONCILE_JOB, { tenantId: actor.tenantId, refundId: refund.id }, 60);
    return refund;
  }
  if (payment.tender === 'cash')
    await recordCashMovement(tx, {
      tenantId: actor.tenantId,
      storeId: invoice.storeId,
      actorId: actor.id,
      kind: 'cash_refund',
      amountCents,
      invoiceId: invoice.id,
      paymentId: payment.id,
    });
  else await refundGiftCardRedemption(tx, { tenantId: actor.tenantId, paymentId: payment.id, amountCents });
  await applyRefund(tx, actor, invoice, refund, requestId);
  return refund;
}

/** A refund that went through: the invoice's refunded total and status (refunded / partial_refund). */
async function applyRefund(tx: Tx, actor: AnyActor, invoice: InvoiceRow, refund: InvoiceRefundRow, requestId?: string) {
  const [fresh] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id));
  const refundedCents = fresh.refundedCents + refund.amountCents;
  const status = statusOf({ ...fresh, refundedCents });
  await tx
    .update(invoices)
    .set({ refundedCents, status, version: fresh.version + 1 })
    .where(eq(invoices.id, invoice.id));
  await audit(
    tx,
    actor,
    {
      action: 'invoice.refund',
      entityType: 'invoice',
      entityId: invoice.id,
      details: { refundId: refund.id, paymentId: refund.paymentId, amountCents: refund.amountCents, status },
    },
    requestId,
  );
}

/** Records the gateway's answer on a pending card refund; safe to repeat (only a pending refund changes). */
export async function settleRefund(tx: Tx, actor: AnyActor, refundId: string, result: RefundResult, now: Date, requestId?: string) {
  const [peek] = await tx
    .select({ invoiceId: invoiceRefunds.invoiceId })
    .from(invoiceRefunds)
    .where(and(eq(invoiceRefunds.tenantId, actor.tenantId), eq(invoiceRefunds.id, refundId)));
  if (!peek) throw notFound('Refund');
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, actor.tenantId), eq(invoices.id, peek.invoiceId)))
    .for('update');
  const [refund] = await tx.select().from(invoiceRefunds).where(eq(invoiceRefunds.id, refundId)).for('update');
  if (refund.status !== 'pending') return refund;
  if (result.status === 'succeeded') {
    const [saved] = await tx
      .update(invoiceRefunds)
      .set({ status: 'succeeded', gatewayRefundId: result.refundId, completedAt: now })
      .where(eq(invoiceRefunds.id, refundId))
      .returning();
    await applyRefund(tx, actor, invoice, saved, requestId);
    return saved;
  }
  // Refused at the gateway: the reservation on the payment is given back.
  await tx
    .update(invoicePayments)
    .set({ refundedCents: sql`${invoicePayments.refundedCents} - ${refund.amountCents}` })
    .where(eq(invoicePayments.id, refund.paymentId));
  const [saved] = await tx
    .update(invoiceRefunds)
    .set({ status: 'failed', message: result.message, completedAt: now })
    .where(eq(invoiceRefunds.id, refundId))
    .returning();
  await audit(
    tx,
    actor,
    { action: 'invoice.refund_failed', entityType: 'invoice', entityId: invoice.id, details: { refundId, message: result.message } },
    requestId,
  );
  return saved;
}

/** Sends pending card refunds to the gateway and settles them; a gateway that cannot be reached leaves them pending. */
async function sendCardRefunds(deps: CheckoutDeps, actor: AnyActor, refundIds: string[], requestId?: string): Promise<boolean> {
  let reached = true;
  for (const refundId of refundIds) {
    const [row] = await withTenant(deps.db, actor.tenantId, (tx) =>
      queryRows<{ gateway_key: string; amount_cents: number; charge_id: string | null; status: string }>(
        tx,
        sql`select r.gateway_key, r.amount_cents, p.charge_id, r.status from invoice_refunds r
              join invoice_payments p on p.id = r.payment_id and p.tenant_id = r.tenant_id
             where r.tenant_id = ${actor.tenantId} and r.id = ${refundId}`,
      ),
    );
    if (row?.status !== 'pending' || !row.charge_id) continue;
    let result: RefundResult;
    try {
      result = await deps.gateway.refund({ chargeId: row.charge_id, amountCents: row.amount_cents, idempotencyKey: row.gateway_key });
    } catch {
      reached = false;
      continue;
    }
    await withTenant(deps.db, actor.tenantId, (tx) => settleRefund(tx, actor, refundId, result, deps.now(), requestId));
  }
  return reached;
}

/** Payment/Refund/{paymentId}: full or partial, to the original tender; idempotent by key. */
export async function refundPayment(
  deps: CheckoutDeps,
  actor: Actor,
  paymentId: string,
  input: RefundBody,
  options: { idempotencyKey: string; requestId?: string },
): Promise<{ body: { invoice: Invoice; refund: Refund }; replayed: boolean }> {
  const after = new AfterCommit();
  const now = deps.now();
  const first = await withTenant(deps.db, actor.tenantId, async (tx) =>
    runIdempotent<{ refundId: string }>(
      tx,
      {
        tenantId: actor.tenantId,
        key: options.idempotencyKey,
        actorId: actor.id,
        route: 'POST Payment/Refund',
        body: { paymentId, ...input },
      },
      now,
      async () => {
        const [peek] = await tx
          .select({ invoiceId: invoicePayments.invoiceId })
          .from(invoicePayments)
          .where(and(eq(invoicePayments.tenantId, actor.tenantId), eq(invoicePayments.id, paymentId)));
        if (!peek) throw notFound('Payment');
        const invoice = await loadInvoice(tx, actor, peek.invoiceId, { forUpdate: true });
        requireFlags(actor, CHECKOUT_FLAGS.editPaid, 'Refunds need the edit invoice permission.');
        const refund = await startRefund(
          tx,
          actor,
          invoice,
          paymentId,
          input.amountCents,
          input.reason ?? null,
          after,
          now,
          options.requestId,
        );
        return { statusCode: 200, body: { refundId: refund.id } };
      },
    ),
  );
  await after.run(deps.jobs);
  const reached = await sendCardRefunds(deps, actor, [first.body.refundId], options.requestId);
  const body = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const [refund] = await tx.select().from(invoiceRefunds).where(eq(invoiceRefunds.id, first.body.refundId));
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, refund.invoiceId));
    return { invoice: await presentInvoice(tx, invoice), refund: presentRefund(refund) };
  });
  if (body.refund.status === 'failed')
    throw new AppError(402, 'PAYMENT_DECLINED', body.refund.message ?? 'The refund was refused by the card processor.');
  if (body.refund.status === 'pending' || !reached)
    throw new AppError(
      503,
      'GATEWAY_UNAVAILABLE',
      'The refund could not be confirmed with the payment processor. It is retried automatically.',
    );
  return { body, replayed: first.replayed };
}

/**
 * Rollback-checkout (checked_out / partially-paid -> checkout): refunds what every payment still holds to its
 * tender, then reopens the invoice (incomplete, stock of products sold put back) and moves the appointment back.
 * Refused while a card payment is in flight, and once gift cards sold on the invoice were issued.
 */
export async function rollbackCheckout(deps: CheckoutDeps, actor: Actor, invoiceId: string, requestId?: string): Promise<Invoice> {
  const after = new AfterCommit();
  const now = deps.now();
  const refundIds = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const invoice = await loadInvoice(tx, actor, invoiceId, { forUpdate: true });
    requireFlags(actor, CHECKOUT_FLAGS.editPaid, 'Rolling back a checkout refunds payments: it needs the edit invoice permission.');
    if (invoice.kind !== 'appointment' || !invoice.appointmentId)
      throw invoiceConflict('Only an appointment checkout can be rolled back; refund the payments of a sale.');
    const [appt] = await queryRows<{ status: string }>(
      tx,
      sql`select status from appointments where tenant_id = ${actor.tenantId} and id = ${invoice.appointmentId}`,
    );
    if (appt?.status !== 'checked_out' && appt?.status !== 'partially-paid')
      throw new AppError(409, 'INVALID_TRANSITION', `Cannot rollback-checkout an appointment that is ${appt?.status ?? 'missing'}`);
    if (invoice.giftCardsIssuedAt && (await hasGiftCardLines(tx, invoice)))
      throw invoiceConflict('Gift cards sold on this invoice were issued; refund payments individually instead of rolling back.');
    const payments = await tx
      .select()
      .from(invoicePayments)
      .where(and(eq(invoicePayments.tenantId, actor.tenantId), eq(invoicePayments.invoiceId, invoiceId)));
    if (payments.some((p) => p.status === 'pending'))
      throw invoiceConflict('A card payment is still being processed; try again in a minute.');
    const ids: string[] = [];
    for (const p of payments.filter((x: InvoicePaymentRow) => x.status === 'succeeded' && x.amountCents > x.refundedCents)) {
      const refund = await startRefund(
        tx,
        actor,
        invoice,
        p.id,
        p.amountCents - p.refundedCents,
        'Checkout rolled back',
        after,
        now,
        requestId,
      );
      if (refund.status === 'pending') ids.push(refund.id);
    }
    return ids;
  });
  await after.run(deps.jobs);
  await sendCardRefunds(deps, actor, refundIds, requestId);
  const reopenAfter = new AfterCommit();
  const result = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const invoice = await loadInvoice(tx, actor, invoiceId, { forUpdate: true });
    const [open] = await queryRows<{ pending: number; held: number }>(
      tx,
      sql`select count(*) filter (where status = 'pending')::int as pending from invoice_refunds where tenant_id = ${actor.tenantId} and invoice_id = ${invoiceId}`,
    );
    if ((open?.pending ?? 0) > 0 || invoice.paidCents !== invoice.refundedCents)
      throw new AppError(
        503,
        'GATEWAY_UNAVAILABLE',
        'Not every payment could be refunded yet; the checkout stays as it is. Try again shortly.',
      );
    if (invoice.stockDeductedAt) await putBackStock(tx, actor, invoice, reopenAfter);
    const [saved] = await tx
      .update(invoices)
      .set({
        reopenBaselineCents: invoice.paidCents,
        status: 'incomplete',
        paidAt: null,
        stockDeductedAt: null,
        version: invoice.version + 1,
      })
      .where(eq(invoices.id, invoiceId))
      .returning();
    await applyCheckoutAction(tx, actor, invoice.appointmentId!, 'rollback-checkout', { requestId, details: { invoiceId } });
    await audit(
      tx,
      actor,
      {
        action: 'invoice.rollback_checkout',
        entityType: 'invoice',
        entityId: invoiceId,
        details: { refundedCents: invoice.refundedCents },
      },
      requestId,
    );
    return presentInvoice(tx, saved);
  });
  await reopenAfter.run(deps.jobs);
  return result;
}

async function hasGiftCardLines(tx: Tx, invoice: InvoiceRow) {
  const rows = await tx
    .select({ id: invoiceLines.id })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.tenantId, invoice.tenantId), eq(invoiceLines.invoiceId, invoice.id), eq(invoiceLines.kind, 'gift_card')));
  return rows.length > 0;
}

async function putBackStock(tx: Tx, actor: Actor, invoice: InvoiceRow, after: AfterCommit) {
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.tenantId, invoice.tenantId), eq(invoiceLines.invoiceId, invoice.id), eq(invoiceLines.kind, 'product')));
  for (const line of lines) {
    if (!line.itemId) continue;
    const stockItemId = await ensureStockItem(tx, invoice.tenantId, invoice.storeId, line.itemId);
    const result = await changeStock(tx, actor, stockItemId, line.quantity, {
      kind: 'sale',
      note: `Checkout of invoice ${invoice.number} rolled back`,
    });
    after.message(...result.messageIds);
  }
}
