// Refunds, to the original tender and never above what a payment took (rollback-checkout, which refunds
// everything: rollback-checkout.service.ts). A refund's amount is reserved on its
// payment row under the row lock (payment.refunded_cents), so concurrent refunds of one payment stay within it;
// a card refund is committed pending, sent to the gateway with the key 'refund_' + id, then settled.
import { randomUUID } from 'node:crypto';
import type { Invoice, Refund, RefundBody } from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { invoicePayments, invoiceRefunds, invoices } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import { runIdempotent } from '../../platform/idempotency/idempotency.ts';
import type { RefundResult } from '../../platform/payments/gateway.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { AfterCommit } from '../appointments/after-commit.ts';
import { recordCashMovement } from '../cash-drawer/cash-ledger.ts';
import { refundGiftCardRedemption } from '../gift-cards/gift-card-ledger.ts';
import type { InvoiceRefundRow, InvoiceRow } from './checkout.tables.ts';
import { type AnyActor, CHECKOUT_FLAGS, invoiceConflict, loadInvoice, requireFlags, statusOf } from './invoice-records.ts';
import { presentInvoice, presentRefund } from './invoice-presenter.ts';
import type { CheckoutDeps } from './invoice-records.ts';
import { RECONCILE_JOB } from './card-settlement.ts';
import { refreshInvoiceDays } from '../daily-sales/daily-sales.ts';

const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * Reserves and (for cash and gift cards) completes a refund of one payment, in the caller's transaction.
 * The invoice row must be locked by the caller; the payment row is locked here.
 */
export async function startRefund(
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
  await refreshInvoiceDays(tx, invoice.tenantId, invoice.id);
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
  // A refused refund still reached a final state that day (the summary counts it as something that happened).
  await refreshInvoiceDays(tx, invoice.tenantId, invoice.id);
  await audit(
    tx,
    actor,
    { action: 'invoice.refund_failed', entityType: 'invoice', entityId: invoice.id, details: { refundId, message: result.message } },
    requestId,
  );
  return saved;
}

/** Sends pending card refunds to the gateway and settles them; a gateway that cannot be reached leaves them pending. */
export async function sendCardRefunds(deps: CheckoutDeps, actor: AnyActor, refundIds: string[], requestId?: string): Promise<boolean> {
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
