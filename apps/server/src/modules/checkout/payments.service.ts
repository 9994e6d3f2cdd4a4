// Taking money on an invoice: one tender per request (a split is several), every request idempotent.
// Cash and gift cards complete in the request's transaction. A card payment is written pending and committed,
// the gateway is charged with a key derived from the payment ('pay_' + id), and the result is committed; a
// replay, the reconciliation job and the start-up sweep settle a payment left pending (gateway.findCharge).
import { randomUUID } from 'node:crypto';
import type { CustomerPay, Invoice, Payment, TenderPayment } from '@salon/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { customers, giftCards, invoiceLines, invoicePayments, invoices, invoiceTips, stores } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { runIdempotent } from '../../platform/idempotency/idempotency.ts';
import { queueMessage } from '../../platform/outbox/outbox.ts';
import type { ChargeResult, ChargeSource } from '../../platform/payments/gateway.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { AfterCommit } from '../appointments/after-commit.ts';
import { queueReceiptEmail } from './receipts.ts';
import { contactAllowed } from '../customer-profile/contact-preferences.ts';
import { recordCashMovement } from '../cash-drawer/cash-ledger.ts';
import { issueGiftCard, redeemGiftCard } from '../gift-cards/gift-card-ledger.ts';
import { hashGiftCardNumber, normalizeGiftCardNumber } from '../gift-cards/gift-card-number.ts';
import { changeStock, ensureStockItem } from '../inventory/stock-ledger.ts';
import { savedCardForCharge } from '../payments/saved-cards.service.ts';
import type { InvoicePaymentRow, InvoiceRow } from './checkout.tables.ts';
import {
  type AnyActor,
  actionFlags,
  dueOf,
  invoiceConflict,
  loadInvoice,
  presentInvoice,
  presentPayment,
  reprice,
  requireFlags,
  statusOf,
} from './invoice-records.ts';
import { type CheckoutDeps, moveAppointment } from './invoices.service.ts';

export const RECONCILE_JOB = 'checkout.reconcile';
/** A pending card payment the gateway never saw is failed after this long (a live request is long done). */
export const PENDING_GIVE_UP_SECONDS = 120;

export type IssuedGiftCard = { number: string; amountCents: number };
export type PayAnswer = { invoice: Invoice; payment: Payment; issuedGiftCards: IssuedGiftCard[] };

export const gatewayKeyOf = (paymentId: string) => `pay_${paymentId}`;

const declined = (message: string) => new AppError(402, 'PAYMENT_DECLINED', message, { card: message });
const gatewayUnavailable = () =>
  new AppError(
    503,
    'GATEWAY_UNAVAILABLE',
    'The card payment could not be confirmed with the payment processor. It is settled automatically within a few minutes; do not charge the card again.',
  );

type PayInput = { kind: 'staff'; body: TenderPayment } | { kind: 'customer'; body: CustomerPay };

export const INVALID_GIFT_CARD = 'invalid_giftcard_number';
const INVALID_GIFT_CARD_MESSAGE = 'This gift card number is not valid. Check the number on the card, or pay by card.';

/** The balance of an active gift card of the tenant by its number, or null when there is none. */
async function giftCardBalanceOf(tx: Tx, tenantId: string, number: string): Promise<number | null> {
  const normal = normalizeGiftCardNumber(number);
  if (!normal) return null;
  const [card] = await tx
    .select({ balanceCents: giftCards.balanceCents, status: giftCards.status })
    .from(giftCards)
    .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.numberHash, hashGiftCardNumber(normal))));
  return card && card.status === 'active' ? card.balanceCents : null;
}

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

/**
 * The first part of a payment, in the request's transaction: checks, the payment row, and for cash and
 * gift cards the whole payment. Answers the payment id and the gift cards issued when it completed the invoice.
 */
