// Reading and pricing invoices; the access rules of checkout (docs/checkout-api.md "Permissions"). Presenting: invoice-presenter.ts.
import { randomBytes } from 'node:crypto';
import { type InvoiceStatus, hasAccess, invoiceStatusOf, priceInvoice } from '@salon/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { invoiceLines, invoices, invoiceTips } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, forbidden, notFound } from '../../platform/http/errors.ts';
import { customerFamilyIds } from '../appointments/appointment-records.ts';
import type { InvoiceRow } from './checkout.tables.ts';

export type SystemActor = { type: 'system'; tenantId: string };
export type AnyActor = Actor | SystemActor;
export type CheckoutDeps = Pick<AppContext, 'db' | 'jobs' | 'now' | 'gateway' | 'faults'>;

/** Flags (any of) per checkout action; docs/checkout-api.md explains the choice. */
export const CHECKOUT_FLAGS = {
  view: ['checkout_appointment', 'new_sale', 'edit_invoice'],
  appointment: ['checkout_appointment'],
  sale: ['new_sale', 'checkout_appointment'],
  /** Changing an invoice once money was taken, refunds, and rollback-checkout (which refunds). */
  editPaid: ['edit_invoice'],
} as const;

export const can = (actor: Actor, flags: readonly string[]) => actor.type === 'admin' && hasAccess(actor.accessControls, flags);

export function requireFlags(actor: Actor, flags: readonly string[], message?: string) {
  if (!can(actor, flags)) throw forbidden(message);
}

export function requireStaffStore(actor: Actor, storeId: string) {
  if (actor.type !== 'admin') throw forbidden('This is for staff accounts.');
  if (!actor.tenantWide && !actor.storeIds.includes(storeId)) throw forbidden('You do not work at this store.');
}

/** The flags that take money on (or change) an invoice of this kind before anything is paid. */
export const actionFlags = (row: Pick<InvoiceRow, 'kind'>) =>
  row.kind === 'appointment' ? CHECKOUT_FLAGS.appointment : CHECKOUT_FLAGS.sale;

export const invoiceConflict = (message: string) => new AppError(409, 'CONFLICT', message);

/**
 * An invoice of the actor's tenant (another tenant's id is 404). Staff must work at its store (403);
 * a customer sees only their own and their linked profiles' invoices (404 otherwise).
 */
export async function loadInvoice(tx: Tx, actor: AnyActor, id: string, { forUpdate = false } = {}): Promise<InvoiceRow> {
  const query = tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, actor.tenantId), eq(invoices.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Invoice');
  if (actor.type === 'customer') {
    if (!row.customerId || !(await customerFamilyIds(tx, actor)).includes(row.customerId)) throw notFound('Invoice');
  } else if (actor.type === 'admin') requireStaffStore(actor, row.storeId);
  return row;
}

/** Short receipt number: INV- and 8 characters (unique per tenant by index; collisions retried by the caller's 409). */
export const newInvoiceNumber = () => `INV-${randomBytes(5).toString('hex').slice(0, 8).toUpperCase()}`;

/** Recomputes every line and total with the pricing function and stores them; the status follows the money. */
export async function reprice(tx: Tx, row: InvoiceRow): Promise<InvoiceRow> {
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.tenantId, row.tenantId), eq(invoiceLines.invoiceId, row.id)))
    .orderBy(asc(invoiceLines.position));
  const tips = await tx
    .select()
    .from(invoiceTips)
    .where(and(eq(invoiceTips.tenantId, row.tenantId), eq(invoiceTips.invoiceId, row.id)));
  const priced = priceInvoice({
    lines: lines.map((l) => ({ kind: l.kind, quantity: l.quantity, unitPriceCents: l.unitPriceCents })),
    taxRateMilliPercent: row.taxRateMilliPercent,
    promo: row.promoType && row.promoValue !== null ? { type: row.promoType, value: row.promoValue } : null,
    tips: tips.map((t) => ({ cutterId: t.cutterId, amountCents: t.amountCents })),
  });
  for (const [i, line] of lines.entries()) {
    const p = priced.lines[i];
    if (
      line.amountCents !== p.amountCents ||
      line.discountCents !== p.discountCents ||
      line.taxCents !== p.taxCents ||
      line.totalCents !== p.totalCents
    )
      await tx
        .update(invoiceLines)
        .set({ amountCents: p.amountCents, discountCents: p.discountCents, taxCents: p.taxCents, totalCents: p.totalCents })
        .where(eq(invoiceLines.id, line.id));
  }
  const status = statusOf({ ...row, totalCents: priced.totalCents });
  const [saved] = await tx
    .update(invoices)
    .set({
      subtotalCents: priced.subtotalCents,
      discountCents: priced.discountCents,
      taxCents: priced.taxCents,
      tipCents: priced.tipCents,
      totalCents: priced.totalCents,
      status,
      version: row.version + 1,
    })
    .where(eq(invoices.id, row.id))
    .returning();
  return saved;
}

/** The discountable pre-tax subtotal a promo code applies to (everything but gift card sales). */
export async function discountableSubtotal(tx: Tx, row: InvoiceRow): Promise<number> {
  const [r] = await queryRows<{ total: number }>(
    tx,
    sql`select coalesce(sum(quantity * unit_price_cents), 0)::int as total from invoice_lines
         where tenant_id = ${row.tenantId} and invoice_id = ${row.id} and kind <> 'gift_card'`,
  );
  return r?.total ?? 0;
}

export function statusOf(
  row: Pick<InvoiceRow, 'voidedAt' | 'totalCents' | 'paidCents' | 'refundedCents' | 'reopenBaselineCents' | 'paidAt'>,
): InvoiceStatus {
  return invoiceStatusOf({
    cancelled: row.voidedAt !== null,
    // paidAt on an invoice without money: completed with $0.00 due (Invoice/Complete); rollback-checkout clears it.
    completed: row.paidAt !== null,
    totalCents: row.totalCents,
    capturedCents: row.paidCents - row.reopenBaselineCents,
    refundedCents: row.refundedCents - row.reopenBaselineCents,
  });
}

/**
 * What is still to pay: total minus the money held (captured minus refunded). A refund gives money back on
 * purpose, so a refunded (or partly refunded) invoice owes nothing; a voided one neither.
 */
export const dueOf = (row: Pick<InvoiceRow, 'totalCents' | 'paidCents' | 'refundedCents' | 'status'>) =>
  row.status === 'refunded' || row.status === 'partial_refund' || row.status === 'cancelled'
    ? 0
    : Math.max(0, row.totalCents - (row.paidCents - row.refundedCents));

/** Whether money was ever taken on the invoice, or it was completed at $0.00 (editing then needs edit_invoice and is audited). */
export const hasPayments = (row: Pick<InvoiceRow, 'paidCents' | 'paidAt'>) => row.paidCents > 0 || row.paidAt !== null;
