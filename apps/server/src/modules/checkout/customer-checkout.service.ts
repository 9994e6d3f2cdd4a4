// The customer's side of checkout: their open invoice and the /customer/payment-response outcome.
import type { Invoice, PaymentOutcome } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { invoicePayments } from '../../db/schema.ts';
import { loadAppointment } from '../appointments/appointment-records.ts';
import { dueOf, loadInvoice } from './invoice-records.ts';
import { presentInvoiceOfAppointment } from './invoice-presenter.ts';
import type { CheckoutDeps } from './invoice-records.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function customerInvoiceOfAppointment(deps: CheckoutDeps, actor: Actor, appointmentId: string): Promise<Invoice | null> {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    await loadAppointment(tx, actor, appointmentId);
    return presentInvoiceOfAppointment(tx, actor.tenantId, appointmentId);
  });
}

/**
 * The outcome shown at /customer/payment-response: the invoice's status, 'failed' when the payment asked
 * about was declined, 'invoice_does_not_exist' for an id that is not one of the customer's invoices, 'invalid_giftcard_number' when
 * the payment asked about was a gift card number that is not valid.
 */
export async function paymentOutcome(deps: CheckoutDeps, actor: Actor, invoiceId: string, paymentId?: string): Promise<PaymentOutcome> {
  const none: PaymentOutcome = {
    status: 'invoice_does_not_exist',
    invoiceId: null,
    appointmentId: null,
    totalCents: null,
    paidCents: null,
    dueCents: null,
    currency: 'USD',
    message: null,
  };
  if (!UUID.test(invoiceId)) return none;
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    let row: Awaited<ReturnType<typeof loadInvoice>>;
    try {
      row = await loadInvoice(tx, actor, invoiceId);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404) return none;
      throw err;
    }
    const base = {
      invoiceId: row.id,
      appointmentId: row.appointmentId,
      totalCents: row.totalCents,
      paidCents: row.paidCents - row.refundedCents,
      dueCents: row.voidedAt ? 0 : dueOf(row),
      currency: row.currency,
    };
    if (paymentId) {
      const [payment] = await tx
        .select()
        .from(invoicePayments)
        .where(and(eq(invoicePayments.tenantId, actor.tenantId), eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, row.id)));
      if (payment?.status === 'failed')
        return {
          ...base,
          status: payment.declineCode === 'invalid_giftcard_number' ? 'invalid_giftcard_number' : 'failed',
          message: payment.message,
        };
    }
    return { ...base, status: row.status, message: null };
  });
}