async function startPayment(
  tx: Tx,
  deps: CheckoutDeps,
  actor: Actor,
  invoiceId: string,
  input: PayInput,
  after: AfterCommit,
  requestId?: string,
): Promise<{ paymentId: string; issued: IssuedGiftCard[] }> {
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

  if (input.kind === 'customer' && input.body.tipCents !== undefined) {
    // The customer's tip goes to the cutter of their appointment (added to any tip the front desk set).
    const [cutter] = await queryRows<{ cutter_id: string }>(
      tx,
      sql`select cutter_id from appointments where tenant_id = ${actor.tenantId} and id = ${row.appointmentId}`,
    );
    if (cutter && input.body.tipCents > 0) {
      await tx
        .insert(invoiceTips)
        .values({ tenantId: actor.tenantId, invoiceId: row.id, cutterId: cutter.cutter_id, amountCents: input.body.tipCents })
        .onConflictDoUpdate({
          target: [invoiceTips.tenantId, invoiceTips.invoiceId, invoiceTips.cutterId],
          set: { amountCents: sql`${invoiceTips.amountCents} + ${input.body.tipCents}` },
        });
      row = await reprice(tx, row);
      await audit(
        tx,
        actor,
        { action: 'invoice.tip_online', entityType: 'invoice', entityId: row.id, details: { tipCents: input.body.tipCents } },
        requestId,
      );
    }
  }

  const due = dueOf(row) - (await pendingCents(tx, row));
  if (due <= 0)
    throw invoiceConflict(row.status === 'success' ? 'This invoice is paid in full.' : 'Nothing is due on this invoice right now.');
  let amount = input.kind === 'customer' ? due : input.body.amountCents;
  if (input.kind === 'customer' && input.body.tender === 'gift_card') {
    // Online, a gift card pays what is due or its whole balance when that is less (the rest by card). An unknown
    // number is recorded as a failed attempt, so /customer/payment-response can say invalid_giftcard_number.
    const balance = await giftCardBalanceOf(tx, actor.tenantId, input.body.number);
    if (balance === null) {
      const id = randomUUID();
      await tx.insert(invoicePayments).values({
        tenantId: actor.tenantId,
        invoiceId: row.id,
        amountCents: due,
        customerId: row.customerId,
        actorType: actor.type,
        actorId: actor.id,
        id,
        gatewayKey: gatewayKeyOf(id),
        tender: 'gift_card',
        status: 'failed',
        declineCode: INVALID_GIFT_CARD,
        message: INVALID_GIFT_CARD_MESSAGE,
        completedAt: deps.now(),
      });
      await audit(
        tx,
        actor,
        {
          action: 'invoice.payment_failed',
          entityType: 'invoice',
          entityId: row.id,
          details: { paymentId: id, declineCode: INVALID_GIFT_CARD },
        },
        requestId,
      );
      return { paymentId: id, issued: [] };
    }
    if (balance <= 0) {
      const message = 'This gift card has no balance left';
      throw new AppError(422, 'GIFT_CARD_INSUFFICIENT', message, { number: message });
    }
    amount = Math.min(due, balance);
  }
  if (amount > due) throw invalid({ amountCents: `At most ${(due / 100).toFixed(2)} is due` }, `At most ${(due / 100).toFixed(2)} is due`);

  const base = {
    tenantId: actor.tenantId,
    invoiceId: row.id,
    amountCents: amount,
    customerId: row.customerId,
    actorType: actor.type,
    actorId: actor.id,
  };
  const body = input.body;
  const insert = async (
    values: Partial<typeof invoicePayments.$inferInsert> & Pick<typeof invoicePayments.$inferInsert, 'tender' | 'status'>,
  ) => {
    const id = randomUUID();
    const [payment] = await tx
      .insert(invoicePayments)
      .values({ ...base, ...values, id, gatewayKey: gatewayKeyOf(id) })
      .returning();
    return payment;
  };

  if (body.tender === 'card') {
    const payment = await insert({ tender: 'card', status: 'pending' });
    after.job(RECONCILE_JOB, { tenantId: actor.tenantId, paymentId: payment.id }, PENDING_GIVE_UP_SECONDS + 10);
    return { paymentId: payment.id, issued: [] };
  }
  if (body.tender === 'saved_card') {
    // Online, the card is the signed-in customer's (who may pay for a linked profile); at the desk, the invoice's customer's.
    const owner = input.kind === 'customer' ? actor.id : row.customerId;
    if (!owner) throw invalid({ savedCardId: 'A saved card needs the invoice to name its customer' });
    const card = await savedCardForCharge(tx, { tenantId: actor.tenantId, customerId: owner, savedCardId: body.savedCardId });
    const payment = await insert({
      tender: 'saved_card',
      status: 'pending',
      customerId: owner,
      savedCardId: card.savedCardId,
      brand: card.brand,
      last4: card.last4,
    });
    after.job(RECONCILE_JOB, { tenantId: actor.tenantId, paymentId: payment.id }, PENDING_GIVE_UP_SECONDS + 10);
    return { paymentId: payment.id, issued: [] };
  }
  if (body.tender === 'cash') {
    if (actor.type !== 'admin') throw forbidden('Customers pay online by card or gift card.');
    const tendered = body.tenderedCents ?? amount;
    if (tendered < amount) throw invalid({ tenderedCents: 'The cash handed over must cover the amount' });
    const payment = await insert({
      tender: 'cash',
      status: 'succeeded',
      tenderedCents: tendered,
      changeCents: tendered - amount,
      completedAt: deps.now(),
    });
    const { drawerId } = await recordCashMovement(tx, {
      tenantId: actor.tenantId,
      storeId: row.storeId,
      actorId: actor.id,
      kind: 'cash_payment',
      amountCents: amount,
      invoiceId: row.id,
      paymentId: payment.id,
      drawerId: body.drawerId,
    });
    await tx.update(invoicePayments).set({ drawerId }).where(eq(invoicePayments.id, payment.id));
    const issued = await applyCapture(tx, actor, row, payment, after, deps.now(), { strictStock: true, requestId });
    return { paymentId: payment.id, issued };
  }
  const payment = await insert({ tender: 'gift_card', status: 'succeeded', completedAt: deps.now() });
  const redeemed = await redeemGiftCard(tx, {
    tenantId: actor.tenantId,
    number: body.number,
    amountCents: amount,
    invoiceId: row.id,
    paymentId: payment.id,
  });
  await tx.update(invoicePayments).set({ last4: redeemed.last4 }).where(eq(invoicePayments.id, payment.id));
  const issued = await applyCapture(tx, actor, row, payment, after, deps.now(), { strictStock: true, requestId });
  return { paymentId: payment.id, issued };
}

