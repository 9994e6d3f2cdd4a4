import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tenancy.ts';
import { makeCustomer } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth } from '../../testing/test-sessions.ts';
import { EXPIRE_HOLD_JOB, expireHold, REMINDER_JOB, sendReminder } from '../appointments/appointment-messages.ts';
import { bookingWorld, type BookingWorld, createBody, dayAhead } from '../appointments/appointment-test-data.ts';

let t: TestApp;
let w: BookingWorld;
let me: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db);
  me = (await customerAuth(t.database.db, w.customer)).headers;
});

const hold = (start: string, headers = me) =>
  t.app.inject({ method: 'POST', url: '/api/Cart/Hold', headers, payload: { storeId: w.store.id, serviceIds: [w.haircut], start } });
const expire = (id: string) =>
  withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
    tx.execute(sql`update appointments set hold_expires_at = now() - interval '1 second' where id = ${id}`),
  );

describe('customer cart', () => {
  it('holds a slot for 10 minutes, then confirms it into a booking with a confirmation and reminder', async () => {
    const res = await hold(dayAhead(3).iso('10:00'));
    expect(res.statusCode, res.body).toBe(201);
    const cart = res.json().res_data;
    expect(cart).toMatchObject({ status: 'pending', cutterId: w.cutter.id, totalCents: 2500 });
    expect(new Date(cart.timerEnd).getTime() - new Date(cart.timerStart).getTime()).toBe(10 * 60_000);
    const job = t.jobs.history.find((j) => j.name === EXPIRE_HOLD_JOB && (j.data as { id: string }).id === cart.cartUniqId);
    expect(job?.options?.startAfterSeconds).toBe(601);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/Appointment/Create',
      headers: w.desk,
      payload: createBody(w, cart.start),
    });
    expect(taken.statusCode).toBe(409);
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/Cart/Confirm/${cart.cartUniqId}`, headers: me, payload: {} });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().res_data).toMatchObject({ status: 'booked', holdExpiresAt: null });
    expect(t.jobs.history.some((j) => j.name === REMINDER_JOB && (j.data as { id: string }).id === cart.cartUniqId)).toBe(true);
  });

  it('keeps one hold per customer: a new hold releases the previous one', async () => {
    const first = (await hold(dayAhead(3).iso('11:00'))).json().res_data;
    const second = (await hold(dayAhead(3).iso('12:00'))).json().res_data;
    const old = await t.app.inject({ method: 'POST', url: `/api/Cart/Confirm/${first.cartUniqId}`, headers: me, payload: {} });
    expect(old.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/Cart/Release/${second.cartUniqId}`, headers: me })).json().res_data).toEqual({
      cartUniqId: second.cartUniqId,
      released: true,
    });
  });

  it('frees the slot when the hold expires: lazily for the next booking, by the job, and confirm answers 409', async () => {
    const start = dayAhead(4).iso('10:00');
    const a = (await hold(start)).json().res_data;
    await expire(a.cartUniqId);
    const other = await makeCustomer(t.database.db, w.tenant);
    const b = await hold(start, (await customerAuth(t.database.db, other)).headers);
    expect(b.statusCode, b.body).toBe(201);
    const late = await t.app.inject({ method: 'POST', url: `/api/Cart/Confirm/${a.cartUniqId}`, headers: me, payload: {} });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/hold expired/i);

    const c = (await hold(dayAhead(4).iso('14:00'))).json().res_data;
    await expire(c.cartUniqId);
    expect(await expireHold({ db: t.database.db, now: () => new Date() }, { tenantId: w.tenant.tenant.id, id: c.cartUniqId })).toBe(1);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Appointment/Create', headers: w.desk, payload: createBody(w, c.start) })).statusCode,
    ).toBe(201);
  });

  it("refuses another customer's hold with 404 and a store without online booking with 422", async () => {
    const mine = (await hold(dayAhead(5).iso('10:00'))).json().res_data;
    const stranger = (await customerAuth(t.database.db, await makeCustomer(t.database.db, w.tenant))).headers;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/Cart/Confirm/${mine.cartUniqId}`, headers: stranger, payload: {} })).statusCode,
    ).toBe(404);
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/Cart/Hold',
      headers: me,
      payload: { storeId: w.tenant.stores[1].id, serviceIds: [w.haircut], start: dayAhead(5).iso('10:00') },
    });
    expect(closed.statusCode).toBe(422);
  });
});

describe('my appointments, customer changes and .ics', () => {
  it('lists upcoming and past, cancels within the window and refuses inside the 2-hour cut-off', async () => {
    const booked = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Appointment/Create',
        headers: w.desk,
        payload: createBody(w, dayAhead(6).iso('10:00')),
      })
    ).json().res_data;
    const mine = (await t.app.inject({ method: 'GET', url: '/api/Appointment/Mine', headers: me })).json().res_data;
    expect(mine.upcoming.map((a: { id: string }) => a.id)).toContain(booked.id);
    expect(mine.upcoming.find((a: { id: string }) => a.id === booked.id)).toMatchObject({ canChange: true, timezone: 'America/Chicago' });

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/Appointment/Reschedule/${booked.id}`,
      headers: me,
      payload: { start: dayAhead(6).iso('11:00') },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().res_data.status).toBe('rescheduled');

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/Appointment/Cancel/${booked.id}`,
      headers: me,
      payload: { reason: 'Out of town' },
    });
    expect(cancel.json().res_data.status).toBe('cancelled');

    const soon = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Appointment/Create',
        headers: w.desk,
        payload: createBody(w, dayAhead(6).iso('12:00')),
      })
    ).json().res_data;
    await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx.execute(
        sql`update appointments set starts_at = now() + interval '1 hour', ends_at = now() + interval '90 minutes' where id = ${soon.id}`,
      ),
    );
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/Appointment/Cancel/${soon.id}`,
      headers: me,
      payload: { reason: 'Late' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/2 hours/);
  });

  it('skips the reminder of an appointment cancelled or moved before it fires', async () => {
    const a = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Appointment/Create',
        headers: w.desk,
        payload: createBody(w, dayAhead(7).iso('10:00')),
      })
    ).json().res_data;
    const deliveriesBefore = t.jobs.history.filter((j) => j.name === 'outbox.deliver').length;
    await sendReminder(
      { db: t.database.db, jobs: t.jobs, now: () => new Date() },
      { tenantId: w.tenant.tenant.id, id: a.id, startsAt: a.start },
    );
    expect(t.jobs.history.filter((j) => j.name === 'outbox.deliver').length).toBe(deliveriesBefore + 1);
    await t.app.inject({ method: 'POST', url: `/api/Appointment/Cancel/${a.id}`, headers: w.desk, payload: { reason: 'Sick' } });
    // The cancellation notice goes out; the reminder of the cancelled visit does not.
    const afterCancel = t.jobs.history.filter((j) => j.name === 'outbox.deliver').length;
    expect(afterCancel).toBe(deliveriesBefore + 2);
    await sendReminder(
      { db: t.database.db, jobs: t.jobs, now: () => new Date() },
      { tenantId: w.tenant.tenant.id, id: a.id, startsAt: a.start },
    );
    expect(t.jobs.history.filter((j) => j.name === 'outbox.deliver').length).toBe(afterCancel);
  });

  it('answers an .ics with UTC times, escaped text and a UID', async () => {
    const day = dayAhead(5);
    const a = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Appointment/Create',
        headers: w.desk,
        payload: createBody(w, day.iso('15:00'), { notes: 'Bring photo; short, neat' }),
      })
    ).json().res_data;
    const res = await t.app.inject({ method: 'GET', url: `/api/Appointment/Ics/${a.id}`, headers: me });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace('.000', '');
    expect(res.body).toContain(`DTSTART:${stamp(a.start)}`);
    expect(res.body).toContain(`DTEND:${stamp(a.end)}`);
    expect(res.body).toContain(`UID:${a.id}@appointments.salon`);
    expect(res.body).toContain('Bring photo\\; short\\, neat');
    expect(res.body.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
    const stranger = (await customerAuth(t.database.db, await makeCustomer(t.database.db, w.tenant))).headers;
    expect((await t.app.inject({ method: 'GET', url: `/api/Appointment/Ics/${a.id}`, headers: stranger })).statusCode).toBe(404);
  });
});
