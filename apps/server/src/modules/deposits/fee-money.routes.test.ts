// A charged no-show fee where money is totalled and told (issue 20): the fee receipt emailed once through the outbox,
// the customer's own view of the fee, and the sales summary's booking-fee line reconciling to the booking charges.
import { feeRevenueCents } from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { outboxMessages } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeCustomer } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth } from '../../testing/test-sessions.ts';
import { dayAhead, type Headers } from '../appointments/appointment-test-data.ts';
import { bookWithDeposit, type DepositWorld, depositWorld, savedCard } from './deposit-test-data.ts';
import { FEE_RECEIPT_TEMPLATE } from './fee-receipt.ts';

let t: TestApp;
let w: DepositWorld;
let me: Headers;
let clock: Date | null = null;
const now = () => clock ?? new Date();
let appointmentId: string;
const start = dayAhead(2).at('15:00');

beforeAll(async () => {
  t = await createTestApp({}, { now });
  w = await depositWorld(t.app, t.database.db, 'Fee money');
  me = (await customerAuth(t.database.db, w.customer)).headers;
  const card = await savedCard(t.app, me);
  appointmentId = await bookWithDeposit(t.app, w, me, card, start.toISOString());
  clock = new Date(start.getTime() + 30 * 60_000);
  const marked = await t.app.inject({ method: 'POST', url: `/api/Appointment/NoShow/${appointmentId}`, headers: w.desk, payload: {} });
  expect(marked.statusCode, marked.body).toBe(200);
  const charge = () => t.app.inject({ method: 'POST', url: `/api/BookingPolicy/ChargeFee/${appointmentId}`, headers: w.desk, payload: {} });
  expect((await charge()).statusCode).toBe(200);
  expect((await charge()).statusCode).toBe(200); // a second press charges and emails nothing more
});

const receipts = () =>
  withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
    tx
      .select({ to: outboxMessages.toAddress, subject: outboxMessages.subject, text: outboxMessages.bodyText })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.tenantId, w.tenant.tenant.id), eq(outboxMessages.template, FEE_RECEIPT_TEMPLATE))),
  );

describe('a charged $30.00 no-show fee ($10.00 deposit kept, $20.00 to the card)', () => {
  it('emails the customer one fee receipt with the exact amounts, and no card number', async () => {
    const sent = await receipts();
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe(w.customer.email);
    expect(sent[0].subject).toBe(`Your no-show fee receipt from ${w.store.name}`);
    expect(sent[0].text).toContain('No-show fee: $30.00\nKept from your deposit: $10.00\nCharged to Visa ••4242: $20.00');
    expect(sent[0].text).not.toContain('4242424242424242');
  });

  it("shows on the customer's own appointment (another customer: 404)", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/BookingPolicy/Mine/${appointmentId}`, headers: me });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().res_data.charges).toMatchObject([
      { kind: 'deposit', status: 'succeeded', amountCents: 1000, keptCents: 1000, refundedCents: 0 },
      { kind: 'no_show_fee', status: 'succeeded', amountCents: 2000, last4: '4242' },
    ]);
    const stranger = (await customerAuth(t.database.db, await makeCustomer(t.database.db, w.tenant))).headers;
    expect((await t.app.inject({ method: 'GET', url: `/api/BookingPolicy/Mine/${appointmentId}`, headers: stranger })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/BookingPolicy/Mine/${appointmentId}`, headers: w.desk })).statusCode).toBe(403);
  });

  it("puts $30.00 on the sales summary's booking-fee line, reconciling to the booking charges", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Report/Create',
      headers: w.manager,
      payload: { type: 'sales_summary', name: 'Fees', storeId: null, params: {} },
    });
    expect(created.statusCode, created.body).toBe(201);
    const day = dayAhead(2).date;
    const run = await t.app.inject({
      method: 'POST',
      url: `/api/Report/Run/${created.json().res_data.id}`,
      headers: w.manager,
      payload: { from: dayAhead(0).date, to: day },
    });
    expect(run.statusCode, run.body).toBe(200);
    const report = run.json().res_data;
    expect(report.rows).toEqual([
      { date: day, tickets: 0, netSalesCents: 0, discountCents: 0, taxCents: 0, tipCents: 0, giftCardSalesCents: 0, bookingFeeCents: 3000 },
    ]);
    expect(report.totals.bookingFeeCents).toBe(3000);
    const charges = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      queryRows<{ kind: 'deposit'; status: 'succeeded'; amountCents: number; refundedCents: number; keptCents: number }>(
        tx,
        sql`select kind, status, amount_cents as "amountCents", refunded_cents as "refundedCents", kept_cents as "keptCents"
            from booking_charges`,
      ),
    );
    expect(feeRevenueCents(charges)).toBe(report.totals.bookingFeeCents);
  });
});
