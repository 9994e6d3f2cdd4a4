// Invoices: Create invoice on a completed appointment, new sale (a draft invoice is the spec's cart), reading and
// searching them, rollback-invoice. Lines, promo and tips: invoice-lines.service.ts. One transaction per request;
// every change audited. The appointment moves only through the appointment lifecycle service.
import { randomUUID } from 'node:crypto';
import type { Invoice, NewSale } from '@salon/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { brands, customers, invoiceLines, invoices, stores } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { applyCheckoutAction } from '../appointments/appointment-lifecycle.service.ts';
import { invalidTransition } from '../appointments/appointment-access.ts';
import { linesOf, loadAppointment } from '../appointments/appointment-records.ts';
import { partsOf } from '../appointments/split-visit.ts';
import { releasePromoCode } from '../promo-codes/promo-redemption.ts';
import { AfterCommit } from '../appointments/after-commit.ts';
import { applyBookingDeposit } from './booking-deposit.ts';
import {
  actionFlags,
  CHECKOUT_FLAGS,
  type CheckoutDeps,
  invoiceConflict,
  loadInvoice,
  newInvoiceNumber,
  reprice,
  requireFlags,
  requireStaffStore,
} from './invoice-records.ts';
import { presentInvoice, presentInvoiceOfAppointment } from './invoice-presenter.ts';
import { refreshInvoiceDays } from '../daily-sales/daily-sales.ts';

async function storeTerms(tx: Tx, tenantId: string, storeId: string) {
  const [row] = await tx
    .select({ taxRateMilliPercent: stores.taxRateMilliPercent, currency: brands.currency })
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
  const after = new AfterCommit();
  const answer = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const appointment = await loadAppointment(tx, actor, appointmentId, { forUpdate: true });
    requireFlags(actor, CHECKOUT_FLAGS.appointment);
    if (appointment.kind !== 'appointment') throw notFound('Appointment');
    if (appointment.visitId) throw invalidTransition("This is one cutter's part of a visit: check out the visit instead");
    const [existing] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.tenantId, actor.tenantId), eq(invoices.appointmentId, appointmentId), sql`${invoices.status} <> 'cancelled'`));
    // Asking twice answers the open invoice (a double click, a second screen).
    if (existing && appointment.status !== 'completed') return presentInvoice(tx, existing);
    await applyCheckoutAction(tx, actor, appointmentId, 'create-invoice', { requestId });
    const terms = await storeTerms(tx, actor.tenantId, appointment.storeId);
    const invoice = await insertInvoice(tx, actor, {
      storeId: appointment.storeId,
      kind: 'appointment',
      appointmentId,
      customerId: appointment.customerId,
      currency: terms.currency,
      taxRateMilliPercent: terms.taxRateMilliPercent,
    });
    // A visit split across cutters (issue 20) is one ticket: each line credits the cutter of its part.
    const visit = [appointment, ...(await partsOf(tx, actor.tenantId, [appointment.id]))];
    const lines = await linesOf(
      tx,
      actor.tenantId,
      visit.map((r) => r.id),
    );
    const services = visit.flatMap((r) => (lines.get(r.id) ?? []).map((line) => ({ line, cutterId: r.cutterId })));
    if (services.length)
      await tx.insert(invoiceLines).values(
        services.map(({ line: s, cutterId }, position) => ({
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
          cutterId,
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
    return presentInvoice(tx, await applyBookingDeposit(tx, actor, saved, after, deps.now(), requestId));
  });
  await after.run(deps.jobs);
  return answer;
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
      taxRateMilliPercent: terms.taxRateMilliPercent,
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
    await refreshInvoiceDays(tx, row.tenantId, id);
    if (row.appointmentId)
      await applyCheckoutAction(tx, actor, row.appointmentId, 'rollback-invoice', { requestId, details: { invoiceId: id } });
    await audit(
      tx,
      actor,
      { action: 'invoice.void', entityType: 'invoice', entityId: id, details: { totalCents: row.totalCents } },
      requestId,
    );
    return presentInvoice(tx, saved);
  });
}
