// Taking money on an invoice: one tender per request (a split is several), every request idempotent. The common
// frame (startPayment) checks the invoice, the store's tenders, an online tip and what is due, then hands the
// payment to its tender's handler (payment-tenders.ts). Cash and gift cards complete in the request's transaction;
// a card payment is committed pending, charged, and settled (card-settlement.ts).
import type { Invoice, Payment } from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { invoicePayments, invoices, invoiceTips, stores } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import { runIdempotent } from '../../platform/idempotency/idempotency.ts';
import type { ChargeResult } from '../../platform/payments/gateway.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { AfterCommit } from '../appointments/after-commit.ts';
import { settleCheckoutAppointment } from '../appointments/appointment-lifecycle.service.ts';
import { chargeSourceOf, settleCardPayment } from './card-settlement.ts';
import type { InvoiceRow } from './checkout.tables.ts';
import { actionFlags, type CheckoutDeps, dueOf, invoiceConflict, loadInvoice, reprice, requireFlags, statusOf } from './invoice-records.ts';
import { presentInvoice, presentPayment } from './invoice-presenter.ts';
import { deductSoldStock, type IssuedGiftCard } from './payment-capture.ts';
import { INVALID_GIFT_CARD, type PayInput, type Taken, type TenderFrame, tenderHandler } from './payment-tenders.ts';
import { refreshInvoiceDays } from '../daily-sales/daily-sales.ts';

export type PayAnswer = { invoice: Invoice; payment: Payment; issuedGiftCards: IssuedGiftCard[] };

const declined = (message: string) => new AppError(402, 'PAYMENT_DECLINED', message, { card: message });
const gatewayUnavailable = () =>
  new AppError(
    503,
    'GATEWAY_UNAVAILABLE',
    'The card payment could not be confirmed with the payment processor. It is settled automatically within a few minutes; do not charge the card again.',
  );

/** Money held against the invoice's due: succeeded payments net of refunds plus card charges still in flight. */
async function pendingCents(tx: Tx, row: InvoiceRow) {
  const [r] = await queryRows<{ total: number }>(
    tx,
    sql`select coalesce(sum(amount_cents), 0)::int as total from invoice_payments
         where tenant_id = ${row.tenantId} and invoice_id = ${row.id} and status = 'pending'`,
  );
  return r?.total ?? 0;
}

function requireTender(accepted: readonly string[], tender: string) {
  const needs = tender === 'saved_card' ? 'card' : tender;
  if (!accepted.includes(needs)) {
    const label = { card: 'cards', cash: 'cash', gift_card: 'gift cards' }[needs] ?? needs;
    throw invalid({ tender: `This store does not take ${label}` }, `This store does not take ${label}`);
  }
}

/** The customer's tip goes to the cutter of their appointment (added to any tip the front desk set). */
async function addOnlineTip(tx: Tx, actor: Actor, row: InvoiceRow, tipCents: number, requestId?: string): Promise<InvoiceRow> {
  const [cutter] = await queryRows<{ cutter_id: string }>(
    tx,
    sql`select cutter_id from appointments where tenant_id = ${actor.tenantId} and id = ${row.appointmentId}`,
  );
  if (!cutter || tipCents <= 0) return row;
  await tx
    .insert(invoiceTips)
    .values({ tenantId: actor.tenantId, invoiceId: row.id, cutterId: cutter.cutter_id, amountCents: tipCents })
    .onConflictDoUpdate({
      target: [invoiceTips.tenantId, invoiceTips.invoiceId, invoiceTips.cutterId],
      set: { amountCents: sql`${invoiceTips.amountCents} + ${tipCents}` },
    });
  const repriced = await reprice(tx, row);
  await refreshInvoiceDays(tx, row.tenantId, row.id);
  await audit(tx, actor, { action: 'invoice.tip_online', entityType: 'invoice', entityId: row.id, details: { tipCents } }, requestId);
  return repriced;
}

/**
 * The first part of a payment, in the request's transaction: the common checks, then the tender's handler writes
 * the payment row (and for cash and gift cards the whole payment). Answers the payment id and the gift cards
 * issued when it completed the invoice.
 */