/**
 * Money captured by a payment: the invoice's paid total and status, the appointment (pay-part / pay-rest),
 * and on full payment the stock of products sold and the gift cards sold (issued once, emailed).
 * strictStock: refuse when stock is short (cash, gift card); a card already charged records a shortfall instead.
 */
export async function applyCapture(
  tx: Tx,
  actor: AnyActor,
  invoice: InvoiceRow,
  payment: InvoicePaymentRow,
  after: AfterCommit,
  now: Date,
  options: { strictStock: boolean; requestId?: string },
): Promise<IssuedGiftCard[]> {
  const paidCents = invoice.paidCents + payment.amountCents;
  const status = statusOf({ ...invoice, paidCents });
  const full = status === 'success';
  const [saved] = await tx
    .update(invoices)
    .set({ paidCents, status, paidAt: full ? now : invoice.paidAt, version: invoice.version + 1 })
    .where(eq(invoices.id, invoice.id))
    .returning();
  await audit(
    tx,
    actor,
    {
      action: 'invoice.payment',
      entityType: 'invoice',
      entityId: invoice.id,
      details: { paymentId: payment.id, tender: payment.tender, amountCents: payment.amountCents, status },
    },
    options.requestId,
  );
  if (invoice.appointmentId) {
    const [appt] = await queryRows<{ status: string }>(
      tx,
      sql`select status from appointments where tenant_id = ${invoice.tenantId} and id = ${invoice.appointmentId}`,
    );
    if (full && (appt?.status === 'checkout' || appt?.status === 'partially-paid'))
      await moveAppointment(tx, actor, invoice.appointmentId, 'pay-rest', options.requestId, { invoiceId: invoice.id });
    else if (!full && appt?.status === 'checkout')
      await moveAppointment(tx, actor, invoice.appointmentId, 'pay-part', options.requestId, { invoiceId: invoice.id });
  }
  if (!full) return [];
  await deductSoldStock(tx, actor, payment, saved, after, options);
  const issued = await issueSoldGiftCards(tx, saved, after, now);
  // Paid online: the customer gets the receipt by email without asking (the desk offers it in person).
  if (payment.actorType === 'customer') {
    const presented = await presentInvoice(tx, (await tx.select().from(invoices).where(eq(invoices.id, invoice.id)))[0]);
    if (
      presented.customerEmail &&
      (!invoice.customerId || (await contactAllowed(tx, invoice.tenantId, invoice.customerId, 'email', 'receipts')))
    )
      after.message(await queueReceiptEmail(tx, invoice.tenantId, presented, presented.customerEmail));
  }
  return issued;
}

