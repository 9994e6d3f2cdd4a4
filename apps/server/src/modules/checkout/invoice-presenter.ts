// Presenting invoices: the invoice with its lines, tips, payments, refunds, the back-bar used and the actions its
// state allows (invoiceAllowedActions), as the Invoice schema sends it.
import { type Invoice, invoiceAllowedActions, type Payment, type Refund } from '@salon/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { appointments, customers, invoiceLines, invoicePayments, invoiceRefunds, invoices, stores } from '../../db/schema.ts';
import { fullName } from '../appointments/appointment-records.ts';
import type { InvoicePaymentRow, InvoiceRefundRow, InvoiceRow } from './checkout.tables.ts';
import { dueOf } from './invoice-records.ts';

export function presentPayment(p: InvoicePaymentRow, refundsInFlight = 0): Payment {
  return {
    id: p.id,
    tender: p.tender,
    status: p.status,
    amountCents: p.amountCents,
    refundedCents: p.refundedCents - refundsInFlight,
    refundableCents: p.status === 'succeeded' ? p.amountCents - p.refundedCents : 0,
    brand: p.brand,
    last4: p.last4,
    tenderedCents: p.tenderedCents,
    changeCents: p.changeCents,
    message: p.message,
    createdAt: p.createdAt.toISOString(),
  };
}

export function presentRefund(r: InvoiceRefundRow): Refund {
  return {
    id: r.id,
    paymentId: r.paymentId,
    amountCents: r.amountCents,
    status: r.status,
    reason: r.reason,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The appointment's live (else latest, cancelled) invoice, presented; null before Create invoice. Access is the caller's. */
export async function presentInvoiceOfAppointment(tx: Tx, tenantId: string, appointmentId: string): Promise<Invoice | null> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.appointmentId, appointmentId)))
    .orderBy(sql`${invoices.status} = 'cancelled'`, desc(invoices.createdAt))
    .limit(1);
  return row ? presentInvoice(tx, row) : null;
}

