// Invoices: Create invoice on a completed appointment, new sale (a draft invoice is the spec's cart), lines,
// one promo code, tips per cutter, rollback-invoice. One transaction per request; every change audited.
import { randomUUID } from 'node:crypto';
import type { Invoice, InvoiceLineAdd, NewSale, TipsBody } from '@salon/shared';
import { MAX_INVOICE_LINES } from '@salon/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  appointments,
  appointmentServices,
  brands,
  customers,
  employees,
  invoiceLines,
  invoices,
  invoiceTips,
  stores,
} from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { transitionOrThrow } from '../appointments/appointment-access.ts';
import { type AnyActor, loadAppointment, recordChange } from '../appointments/appointment-records.ts';
import { openDrawers } from '../cash-drawer/cash-ledger.ts';
import { savedCardsForStaff } from '../payments/saved-cards.service.ts';
import { effectiveProductPrice } from '../product-overrides/effective-price.ts';
import { quotePromoCode, redeemPromoCode, releasePromoCode } from '../promo-codes/promo-redemption.ts';
import type { InvoiceRow } from './checkout.tables.ts';
import {
  actionFlags,
  CHECKOUT_FLAGS,
  can,
  discountableSubtotal,
  hasPayments,
  invoiceConflict,
  loadInvoice,
  newInvoiceNumber,
  presentInvoice,
  presentInvoiceOfAppointment,
  reprice,
  requireFlags,
  requireStaffStore,
} from './invoice-records.ts';

export type CheckoutDeps = Pick<AppContext, 'db' | 'jobs' | 'now' | 'gateway' | 'faults'>;

/** Moves the appointment through the shared lifecycle table, recorded (events, audit, realtime) like any other action. */
export async function moveAppointment(
  tx: Tx,
  actor: AnyActor,
  appointmentId: string,
  action: string,
  requestId?: string,
  details?: Record<string, unknown>,
) {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.tenantId, actor.tenantId), eq(appointments.id, appointmentId)))
    .for('update');
  if (!row) throw notFound('Appointment');
  const to = transitionOrThrow(row, action);
  const [saved] = await tx
    .update(appointments)
    .set({ status: to, version: row.version + 1 })
    .where(and(eq(appointments.tenantId, row.tenantId), eq(appointments.id, row.id)))
    .returning();
  await recordChange(tx, actor, saved, { action, fromStatus: row.status, toStatus: to, details }, requestId);
  return saved;
}

async function storeTerms(tx: Tx, tenantId: string, storeId: string) {
  const [row] = await tx
    .select({ taxRateBasisPoints: stores.taxRateBasisPoints, currency: brands.currency })
    .from(stores)
    .innerJoin(brands, eq(brands.id, stores.brandId))
    .where(and(eq(stores.tenantId, tenantId), eq(stores.id, storeId)));
  if (!row) throw notFound('Store');
  return row;
}

async function insertInvoice(tx: Tx, actor: Actor, values: Omit<typeof invoices.$inferInsert, 'tenantId' | 'number' | 'cartUniqId'>) {
  const [row] = await tx
    .insert(invoices)
    .values({
      ...values,
      tenantId: actor.tenantId,
      number: newInvoiceNumber(),
      cartUniqId: randomUUID(),
      createdBy: actor.type === 'admin' ? actor.id : null,
    })
    .returning();
  return row;
}

