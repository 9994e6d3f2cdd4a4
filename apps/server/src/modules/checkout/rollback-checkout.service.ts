// Rollback-checkout: refunds every payment to its tender, puts sold stock back, reopens the invoice and moves the
// appointment back to checkout (through its lifecycle service). The refunds themselves: refunds.service.ts.
import type { Invoice } from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { invoiceLines, invoicePayments, invoices } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { AfterCommit } from '../appointments/after-commit.ts';
import { applyCheckoutAction } from '../appointments/appointment-lifecycle.service.ts';
import { changeStock, ensureStockItem } from '../inventory/stock-ledger.ts';
import type { InvoicePaymentRow, InvoiceRow } from './checkout.tables.ts';
import { CHECKOUT_FLAGS, type CheckoutDeps, invoiceConflict, loadInvoice, requireFlags } from './invoice-records.ts';
import { presentInvoice } from './invoice-presenter.ts';
import { sendCardRefunds, startRefund } from './refunds.service.ts';
import { invoiceDays, refreshInvoiceDays } from '../daily-sales/daily-sales.ts';

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
    const paidOn = await invoiceDays(tx, actor.tenantId, invoiceId);
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
    // No longer a sale: its paid day loses it (its payments and refunds keep their days).
    await refreshInvoiceDays(tx, actor.tenantId, invoiceId, paidOn);
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
