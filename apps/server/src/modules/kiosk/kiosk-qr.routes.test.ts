import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { KIOSK_LOOKUP_LIMIT } from '@salon/shared';
import { makeCustomer } from '../../testing/factories.ts';
import { createAppAt, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bookingWorld, type BookingWorld, dayAhead } from '../appointments/appointment-test-data.ts';
import { queryRows } from '../../db/query-rows.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { bookAt as bookFor, domainOf, latteAndJazz, managerHeaders, pairTablet } from './kiosk-test-data.ts';

let t: TestApp;
let w: BookingWorld;
let other: BookingWorld;
/** The tablet's and the phone's app: the clock reads 11:05 (store time) on the day of the appointments. */
let kiosk: FastifyInstance;
let tablet: string;
let otherTablet: string;
let domain: string;
let qrToken: string;
const day = dayAhead(1);

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db, 'Qr');
  other = await bookingWorld(t.database.db, 'Elsewhere');
  kiosk = await createAppAt(t.database, day.at('11:05'));
  const manager = await managerHeaders(t.database.db, w.tenant);
  tablet = (await pairTablet(t.app, t.database.db, w.tenant, manager)).token;
  await latteAndJazz(t.app, manager, w.store.id);
  otherTablet = (await pairTablet(t.app, t.database.db, other.tenant, await managerHeaders(t.database.db, other.tenant))).token;
  domain = await domainOf(t.database.db, w.tenant);
  qrToken = await qrOf(kiosk, tablet);
});

async function qrOf(app: FastifyInstance, device: string) {
  const res = await app.inject({ method: 'GET', url: '/api/Kiosk/Qr', headers: { 'x-kiosk-token': device } });
  expect(res.statusCode, res.body).toBe(200);
  const { path } = res.json().res_data as { path: string };
  return new URLSearchParams(path.split('?')[1]).get('token') as string;
}

const phone = (method: 'GET' | 'POST', url: string, payload?: object, app = kiosk, brand = domain) =>
  app.inject({ method, url: `/api/Kiosk/Qr/${url}`, headers: { 'x-brand-domain': brand }, payload });

const bookAt = (time: string, customerId: string) => bookFor(t.app, w, day, time, customerId);

