// What is on an invoice: lines (products, packages, services, gift card sales), one promo code, tips per cutter.
// Before a payment the flag of the invoice's kind is enough; after one, edit_invoice too (audited as such).
import type { Invoice, InvoiceLineAdd, TipsBody } from '@salon/shared';
import { MAX_INVOICE_LINES } from '@salon/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { employees, invoiceLines, invoices, invoiceTips } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { effectiveProductPrice } from '../product-overrides/effective-price.ts';
import { quotePromoCode, redeemPromoCode, releasePromoCode } from '../promo-codes/promo-redemption.ts';
import type { InvoiceRow } from './checkout.tables.ts';
import {
  actionFlags,
  CHECKOUT_FLAGS,
  type CheckoutDeps,
  discountableSubtotal,
  hasPayments,
  invoiceConflict,
  loadInvoice,
  reprice,
  requireFlags,
} from './invoice-records.ts';
import { presentInvoice } from './invoice-presenter.ts';
import { refreshInvoiceDays } from '../daily-sales/daily-sales.ts';

/**
 * Loads an invoice for a change of its lines, promo or tips: open (not cancelled, not fully refunded),
 * the flag of its kind, and once any money was taken also edit_invoice (the change is then audited as such).
 */
async function loadForEdit(tx: Tx, actor: Actor, id: string) {
  const row = await loadInvoice(tx, actor, id, { forUpdate: true });
  requireFlags(actor, actionFlags(row));
  if (row.status === 'cancelled') throw invoiceConflict('This invoice was voided; it cannot change.');
  if (row.status === 'refunded') throw invoiceConflict('This invoice was refunded; it cannot change.');
  const afterPayment = hasPayments(row);
  if (afterPayment) requireFlags(actor, CHECKOUT_FLAGS.editPaid, 'Changing an invoice after a payment needs the edit invoice permission.');
  return { row, afterPayment };
}

async function finishEdit(
  tx: Tx,
  actor: Actor,
  row: InvoiceRow,
  afterPayment: boolean,
  action: string,
  details: Record<string, unknown>,
  requestId?: string,
) {
  // A promo's discount depends on the subtotal: when the lines change, its use is released and redeemed
  // again on the new subtotal (minimum spend re-checked); a refusal undoes the whole change.
  if (row.promoCode && action.startsWith('invoice.line')) {
    await releasePromoCode(tx, { tenantId: actor.tenantId, invoiceId: row.id });
    await redeemPromoCode(tx, {
      tenantId: actor.tenantId,
      storeId: row.storeId,
      customerId: row.customerId,
      code: row.promoCode,
      subtotalCents: await discountableSubtotal(tx, row),
      now: new Date(),
      invoiceId: row.id,
    }).catch((err) => {
      const reason = err instanceof Error ? err.message : 'The promo code would no longer apply';
      throw invalid({ promoCode: `${reason}. Remove the promo code first.` }, reason);
    });
  }
  const saved = await reprice(tx, row);
  if (saved.totalCents < saved.paidCents - saved.refundedCents)
    throw invoiceConflict('The total would fall below what was already paid. Refund the difference first.');
  // An edit after payment changes the day's sales (lines, tips, tax).
  await refreshInvoiceDays(tx, row.tenantId, row.id);
  await audit(
    tx,
    actor,
    {
      action: afterPayment ? `${action}_after_payment` : action,
      entityType: 'invoice',
      entityId: row.id,
      details: { ...details, totalCents: saved.totalCents, previousTotalCents: row.totalCents },
    },
    requestId,
  );
  return presentInvoice(tx, saved);
}

