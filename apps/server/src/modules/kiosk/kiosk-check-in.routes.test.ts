import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { KIOSK_LOOKUP_LIMIT } from '@salon/shared';
import { makeCustomer } from '../../testing/factories.ts';
import { createAppAt, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bookingWorld, type BookingWorld, dayAhead } from '../appointments/appointment-test-data.ts';
import { bookAt as bookFor, countRows, latteAndJazz, managerHeaders, pairTablet } from './kiosk-test-data.ts';

let t: TestApp;
let w: BookingWorld;
let manager: Record<string, string>;
/** The tablet's app: its clock reads 11:00 (store time) tomorrow, the day the appointments are on. */
let kiosk: FastifyInstance;
let token: string;
const day = dayAhead(1);

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db, 'Desk');
  manager = await managerHeaders(t.database.db, w.tenant);
  kiosk = await createAppAt(t.database, day.at('11:00'));
  token = (await pairTablet(t.app, t.database.db, w.tenant, manager)).token;
  await latteAndJazz(t.app, manager, w.store.id);
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, tablet = token) =>
  kiosk.inject({ method, url: `/api/Kiosk/${url}`, headers: { 'x-kiosk-token': tablet }, payload });

const bookAt = (time: string, customerId = w.customer.id) => bookFor(t.app, w, day, time, customerId);