/** Products sold leave the store's stock once, when the invoice is paid in full (stock ledger, kind 'sale'). */
async function deductSoldStock(
  tx: Tx,
  actor: AnyActor,
  payment: Pick<InvoicePaymentRow, 'actorType' | 'actorId'>,
  invoice: InvoiceRow,
  after: AfterCommit,
  options: { strictStock: boolean; requestId?: string },
) {
  if (invoice.stockDeductedAt) return;
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.tenantId, invoice.tenantId), eq(invoiceLines.invoiceId, invoice.id), eq(invoiceLines.kind, 'product')))
    .orderBy(asc(invoiceLines.itemId));
  // The stock ledger records who sold: the person who took the payment (the reconciliation job acts for them).
  const seller = (
    actor.type === 'system'
      ? { type: payment.actorType === 'admin' ? 'admin' : 'customer', id: payment.actorId, tenantId: invoice.tenantId, assumedBy: null }
      : actor
  ) as Actor;
  for (const line of lines) {
    if (!line.itemId) continue;
    const stockItemId = await ensureStockItem(tx, invoice.tenantId, invoice.storeId, line.itemId);
    try {
      const result = await changeStock(tx, seller, stockItemId, -line.quantity, {
        kind: 'sale',
        note: `Sold on invoice ${invoice.number}`,
      });
      after.message(...result.messageIds);
    } catch (err) {
      if (options.strictStock || !(err instanceof AppError)) throw err;
      // The card was already charged: keep the sale, and leave a record for the manager to count the shelf.
      await audit(
        tx,
        actor,
        {
          action: 'invoice.stock_short',
          entityType: 'invoice',
          entityId: invoice.id,
          details: { productId: line.itemId, quantity: line.quantity, message: err.message },
        },
        options.requestId,
      );
    }
  }
  await tx.update(invoices).set({ stockDeductedAt: new Date() }).where(eq(invoices.id, invoice.id));
}

async function issueSoldGiftCards(tx: Tx, invoice: InvoiceRow, after: AfterCommit, now: Date): Promise<IssuedGiftCard[]> {
  if (invoice.giftCardsIssuedAt) return [];
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.tenantId, invoice.tenantId), eq(invoiceLines.invoiceId, invoice.id), eq(invoiceLines.kind, 'gift_card')))
    .orderBy(asc(invoiceLines.position));
  const issued: IssuedGiftCard[] = [];
  for (const line of lines) {
    const card = await issueGiftCard(tx, {
      tenantId: invoice.tenantId,
      storeId: invoice.storeId,
      amountCents: line.unitPriceCents,
      invoiceId: invoice.id,
      invoiceLineId: line.id,
      customerId: invoice.customerId,
    });
    await tx
      .update(invoiceLines)
      .set({ giftCards: [{ giftCardId: card.giftCardId, last4: card.number.slice(-4) }] })
      .where(eq(invoiceLines.id, line.id));
    issued.push({ number: card.number, amountCents: line.unitPriceCents });
  }
  await tx.update(invoices).set({ giftCardsIssuedAt: now }).where(eq(invoices.id, invoice.id));
  if (issued.length && invoice.customerId) {
    const [customer] = await tx
      .select({ email: customers.email, first: customers.firstName })
      .from(customers)
      .where(and(eq(customers.tenantId, invoice.tenantId), eq(customers.id, invoice.customerId)));
    if (customer?.email) {
      const lines = issued.map(
        (g) => `  ${g.number.replace(/(\d{4})(?=\d)/g, '$1 ')}  ${(g.amountCents / 100).toFixed(2)} ${invoice.currency}`,
      );
      after.message(
        await queueMessage(tx, {
          tenantId: invoice.tenantId,
          channel: 'email',
          to: customer.email,
          template: 'gift_card_issued',
          subject: 'Your gift card',
          text: `Hi ${customer.first},\n\nThank you for your purchase (invoice ${invoice.number}). Your gift card${issued.length > 1 ? 's' : ''}:\n${lines.join('\n')}\n\nKeep the number safe: it works like cash at the store.`,
        }),
      );
    }
  }
  return issued;
}

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

async function chargeSourceOf(tx: Tx, tenantId: string, payment: InvoicePaymentRow, body: PayInput['body']): Promise<ChargeSource> {
  if (body.tender === 'card') return { kind: 'token', token: body.token };
  if (!payment.customerId || !payment.savedCardId) throw notFound('Saved card');
  const card = await savedCardForCharge(tx, { tenantId, customerId: payment.customerId, savedCardId: payment.savedCardId });
  return { kind: 'saved_card', customerRef: card.customerRef, cardRef: card.cardRef };
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
        if (row.appointmentId) {
          const [appt] = await queryRows<{ status: string }>(
            tx,
            sql`select status from appointments where tenant_id = ${row.tenantId} and id = ${row.appointmentId}`,
          );
          if (appt?.status === 'checkout' || appt?.status === 'partially-paid')
            await moveAppointment(tx, actor, row.appointmentId, 'pay-rest', options.requestId, { invoiceId: row.id });
        }
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