/** Adds a product (the store's price, override applied; resellable and available only), package, service or gift card sale. */
export async function addLine(deps: CheckoutDeps, actor: Actor, id: string, input: InvoiceLineAdd, requestId?: string): Promise<Invoice> {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const { row, afterPayment } = await loadForEdit(tx, actor, id);
    const [{ count, next }] = await queryRows<{ count: number; next: number }>(
      tx,
      sql`select count(*)::int as count, coalesce(max(position) + 1, 0)::int as next from invoice_lines where tenant_id = ${actor.tenantId} and invoice_id = ${id}`,
    );
    if (count >= MAX_INVOICE_LINES) throw invalid({ kind: `An invoice holds at most ${MAX_INVOICE_LINES} lines` });
    let line: {
      kind: InvoiceLineAdd['kind'];
      itemId: string | null;
      name: string;
      quantity: number;
      unitPriceCents: number;
      cutterId: string | null;
    };
    if (input.kind === 'product') {
      const price = await effectiveProductPrice(tx, row.storeId, input.itemId);
      if (!price) throw notFound('Product');
      if (!price.resellable) throw invalid({ itemId: 'This product is for back-bar use and is not sold' });
      if (!price.available) throw invalid({ itemId: 'This product is not sold at this store' });
      const [{ name }] = await queryRows<{ name: string }>(
        tx,
        sql`select name from products where tenant_id = ${actor.tenantId} and id = ${input.itemId}`,
      );
      line = { kind: 'product', itemId: input.itemId, name, quantity: input.quantity, unitPriceCents: price.priceCents, cutterId: null };
    } else if (input.kind === 'package') {
      const [pkg] = await queryRows<{ name: string; price_cents: number; active: boolean; archived: boolean }>(
        tx,
        sql`select name, price_cents, active, archived_at is not null as archived from packages where tenant_id = ${actor.tenantId} and id = ${input.itemId}`,
      );
      if (!pkg) throw notFound('Package');
      if (!pkg.active || pkg.archived) throw invalid({ itemId: 'This package is not on sale' });
      line = {
        kind: 'package',
        itemId: input.itemId,
        name: pkg.name,
        quantity: input.quantity,
        unitPriceCents: pkg.price_cents,
        cutterId: null,
      };
    } else if (input.kind === 'service') {
      const [svc] = await queryRows<{ name: string; price_cents: number }>(
        tx,
        sql`select s.name, coalesce(o.price_cents, s.price_cents) as price_cents
              from services s
              join service_stores ss on ss.tenant_id = s.tenant_id and ss.service_id = s.id and ss.store_id = ${row.storeId}
              left join service_store_overrides o on o.tenant_id = s.tenant_id and o.service_id = s.id and o.store_id = ${row.storeId}
             where s.tenant_id = ${actor.tenantId} and s.id = ${input.itemId}`,
      );
      if (!svc) throw notFound('Service');
      if (input.cutterId) await requireEmployee(tx, actor.tenantId, input.cutterId);
      line = {
        kind: 'service',
        itemId: input.itemId,
        name: svc.name,
        quantity: 1,
        unitPriceCents: svc.price_cents,
        cutterId: input.cutterId ?? null,
      };
    } else {
      line = { kind: 'gift_card', itemId: null, name: 'Gift card', quantity: 1, unitPriceCents: input.amountCents, cutterId: null };
    }
    const amount = line.quantity * line.unitPriceCents;
    const [added] = await tx
      .insert(invoiceLines)
      .values({ tenantId: actor.tenantId, invoiceId: id, position: next, ...line, amountCents: amount, totalCents: amount })
      .returning({ id: invoiceLines.id });
    return finishEdit(
      tx,
      actor,
      row,
      afterPayment,
      'invoice.line_add',
      { lineId: added.id, kind: line.kind, itemId: line.itemId, quantity: line.quantity, unitPriceCents: line.unitPriceCents },
      requestId,
    );
  });
}

export async function removeLine(deps: CheckoutDeps, actor: Actor, id: string, lineId: string, requestId?: string): Promise<Invoice> {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const { row, afterPayment } = await loadForEdit(tx, actor, id);
    const [line] = await tx
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.tenantId, actor.tenantId), eq(invoiceLines.invoiceId, id), eq(invoiceLines.id, lineId)));
    if (!line) throw notFound('Invoice line');
    if (line.giftCards.length) throw invoiceConflict('The gift cards of this line were issued; refund instead.');
    await tx.delete(invoiceLines).where(eq(invoiceLines.id, lineId));
    return finishEdit(
      tx,
      actor,
      row,
      afterPayment,
      'invoice.line_remove',
      { lineId, kind: line.kind, name: line.name, amountCents: line.amountCents },
      requestId,
    );
  });
}

