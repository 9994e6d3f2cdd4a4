// Money captured by a payment: the invoice's paid total and status, the appointment (through its lifecycle),
// and on full payment the stock of products sold and the gift cards sold (issued once, emailed).
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers, invoiceLines, invoices } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/errors.ts';
import { queueMessage } from '../../platform/outbox/outbox.ts';
import type { AfterCommit } from '../appointments/after-commit.ts';
import { settleCheckoutAppointment } from '../appointments/appointment-lifecycle.service.ts';
import { issueGiftCard } from '../gift-cards/gift-card-ledger.ts';
import { changeStock, ensureStockItem } from '../inventory/stock-ledger.ts';
import type { InvoicePaymentRow, InvoiceRow } from './checkout.tables.ts';
import { type AnyActor, statusOf } from './invoice-records.ts';
import { presentInvoice } from './invoice-presenter.ts';
import { queueReceiptEmail } from './receipts.ts';
import { contactAllowed } from '../customer-profile/contact-preferences.ts';
import { refreshInvoiceDays } from '../daily-sales/daily-sales.ts';

export type IssuedGiftCard = { number: string; amountCents: number };

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
  await refreshInvoiceDays(tx, invoice.tenantId, invoice.id);
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
  if (invoice.appointmentId)
    await settleCheckoutAppointment(tx, actor, invoice.appointmentId, full, {
      requestId: options.requestId,
      details: { invoiceId: invoice.id },
    });
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
export async function deductSoldStock(
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
