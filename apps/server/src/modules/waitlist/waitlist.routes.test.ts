import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, makeTenant } from '../../testing/factories.ts';
import { createAppAt, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { addService, type BookingWorld, bookingWorld, createBody, dayAhead, type Headers } from '../appointments/appointment-test-data.ts';
import { passExpiredOffer } from './waitlist-offers.ts';
import { deskBooks, join, mine, offersTo, PUBLIC_URL, signedInCustomer, startWaitlistWorkers, waitlistDeps } from './waitlist-test-data.ts';

let t: TestApp;
let w: BookingWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db, 'Waitlist');
  await startWaitlistWorkers(t.database.db, t.jobs);
});

const cancel = (id: string, headers: Headers = w.desk) =>
  t.app.inject({ method: 'POST', url: `/api/Appointment/Cancel/${id}`, headers, payload: { reason: 'Cannot make it' } });
const wish = (daysAhead: number, extra: Record<string, unknown> = {}) => ({
  storeId: w.store.id,
  serviceIds: [w.haircut],
  date: dayAhead(daysAhead).date,
  from: '11:00',
  to: '11:30',
  ...extra,
});

describe('waitlist: offer on cancel, claim', () => {
  it('offers the cancelled time to the first fitting waiting customer, who claims it', async () => {
    const day = dayAhead(2);
    const blocker = await signedInCustomer(t.database.db, w);
    const blocking = await deskBooks(t.app, w, day.iso('11:00'), blocker.customer.id);
    const me = await signedInCustomer(t.database.db, w);
    const other = await signedInCustomer(t.database.db, w);
    // Another cutter's wish (no fit), then mine, then a later one: mine is first in line among those that fit.
    const wrongCutter = await makeEmployee(t.database.db, w.tenant, 'cutter');
    expect((await join(t.app, other.headers, wish(2, { cutterId: wrongCutter.id }))).statusCode).toBe(200);
    const joined = await join(t.app, me.headers, wish(2));
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().res_data).toMatchObject({
      status: 'waiting',
      from: '11:00',
      to: '11:30',
      services: [{ id: w.haircut, name: 'Haircut' }],
      offer: null,
    });

    expect((await cancel(blocking)).statusCode).toBe(200);
    await t.jobs.drain();

    const [entry] = await mine(t.app, me.headers);
    expect(entry.status).toBe('offered');
    expect(entry.offer?.start).toBe(day.iso('11:00'));
    expect((await mine(t.app, other.headers))[0].status).toBe('waiting');
    const sent = await offersTo(t.database.db, w.tenant.tenant.id, me.customer.email!);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe(`A time opened up at ${w.store.name}`);
    expect(sent[0].text).toContain(`held for you for 15 minutes. Claim it here: ${PUBLIC_URL}/customer/my-appointments`);

    const accepted = await t.app.inject({ method: 'POST', url: `/api/Waitlist/Mine/${entry.id}/Accept`, headers: me.headers, payload: {} });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().res_data).toMatchObject({ status: 'booked', offer: null });
    const appointmentId = accepted.json().res_data.appointmentId as string;
    const booked = await t.app.inject({ method: 'GET', url: `/api/Appointment/GetById/${appointmentId}`, headers: w.desk });
    expect(booked.json().res_data).toMatchObject({ status: 'booked', customerId: me.customer.id, start: day.iso('11:00') });
    const again = await t.app.inject({ method: 'POST', url: `/api/Waitlist/Mine/${entry.id}/Accept`, headers: me.headers, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This offer is no longer open.');
  });

  it('a time taken meanwhile answers 409 and the entry waits again', async () => {
    const day = dayAhead(3);
    const blocker = await signedInCustomer(t.database.db, w);
    const blocking = await deskBooks(t.app, w, day.iso('11:00'), blocker.customer.id);
    const me = await signedInCustomer(t.database.db, w);
    expect((await join(t.app, me.headers, wish(3))).statusCode).toBe(200);
    expect((await cancel(blocking)).statusCode).toBe(200);
    await t.jobs.drain();
    const [entry] = await mine(t.app, me.headers);
    expect(entry.status).toBe('offered');
    await deskBooks(t.app, w, day.iso('11:00'), blocker.customer.id); // the desk books the time over the phone
    const res = await t.app.inject({ method: 'POST', url: `/api/Waitlist/Mine/${entry.id}/Accept`, headers: me.headers, payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('That time has just been taken. You are still on the waitlist.');
    expect((await mine(t.app, me.headers))[0]).toMatchObject({ status: 'waiting', offer: null, appointmentId: null });
  });

  it('an offer not claimed in time expires and passes to the next in line', async () => {
    const day = dayAhead(4);
    const blocker = await signedInCustomer(t.database.db, w);
    const blocking = await deskBooks(t.app, w, day.iso('11:00'), blocker.customer.id);
    const first = await signedInCustomer(t.database.db, w);
    const second = await signedInCustomer(t.database.db, w);
    expect((await join(t.app, first.headers, wish(4))).statusCode).toBe(200);
    expect((await join(t.app, second.headers, wish(4))).statusCode).toBe(200);
    expect((await cancel(blocking)).statusCode).toBe(200);
    await t.jobs.drain();
    const [offered] = await mine(t.app, first.headers);
    expect(offered.status).toBe('offered');
    const deps = waitlistDeps(t.database.db, t.jobs);
    // Still held: nothing moves.
    expect(await passExpiredOffer(deps, w.tenant.tenant.id, offered.id)).toBe(null);
    const later = new Date(new Date(offered.offer!.expiresAt).getTime() + 1000);
    const next = await passExpiredOffer({ ...deps, now: () => later }, w.tenant.tenant.id, offered.id);
    const [secondEntry] = await mine(t.app, second.headers);
    expect(next).toBe(secondEntry.id);
    expect(secondEntry).toMatchObject({ status: 'offered', offer: { start: day.iso('11:00') } });
    expect((await mine(t.app, first.headers))[0]).toMatchObject({ status: 'expired', offer: null });
    expect(await offersTo(t.database.db, w.tenant.tenant.id, second.customer.email!)).toHaveLength(1);
  });

  it('a no-show marked early offers the rest of the missed visit to the waitlist', async () => {
    const day = dayAhead(5);
    const longCut = await addService(t.database.db, w.tenant, { name: 'Cut and restyle', minutes: 60 });
    const blocker = await signedInCustomer(t.database.db, w);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/Appointment/Create',
      headers: w.desk,
      payload: createBody(w, day.iso('11:00'), { customerId: blocker.customer.id, serviceIds: [longCut] }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const me = await signedInCustomer(t.database.db, w);
    expect((await join(t.app, me.headers, wish(5, { from: '11:00', to: '12:00' }))).statusCode).toBe(200);
    // The hour-long visit was due at 11:00; at 11:07 the desk marks the no-show: 11:10-12:00 is free again.
    const deskAt = await createAppAt(t.database, day.at('11:07'), t.jobs);
    const noShow = await deskAt.inject({
      method: 'POST',
      url: `/api/Appointment/NoShow/${booked.json().res_data.id}`,
      headers: w.desk,
      payload: {},
    });
    expect(noShow.statusCode, noShow.body).toBe(200);
    await t.jobs.drain();
    expect((await mine(t.app, me.headers))[0]).toMatchObject({ status: 'offered', offer: { start: day.iso('11:10') } });
    expect(await offersTo(t.database.db, w.tenant.tenant.id, me.customer.email!)).toHaveLength(1);
  });
});

describe('waitlist: joining, the desk, access', () => {
  it('refuses a backwards window (422), a past date (422) and a second wish the same day (409)', async () => {
    const me = await signedInCustomer(t.database.db, w);
    const backwards = await join(t.app, me.headers, wish(5, { from: '12:00', to: '11:00' }));
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().error.fields.to).toBe('The window must end after it starts');
    const past = await join(t.app, me.headers, wish(-1));
    expect(past.statusCode).toBe(422);
    expect(past.json().error.fields.date).toBe('The date is in the past');
    expect((await join(t.app, me.headers, wish(5))).statusCode).toBe(200);
    const twice = await join(t.app, me.headers, wish(5, { from: '14:00', to: '15:00' }));
    expect(twice.statusCode).toBe(409);
  });

  it('the desk adds, lists and removes; a customer leaves; cutters, customers and other tenants are refused', async () => {
    const someone = await signedInCustomer(t.database.db, w);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/Waitlist/Add',
      headers: w.desk,
      payload: { ...wish(6), customerId: someone.customer.id },
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().res_data.id as string;
    const listed = await t.app.inject({ method: 'GET', url: `/api/Waitlist/Store/${w.store.id}`, headers: w.desk });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().res_data.find((e: { id: string }) => e.id === id)).toMatchObject({
      customerName: 'Casey Client',
      status: 'waiting',
      date: dayAhead(6).date,
    });

    const cutter = (await staffAuth(t.database.db, w.cutter)).headers;
    expect((await t.app.inject({ method: 'GET', url: `/api/Waitlist/Store/${w.store.id}`, headers: someone.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'POST', url: `/api/Waitlist/Remove/${id}`, headers: cutter, payload: {} })).statusCode).toBe(403);
    const other = await makeTenant(t.database.db, 'Elsewhere');
    const boss = (await staffAuth(t.database.db, await makeEmployee(t.database.db, other, 'franchisor'))).headers;
    expect((await t.app.inject({ method: 'POST', url: `/api/Waitlist/Remove/${id}`, headers: boss, payload: {} })).statusCode).toBe(404);
    const stranger = await signedInCustomer(t.database.db, w);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/Waitlist/Mine/${id}/Leave`, headers: stranger.headers, payload: {} })).statusCode,
    ).toBe(404);

    const removed = await t.app.inject({ method: 'POST', url: `/api/Waitlist/Remove/${id}`, headers: w.desk, payload: {} });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().res_data.status).toBe('cancelled');
    const after = await t.app.inject({ method: 'GET', url: `/api/Waitlist/Store/${w.store.id}`, headers: w.desk });
    expect(after.json().res_data.some((e: { id: string }) => e.id === id)).toBe(false);

    const joined = await join(t.app, someone.headers, wish(7));
    const left = await t.app.inject({
      method: 'POST',
      url: `/api/Waitlist/Mine/${joined.json().res_data.id}/Leave`,
      headers: someone.headers,
      payload: {},
    });
    expect(left.statusCode).toBe(200);
    expect(left.json().res_data.status).toBe('cancelled');
  });
});