/** Create invoice: completed -> checkout; lines from the appointment's services (prices as booked). */
export async function createInvoiceForAppointment(
  deps: CheckoutDeps,
  actor: Actor,
  appointmentId: string,
  requestId?: string,
): Promise<Invoice> {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const appointment = await loadAppointment(tx, actor, appointmentId, { forUpdate: true });
    requireFlags(actor, CHECKOUT_FLAGS.appointment);
    if (appointment.kind !== 'appointment') throw notFound('Appointment');
    const [existing] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.tenantId, actor.tenantId), eq(invoices.appointmentId, appointmentId), sql`${invoices.status} <> 'cancelled'`));
    // Asking twice answers the open invoice (a double click, a second screen).
    if (existing && appointment.status !== 'completed') return presentInvoice(tx, existing);
    await moveAppointment(tx, actor, appointmentId, 'create-invoice', requestId);
    const terms = await storeTerms(tx, actor.tenantId, appointment.storeId);
    const invoice = await insertInvoice(tx, actor, {
      storeId: appointment.storeId,
      kind: 'appointment',
      appointmentId,
      customerId: appointment.customerId,
      currency: terms.currency,
      taxRateBasisPoints: terms.taxRateBasisPoints,
    });
    const services = await tx
      .select()
      .from(appointmentServices)
      .where(and(eq(appointmentServices.tenantId, actor.tenantId), eq(appointmentServices.appointmentId, appointmentId)))
      .orderBy(asc(appointmentServices.position));
    if (services.length)
      await tx.insert(invoiceLines).values(
        services.map((s, position) => ({
          tenantId: actor.tenantId,
          invoiceId: invoice.id,
          position,
          kind: 'service' as const,
          itemId: s.serviceId,
          name: s.name,
          quantity: 1,
          unitPriceCents: s.priceCents,
          amountCents: s.priceCents,
          totalCents: s.priceCents,
          cutterId: appointment.cutterId,
          fromAppointment: true,
        })),
      );
    const saved = await reprice(tx, invoice);
    await audit(
      tx,
      actor,
      { action: 'invoice.create', entityType: 'invoice', entityId: invoice.id, details: { appointmentId, totalCents: saved.totalCents } },
      requestId,
    );
    return presentInvoice(tx, saved);
  });
}

/** New sale: a draft invoice without an appointment for a store and an optional customer. */
export async function createNewSale(deps: CheckoutDeps, actor: Actor, input: NewSale, requestId?: string): Promise<Invoice> {
  requireStaffStore(actor, input.storeId);
  requireFlags(actor, ['new_sale'], 'A new sale needs the new sale permission.');
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const terms = await storeTerms(tx, actor.tenantId, input.storeId);
    if (input.customerId) {
      const [customer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.tenantId, actor.tenantId), eq(customers.id, input.customerId)));
      if (!customer) throw notFound('Customer');
    }
    const invoice = await insertInvoice(tx, actor, {
      storeId: input.storeId,
      kind: 'sale',
      customerId: input.customerId ?? null,
      currency: terms.currency,
      taxRateBasisPoints: terms.taxRateBasisPoints,
    });
    await audit(
      tx,
      actor,
      { action: 'invoice.new_sale', entityType: 'invoice', entityId: invoice.id, details: { storeId: input.storeId } },
      requestId,
    );
    return presentInvoice(tx, invoice);
  });
}

export async function getInvoice(deps: CheckoutDeps, actor: Actor, id: string): Promise<Invoice> {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadInvoice(tx, actor, id);
    if (actor.type === 'admin') requireFlags(actor, CHECKOUT_FLAGS.view);
    return presentInvoice(tx, row);
  });
}

/** The live invoice of an appointment (the checkout screen's address is the appointment); null when none yet. */
export async function invoiceOfAppointment(deps: CheckoutDeps, actor: Actor, appointmentId: string): Promise<Invoice | null> {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    await loadAppointment(tx, actor, appointmentId);
    if (actor.type === 'admin') requireFlags(actor, CHECKOUT_FLAGS.view);
    return presentInvoiceOfAppointment(tx, actor.tenantId, appointmentId);
  });
}

export async function searchInvoices(
  deps: CheckoutDeps,
  actor: Actor,
  input: { storeId: string; statuses?: Invoice['status'][]; page: number; pageSize: number },
) {
  requireStaffStore(actor, input.storeId);
  requireFlags(actor, CHECKOUT_FLAGS.view);
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const where = and(
      eq(invoices.tenantId, actor.tenantId),
      eq(invoices.storeId, input.storeId),
      input.statuses?.length ? inArray(invoices.status, input.statuses) : undefined,
    );
    const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(invoices).where(where);
    const rows = await tx
      .select({ invoice: invoices, first: customers.firstName, last: customers.lastName })
      .from(invoices)
      .leftJoin(customers, eq(customers.id, invoices.customerId))
      .where(where)
      .orderBy(desc(invoices.createdAt), asc(invoices.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize);
    return {
      items: rows.map(({ invoice, first, last }) => ({
        id: invoice.id,
        number: invoice.number,
        kind: invoice.kind,
        status: invoice.status,
        appointmentId: invoice.appointmentId,
        customerName: first !== null ? `${first} ${last ?? ''}`.trim() : null,
        totalCents: invoice.totalCents,
        paidCents: invoice.paidCents - invoice.refundedCents,
        createdAt: invoice.createdAt.toISOString(),
      })),
      total,
      page: input.page,
      pageSize: input.pageSize,
    };
  });
}

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

