// One handler per tender behind the common frame of startPayment (payments.service.ts): the frame has checked the
// invoice, the store's tenders and what is due; a handler decides the amount it takes (when it differs from the
// request's) and writes its payment. Cash and gift cards complete here; cards are left pending for the gateway.
import { randomUUID } from 'node:crypto';
import type { CheckoutTender, CustomerPay, TenderPayment } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { giftCards, invoicePayments } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, forbidden, invalid } from '../../platform/http/errors.ts';
import type { AfterCommit } from '../appointments/after-commit.ts';
import { recordCashMovement } from '../cash-drawer/cash-ledger.ts';
import { redeemGiftCard } from '../gift-cards/gift-card-ledger.ts';
import { hashGiftCardNumber, normalizeGiftCardNumber } from '../gift-cards/gift-card-number.ts';
import { savedCardForCharge } from '../payments/saved-cards.service.ts';
import { gatewayKeyOf, PENDING_GIVE_UP_SECONDS, RECONCILE_JOB } from './card-settlement.ts';
import type { InvoicePaymentRow, InvoiceRow } from './checkout.tables.ts';
import type { CheckoutDeps } from './invoice-records.ts';
import { applyCapture, type IssuedGiftCard } from './payment-capture.ts';

export type PayInput = { kind: 'staff'; body: TenderPayment } | { kind: 'customer'; body: CustomerPay };
type Body<T extends CheckoutTender> = Extract<TenderPayment | CustomerPay, { tender: T }>;
type PaymentValues = Partial<typeof invoicePayments.$inferInsert> & Pick<typeof invoicePayments.$inferInsert, 'tender' | 'status'>;

/** What every tender is handed: the locked invoice, who pays (staff or online), what is due, and the transaction. */
export type TenderFrame = {
  tx: Tx;
  deps: CheckoutDeps;
  actor: Actor;
  row: InvoiceRow;
  kind: PayInput['kind'];
  due: number;
  after: AfterCommit;
  requestId?: string;
};
/** The payment a tender wrote, and the gift cards issued when it completed the invoice. */
export type Taken = { paymentId: string; issued: IssuedGiftCard[] };

type TenderHandler<T extends CheckoutTender> = {
  /** The amount to take when it is not the requested one; or an attempt already recorded as failed. */
  amount?: (frame: TenderFrame, body: Body<T>, requested: number) => Promise<number | Taken>;
  take: (frame: TenderFrame, body: Body<T>, amount: number) => Promise<Taken>;
};

export const INVALID_GIFT_CARD = 'invalid_giftcard_number';
const INVALID_GIFT_CARD_MESSAGE = 'This gift card number is not valid. Check the number on the card, or pay by card.';

/** Writes the payment row of the frame's invoice (its gateway key derives from its id). */
async function insertPayment(frame: TenderFrame, amountCents: number, values: PaymentValues): Promise<InvoicePaymentRow> {
  const { tx, actor, row } = frame;
  const id = randomUUID();
  const [payment] = await tx
    .insert(invoicePayments)
    .values({
      tenantId: actor.tenantId,
      invoiceId: row.id,
      amountCents,
      customerId: row.customerId,
      actorType: actor.type,
      actorId: actor.id,
      ...values,
      id,
      gatewayKey: gatewayKeyOf(id),
    })
    .returning();
  return payment;
}

/** A card payment stays pending until the gateway answers; the reconciliation job settles it if nobody does. */
function pendingCard(frame: TenderFrame, payment: InvoicePaymentRow): Taken {
  frame.after.job(RECONCILE_JOB, { tenantId: frame.actor.tenantId, paymentId: payment.id }, PENDING_GIVE_UP_SECONDS + 10);
  return { paymentId: payment.id, issued: [] };
}

/** Money taken in the request (cash, gift card) is captured at once: stock must cover the products sold. */
async function captured(frame: TenderFrame, payment: InvoicePaymentRow): Promise<Taken> {
  const { tx, actor, row, after, deps, requestId } = frame;
  const issued = await applyCapture(tx, actor, row, payment, after, deps.now(), { strictStock: true, requestId });
  return { paymentId: payment.id, issued };
}

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

const card: TenderHandler<'card'> = {
  take: async (frame, _body, amount) => pendingCard(frame, await insertPayment(frame, amount, { tender: 'card', status: 'pending' })),
};

const savedCard: TenderHandler<'saved_card'> = {
  take: async (frame, body, amount) => {
    const { tx, actor, row } = frame;
    // Online, the card is the signed-in customer's (who may pay for a linked profile); at the desk, the invoice's customer's.
    const owner = frame.kind === 'customer' ? actor.id : row.customerId;
    if (!owner) throw invalid({ savedCardId: 'A saved card needs the invoice to name its customer' });
    const saved = await savedCardForCharge(tx, { tenantId: actor.tenantId, customerId: owner, savedCardId: body.savedCardId });
    const payment = await insertPayment(frame, amount, {
      tender: 'saved_card',
      status: 'pending',
      customerId: owner,
      savedCardId: saved.savedCardId,
      brand: saved.brand,
      last4: saved.last4,
    });
    return pendingCard(frame, payment);
  },
};

const cash: TenderHandler<'cash'> = {
  take: async (frame, body, amount) => {
    const { tx, actor, row } = frame;
    if (actor.type !== 'admin') throw forbidden('Customers pay online by card or gift card.');
    const tendered = body.tenderedCents ?? amount;
    if (tendered < amount) throw invalid({ tenderedCents: 'The cash handed over must cover the amount' });
    const payment = await insertPayment(frame, amount, {
      tender: 'cash',
      status: 'succeeded',
      tenderedCents: tendered,
      changeCents: tendered - amount,
      completedAt: frame.deps.now(),
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
    return captured(frame, payment);
  },
};

const giftCard: TenderHandler<'gift_card'> = {
  // Online, a gift card pays what is due or its whole balance when that is less (the rest by card). An unknown
  // number is recorded as a failed attempt, so /customer/payment-response can say invalid_giftcard_number.
  amount: async (frame, body, requested) => {
    const { tx, actor, row, due, deps, requestId } = frame;
    if (frame.kind === 'staff') return requested;
    const balance = await giftCardBalanceOf(tx, actor.tenantId, body.number);
    if (balance === null) {
      const payment = await insertPayment(frame, due, {
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
          details: { paymentId: payment.id, declineCode: INVALID_GIFT_CARD },
        },
        requestId,
      );
      return { paymentId: payment.id, issued: [] };
    }
    if (balance <= 0) {
      const message = 'This gift card has no balance left';
      throw new AppError(422, 'GIFT_CARD_INSUFFICIENT', message, { number: message });
    }
    return Math.min(due, balance);
  },
  take: async (frame, body, amount) => {
    const { tx, actor, row } = frame;
    const payment = await insertPayment(frame, amount, { tender: 'gift_card', status: 'succeeded', completedAt: frame.deps.now() });
    const redeemed = await redeemGiftCard(tx, {
      tenantId: actor.tenantId,
      number: body.number,
      amountCents: amount,
      invoiceId: row.id,
      paymentId: payment.id,
    });
    await tx.update(invoicePayments).set({ last4: redeemed.last4 }).where(eq(invoicePayments.id, payment.id));
    return captured(frame, payment);
  },
};

const HANDLERS: { [T in CheckoutTender]: TenderHandler<T> } = { card, saved_card: savedCard, cash, gift_card: giftCard };

/** The handler of the request's tender. */
export const tenderHandler = (tender: CheckoutTender) => HANDLERS[tender] as TenderHandler<CheckoutTender>;
