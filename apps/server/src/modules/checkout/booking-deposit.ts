// A deposit taken at booking (deposits module) becomes a card payment of the appointment's invoice at checkout: it
// counts toward what is paid, reconciles in the ledger like any card payment, and refunds through the refund paths.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invoicePayments, invoices } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { AfterCommit } from '../appointments/after-commit.ts';
import { claimDepositForInvoice } from '../deposits/booking-acceptance.ts';
import type { InvoiceRow } from './checkout.tables.ts';
import { applyCapture } from './payment-capture.ts';

/** Applies the appointment's held deposit (up to the invoice's total) to a new invoice; answers the invoice after. */
export async function applyBookingDeposit(tx: Tx, actor: Actor, invoice: InvoiceRow, after: AfterCommit, now: Date, requestId?: string) {
  if (!invoice.appointmentId || invoice.totalCents <= 0) return invoice;
  const deposit = await claimDepositForInvoice(tx, actor.tenantId, invoice.appointmentId, invoice.id);
  if (!deposit) return invoice;
  const [payment] = await tx
    .insert(invoicePayments)
    .values({
      tenantId: actor.tenantId,
      invoiceId: invoice.id,
      tender: 'saved_card',
      status: 'succeeded',
      amountCents: Math.min(deposit.amountCents, invoice.totalCents),
      gatewayKey: deposit.gatewayKey,
      chargeId: deposit.chargeId,
      brand: deposit.brand,
      last4: deposit.last4,
      savedCardId: deposit.savedCardId,
      customerId: deposit.customerId,
      message: 'Booking deposit',
      actorType: deposit.actorType,
      actorId: deposit.actorId,
      completedAt: deposit.completedAt ?? now,
    })
    .returning();
  await applyCapture(tx, actor, invoice, payment, after, now, { strictStock: false, requestId });
  const [saved] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id));
  return saved;
}
