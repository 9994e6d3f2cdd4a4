import { beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import { SandboxGateway } from '../../platform/payments/sandbox-gateway.ts';
import { makeCustomer, makeEmployee, makeTenant } from '../../testing/factories.ts';
import { createAppAt, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, staffAuth } from '../../testing/test-sessions.ts';
import { dayAhead, type Headers } from '../appointments/appointment-test-data.ts';
import { registerDepositWorkers } from './index.ts';
import { bookWithDeposit, confirm, type DepositWorld, depositWorld, hold, moneyOf, STORE_POLICY, savedCard } from './deposit-test-data.ts';

let t: TestApp;
let w: DepositWorld;
let me: Headers;
let card: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await depositWorld(t.app, t.database.db);
  me = (await customerAuth(t.database.db, w.customer)).headers;
  card = await savedCard(t.app, me);
  const gateway = new SandboxGateway(t.database);
  await registerDepositWorkers({ db: t.database.db, jobs: t.jobs, now: () => new Date(), gateway } as unknown as AppContext);
});

const tenantId = () => w.tenant.tenant.id;

describe('booking policy settings', () => {
  it('saves a service its own policy beside the store one and reads both back', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/BookingPolicy/Save',
      headers: w.manager,
      payload: { storeId: w.store.id, serviceId: w.color, policy: { ...STORE_POLICY, depositKind: 'percent', depositBasisPoints: 5000 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/api/BookingPolicy/Store/${w.store.id}`, headers: w.manager });
    expect(read.json().res_data).toMatchObject({
      store: { requirement: 'deposit', depositFixedCents: 1000, noShowFeeCents: 3000 },
      services: [{ serviceId: w.color, serviceName: 'Color', policy: { depositKind: 'percent', depositBasisPoints: 5000 } }],
    });
  });

  it('refuses a zero deposit (422), a cutter (403) and another tenant (404)', async () => {
    const zero = await t.app.inject({
      method: 'POST',
      url: '/api/BookingPolicy/Save',
      headers: w.manager,
      payload: { storeId: w.store.id, serviceId: null, policy: { ...STORE_POLICY, depositFixedCents: 0 } },
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().error.fields['policy.depositFixedCents']).toBe('A deposit must be more than zero');
    const cutter = (await staffAuth(t.database.db, w.cutter)).headers;
    expect((await t.app.inject({ method: 'GET', url: `/api/BookingPolicy/Store/${w.store.id}`, headers: cutter })).statusCode).toBe(403);
    const other = await makeTenant(t.database.db, 'Elsewhere');
    const boss = (await staffAuth(t.database.db, await makeEmployee(t.database.db, other, 'franchisor'))).headers;
    expect((await t.app.inject({ method: 'GET', url: `/api/BookingPolicy/Store/${w.store.id}`, headers: boss })).statusCode).toBe(404);
  });
});

describe('deposit at booking', () => {
  it('shows the policy with the hold and books only once it is accepted with a card', async () => {
    const held = await hold(t.app, w, me, dayAhead(3).iso('10:00'));
    expect(held.json().res_data.policy).toEqual({
      requirement: 'deposit',
      depositCents: 1000,
      lines: [
        'A deposit of $10.00 is charged now and taken off your bill.',
        'Cancelling less than 24 hours before costs $15.00; earlier, any deposit is refunded.',
        'Not coming without cancelling costs $30.00.',
      ],
    });
    const id = held.json().res_data.cartUniqId;
    const unaccepted = await confirm(t.app, me, id, {});
    expect(unaccepted.statusCode).toBe(422);
    expect(unaccepted.json().error.fields.acceptPolicy).toBe('Please read and accept the booking policy');
    const noCard = await confirm(t.app, me, id, { acceptPolicy: true });
    expect(noCard.statusCode).toBe(422);
    expect(noCard.json().error.fields.savedCardId).toBe('Choose a saved card to book');
    const ok = await confirm(t.app, me, id, { acceptPolicy: true, savedCardId: card });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().res_data.status).toBe('booked');
    const again = await confirm(t.app, me, id, { acceptPolicy: true, savedCardId: card });
    expect(again.statusCode, again.body).toBe(200);
    expect(await moneyOf(t.database.db, tenantId(), id)).toEqual({
      charges: [{ kind: 'deposit', status: 'succeeded', amount_cents: 1000, refunded_cents: 0, kept_cents: 0 }],
      gateway: { approved: 1, cents: 1000, refunded: 0 },
    });
  });

  it('books nothing when the card is declined (402) and books with another card after', async () => {
    const broke = await savedCard(t.app, me, '4000000000009995');
    const held = await hold(t.app, w, me, dayAhead(3).iso('11:00'));
    const id = held.json().res_data.cartUniqId;
    const res = await confirm(t.app, me, id, { acceptPolicy: true, savedCardId: broke });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      error: { code: 'PAYMENT_DECLINED' },
      message: 'Your card has insufficient funds. Please use another card.',
    });
    const desk = await t.app.inject({ method: 'GET', url: `/api/Appointment/GetById/${id}`, headers: w.desk });
    expect(desk.json().res_data.status).toBe('pending');
    const ok = await confirm(t.app, me, id, { acceptPolicy: true, savedCardId: card });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await moneyOf(t.database.db, tenantId(), id)).charges.map((c) => `${c.kind}:${c.status}`)).toEqual([
      'deposit:failed',
      'deposit:succeeded',
    ]);
  });

  it("refuses another customer's saved card with 404", async () => {
    const other = await makeCustomer(t.database.db, w.tenant);
    const theirs = await savedCard(t.app, (await customerAuth(t.database.db, other)).headers);
    const held = await hold(t.app, w, me, dayAhead(3).iso('12:00'));
    const res = await confirm(t.app, me, held.json().res_data.cartUniqId, { acceptPolicy: true, savedCardId: theirs });
    expect(res.statusCode).toBe(404);
  });
});

describe('cancellations, no-shows and checkout', () => {
  it('gives the whole deposit back when the customer cancels outside the window', async () => {
    const id = await bookWithDeposit(t.app, w, me, card, dayAhead(4).iso('10:00'));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/Appointment/Cancel/${id}`,
      headers: me,
      payload: { reason: 'Plans changed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.jobs.drain();
    expect(await moneyOf(t.database.db, tenantId(), id)).toEqual({
      charges: [{ kind: 'deposit', status: 'succeeded', amount_cents: 1000, refunded_cents: 1000, kept_cents: 0 }],
      gateway: { approved: 1, cents: 1000, refunded: 1000 },
    });
    const due = await t.app.inject({ method: 'GET', url: `/api/BookingPolicy/Appointment/${id}`, headers: w.desk });
    expect(due.json().res_data.feeDue).toBeNull();
  });

  it('charges a no-show fee once: the deposit is kept and the rest goes on the card', async () => {
    const start = dayAhead(2).at('14:00');
    const id = await bookWithDeposit(t.app, w, me, card, start.toISOString());
    const later = await createAppAt(t.database, new Date(start.getTime() + 30 * 60_000));
    expect((await later.inject({ method: 'POST', url: `/api/Appointment/NoShow/${id}`, headers: w.desk, payload: {} })).statusCode).toBe(
      200,
    );
    const before = await later.inject({ method: 'GET', url: `/api/BookingPolicy/Appointment/${id}`, headers: w.desk });
    expect(before.json().res_data.feeDue).toEqual({ kind: 'no_show_fee', chargeCents: 2000, depositKeptCents: 1000, refundCents: 0 });
    const first = await later.inject({ method: 'POST', url: `/api/BookingPolicy/ChargeFee/${id}`, headers: w.desk, payload: {} });
    expect(first.statusCode, first.body).toBe(200);
    const second = await later.inject({ method: 'POST', url: `/api/BookingPolicy/ChargeFee/${id}`, headers: w.desk, payload: {} });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().res_data.feeDue).toBeNull();
    expect(await moneyOf(t.database.db, tenantId(), id)).toEqual({
      charges: [
        { kind: 'deposit', status: 'succeeded', amount_cents: 1000, refunded_cents: 0, kept_cents: 1000 },
        { kind: 'no_show_fee', status: 'succeeded', amount_cents: 2000, refunded_cents: 0, kept_cents: 0 },
      ],
      gateway: { approved: 2, cents: 3000, refunded: 0 },
    });
  });

  it('answers 409 when no fee is due (a booked visit)', async () => {
    const id = await bookWithDeposit(t.app, w, me, card, dayAhead(5).iso('10:00'));
    const res = await t.app.inject({ method: 'POST', url: `/api/BookingPolicy/ChargeFee/${id}`, headers: w.desk, payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No fee is due on this appointment.');
  });

  it('applies the deposit to the invoice at checkout', async () => {
    const start = dayAhead(0).at('17:00');
    const when = start.getTime() > Date.now() ? start : dayAhead(1).at('17:00');
    const id = await bookWithDeposit(t.app, w, me, card, when.toISOString());
    const later = await createAppAt(t.database, new Date(when.getTime() + 5 * 60_000));
    for (const action of ['CheckIn', 'Start', 'Stop']) {
      const res = await later.inject({ method: 'POST', url: `/api/Appointment/${action}/${id}`, headers: w.desk, payload: {} });
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    }
    const invoice = await later.inject({ method: 'POST', url: `/api/Invoice/CreateForAppointment/${id}`, headers: w.desk });
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(invoice.json().res_data).toMatchObject({
      totalCents: 2500,
      paidCents: 1000,
      dueCents: 1500,
      status: 'partially-paid',
      payments: [
        { tender: 'saved_card', status: 'succeeded', amountCents: 1000, refundableCents: 1000, last4: '4242', message: 'Booking deposit' },
      ],
    });
  });
});
