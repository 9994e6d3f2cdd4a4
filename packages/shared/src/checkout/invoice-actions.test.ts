import { describe, expect, it } from 'vitest';
import { type InvoiceActionInput, invoiceAllowedActions } from './invoice-actions.ts';

const base: InvoiceActionInput = {
  kind: 'appointment',
  status: 'incomplete',
  totalCents: 4500,
  dueCents: 4500,
  lineCount: 1,
  paidSomething: false,
  refundable: false,
  appointmentStatus: 'checkout',
};

describe('invoiceAllowedActions', () => {
  it.each<[string, Partial<InvoiceActionInput>, string[]]>([
    ['a fresh appointment invoice', {}, ['edit', 'pay', 'void']],
    ['a fresh new sale (no void: nothing to roll back to)', { kind: 'sale', appointmentStatus: null }, ['edit', 'pay']],
    ['a $0.00 priced invoice', { totalCents: 0, dueCents: 0 }, ['edit', 'complete', 'void']],
    ['an empty $0.00 invoice', { totalCents: 0, dueCents: 0, lineCount: 0 }, ['edit', 'void']],
    [
      'partly paid',
      { status: 'partially-paid', dueCents: 2000, paidSomething: true, refundable: true, appointmentStatus: 'partially-paid' },
      ['edit-paid', 'pay', 'reopen', 'refund', 'receipt'],
    ],
    [
      'paid in full',
      { status: 'success', dueCents: 0, paidSomething: true, refundable: true, appointmentStatus: 'checked_out' },
      ['reopen', 'refund', 'receipt'],
    ],
    ['voided', { status: 'cancelled', dueCents: 0, appointmentStatus: 'completed' }, []],
    ['refunded in full', { status: 'refunded', dueCents: 0, paidSomething: true, appointmentStatus: 'checked_out' }, ['reopen', 'receipt']],
    ['reopened after a rollback-checkout', { paidSomething: true }, ['edit-paid', 'pay']],
  ])('%s', (_name, change, actions) => {
    expect(invoiceAllowedActions({ ...base, ...change })).toEqual(actions);
  });
});
