import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, makeTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { type BookingWorld, bookingWorld, dayAhead } from '../appointments/appointment-test-data.ts';
import { deskBooks, join, mine, signedInCustomer, startWaitlistWorkers } from './waitlist-test-data.ts';

let t: TestApp;
let w: BookingWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db, 'Waitlist desk');
  await startWaitlistWorkers(t.database.db, t.jobs);
});

const wish = (daysAhead: number, customerId: string, extra: Record<string, unknown> = {}) => ({
  storeId: w.store.id,
  serviceIds: [w.haircut],
  date: dayAhead(daysAhead).date,
  from: '11:00',
  to: '12:00',
  customerId,
  ...extra,
});
const add = async (payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/Waitlist/Add', headers: w.desk, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().res_data.id as string;
};
const times = (id: string, headers = w.desk) => t.app.inject({ method: 'GET', url: `/api/Waitlist/Times/${id}`, headers });
const book = (id: string, payload: Record<string, unknown>, headers = w.desk) =>
  t.app.inject({ method: 'POST', url: `/api/Waitlist/Book/${id}`, headers, payload });

describe('the desk books from the waitlist', () => {
  it('lists the free times inside the window and books one: the entry is booked with its appointment', async () => {
    const day = dayAhead(2);
    const caller = await signedInCustomer(t.database.db, w);
    await deskBooks(t.app, w, day.iso('11:00'), w.customer.id); // 11:00-11:30 is taken
    const id = await add(wish(2, caller.customer.id));
    const listed = await times(id);
    expect(listed.statusCode, listed.body).toBe(200);
    // 30-minute haircut, 15-minute steps (the store's slot interval), inside 11:00-12:00, 11:00 and 11:15 overlap the booking.
    expect(listed.json().res_data.map((s: { start: string }) => s.start)).toEqual([day.iso('11:30')]);
    expect(listed.json().res_data[0]).toMatchObject({ cutterId: w.cutter.id, end: day.iso('12:00') });

    const booked = await book(id, { start: day.iso('11:30'), cutterId: w.cutter.id });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().res_data).toMatchObject({ id, status: 'booked', offer: null });
    const appointmentId = booked.json().res_data.appointmentId as string;
    const appointment = await t.app.inject({ method: 'GET', url: `/api/Appointment/GetById/${appointmentId}`, headers: w.desk });
    expect(appointment.json().res_data).toMatchObject({
      status: 'booked',
      customerId: caller.customer.id,
      cutterId: w.cutter.id,
      start: day.iso('11:30'),
      end: day.iso('12:00'),
      source: 'phone',
    });
    const again = await book(id, { start: day.iso('11:30'), cutterId: w.cutter.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This entry is already booked.');
    expect((await times(id)).json().res_data).toEqual([]);
  });

  it('refuses a time outside the window (422) and a taken time (409), leaving the entry waiting and nothing booked', async () => {
    const day = dayAhead(3);
    const caller = await signedInCustomer(t.database.db, w);
    const id = await add(wish(3, caller.customer.id));
    const early = await book(id, { start: day.iso('10:30'), cutterId: w.cutter.id });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.fields.start).toBe('Choose a time inside the wished date and window');
    const overruns = await book(id, { start: day.iso('11:45'), cutterId: w.cutter.id });
    expect(overruns.statusCode).toBe(422);
    expect(overruns.json().error.fields.start).toBe('The visit would run past the wished window');
    await deskBooks(t.app, w, day.iso('11:00'), w.customer.id);
    const taken = await book(id, { start: day.iso('11:00'), cutterId: w.cutter.id });
    expect(taken.statusCode).toBe(409);
    const listed = await t.app.inject({ method: 'GET', url: `/api/Waitlist/Store/${w.store.id}`, headers: w.desk });
    expect(listed.json().res_data.find((e: { id: string }) => e.id === id)).toMatchObject({ status: 'waiting', appointmentId: null });
  });

  it('refuses a cutter without the booking flag (403), a customer (403) and another tenant (404)', async () => {
    const caller = await signedInCustomer(t.database.db, w);
    const id = await add(wish(4, caller.customer.id));
    const cutter = (await staffAuth(t.database.db, w.cutter)).headers;
    expect((await times(id, cutter)).statusCode).toBe(403);
    expect((await book(id, { start: dayAhead(4).iso('11:00'), cutterId: w.cutter.id }, cutter)).statusCode).toBe(403);
    expect((await book(id, { start: dayAhead(4).iso('11:00'), cutterId: w.cutter.id }, caller.headers)).statusCode).toBe(403);
    const other = await makeTenant(t.database.db, 'Elsewhere desk');
    const boss = (await staffAuth(t.database.db, await makeEmployee(t.database.db, other, 'franchisor'))).headers;
    expect((await times(id, boss)).statusCode).toBe(404);
    expect((await book(id, { start: dayAhead(4).iso('11:00'), cutterId: w.cutter.id }, boss)).statusCode).toBe(404);
  });
});

describe('a moved appointment frees its old time for the waitlist', () => {
  it('offers the old time when the desk reschedules the visit elsewhere in the day', async () => {
    const day = dayAhead(5);
    const blocker = await signedInCustomer(t.database.db, w);
    const moving = await deskBooks(t.app, w, day.iso('11:00'), blocker.customer.id);
    const waiting = await signedInCustomer(t.database.db, w);
    const joined = await join(t.app, waiting.headers, {
      storeId: w.store.id,
      serviceIds: [w.haircut],
      date: day.date,
      from: '11:00',
      to: '11:30',
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/Appointment/Reschedule/${moving}`,
      headers: w.desk,
      payload: { start: day.iso('15:00') },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.jobs.drain();
    const [entry] = await mine(t.app, waiting.headers);
    expect(entry).toMatchObject({ status: 'offered', offer: { start: day.iso('11:00') } });
  });

  it('offers nothing while the visit keeps its time (a notes change), and the old time once it is dragged away', async () => {
    const day = dayAhead(6);
    const blocker = await signedInCustomer(t.database.db, w);
    const staying = await deskBooks(t.app, w, day.iso('11:00'), blocker.customer.id);
    const waiting = await signedInCustomer(t.database.db, w);
    await join(t.app, waiting.headers, { storeId: w.store.id, serviceIds: [w.haircut], date: day.date, from: '11:00', to: '11:30' });
    const update = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/Appointment/Update/${staying}`, headers: w.desk, payload });
    const notes = await update({ notes: 'Tea' });
    expect(notes.statusCode, notes.body).toBe(200);
    await t.jobs.drain();
    expect((await mine(t.app, waiting.headers))[0].status).toBe('waiting');
    const dragged = await update({ start: day.iso('16:00') });
    expect(dragged.statusCode, dragged.body).toBe(200);
    await t.jobs.drain();
    expect((await mine(t.app, waiting.headers))[0]).toMatchObject({ status: 'offered', offer: { start: day.iso('11:00') } });
  });
});