describe('check-in on the tablet', () => {
  it("finds today's appointment by phone and last name, showing first name and time only", async () => {
    const customer = await makeCustomer(t.database.db, w.tenant, { phoneNumber: '+13125550101' });
    const a = await bookAt('14:00', customer.id);
    const res = await call('POST', 'Lookup', { phoneNumber: '(312) 555-0101', lastName: 'client' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().res_data).toEqual({
      firstName: 'Casey',
      preferredBeverage: null,
      preferredMusic: null,
      appointments: [{ id: a.id, time: '2:00 PM', status: 'booked', canCheckIn: true }],
    });
    expect(res.body).not.toContain('Client');
    expect(res.body).not.toContain(customer.email as string);
    const wrong = await call('POST', 'Lookup', { phoneNumber: '(312) 555-0101', lastName: 'Other' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({ phoneNumber: 'We could not find you with this phone number and last name.' });
  });

  it('checks in with a latte and jazz: the visit and the customer keep them, the calendar shows them', async () => {
    const customer = await makeCustomer(t.database.db, w.tenant, { phoneNumber: '+13125550102' });
    const a = await bookAt('15:00', customer.id);
    const res = await call('POST', 'CheckIn', {
      phoneNumber: '312-555-0102',
      lastName: 'Client',
      appointmentId: a.id,
      beverage: 'latte',
      music: 'jazz',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().res_data).toEqual({ firstName: 'Casey', time: '3:00 PM', beverage: 'Latte', music: 'Jazz' });
    const detail = await t.app.inject({ method: 'GET', url: `/api/Appointment/GetById/${a.id}`, headers: w.desk });
    expect(detail.json().res_data).toMatchObject({ status: 'checked_in', beverage: 'Latte', music: 'Jazz' });
    const [c] = await countRows(
      t.database.db,
      w.tenant.tenant.id,
      sql`select preferred_beverage, preferred_music from customers where id = ${customer.id}`,
    );
    expect(c).toEqual({ preferred_beverage: 'Latte', preferred_music: 'Jazz' });
    const events = await countRows(
      t.database.db,
      w.tenant.tenant.id,
      sql`select action, actor_type, to_status from appointment_events where appointment_id = ${a.id} order by created_at, id`,
    );
    expect(events.at(-1)).toEqual({ action: 'check-in', actor_type: 'system', to_status: 'checked_in' });
    const again = await call('POST', 'CheckIn', { phoneNumber: '312-555-0102', lastName: 'Client', appointmentId: a.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INVALID_TRANSITION');
  });

  it('refuses an unlisted drink naming the field, and leaves the appointment booked', async () => {
    const customer = await makeCustomer(t.database.db, w.tenant, { phoneNumber: '+13125550103' });
    const a = await bookAt('16:00', customer.id);
    const res = await call('POST', 'CheckIn', { phoneNumber: '3125550103', lastName: 'Client', appointmentId: a.id, beverage: 'whisky' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ beverage: 'Choose one of the listed options' });
    const [row] = await countRows(t.database.db, w.tenant.tenant.id, sql`select status, beverage from appointments where id = ${a.id}`);
    expect(row).toEqual({ status: 'booked', beverage: null });
  });

  it("will not check in someone else's appointment", async () => {
    const mine = await makeCustomer(t.database.db, w.tenant, { phoneNumber: '+13125550104' });
    const theirs = await bookAt('16:30');
    const res = await call('POST', 'CheckIn', { phoneNumber: '3125550104', lastName: 'Client', appointmentId: theirs.id });
    expect(res.statusCode).toBe(404);
    expect(mine.id).toBeTruthy();
  });
});

describe('walk-ins', () => {
  it('estimates the wait from the engine and joins at that time', async () => {
    // The only cutter is busy 11:00-12:30 (the 14:00-17:00 visits above come later).
    await bookAt('11:00');
    await bookAt('11:30');
    await bookAt('12:00');
    const wait = await call('GET', `WalkInWait?serviceId=${w.haircut}`);
    expect(wait.statusCode, wait.body).toBe(200);
    expect(wait.json().res_data).toEqual({ waitMinutes: 90, time: '12:30 PM' });
    const join = await call('POST', 'WalkIn', { serviceId: w.haircut, firstName: 'Walker', beverage: 'water', music: 'pop' });
    expect(join.statusCode, join.body).toBe(201);
    expect(join.json().res_data).toEqual({ firstName: 'Walker', time: '12:30 PM', waitMinutes: 90 });
    const [row] = await countRows(
      t.database.db,
      w.tenant.tenant.id,
      sql`select source, guest_name, beverage, music, status from appointments where starts_at = ${day.iso('12:30')}::timestamptz`,
    );
    expect(row).toEqual({ source: 'walkin', guest_name: 'Walker', beverage: 'Water', music: 'Pop', status: 'booked' });
    expect((await call('GET', `WalkInWait?serviceId=${w.haircut}`)).json().res_data).toEqual({ waitMinutes: 120, time: '1:00 PM' });
  });
});

describe('registration and limits', () => {
  it('registers a new customer of the brand; the same phone again is told to check in', async () => {
    const body = { firstName: 'Nia', lastName: 'New', phoneNumber: '312 555 0199' };
    const res = await call('POST', 'Register', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().res_data).toEqual({ firstName: 'Nia' });
    const [row] = await countRows(
      t.database.db,
      w.tenant.tenant.id,
      sql`select brand_id, phone_number from customers where last_name = 'New'`,
    );
    expect(row).toEqual({ brand_id: w.tenant.brand.id, phone_number: '+13125550199' });
    const again = await call('POST', 'Register', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ phoneNumber: 'Already registered' });
  });

  it(`allows ${KIOSK_LOOKUP_LIMIT.perWindow} look-ups per tablet in the window, then 429 with Retry-After`, async () => {
    const fresh = (await pairTablet(t.app, t.database.db, w.tenant, manager, 'Busy')).token;
    const lookup = () => call('POST', 'Lookup', { phoneNumber: '3125550000', lastName: 'Nobody' }, fresh);
    for (let i = 0; i < KIOSK_LOOKUP_LIMIT.perWindow; i++) expect((await lookup()).statusCode).toBe(422);
    const limited = await lookup();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another tablet is not limited by this one.
    expect((await call('POST', 'Lookup', { phoneNumber: '3125550000', lastName: 'Nobody' })).statusCode).toBe(422);
  });
});