async function requireEmployee(tx: Tx, tenantId: string, employeeId: string) {
  const [e] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.id, employeeId)));
  if (!e) throw invalid({ cutterId: 'Choose a cutter of this store' });
}

/** Checks a code against the invoice's discountable subtotal and answers the discount, recording nothing. */
export async function quotePromo(deps: CheckoutDeps, actor: Actor, id: string, code: string) {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadInvoice(tx, actor, id);
    requireFlags(actor, actionFlags(row));
    const quote = await quotePromoCode(tx, {
      tenantId: actor.tenantId,
      storeId: row.storeId,
      customerId: row.customerId,
      code,
      subtotalCents: await discountableSubtotal(tx, row),
      now: deps.now(),
    });
    return { code: quote.code, type: quote.type, value: quote.value, discountCents: quote.discountCents };
  });
}

/** Applies one promo code (a second one replaces the first: its use is released). */
export async function applyPromo(deps: CheckoutDeps, actor: Actor, id: string, code: string, requestId?: string): Promise<Invoice> {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const { row, afterPayment } = await loadForEdit(tx, actor, id);
    if (row.promoCode) await releasePromoCode(tx, { tenantId: actor.tenantId, invoiceId: id });
    const quote = await redeemPromoCode(tx, {
      tenantId: actor.tenantId,
      storeId: row.storeId,
      customerId: row.customerId,
      code,
      subtotalCents: await discountableSubtotal(tx, row),
      now: deps.now(),
      invoiceId: id,
    });
    const [updated] = await tx
      .update(invoices)
      .set({ promoCode: quote.code, promoType: quote.type, promoValue: quote.value })
      .where(eq(invoices.id, id))
      .returning();
    return finishEdit(tx, actor, updated, afterPayment, 'invoice.promo_apply', { code: quote.code, replaced: row.promoCode }, requestId);
  });
}

export async function removePromo(deps: CheckoutDeps, actor: Actor, id: string, requestId?: string): Promise<Invoice> {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const { row, afterPayment } = await loadForEdit(tx, actor, id);
    if (!row.promoCode) return presentInvoice(tx, row);
    await releasePromoCode(tx, { tenantId: actor.tenantId, invoiceId: id });
    const [updated] = await tx
      .update(invoices)
      .set({ promoCode: null, promoType: null, promoValue: null })
      .where(eq(invoices.id, id))
      .returning();
    return finishEdit(tx, actor, updated, afterPayment, 'invoice.promo_remove', { code: row.promoCode }, requestId);
  });
}

/** Sets the tips per cutter (the whole list; zero allowed; a cutter left out gets none). */
export async function setTips(deps: CheckoutDeps, actor: Actor, id: string, input: TipsBody, requestId?: string): Promise<Invoice> {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const { row, afterPayment } = await loadForEdit(tx, actor, id);
    await replaceTips(tx, row, input.tips);
    return finishEdit(tx, actor, row, afterPayment, 'invoice.tips', { tips: input.tips }, requestId);
  });
}

export async function replaceTips(tx: Tx, row: InvoiceRow, tips: TipsBody['tips']) {
  if (tips.length) {
    const found = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(
          eq(employees.tenantId, row.tenantId),
          inArray(
            employees.id,
            tips.map((t) => t.cutterId),
          ),
        ),
      );
    if (found.length !== new Set(tips.map((t) => t.cutterId)).size) throw invalid({ tips: 'Tips go to cutters of this store' });
  }
  await tx.delete(invoiceTips).where(and(eq(invoiceTips.tenantId, row.tenantId), eq(invoiceTips.invoiceId, row.id)));
  if (tips.length)
    await tx
      .insert(invoiceTips)
      .values(tips.map((t) => ({ tenantId: row.tenantId, invoiceId: row.id, cutterId: t.cutterId, amountCents: t.amountCents })));
}
