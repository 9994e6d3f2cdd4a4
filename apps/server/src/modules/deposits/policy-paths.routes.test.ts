// The booking policy on the other ways in (issue 20): a waitlist claim pays the deposit like an online booking, a desk
// booking carries the policy in force, and a no-show under a policy without a no-show fee gives the deposit back.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import { SandboxGateway } from '../../platform/payments/sandbox-gateway.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth } from '../../testing/test-sessions.ts';
import { dayAhead, type Headers } from '../appointments/appointment-test-data.ts';
import { deskBooks, join, mine, startWaitlistWorkers } from '../waitlist/waitlist-test-data.ts';
import { registerDepositWorkers } from './index.ts';
import { bookWithDeposit, type DepositWorld, depositWorld, moneyOf, STORE_POLICY, savedCard } from './deposit-test-data.ts';
import { refundDepositIfNoFee } from './booking-fees.service.ts';

let t: TestApp;
let w: DepositWorld;
let me: Headers;
let clock: Date | null = null;
const now = () => clock ?? new Date();

beforeAll(async () => {
  t = await createTestApp({}, { now });
  w = await depositWorld(t.app, t.database.db, 'Policy paths');
  me = (await customerAuth(t.database.db, w.customer)).headers;
  await registerDepositWorkers({ db: t.database.db, jobs: t.jobs, now, gateway: new SandboxGateway(t.database) } as unknown as AppContext);
  await startWaitlistWorkers(t.database.db, t.jobs);
});

const tenantId = () => w.tenant.tenant.id;
const accept = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/Waitlist/Mine/${id}/Accept`, headers: me, payload });

describe('a waitlist claim under a deposit policy', () => {
  it('is refused without acceptance (422) or a saved card (422), the offer staying open; with a card the $10.00 deposit is taken', async () => {
    const day = dayAhead(2);
    const blocking = await deskBooks(t.app, w, day.iso('11:00'), w.customer.id);
    const card = await savedCard(t.app, me);
    const joined = await join(t.app, me, { storeId: w.store.id, serviceIds: [w.haircut], date: day.date, from: '11:00', to: '11:30' });
    expect(joined.statusCode, joined.body).toBe(200);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/Appointment/Cancel/${blocking}`,
      headers: w.desk,
      payload: { reason: 'Ill' },
    });
    expect(cancelled.statusCode).toBe(200);
    await t.jobs.drain();
    const [entry] = await mine(t.app, me);
    expect(entry.status).toBe('offered');

    const unaccepted = await accept(entry.id, {});
    expect(unaccepted.statusCode).toBe(422);
    expect(unaccepted.json().error.fields.acceptPolicy).toBe('Please read and accept the booking policy');
    const noCard = await accept(entry.id, { acceptPolicy: true });
    expect(noCard.statusCode).toBe(422);
    expect(noCard.json().error.fields.savedCardId).toBe('Choose a saved card to book');
    expect((await mine(t.app, me))[0]).toMatchObject({ status: 'offered', appointmentId: null });

    const paid = await accept(entry.id, { acceptPolicy: true, savedCardId: card });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().res_data).toMatchObject({ status: 'booked', offer: null });
    const appointmentId = paid.json().res_data.appointmentId as string;
    expect(await moneyOf(t.database.db, tenantId(), appointmentId)).toEqual({
      charges: [{ kind: 'deposit', status: 'succeeded', amount_cents: 1000, refunded_cents: 0, kept_cents: 0 }],
      gateway: { approved: 1, cents: 1000, refunded: 0 },
    });
    const protection = await t.app.inject({ method: 'GET', url: `/api/BookingPolicy/Appointment/${appointmentId}`, headers: w.desk });
    expect(protection.json().res_data.policy).toEqual(STORE_POLICY);
    expect(protection.json().res_data.policyAcceptedAt).not.toBeNull();
  });
});

describe('a desk booking', () => {
  it('carries the policy in force (not accepted online, no deposit), so a no-show fee can be charged later', async () => {
    const id = await deskBooks(t.app, w, dayAhead(3).iso('12:00'), w.customer.id);
    const res = await t.app.inject({ method: 'GET', url: `/api/BookingPolicy/Appointment/${id}`, headers: w.desk });
    expect(res.json().res_data).toMatchObject({ policy: STORE_POLICY, policyAcceptedAt: null, charges: [], feeDue: null });
  });
});

describe('a no-show under a policy without a no-show fee', () => {
  it('gives the whole $10.00 deposit back by itself, once', async () => {
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/BookingPolicy/Save',
      headers: w.manager,
      payload: { storeId: w.store.id, serviceId: null, policy: { ...STORE_POLICY, noShowFeeCents: 0 } },
    });
    expect(save.statusCode, save.body).toBe(200);
    const card = await savedCard(t.app, me);
    const start = dayAhead(4).at('13:00');
    const id = await bookWithDeposit(t.app, w, me, card, start.toISOString());
    clock = new Date(start.getTime() + 20 * 60_000);
    try {
      const marked = await t.app.inject({ method: 'POST', url: `/api/Appointment/NoShow/${id}`, headers: w.desk, payload: {} });
      expect(marked.statusCode, marked.body).toBe(200);
      await t.jobs.drain();
      const refunded = {
        charges: [{ kind: 'deposit', status: 'succeeded', amount_cents: 1000, refunded_cents: 1000, kept_cents: 0 }],
        gateway: { approved: 1, cents: 1000, refunded: 1000 },
      };
      expect(await moneyOf(t.database.db, tenantId(), id)).toEqual(refunded);
      await refundDepositIfNoFee({ db: t.database.db, gateway: new SandboxGateway(t.database), now }, tenantId(), id); // a replayed job
      expect(await moneyOf(t.database.db, tenantId(), id)).toEqual(refunded);
    } finally {
      clock = null;
    }
  });
});
