// The emailed receipt of a late-cancel or no-show fee (issue 20), through the outbox like checkout's receipts: queued in
// the transaction that settles the fee (so once, however many clerks press), delivered after commit. Its amounts are
// feeReceiptLines of packages/shared; no card number beyond the brand and last four.
import { CARD_BRAND_NAMES, type CardBrand, feeReceiptLines, formatStoreDateTime } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers, stores } from '../../db/schema.ts';
import { queueMessage } from '../../platform/outbox/outbox.ts';
import type { AppointmentRow } from '../appointments/appointments.tables.ts';

export const FEE_RECEIPT_TEMPLATE = 'booking_fee_receipt';

export interface FeeReceipt {
  kind: 'late_cancel_fee' | 'no_show_fee';
  deposit: { keptCents: number; refundCents: number } | null;
  fee: { amountCents: number; brand: CardBrand | null; last4: string | null } | null;
}

/** Queues the fee receipt to the customer's email (none without one); answers the outbox id, or null. */
export async function queueFeeReceipt(tx: Tx, appointment: AppointmentRow, customerId: string, receipt: FeeReceipt) {
  const [c] = await tx
    .select({ first: customers.firstName, email: customers.email })
    .from(customers)
    .where(and(eq(customers.tenantId, appointment.tenantId), eq(customers.id, customerId)));
  if (!c?.email) return null;
  const [store] = await tx
    .select({ name: stores.name, timezone: stores.timezone })
    .from(stores)
    .where(and(eq(stores.tenantId, appointment.tenantId), eq(stores.id, appointment.storeId)));
  const card = receipt.fee
    ? `${receipt.fee.brand ? CARD_BRAND_NAMES[receipt.fee.brand] : 'your card'}${receipt.fee.last4 ? ` ••${receipt.fee.last4}` : ''}`
    : '';
  const lines = feeReceiptLines(receipt.kind, receipt.deposit, receipt.fee ? { amountCents: receipt.fee.amountCents, card } : null);
  const when = formatStoreDateTime(store.timezone, appointment.startsAt, { long: true });
  const what = receipt.kind === 'no_show_fee' ? 'no-show fee' : 'late-cancel fee';
  return queueMessage(tx, {
    tenantId: appointment.tenantId,
    channel: 'email',
    to: c.email,
    template: FEE_RECEIPT_TEMPLATE,
    subject: `Your ${what} receipt from ${store.name}`,
    text: [
      `Hi ${c.first},`,
      '',
      `This is the receipt for the ${what} of your appointment at ${store.name} on ${when}.`,
      '',
      ...lines,
      '',
      `${store.name}`,
    ].join('\n'),
  });
}