describe('the check-in QR of a store', () => {
  it('is a /check-in link signed for the store and the 10-minute window; a tablet that is not paired gets none', async () => {
    const res = await kiosk.inject({ method: 'GET', url: '/api/Kiosk/Qr', headers: { 'x-kiosk-token': tablet } });
    expect(res.json().res_data.path).toMatch(new RegExp(`^/check-in\\?token=${w.tenant.tenant.id}\\.${w.store.id}\\.\\d+\\.[\\w-]{43}$`));
    // 11:05 falls in the window 11:00-11:10; the link works to the end of the next window.
    expect(res.json().res_data.expiresAt).toBe(day.at('11:20').toISOString());
    const unpaired = await kiosk.inject({ method: 'GET', url: '/api/Kiosk/Qr', headers: { 'x-kiosk-token': 'x.y.z' } });
    expect(unpaired.statusCode).toBe(401);
    const store = await phone('GET', `Store?token=${encodeURIComponent(qrToken)}`);
    expect(store.statusCode, store.body).toBe(200);
    expect(store.json().res_data).toMatchObject({ storeName: w.store.name, brandName: w.tenant.brand.name });
    // The same drinks and music as the tablet offers.
    const session = await kiosk.inject({ method: 'GET', url: '/api/Kiosk/Session', headers: { 'x-kiosk-token': tablet } });
    expect(store.json().res_data.lists).toEqual(session.json().res_data.lists);
    expect(store.json().res_data.lists.beverages).toContainEqual({ value: 'latte', label: 'Latte' });
  });

  it('checks in from the phone through the same service: first name and times only, the calendar shows checked in', async () => {
    const customer = await makeCustomer(t.database.db, w.tenant, { phoneNumber: '+13125550301' });
    const a = await bookAt('14:00', customer.id);
    const found = await phone('POST', 'Lookup', { token: qrToken, phoneNumber: '(312) 555-0301', lastName: 'client' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().res_data).toEqual({
      firstName: 'Casey',
      preferredBeverage: null,
      preferredMusic: null,
      appointments: [{ id: a.id, time: '2:00 PM', status: 'booked', canCheckIn: true }],
    });
    expect(found.body).not.toContain(customer.email as string);
    const wrong = await phone('POST', 'Lookup', { token: qrToken, phoneNumber: '(312) 555-0301', lastName: 'Other' });
    expect(wrong.statusCode).toBe(422);
    const done = await phone('POST', 'CheckIn', { token: qrToken, phoneNumber: '312-555-0301', lastName: 'Client', appointmentId: a.id });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().res_data).toEqual({ firstName: 'Casey', time: '2:00 PM', beverage: null, music: null });
    const detail = await t.app.inject({ method: 'GET', url: `/api/Appointment/GetById/${a.id}`, headers: w.desk });
    expect(detail.json().res_data.status).toBe('checked_in');
  });

  it('saves the latte and jazz picked on the phone on the visit and the customer, as the tablet does; an unlisted drink is refused', async () => {
    const customer = await makeCustomer(t.database.db, w.tenant, { phoneNumber: '+13125550302' });
    const a = await bookAt('15:00', customer.id);
    const who = { token: qrToken, phoneNumber: '312-555-0302', lastName: 'Client', appointmentId: a.id };
    const refused = await phone('POST', 'CheckIn', { ...who, beverage: 'whisky', music: 'jazz' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({ beverage: 'Choose one of the listed options' });
    const done = await phone('POST', 'CheckIn', { ...who, beverage: 'latte', music: 'jazz' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().res_data).toEqual({ firstName: 'Casey', time: '3:00 PM', beverage: 'Latte', music: 'Jazz' });
    const detail = await t.app.inject({ method: 'GET', url: `/api/Appointment/GetById/${a.id}`, headers: w.desk });
    expect(detail.json().res_data).toMatchObject({ status: 'checked_in', beverage: 'Latte', music: 'Jazz' });
    const [saved] = await asSystem(t.database.db, (tx) =>
      queryRows(tx, sql`select preferred_beverage, preferred_music from customers where id = ${customer.id}`),
    );
    expect(saved).toEqual({ preferred_beverage: 'Latte', preferred_music: 'Jazz' });
  });

  it('refuses an expired link with 410 and a forged or altered one with 400, both asking to scan again', async () => {
    const later = await createAppAt(t.database, day.at('11:21'));
    const expired = await phone('GET', `Store?token=${encodeURIComponent(qrToken)}`, undefined, later);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      message: 'This check-in code has expired. Please scan the code on the in-store screen again.',
      error: { code: 'QR_CODE_EXPIRED' },
    });
    const stillFresh = await createAppAt(t.database, day.at('11:19'));
    expect((await phone('GET', `Store?token=${encodeURIComponent(qrToken)}`, undefined, stillFresh)).statusCode).toBe(200);
    const [tenantId, storeId, window, signature] = qrToken.split('.');
    const forged = [
      // The first character carries six bits of the signature: another letter there is always another signature.
      `${tenantId}.${storeId}.${window}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      `${tenantId}.${storeId}.${Number(window) + 1}.${signature}`,
      `${tenantId}.${w.tenant.stores[1].id}.${window}.${signature}`,
      'not-a-token',
    ];
    for (const token of forged) {
      const res = await phone('POST', 'Lookup', { token, phoneNumber: '(312) 555-0301', lastName: 'Client' });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().error.code).toBe('QR_CODE_INVALID');
    }
  });

  it("refuses another brand's store link on this brand's domain, and answers it on its own", async () => {
    const foreign = await qrOf(kiosk, otherTablet);
    const res = await phone('GET', `Store?token=${encodeURIComponent(foreign)}`);
    expect(res.statusCode).toBe(400);
    const own = await phone(
      'GET',
      `Store?token=${encodeURIComponent(foreign)}`,
      undefined,
      kiosk,
      await domainOf(t.database.db, other.tenant),
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().res_data.storeName).toBe(other.store.name);
  });

  it('limits look-ups per store and IP like the tablet, then answers 429 with Retry-After', async () => {
    const [{ n: used }] = await asSystem(t.database.db, (tx) =>
      queryRows<{ n: number }>(tx, sql`select count(*)::int as n from sign_in_attempts where account_key = ${`kiosk:qr:${w.store.id}`}`),
    );
    for (let i = Number(used); i < KIOSK_LOOKUP_LIMIT.perWindow; i++) {
      const res = await phone('POST', 'Lookup', { token: qrToken, phoneNumber: '(312) 555-0399', lastName: 'Nobody' });
      expect(res.statusCode).toBe(422);
    }
    const limited = await phone('POST', 'Lookup', { token: qrToken, phoneNumber: '(312) 555-0399', lastName: 'Nobody' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The other brand's store keeps its own allowance.
    const elsewhere = await phone(
      'POST',
      'Lookup',
      { token: await qrOf(kiosk, otherTablet), phoneNumber: '(312) 555-0399', lastName: 'Nobody' },
      kiosk,
      await domainOf(t.database.db, other.tenant),
    );
    expect(elsewhere.statusCode).toBe(422);
  });
});
