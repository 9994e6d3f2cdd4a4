import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee } from '../../testing/factories.ts';
import { createAppAt, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { addShift, bookingWorld, type BookingWorld, createBody, dayAhead, makeCutter } from './appointment-test-data.ts';

let t: TestApp;
let w: BookingWorld;
let cutterAuth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db);
  cutterAuth = (await staffAuth(t.database.db, w.cutter)).headers;
});

const post = (url: string, payload: object = {}, headers: Record<string, string> = w.desk) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
let minute = 0;
/** A fresh 30-minute slot each call on days 1-2, 10:00-17:30 (days 3-7 are for tests that pick their times). */
function nextSlot() {
  const i = minute++;
  const slot = Math.floor(i / 2);
  return dayAhead(1 + (i % 2)).iso(`${String(10 + Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`);
}
async function book(extra: Record<string, unknown> = {}) {
  const res = await post('Appointment/Create', createBody(w, nextSlot(), extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().res_data as { id: string; start: string; end: string; status: string; version: number };
}

describe('lifecycle through the API (DOMAIN.md table)', () => {
  it('checks in, starts, stops and rolls each step back', async () => {
    const a = await book();
    const step = async (url: string, status: string, payload: object = {}) => {
      const res = await post(`Appointment/${url}/${a.id}`, payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().res_data.status).toBe(status);
    };
    await step('CheckIn', 'checked_in');
    await step('Rollback', 'booked', { action: 'rollback-checkin' });
    await step('CheckIn', 'checked_in');
    await step('Start', 'ongoing');
    await step('Rollback', 'checked_in', { action: 'rollback-start' });
    await step('Start', 'ongoing');
    await step('Stop', 'completed');
    await step('Rollback', 'ongoing', { action: 'rollback-end' });
    await step('Stop', 'completed');
    const events = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx.execute(sql`select action from appointment_events where appointment_id = ${a.id} order by created_at, id`),
    );
    expect((events as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toContain('rollback-end');
  });

  it('refuses a transition the table does not allow with INVALID_TRANSITION naming status and action', async () => {
    const a = await book();
    const res = await post(`Appointment/Start/${a.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'INVALID_TRANSITION' }, message: 'Cannot start an appointment that is booked' });
    const rollback = await post(`Appointment/Rollback/${a.id}`, { action: 'rollback-end' });
    expect(rollback.json().message).toBe('Cannot rollback-end an appointment that is booked');
  });

  it('marks a no-show only after the start time', async () => {
    const a = await book();
    const res = await post(`Appointment/NoShow/${a.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/after the start/);
    await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx.execute(
        sql`update appointments set starts_at = now() - interval '2 hours', ends_at = now() - interval '90 minutes' where id = ${a.id}`,
      ),
    );
    expect((await post(`Appointment/NoShow/${a.id}`)).json().res_data.status).toBe('no_show');
  });

  it('cancels with a reason; a walkout needs the walkout flag; a cancelled slot is free again', async () => {
    const a = await book();
    const res = await post(`Appointment/Cancel/${a.id}`, { reason: 'walkout' });
    expect(res.json().res_data).toMatchObject({ status: 'cancelled', cancelReason: 'walkout' });
    const again = await post('Appointment/Create', createBody(w, a.start));
    expect(again.statusCode).toBe(201);
    const noWalkout = await makeEmployee(t.database.db, w.tenant, 'coordinator');
    await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx.execute(sql`update roles set access_controls = access_controls #- '{appointments,walkout}' where slug = 'coordinator'`),
    );
    const deskWithout = (await staffAuth(t.database.db, noWalkout)).headers;
    const b = await book();
    expect((await post(`Appointment/Cancel/${b.id}`, { reason: 'walkout' }, deskWithout)).statusCode).toBe(403);
    expect((await post(`Appointment/Cancel/${b.id}`, { reason: 'Customer called' }, deskWithout)).statusCode).toBe(200);
  });
});

describe('permissions matrix', () => {
  it.each([
    ['franchisor', 201],
    ['general_manager', 201],
    ['shop_manager', 201],
    ['coordinator', 201],
    ['cutter', 403],
  ])('%s creating an appointment answers %i', async (slug, status) => {
    const who = await makeEmployee(t.database.db, w.tenant, slug);
    const res = await post('Appointment/Create', createBody(w, nextSlot()), (await staffAuth(t.database.db, who)).headers);
    expect(res.statusCode).toBe(status);
  });

  it('lets a cutter start and stop their own appointment but not another cutter’s, nor check in', async () => {
    const mine = await book();
    await post(`Appointment/CheckIn/${mine.id}`);
    expect((await post(`Appointment/CheckIn/${mine.id}`, {}, cutterAuth)).statusCode).toBe(403);
    expect((await post(`Appointment/Start/${mine.id}`, {}, cutterAuth)).statusCode).toBe(200);
    expect((await post(`Appointment/Stop/${mine.id}`, {}, cutterAuth)).statusCode).toBe(200);
    const otherCutter = await makeCutter(t.database.db, w.tenant);
    const otherAuth = (await staffAuth(t.database.db, otherCutter)).headers;
    const theirs = await book();
    await post(`Appointment/CheckIn/${theirs.id}`);
    expect((await post(`Appointment/Start/${theirs.id}`, {}, otherAuth)).statusCode).toBe(403);
  });

  it('refuses a shop manager of another store with 403', async () => {
    const elsewhere = await makeEmployee(t.database.db, w.tenant, 'shop_manager', { storeId: w.tenant.stores[1].id });
    const a = await book();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Appointment/GetById/${a.id}`,
      headers: (await staffAuth(t.database.db, elsewhere)).headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('changing an appointment', () => {
  it('reschedules to a new time and cutter, keeping the history', async () => {
    const a = await book();
    const second = await makeCutter(t.database.db, w.tenant);
    const day = dayAhead(3);
    await addShift(t.database.db, w.tenant, second.id, day.at('18:00'), day.at('19:00'));
    const res = await post(`Appointment/Reschedule/${a.id}`, { start: day.iso('18:30'), cutterId: second.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().res_data).toMatchObject({ status: 'rescheduled', cutterId: second.id, start: day.iso('18:30') });
    const events = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx.execute(sql`select details from appointment_events where appointment_id = ${a.id} and action = 'reschedule'`),
    );
    const details = (events as unknown as { rows: { details: { from: { start: string } } }[] }).rows[0].details;
    expect(details.from.start).toBe(a.start);
  });

  it('updates notes and stretches the end; refuses a stretch over the next appointment with 409', async () => {
    const day = dayAhead(6);
    const a = (await post('Appointment/Create', createBody(w, day.iso('16:00')))).json().res_data;
    await post('Appointment/Create', createBody(w, day.iso('17:00')));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Appointment/Update/${a.id}`,
      headers: w.desk,
      payload: { notes: 'Skin fade', end: day.iso('16:45') },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().res_data).toMatchObject({ notes: 'Skin fade', end: day.iso('16:45') });
    const over = await t.app.inject({
      method: 'PUT',
      url: `/api/Appointment/Update/${a.id}`,
      headers: w.desk,
      payload: { end: day.iso('17:15') },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.fields.conflictStart).toBe(day.iso('17:00'));
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/Appointment/Update/${a.id}`,
      headers: w.desk,
      payload: { notes: 'x', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('adds services and extra time; changing services once started needs its own flag', async () => {
    const a = (await post('Appointment/Create', createBody(w, dayAhead(7).iso('10:00')))).json().res_data;
    const added = await post(`Appointment/AddServices/${a.id}`, { serviceIds: [w.haircut] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().res_data.services).toHaveLength(2);
    const extra = await post(`Appointment/ExtraTime/${a.id}`, { minutes: 10 });
    expect(new Date(extra.json().res_data.end).getTime() - new Date(a.start).getTime()).toBe(70 * 60_000);
    await post(`Appointment/CheckIn/${a.id}`);
    await post(`Appointment/Start/${a.id}`);
    const coordinatorWithout = await makeEmployee(t.database.db, w.tenant, 'lead_shop_coordinator');
    await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx.execute(
        sql`update roles set access_controls = access_controls #- '{appointments,update_service_or_time_once_started}' where slug = 'lead_shop_coordinator'`,
      ),
    );
    const h = (await staffAuth(t.database.db, coordinatorWithout)).headers;
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/Appointment/Update/${a.id}`,
      headers: h,
      payload: { serviceIds: [w.haircut] },
    });
    expect(refused.statusCode).toBe(403);
    const allowed = await t.app.inject({
      method: 'PUT',
      url: `/api/Appointment/Update/${a.id}`,
      headers: w.desk,
      payload: { serviceIds: [w.haircut] },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('combines two appointments of one customer on one day into one visit', async () => {
    const day = dayAhead(5);
    const first = (await post('Appointment/Create', createBody(w, day.iso('11:00')))).json().res_data;
    const second = (await post('Appointment/Create', createBody(w, day.iso('11:30')))).json().res_data;
    const res = await post('Appointment/Combine', { appointmentIds: [second.id, first.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().res_data).toMatchObject({ id: first.id, start: day.iso('11:00'), end: day.iso('12:00') });
    expect(res.json().res_data.services).toHaveLength(2);
    const merged = (await t.app.inject({ method: 'GET', url: `/api/Appointment/GetById/${second.id}`, headers: w.desk })).json().res_data;
    expect(merged).toMatchObject({ status: 'cancelled', cancelReason: 'combined', combinedIntoId: first.id });
  });

  it('rebooks a finished appointment at a new time with the same customer, services and cutter', async () => {
    const a = await book();
    await post(`Appointment/Cancel/${a.id}`, { reason: 'Sick' });
    const start = nextSlot();
    const res = await post(`Appointment/Rebook/${a.id}`, { start });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().res_data).toMatchObject({
      status: 'booked',
      rebookedFromId: a.id,
      customerId: w.customer.id,
      cutterId: w.cutter.id,
      start,
    });
    const booked = await book();
    expect((await post(`Appointment/Rebook/${booked.id}`, { start: nextSlot() })).statusCode).toBe(409);
  });

  it('quick-books a walk-in now with the first bookable cutter, or says none is free', async () => {
    const body = { storeId: w.store.id, serviceIds: [w.haircut], guest: { name: 'Now Nate' } };
    const day = dayAhead(7); // this test's own day: nothing else is booked late on it
    const quick = (app: FastifyInstance, key?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/Appointment/Quick',
        headers: { ...w.desk, ...(key ? { 'idempotency-key': key } : {}) },
        payload: body,
      });
    // 17:12 on a day the cutter works 10:00-18:00: the walk-in starts at the next 5-minute mark.
    const at1712 = await createAppAt(t.database, day.at('17:12'));
    const during = await quick(at1712, 'quick-walk-in-0001');
    expect(during.statusCode, during.body).toBe(201);
    expect(during.json().res_data).toMatchObject({ source: 'walkin', isGuest: true, start: day.iso('17:15') });
    // A double click with the same key books once: the first answer comes back.
    const again = await quick(at1712, 'quick-walk-in-0001');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().res_data.id).toBe(during.json().res_data.id);
    // 14:58 with the only cutter on shift booked 15:00-15:30: the refusal names the next free time and who has it.
    expect((await post('Appointment/Create', createBody(w, day.iso('15:00')))).statusCode).toBe(201);
    const busy = await quick(await createAppAt(t.database, day.at('14:58')));
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(`No cutter is free for Haircut now; the next free time is 3:30 PM with ${w.cutter.firstName}.`);
    // 17:16: the walk-in above holds the cutter until 17:45 and a haircut would run past the 18:00 shift end.
    const late = await quick(await createAppAt(t.database, day.at('17:16')));
    expect(late.json().message).toBe('No cutter is free for Haircut now, and nobody has time for it later today.');
    // 19:30: the store is open but nobody is on shift.
    const after = await quick(await createAppAt(t.database, day.at('19:30')));
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe('No cutter is free for Haircut now, and nobody has time for it later today.');
  });
});

describe('blocked slots', () => {
  it('blocks time (refusing bookings over it), edits and deletes it', async () => {
    const day = dayAhead(3);
    const res = await post('BlockedSlot/Create', {
      storeId: w.store.id,
      employeeId: w.cutter.id,
      start: day.iso('13:00'),
      end: day.iso('14:00'),
      label: 'vacation',
    });
    expect(res.statusCode, res.body).toBe(201);
    const block = res.json().res_data;
    expect(block).toMatchObject({ kind: 'block', label: 'vacation' });
    const refused = await post('Appointment/Create', createBody(w, day.iso('13:30')));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields.conflictId).toBe(block.id);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/BlockedSlot/Update/${block.id}`,
      headers: w.desk,
      payload: { end: day.iso('13:30') },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/BlockedSlot/Delete/${block.id}`, headers: w.desk });
    expect(deleted.json().res_data).toEqual({ id: block.id, deleted: true });
    expect((await post('Appointment/Create', createBody(w, day.iso('13:00')))).statusCode).toBe(201);
    expect(
      (
        await post(
          'BlockedSlot/Create',
          { storeId: w.store.id, employeeId: w.cutter.id, start: day.iso('13:00'), end: day.iso('14:00'), label: 'blocked' },
          cutterAuth,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('calendar and dashboard', () => {
  it('answers resources, colored events with titles, and the store hours', async () => {
    const day = dayAhead(4);
    await post('Appointment/Create', createBody(w, day.iso('15:00')));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Appointment/Calendar?storeId=${w.store.id}&date=${day.date}&view=day`,
      headers: w.desk,
    });
    expect(res.statusCode, res.body).toBe(200);
    const cal = res.json().res_data;
    expect(cal).toMatchObject({ open: '10:00', close: '20:00', timezone: 'America/Chicago', view: 'day' });
    expect(cal.resources).toContainEqual(expect.objectContaining({ id: w.cutter.id }));
    expect(cal.events.length).toBeGreaterThan(0);
    expect(cal.events[0]).toMatchObject({ resourceId: w.cutter.id, color: '#1D4ED8', title: expect.stringContaining('Haircut') });
    const week = await t.app.inject({
      method: 'GET',
      url: `/api/Appointment/Calendar?storeId=${w.store.id}&date=${day.date}&view=week&weekStart=1`,
      headers: cutterAuth,
    });
    expect(week.json().res_data.days).toHaveLength(7);
  });

  it("counts today's and the week's appointments per status and day", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Appointment/Dashboard?storeId=${w.store.id}&weekStart=${dayAhead(1).date}`,
      headers: w.desk,
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().res_data;
    expect(d.week.days).toHaveLength(7);
    expect(d.week.total).toBeGreaterThan(0);
    expect(d.week.counts.booked).toBeGreaterThan(0);
  });
});