export async function presentInvoice(tx: Tx, row: InvoiceRow): Promise<Invoice> {
  const t = row.tenantId;
  const [store] = await tx
    .select({ name: stores.name, timezone: stores.timezone, receiptFooter: stores.receiptFooter })
    .from(stores)
    .where(and(eq(stores.tenantId, t), eq(stores.id, row.storeId)));
  const [appointment] = row.appointmentId
    ? await tx
        .select({
          status: appointments.status,
          startsAt: appointments.startsAt,
          guestName: appointments.guestName,
          guestEmail: appointments.guestEmail,
        })
        .from(appointments)
        .where(and(eq(appointments.tenantId, t), eq(appointments.id, row.appointmentId)))
    : [];
  const [customer] = row.customerId
    ? await tx
        .select({ first: customers.firstName, last: customers.lastName, email: customers.email })
        .from(customers)
        .where(and(eq(customers.tenantId, t), eq(customers.id, row.customerId)))
    : [];
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.tenantId, t), eq(invoiceLines.invoiceId, row.id)))
    .orderBy(asc(invoiceLines.position));
  const tips = await queryRows<{ cutter_id: string; amount_cents: number; first: string | null; last: string | null }>(
    tx,
    sql`select t.cutter_id, t.amount_cents, e.first_name as first, e.last_name as last
          from invoice_tips t join employees e on e.id = t.cutter_id and e.tenant_id = t.tenant_id
         where t.tenant_id = ${t} and t.invoice_id = ${row.id} order by e.first_name, e.last_name`,
  );
  const payments = await tx
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.tenantId, t), eq(invoicePayments.invoiceId, row.id)))
    .orderBy(asc(invoicePayments.createdAt));
  const refunds = await tx
    .select()
    .from(invoiceRefunds)
    .where(and(eq(invoiceRefunds.tenantId, t), eq(invoiceRefunds.invoiceId, row.id)))
    .orderBy(asc(invoiceRefunds.createdAt));
  const inFlight = new Map<string, number>();
  for (const r of refunds) if (r.status === 'pending') inFlight.set(r.paymentId, (inFlight.get(r.paymentId) ?? 0) + r.amountCents);
  const candidates = await tipCandidates(tx, row);
  const used = row.appointmentId
    ? await queryRows<{ product_id: string; name: string; quantity: number }>(
        tx,
        sql`select l.product_id, p.name, sum(l.quantity)::int as quantity
              from back_bar_usages u
              join back_bar_usage_lines l on l.tenant_id = u.tenant_id and l.usage_id = u.id
              join products p on p.tenant_id = l.tenant_id and p.id = l.product_id
             where u.tenant_id = ${t} and u.appointment_id = ${row.appointmentId} and u.status = 'deducted'
             group by l.product_id, p.name order by p.name`,
      )
    : [];
  const presentedPayments = payments.map((p) => presentPayment(p, inFlight.get(p.id) ?? 0));
  const dueCents = row.voidedAt ? 0 : dueOf(row);
  const allowedActions = invoiceAllowedActions({
    kind: row.kind,
    status: row.status,
    totalCents: row.totalCents,
    dueCents,
    lineCount: lines.length,
    paidSomething: row.paidCents - row.refundedCents > 0 || payments.some((p) => p.status === 'succeeded'),
    refundable: presentedPayments.some((p) => p.refundableCents > 0),
    appointmentStatus: appointment?.status ?? null,
  });
  return {
    id: row.id,
    cartUniqId: row.cartUniqId,
    kind: row.kind,
    number: row.number,
    status: row.status,
    storeId: row.storeId,
    storeName: store?.name ?? '',
    storeTimezone: store?.timezone ?? 'UTC',
    appointmentId: row.appointmentId,
    appointmentStatus: appointment?.status ?? null,
    appointmentStart: appointment ? appointment.startsAt.toISOString() : null,
    customerId: row.customerId,
    customerName: customer ? fullName(customer.first, customer.last) : (appointment?.guestName ?? null),
    customerEmail: customer?.email ?? appointment?.guestEmail ?? null,
    currency: row.currency,
    taxRateMilliPercent: row.taxRateMilliPercent,
    promo:
      row.promoCode && row.promoType && row.promoValue !== null
        ? { code: row.promoCode, type: row.promoType, value: row.promoValue }
        : null,
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      itemId: l.itemId,
      name: l.name,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      amountCents: l.amountCents,
      discountCents: l.discountCents,
      taxCents: l.taxCents,
      totalCents: l.totalCents,
      cutterId: l.cutterId,
      fromAppointment: l.fromAppointment,
      giftCardLast4: l.giftCards.map((g) => g.last4),
    })),
    tips: tips.map((tip) => ({ cutterId: tip.cutter_id, cutterName: fullName(tip.first, tip.last), amountCents: tip.amount_cents })),
    tipCandidates: candidates,
    productsUsed: used.map((u) => ({ productId: u.product_id, name: u.name, quantity: u.quantity })),
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    taxCents: row.taxCents,
    tipCents: row.tipCents,
    totalCents: row.totalCents,
    paidCents: row.paidCents - row.refundedCents,
    refundedCents: row.refundedCents,
    dueCents,
    payments: presentedPayments,
    refunds: refunds.map(presentRefund),
    receiptFooter: store?.receiptFooter ?? null,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    allowedActions,
  };
}

/** Who may be tipped: the cutters on the invoice's lines first, then everyone else holding the cutter role at the store. */
export async function tipCandidates(tx: Tx, row: InvoiceRow): Promise<{ cutterId: string; name: string }[]> {
  const rows = await queryRows<{ id: string; first: string | null; last: string | null; on_invoice: boolean }>(
    tx,
    sql`select e.id, e.first_name as first, e.last_name as last,
               exists (select 1 from invoice_lines l where l.tenant_id = e.tenant_id and l.invoice_id = ${row.id} and l.cutter_id = e.id) as on_invoice
          from employees e
         where e.tenant_id = ${row.tenantId} and e.status = 'active'
           and (exists (select 1 from invoice_lines l where l.tenant_id = e.tenant_id and l.invoice_id = ${row.id} and l.cutter_id = e.id)
             or exists (select 1 from employee_roles er join roles r on r.id = er.role_id and r.tenant_id = er.tenant_id
                         where er.tenant_id = e.tenant_id and er.employee_id = e.id and er.store_id = ${row.storeId} and r.slug = 'cutter'))
         order by on_invoice desc, e.first_name, e.last_name
         limit 50`,
  );
  return rows.map((r) => ({ cutterId: r.id, name: fullName(r.first, r.last) }));
}