/** Rollback-invoice: only while nothing is paid; voids the invoice, releases the promo, checkout -> completed. */
export async function rollbackInvoice(deps: CheckoutDeps, actor: Actor, id: string, requestId?: string): Promise<Invoice> {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadInvoice(tx, actor, id, { forUpdate: true });
    requireFlags(actor, actionFlags(row));
    if (row.status === 'cancelled') return presentInvoice(tx, row);
    const [pending] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from invoice_payments where tenant_id = ${actor.tenantId} and invoice_id = ${id} and status = 'pending'`,
    );
    if (row.paidCents - row.refundedCents > 0 || (pending?.n ?? 0) > 0)
      throw invoiceConflict('Money was taken on this invoice: roll back the checkout (refunds) before voiding it.');
    if (row.paidAt && row.paidCents === 0) throw invoiceConflict('This invoice was completed: roll back the checkout before voiding it.');
    if (row.promoCode) await releasePromoCode(tx, { tenantId: actor.tenantId, invoiceId: id });
    const [saved] = await tx
      .update(invoices)
      .set({ status: 'cancelled', voidedAt: deps.now(), version: row.version + 1 })
      .where(eq(invoices.id, id))
      .returning();
    if (row.appointmentId) await moveAppointment(tx, actor, row.appointmentId, 'rollback-invoice', requestId, { invoiceId: id });
    await audit(
      tx,
      actor,
      { action: 'invoice.void', entityType: 'invoice', entityId: id, details: { totalCents: row.totalCents } },
      requestId,
    );
    return presentInvoice(tx, saved);
  });
}

export { can };

/** Products (resellable, sold at the store, its price), packages on sale and the store's services matching a search. */
export async function sellableItems(deps: CheckoutDeps, actor: Actor, id: string, search: string) {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadInvoice(tx, actor, id);
    requireFlags(actor, actionFlags(row));
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const items = await queryRows<{ kind: 'product' | 'package' | 'service'; item_id: string; name: string; price_cents: number }>(
      tx,
      sql`(select 'product' as kind, p.id as item_id, p.name, coalesce(o.price_cents, p.price_cents) as price_cents
             from products p
             left join product_overrides o on o.tenant_id = p.tenant_id and o.product_id = p.id and o.store_id = ${row.storeId}
            where p.tenant_id = ${actor.tenantId} and p.resellable and p.active and p.archived_at is null
              and coalesce(o.available, true) and p.name ilike ${like}
            order by p.name limit 15)
          union all
          (select 'package' as kind, k.id, k.name, k.price_cents from packages k
            where k.tenant_id = ${actor.tenantId} and k.active and k.archived_at is null and k.name ilike ${like}
            order by k.name limit 10)
          union all
          (select 'service' as kind, s.id, s.name, coalesce(so.price_cents, s.price_cents) from services s
             join service_stores ss on ss.tenant_id = s.tenant_id and ss.service_id = s.id and ss.store_id = ${row.storeId}
             left join service_store_overrides so on so.tenant_id = s.tenant_id and so.service_id = s.id and so.store_id = ${row.storeId}
            where s.tenant_id = ${actor.tenantId} and s.name ilike ${like}
            order by s.name limit 10)`,
    );
    return { items: items.map((i) => ({ kind: i.kind, itemId: i.item_id, name: i.name, priceCents: Number(i.price_cents) })) };
  });
}

/** The open cash drawers of the invoice's store, for the register choice when several are open. */
export async function invoiceDrawers(deps: CheckoutDeps, actor: Actor, id: string) {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadInvoice(tx, actor, id);
    requireFlags(actor, actionFlags(row));
    return { drawers: await openDrawers(tx, { tenantId: actor.tenantId, storeId: row.storeId }) };
  });
}

/** Invoice/SavedCards: the saved cards of the invoice's customer, for the front desk's "Saved card" tender. */
export async function invoiceSavedCards(deps: CheckoutDeps, actor: Actor, id: string) {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadInvoice(tx, actor, id);
    requireFlags(actor, actionFlags(row));
    if (!row.customerId) return { cards: [] };
    return { cards: await savedCardsForStaff(tx, { tenantId: actor.tenantId, customerId: row.customerId, now: deps.now() }) };
  });
}
