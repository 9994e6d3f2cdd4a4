// What may be done with an invoice in its state, sent with every invoice (as appointments send theirs) so screens
// offer exactly these. The flags a person needs on top are the server's to check; INVOICE_ACTION_FLAGS names them.
import type { InvoiceKind, InvoiceStatus } from './invoice-status.ts';

export const INVOICE_ACTIONS = [
  /** Lines, promo and tips while nothing is paid. */
  'edit',
  /** Lines, promo and tips once money was taken (needs edit_invoice). */
  'edit-paid',
  /** Take a tender: money is due. */
  'pay',
  /** Complete without a payment: a priced invoice with $0.00 due. */
  'complete',
  /** Rollback-invoice: void an appointment's unpaid invoice. */
  'void',
  /** Rollback-checkout: refund every payment and reopen the appointment's invoice. */
  'reopen',
  /** Refund a payment (each payment says how much is refundable). */
  'refund',
  /** The receipt: screen, PDF, email. */
  'receipt',
] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

/** The flags (any of) an action needs besides the checkout flag of the invoice's kind. */
export const INVOICE_ACTION_FLAGS: Readonly<Partial<Record<InvoiceAction, readonly string[]>>> = {
  'edit-paid': ['edit_invoice'],
  reopen: ['edit_invoice'],
  refund: ['edit_invoice'],
};

export interface InvoiceActionInput {
  kind: InvoiceKind;
  status: InvoiceStatus;
  totalCents: number;
  dueCents: number;
  lineCount: number;
  /** Any money taken: a net paid amount or a succeeded payment (even one refunded since). */
  paidSomething: boolean;
  /** Some payment can still be refunded. */
  refundable: boolean;
  appointmentStatus: string | null;
}

/** Every action the invoice allows in its state, in INVOICE_ACTIONS order. */
export function invoiceAllowedActions(i: InvoiceActionInput): InvoiceAction[] {
  const closed = i.status === 'cancelled' || i.status === 'refunded';
  const allowed = new Set<InvoiceAction>();
  if (!closed && i.status !== 'success' && i.status !== 'partial_refund') allowed.add(i.paidSomething ? 'edit-paid' : 'edit');
  if (i.dueCents > 0 && !closed) allowed.add('pay');
  else if (i.status === 'incomplete' && i.totalCents === 0 && i.lineCount > 0) allowed.add('complete');
  if (i.kind === 'appointment' && i.status === 'incomplete' && !i.paidSomething) allowed.add('void');
  if (i.kind === 'appointment' && (i.appointmentStatus === 'checked_out' || i.appointmentStatus === 'partially-paid'))
    allowed.add('reopen');
  if (i.refundable) allowed.add('refund');
  if (i.status === 'success' || i.status === 'partially-paid' || i.status === 'refunded' || i.status === 'partial_refund')
    allowed.add('receipt');
  return INVOICE_ACTIONS.filter((a) => allowed.has(a));
}