async function startPayment(
  tx: Tx,
  deps: CheckoutDeps,
  actor: Actor,
  invoiceId: string,
  input: PayInput,
  after: AfterCommit,
  requestId?: string,
): Promise<Taken> {
  let row = await loadInvoice(tx, actor, invoiceId, { forUpdate: true });
  if (actor.type === 'admin') requireFlags(actor, actionFlags(row));
  if (row.status === 'cancelled') throw invoiceConflict('This invoice was voided; it takes no payment.');
  if (row.status === 'refunded' || row.status === 'partial_refund')
    throw invoiceConflict('This invoice was refunded; it takes no more payments.');
  const [store] = await tx
    .select({ acceptedTenders: stores.acceptedTenders })
    .from(stores)
    .where(and(eq(stores.tenantId, actor.tenantId), eq(stores.id, row.storeId)));
  requireTender(store?.acceptedTenders ?? [], input.body.tender);
  if (input.kind === 'customer' && input.body.tipCents !== undefined)
    row = await addOnlineTip(tx, actor, row, input.body.tipCents, requestId);

  const due = dueOf(row) - (await pendingCents(tx, row));
  if (due <= 0)
    throw invoiceConflict(row.status === 'success' ? 'This invoice is paid in full.' : 'Nothing is due on this invoice right now.');
  const frame: TenderFrame = { tx, deps, actor, row, kind: input.kind, due, after, requestId };
  const handler = tenderHandler(input.body.tender);
  const requested = input.kind === 'customer' ? due : input.body.amountCents;
  const amount = handler.amount ? await handler.amount(frame, input.body, requested) : requested;
  if (typeof amount !== 'number') return amount;
  if (amount > due) throw invalid({ amountCents: `At most ${(due / 100).toFixed(2)} is due` }, `At most ${(due / 100).toFixed(2)} is due`);
  return handler.take(frame, input.body, amount);
}

/** Invoice/Pay (staff) and CustomerInvoice/Pay (online): idempotent by the request's key. */
export async function payInvoice(
  deps: CheckoutDeps,
  actor: Actor,
  invoiceId: string,
  input: PayInput,
  /** The routes always send a key; without one (benchmarks, internal callers) the payment is simply not replayable. */
  options: { idempotencyKey?: string; requestId?: string },
): Promise<{ statusCode: number; body: PayAnswer; replayed: boolean }> {
  const now = deps.now();
  const after = new AfterCommit();
  let issued: IssuedGiftCard[] = [];
  const route = input.kind === 'staff' ? 'POST Invoice/Pay' : 'POST CustomerInvoice/Pay';
  const first = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const run = async () => {
      const started = await startPayment(tx, deps, actor, invoiceId, input, after, options.requestId);
      issued = started.issued;
      return { statusCode: 200, body: { paymentId: started.paymentId } };
    };
    const answer = options.idempotencyKey
      ? await runIdempotent<{ paymentId: string }>(
          tx,
          { tenantId: actor.tenantId, key: options.idempotencyKey, actorId: actor.id, route, body: { invoiceId, ...input.body } },
          now,
          run,
        )
      : { ...(await run()), replayed: false };
    const [payment] = await tx
      .select()
      .from(invoicePayments)
      .where(and(eq(invoicePayments.tenantId, actor.tenantId), eq(invoicePayments.id, answer.body.paymentId)));
    const source = payment.status === 'pending' ? await chargeSourceOf(tx, actor.tenantId, payment, input.body) : null;
    return { answer, payment, source };
  });
  await after.run(deps.jobs);

  if (first.payment.status === 'pending' && first.source) {
    const [invoice] = await withTenant(deps.db, actor.tenantId, (tx) =>
      tx.select({ currency: invoices.currency, number: invoices.number }).from(invoices).where(eq(invoices.id, first.payment.invoiceId)),
    );
    let result: ChargeResult;
    try {
      result = await deps.gateway.charge({
        amountCents: first.payment.amountCents,
        currency: invoice.currency,
        source: first.source,
        idempotencyKey: first.payment.gatewayKey,
        description: `Invoice ${invoice.number}`,
      });
    } catch (err) {
      if (err instanceof AppError && err.statusCode < 500) throw err;
      throw gatewayUnavailable();
    }
    if (result.status === 'approved') deps.faults?.afterCardApproval?.();
    const settleAfter = new AfterCommit();
    const more = await withTenant(deps.db, actor.tenantId, (tx) =>
      settleCardPayment(tx, actor, first.payment.id, result, settleAfter, deps.now(), options.requestId),
    );
    await settleAfter.run(deps.jobs);
    issued = [...issued, ...more];
  }

  const body = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const [payment] = await tx.select().from(invoicePayments).where(eq(invoicePayments.id, first.payment.id));
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, payment.invoiceId));
    return { invoice: await presentInvoice(tx, invoice), payment: presentPayment(payment), issuedGiftCards: issued };
  });
  if (body.payment.status === 'failed') {
    if (first.payment.declineCode === INVALID_GIFT_CARD) {
      const message = body.payment.message ?? 'This gift card number is not valid.';
      throw new AppError(422, INVALID_GIFT_CARD, message, { number: message, paymentId: body.payment.id });
    }
    throw declined(body.payment.message ?? 'The card was declined.');
  }
  if (body.payment.status === 'pending') throw gatewayUnavailable();
  return { statusCode: 200, body, replayed: first.answer.replayed };
}

