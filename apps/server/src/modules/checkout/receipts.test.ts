import type { Invoice } from '@salon/shared';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { receiptPdf, receiptText, receiptTimes } from './receipts.ts';

// A 3:00 PM visit at a Chicago store, paid at 3:47 PM: the receipt says so whatever zone the server runs in.
function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    cartUniqId: 'cart-1',
    kind: 'appointment',
    number: 'INV-0001',
    status: 'success',
    storeId: '00000000-0000-4000-8000-000000000002',
    storeName: 'Loop Studio',
    storeTimezone: 'America/Chicago',
    appointmentId: '00000000-0000-4000-8000-000000000003',
    appointmentStatus: 'checked_out',
    appointmentStart: '2026-11-20T21:00:00.000Z',
    customerId: null,
    customerName: 'Casey Client',
    customerEmail: null,
    currency: 'USD',
    taxRateMilliPercent: 0,
    promo: null,
    lines: [],
    tips: [],
    tipCandidates: [],
    productsUsed: [],
    subtotalCents: 4000,
    discountCents: 0,
    taxCents: 0,
    tipCents: 0,
    totalCents: 4000,
    paidCents: 4000,
    refundedCents: 0,
    dueCents: 0,
    payments: [],
    refunds: [],
    receiptFooter: null,
    paidAt: '2026-11-20T21:47:14.000Z',
    createdAt: '2026-11-20T21:40:00.000Z',
    version: 1,
    allowedActions: ['receipt'],
    ...overrides,
  };
}

describe('receipt times', () => {
  it.each([
    ['a Chicago store in winter', {}, 'Fri, Nov 20, 2026, 3:47 PM CST', 'Fri, Nov 20, 2026, 3:00 PM CST'],
    [
      'a Chicago store on the fall-back day',
      { appointmentStart: '2026-11-01T21:00:00.000Z', paidAt: '2026-11-01T07:30:00.000Z' },
      'Sun, Nov 1, 2026, 1:30 AM CST',
      'Sun, Nov 1, 2026, 3:00 PM CST',
    ],
    [
      'a Chicago store on the spring-forward day',
      { appointmentStart: '2026-03-08T20:00:00.000Z', paidAt: '2026-03-08T08:00:00.000Z' },
      'Sun, Mar 8, 2026, 3:00 AM CDT',
      'Sun, Mar 8, 2026, 3:00 PM CDT',
    ],
    ['a Kolkata store', { storeTimezone: 'Asia/Kolkata' }, 'Sat, Nov 21, 2026, 3:17 AM GMT+5:30', 'Sat, Nov 21, 2026, 2:30 AM GMT+5:30'],
    ['a sale without a visit, not yet paid', { appointmentStart: null, paidAt: null }, 'Fri, Nov 20, 2026, 3:40 PM CST', null],
  ])('%s', (_, overrides, paid, visit) => expect(receiptTimes(invoice(overrides))).toEqual({ paid, visit }));

  it('puts the store-clock times in the emailed text, never a UTC stamp', () => {
    const text = receiptText(invoice());
    expect(text.split('\n').slice(0, 4)).toEqual([
      'Loop Studio',
      'Receipt INV-0001 · Fri, Nov 20, 2026, 3:47 PM CST',
      'Visit: Fri, Nov 20, 2026, 3:00 PM CST',
      'Customer: Casey Client',
    ]);
    expect(text).not.toMatch(/GMT|UTC/);
  });

  it('makes a PDF that loads', async () => {
    const pdf = await PDFDocument.load(await receiptPdf(invoice()));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Receipt INV-0001');
  });
});
