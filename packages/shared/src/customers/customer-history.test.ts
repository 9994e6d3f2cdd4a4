import { describe, expect, it } from 'vitest';
import {
  averageTicketCents,
  type HistoryAppointment,
  invoiceNetCents,
  lifetimeSpendCents,
  phoneDigitsOf,
  visitSummary,
} from './customer-history.ts';

const inv = (status: string, paidCents: number, refundedCents = 0) => ({ status, paidCents, refundedCents });

describe('invoiceNetCents', () => {
  it.each([
    ['paid in full', inv('success', 4330), 4330],
    ['partly refunded: 4330 - 1000', inv('partial_refund', 4330, 1000), 3330],
    ['refunded in full', inv('refunded', 2500, 2500), 0],
    ['partly paid', inv('partially-paid', 1200), 1200],
    ['cancelled keeps nothing even if a figure is left', inv('cancelled', 900), 0],
    ['failed keeps nothing', inv('failed', 500), 0],
    ['unpaid', inv('incomplete', 0), 0],
  ])('%s', (_name, invoice, expected) => {
    expect(invoiceNetCents(invoice)).toBe(expected);
  });
});

describe('lifetimeSpendCents and averageTicketCents', () => {
  it.each([
    // 4330 + 3330 + 0 + 1200 = 8860 over 3 invoices that kept money: 2953.33 -> 2953
    [
      'mixed history',
      [inv('success', 4330), inv('partial_refund', 4330, 1000), inv('refunded', 2500, 2500), inv('partially-paid', 1200)],
      8860,
      2953,
    ],
    // 1001 + 1002 = 2003 over 2: 1001.5 rounds half up to 1002
    ['half a cent rounds up', [inv('success', 1001), inv('success', 1002)], 2003, 1002],
    // 1000 + 1000 + 1001 = 3001 over 3: 1000.33 -> 1000
    ['a third of a cent rounds down', [inv('success', 1000), inv('success', 1000), inv('success', 1001)], 3001, 1000],
    ['nothing paid', [inv('incomplete', 0), inv('cancelled', 0)], 0, 0],
    ['no invoices', [], 0, 0],
  ])('%s', (_name, invoices, spend, average) => {
    expect(lifetimeSpendCents(invoices)).toBe(spend);
    expect(averageTicketCents(invoices)).toBe(average);
  });
});

const now = new Date('2026-03-10T15:00:00Z');
const appt = (status: string, iso: string, cutter: 'a' | 'b', services: string[]): HistoryAppointment => ({
  status,
  startsAt: new Date(iso),
  cutterId: cutter === 'a' ? '00000000-0000-4000-8000-00000000000a' : '00000000-0000-4000-8000-00000000000b',
  cutterName: cutter === 'a' ? 'Ana' : 'Ben',
  services,
});

describe('visitSummary', () => {
  const history = [
    appt('checked_out', '2026-01-05T16:00:00Z', 'a', ['Haircut', 'Beard trim']),
    appt('completed', '2026-02-01T16:00:00Z', 'b', ['Haircut']),
    appt('checked_out', '2026-02-20T16:00:00Z', 'b', ['Haircut', 'Shave']),
    appt('no_show', '2026-02-25T16:00:00Z', 'a', ['Haircut']),
    appt('cancelled', '2026-03-01T16:00:00Z', 'a', ['Haircut']),
    appt('booked', '2026-03-20T16:00:00Z', 'a', ['Haircut']),
    appt('rescheduled', '2026-03-15T16:00:00Z', 'a', ['Shave']),
    appt('pending', '2026-03-11T16:00:00Z', 'a', ['Shave']),
  ];

  it('counts visits, no-shows and cancellations and finds the last and next visit', () => {
    const s = visitSummary(history, now);
    expect([s.visitCount, s.noShowCount, s.cancelledCount]).toEqual([3, 1, 1]);
    expect(s.lastVisit?.startsAt.toISOString()).toBe('2026-02-20T16:00:00.000Z');
    // the pending cart hold on the 11th is not a visit to come; the rescheduled one on the 15th is
    expect(s.nextVisit?.startsAt.toISOString()).toBe('2026-03-15T16:00:00.000Z');
  });

  it('names the cutter with most visits and the top services (ties by name)', () => {
    const s = visitSummary(history, now);
    expect(s.favouriteCutter).toEqual({ id: '00000000-0000-4000-8000-00000000000b', name: 'Ben', visits: 2 });
    expect(s.favouriteServices).toEqual([
      { name: 'Haircut', count: 3 },
      { name: 'Beard trim', count: 1 },
      { name: 'Shave', count: 1 },
    ]);
  });

  it('breaks a cutter tie by the most recent visit', () => {
    const tie = [appt('completed', '2026-01-01T16:00:00Z', 'b', []), appt('completed', '2026-02-01T16:00:00Z', 'a', [])];
    expect(visitSummary(tie, now).favouriteCutter?.name).toBe('Ana');
  });

  it('is empty for a customer with no history', () => {
    expect(visitSummary([], now)).toEqual({
      visitCount: 0,
      noShowCount: 0,
      cancelledCount: 0,
      lastVisit: null,
      nextVisit: null,
      favouriteCutter: null,
      favouriteServices: [],
    });
  });
});

describe('phoneDigitsOf', () => {
  it.each([
    ['1234', '1234'],
    ['(312) 555-1234', '3125551234'],
    ['+1 312', '1312'],
    ['12', null],
    ['smith', null],
    ['a1234', null],
  ])('%s -> %s', (input, expected) => {
    expect(phoneDigitsOf(input)).toBe(expected);
  });
});