/**
 * Invoice/Complete: an invoice whose total is $0.00 (a 100% promo, a comped service) is completed without a
 * payment: success (paidAt set), the appointment checked_out (pay-rest), sold products leave stock, audited.
 * Idempotent like a payment: a replay answers the completed invoice, the same key with another body is refused.
 */
export async function completeZeroDue(
  deps: CheckoutDeps,
  actor: Actor,
  invoiceId: string,
  options: { idempotencyKey: string; requestId?: string },
): Promise<{ body: Invoice; replayed: boolean }> {
  const now = deps.now();
  const after = new AfterCommit();
  const result = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const answer = await runIdempotent<{ invoiceId: string }>(
      tx,
      { tenantId: actor.tenantId, key: options.idempotencyKey, actorId: actor.id, route: 'POST Invoice/Complete', body: { invoiceId } },
      now,
      async () => {
        const row = await loadInvoice(tx, actor, invoiceId, { forUpdate: true });
        requireFlags(actor, actionFlags(row));
        if (row.status === 'cancelled') throw invoiceConflict('This invoice was voided; it cannot be completed.');
        if (row.status === 'success') throw invoiceConflict('This invoice is already complete.');
        if (row.status !== 'incomplete') throw invoiceConflict('Money was taken on this invoice; take the rest as a payment.');
        const pending = await pendingCents(tx, row);
        if (row.totalCents > 0 || pending > 0 || dueOf(row) > 0)
          throw invoiceConflict(
            `${(dueOf(row) / 100).toFixed(2)} is due on this invoice: take a payment instead. Only an invoice with $0.00 due is completed without one.`,
          );
        const [lines] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from invoice_lines where tenant_id = ${row.tenantId} and invoice_id = ${row.id}`,
        );
        if (!lines?.n) throw invoiceConflict('Add something to the invoice before completing it.');
        const [saved] = await tx
          .update(invoices)
          .set({ paidAt: now, version: row.version + 1 })
          .where(eq(invoices.id, row.id))
          .returning();
        const status = statusOf(saved);
        const [done] = await tx.update(invoices).set({ status }).where(eq(invoices.id, row.id)).returning();
        await refreshInvoiceDays(tx, row.tenantId, row.id);
        await audit(
          tx,
          actor,
          {
            action: 'invoice.completed_zero_due',
            entityType: 'invoice',
            entityId: row.id,
            details: { totalCents: row.totalCents, discountCents: row.discountCents, promoCode: row.promoCode },
          },
          options.requestId,
        );
        if (row.appointmentId)
          await settleCheckoutAppointment(tx, actor, row.appointmentId, true, {
            requestId: options.requestId,
            details: { invoiceId: row.id },
          });
        await deductSoldStock(tx, actor, { actorType: 'admin', actorId: actor.id }, done, after, {
          strictStock: true,
          requestId: options.requestId,
        });
        // No gift cards to issue: a gift card sale is never discounted, so an invoice selling one is never $0.00.
        return { statusCode: 200, body: { invoiceId: row.id } };
      },
    );
    const [row] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.tenantId, actor.tenantId), eq(invoices.id, answer.body.invoiceId)));
    return { body: await presentInvoice(tx, row), replayed: answer.replayed };
  });
  await after.run(deps.jobs);
  return result;
}
