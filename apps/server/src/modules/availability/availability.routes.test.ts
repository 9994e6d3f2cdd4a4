import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, staffAuth } from '../../testing/test-sessions.ts';
import { everyDay, insertBusy, insertShift, localTime, makeStoreService, setSkills, setStoreClock } from '../shifts/shift-test-data.ts';

type Headers = Record<string, string>;
const CHI = 'America/Chicago';
const DAY = '2027-06-09'; // a Wednesday

describe('Availability/Slots', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  let store: string;
  let staff: Headers;
  let customer: Headers;
  let betaCustomer: Headers;
  let betaStaff: Headers;
  let sam: string;
  let alex: string;
  let haircut: string;
  let beard: string;
  let colour: string;
  let betaService: string;

  const slots = (headers: Headers, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/Availability/Slots', headers, payload: body });
  const ask = (extra: object = {}, headers: Headers = staff) =>
    slots(headers, { storeId: store, serviceIds: [haircut], from: DAY, to: DAY, ...extra });
  const local = (time: string, date = DAY) => localTime(CHI, date, time).toISOString();

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    alpha = await makeTenant(db, 'Alpha');
    beta = await makeTenant(db, 'Beta');
    store = alpha.stores[0].id;
    await setStoreClock(db, alpha.tenant.id, store, { slotInterval: 15, onlineBooking: true, openingHours: everyDay('10:00', '20:00') });
    staff = (await staffAuth(db, await makeEmployee(db, alpha, 'coordinator'))).headers;
    const samRow = await makeEmployee(db, alpha, 'cutter');
    const alexRow = await makeEmployee(db, alpha, 'cutter');
    sam = samRow.id;
    alex = alexRow.id;
    await withTenant(db, alpha.tenant.id, async (tx) => {
      await tx.update(employees).set({ firstName: 'Sam', lastName: 'Shears' }).where(eq(employees.id, sam));
      await tx.update(employees).set({ firstName: 'Alex', lastName: 'Blades' }).where(eq(employees.id, alex));
    });
    await setSkills(db, alpha.tenant.id, sam, ['Cut']);
    await setSkills(db, alpha.tenant.id, alex, ['Cut', 'Beard']);
    haircut = (await makeStoreService(db, alpha.tenant.id, [store], { name: 'Haircut', durationMinutes: 30 })).id;
    beard = (await makeStoreService(db, alpha.tenant.id, [store], { name: 'Beard Trim', durationMinutes: 20, skillSet: 'Beard' })).id;
    colour = (await makeStoreService(db, alpha.tenant.id, [store], { name: 'Colour', durationMinutes: 60, onlineBookable: false })).id;
    await insertShift(db, alpha.tenant.id, {
      storeId: store,
      employeeId: sam,
      start: localTime(CHI, DAY, '10:00'),
      end: localTime(CHI, DAY, '18:00'),
    });
    customer = (await customerAuth(db, await makeCustomer(db, alpha))).headers;
    betaCustomer = (await customerAuth(db, await makeCustomer(db, beta))).headers;
    betaStaff = (await staffAuth(db, await makeEmployee(db, beta, 'franchisor'))).headers;
    betaService = (await makeStoreService(db, beta.tenant.id, [beta.stores[0].id])).id;
  });

  it("lists a cutter's bookable starts every slot interval from opening while the shift covers the service", async () => {
    const res = await ask({ cutterId: sam });
    expect(res.statusCode).toBe(200);
    const data = res.json().res_data;
    expect(data).toMatchObject({ timezone: CHI, slotInterval: 15, durationMinutes: 30, cutters: [{ id: sam, name: 'Sam Shears' }] });
    expect(data.slots).toHaveLength(31);
    expect(data.slots[0]).toEqual({ start: local('10:00'), end: local('10:30'), cutterId: sam });
    expect(data.slots.at(-1).start).toBe(local('17:30'));
    expect(data.refused).toBeUndefined();
  });

  it('explains refused candidates to staff: taken, blocked, adjacent bookings accepted, skill missing', async () => {
    const db = t.database.db;
    const day = '2027-06-10';
    await insertShift(db, alpha.tenant.id, {
      storeId: store,
      employeeId: sam,
      start: localTime(CHI, day, '10:00'),
      end: localTime(CHI, day, '12:00'),
    });
    await insertBusy(db, alpha.tenant.id, {
      storeId: store,
      cutterId: sam,
      start: localTime(CHI, day, '10:30'),
      end: localTime(CHI, day, '11:00'),
    });
    await insertBusy(db, alpha.tenant.id, {
      storeId: store,
      cutterId: sam,
      start: localTime(CHI, day, '11:30'),
      end: localTime(CHI, day, '12:00'),
      kind: 'block',
      label: 'vacation',
    });
    const res = await ask({ cutterId: sam, from: day, to: day, explain: true });
    const data = res.json().res_data;
    expect(data.slots.map((s: { start: string }) => s.start)).toEqual([local('10:00', day), local('11:00', day)]);
    const reason = (time: string) => data.refused.find((r: { start: string }) => r.start === local(time, day))?.reason;
    expect([reason('10:15'), reason('10:30'), reason('11:15'), reason('11:30'), reason('12:00'), reason('19:45')]).toEqual([
      'taken',
      'taken',
      'blocked',
      'blocked',
      'no_shift',
      'closed',
    ]);
    const lacking = await slots(staff, { storeId: store, serviceIds: [haircut, beard], cutterId: sam, from: day, to: day, explain: true });
    expect(lacking.json().res_data.slots).toEqual([]);
    expect(lacking.json().res_data.refused.find((r: { start: string }) => r.start === local('10:00', day)).reason).toBe('skill_missing');
  });

  it('"any cutter" gives one slot per start, from the least-loaded cutter that day', async () => {
    const db = t.database.db;
    const day = '2027-06-11';
    for (const id of [sam, alex])
      await insertShift(db, alpha.tenant.id, {
        storeId: store,
        employeeId: id,
        start: localTime(CHI, day, '10:00'),
        end: localTime(CHI, day, '12:00'),
      });
    await insertBusy(db, alpha.tenant.id, {
      storeId: store,
      cutterId: alex,
      start: localTime(CHI, day, '11:30'),
      end: localTime(CHI, day, '12:00'),
    });
    const res = await ask({ from: day, to: day });
    const list = res.json().res_data.slots as { start: string; cutterId: string }[];
    expect(list).toHaveLength(7);
    expect(new Set(list.map((s) => s.start)).size).toBe(7);
    expect(list[0].cutterId).toBe(sam); // Alex has 30 booked minutes that day, Sam none
    expect(res.json().res_data.cutters.map((c: { name: string }) => c.name)).toEqual(['Alex Blades', 'Sam Shears']);
  });

  it('uses the store duration of a service and removes approved time off', async () => {
    const db = t.database.db;
    const day = '2027-06-14';
    await insertShift(db, alpha.tenant.id, {
      storeId: store,
      employeeId: sam,
      start: localTime(CHI, day, '10:00'),
      end: localTime(CHI, day, '12:00'),
    });
    const long = (await makeStoreService(db, alpha.tenant.id, [store], { durationMinutes: 30, storeDuration: 60 })).id;
    const res = await slots(staff, { storeId: store, serviceIds: [long], cutterId: sam, from: day, to: day });
    expect(res.json().res_data.durationMinutes).toBe(60);
    expect(res.json().res_data.slots.at(-1).start).toBe(local('11:00', day));
    const franchisor = (await staffAuth(db, await makeEmployee(db, alpha, 'franchisor'))).headers;
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/TimeOff/Create',
      headers: franchisor,
      payload: { employeeId: sam, start: local('10:00', day), end: local('11:00', day), reason: 'Dentist' },
    });
    expect(off.statusCode).toBe(201);
    const after = await ask({ cutterId: sam, from: day, to: day, explain: true });
    expect(after.json().res_data.slots[0].start).toBe(local('11:00', day));
    expect(after.json().res_data.refused[0]).toMatchObject({ start: local('10:00', day), reason: 'blocked' });
  });

  it('lets a customer of the brand see online-bookable services at a store taking online bookings, without explanations', async () => {
    const res = await ask({ cutterId: sam, explain: true }, customer);
    expect(res.statusCode).toBe(200);
    expect(res.json().res_data.slots).toHaveLength(31);
    expect(res.json().res_data.refused).toBeUndefined();
    const offline = await slots(customer, { storeId: store, serviceIds: [colour], from: DAY, to: DAY });
    expect(offline.statusCode).toBe(422);
    expect(offline.json().message).toBe('Colour cannot be booked online');
    // Staff may still ask for it.
    expect((await slots(staff, { storeId: store, serviceIds: [colour], from: DAY, to: DAY })).statusCode).toBe(200);
    const noOnline = await slots(customer, { storeId: alpha.stores[1].id, serviceIds: [haircut], from: DAY, to: DAY });
    expect(noOnline.statusCode).toBe(422);
    expect(noOnline.json().message).toBe('This store does not take online bookings');
  });

  it.each([
    ['the range is over 14 days', { to: '2027-06-23' }, 422, 'to'],
    ['to is before from', { from: '2027-06-09', to: '2027-06-08' }, 422, 'to'],
    ['a day is not a date', { from: '2027-02-30' }, 422, 'from'],
    ['no service', { serviceIds: [] }, 422, 'serviceIds'],
    ['a cutter id is not a uuid', { cutterId: 'sam' }, 422, 'cutterId'],
  ])('refuses bad input: %s', async (_name, extra, status, field) => {
    const res = await ask(extra);
    expect(res.statusCode).toBe(status);
    expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
  });

  it('names a service the store does not offer (422)', async () => {
    const franchisor = (await staffAuth(t.database.db, await makeEmployee(t.database.db, alpha, 'franchisor'))).headers;
    const res = await slots(franchisor, { storeId: alpha.stores[1].id, serviceIds: [haircut], from: DAY, to: DAY });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ 'serviceIds.0': 'Haircut is not offered at this store' });
  });

  it("answers another tenant's store, service and cutter like missing ones (404)", async () => {
    expect((await slots(staff, { storeId: beta.stores[0].id, serviceIds: [haircut], from: DAY, to: DAY })).statusCode).toBe(404);
    expect((await slots(staff, { storeId: store, serviceIds: [betaService], from: DAY, to: DAY })).statusCode).toBe(404);
    const cutter = await makeEmployee(t.database.db, beta, 'cutter');
    const res = await ask({ cutterId: cutter.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Cutter not found.');
    // Beta's people asking for Alpha's store.
    expect((await ask({}, betaStaff)).statusCode).toBe(404);
    expect((await ask({}, betaCustomer)).statusCode).toBe(404);
  });

  it('refuses staff at another store (403) and callers without a session (401)', async () => {
    const res = await slots(staff, { storeId: alpha.stores[1].id, serviceIds: [haircut], from: DAY, to: DAY });
    expect(res.statusCode).toBe(403);
    expect((await ask({}, {})).statusCode).toBe(401);
  });

  it.each([
    ['Los Angeles, spring forward', 'America/Los_Angeles', '2027-03-14', '2027-03-14T17:00:00.000Z'],
    ['Los Angeles, fall back', 'America/Los_Angeles', '2027-11-07', '2027-11-07T18:00:00.000Z'],
    ['Chicago, spring forward', CHI, '2027-03-14', '2027-03-14T15:00:00.000Z'],
    ['Kolkata (+05:30)', 'Asia/Kolkata', '2027-03-14', '2027-03-14T04:30:00.000Z'],
  ])('gives a 10:00-20:00 store its local slots on DST and offset days: %s', async (_name, zone, day, first) => {
    const db = t.database.db;
    const other = alpha.stores[1].id;
    await setStoreClock(db, alpha.tenant.id, other, { timezone: zone, slotInterval: 30, openingHours: everyDay('10:00', '20:00') });
    const manager = (await staffAuth(db, await makeEmployee(db, alpha, 'shop_manager', { storeId: other }))).headers;
    const cutter = await makeEmployee(db, alpha, 'cutter', { storeId: other });
    await setSkills(db, alpha.tenant.id, cutter.id, ['Cut']);
    const service = (await makeStoreService(db, alpha.tenant.id, [other])).id;
    await insertShift(db, alpha.tenant.id, {
      storeId: other,
      employeeId: cutter.id,
      start: localTime(zone, day, '10:00'),
      end: localTime(zone, day, '20:00'),
    });
    const res = await slots(manager, { storeId: other, serviceIds: [service], cutterId: cutter.id, from: day, to: day });
    const list = res.json().res_data.slots as { start: string }[];
    expect(list[0].start).toBe(first);
    expect(list).toHaveLength(20); // 10:00 .. 19:30 every 30 minutes, whatever the length of the day
  });
});
