import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, staffAuth } from '../../testing/test-sessions.ts';
import { everyDay, insertBusy, insertShift, localTime, makeStoreService, setSkills, setStoreClock } from '../shifts/shift-test-data.ts';

type Headers = Record<string, string>;
type Answer = { cutterId: string; cutterName: string; bookable: boolean; reason: string | null; message: string };
const CHI = 'America/Chicago';
const DAY = '2027-06-09'; // a Wednesday

describe('Availability/WhyNot', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  let store: string;
  let staff: Headers;
  let customer: Headers;
  let betaCustomer: Headers;
  let sam: string;
  let alex: string;
  let haircut: string;
  let beard: string;
  let colour: string;

  const ask = (body: object, headers: Headers = staff) =>
    t.app.inject({ method: 'POST', url: '/api/Availability/WhyNot', headers, payload: { storeId: store, serviceIds: [haircut], ...body } });
  const at = (time: string, date = DAY) => localTime(CHI, date, time).toISOString();
  const byName = (answers: Answer[]) => Object.fromEntries(answers.map((a) => [a.cutterName, [a.reason, a.message]]));

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    alpha = await makeTenant(db, 'Alpha');
    beta = await makeTenant(db, 'Beta');
    store = alpha.stores[0].id;
    await setStoreClock(db, alpha.tenant.id, store, { slotInterval: 15, onlineBooking: true, openingHours: everyDay('10:00', '20:00') });
    staff = (await staffAuth(db, await makeEmployee(db, alpha, 'coordinator'))).headers;
    sam = (await makeEmployee(db, alpha, 'cutter')).id;
    alex = (await makeEmployee(db, alpha, 'cutter')).id;
    await withTenant(db, alpha.tenant.id, async (tx) => {
      await tx.update(employees).set({ firstName: 'Sam', lastName: 'Shears' }).where(eq(employees.id, sam));
      await tx.update(employees).set({ firstName: 'Alex', lastName: 'Blades' }).where(eq(employees.id, alex));
    });
    await setSkills(db, alpha.tenant.id, sam, ['Cut']);
    await setSkills(db, alpha.tenant.id, alex, ['Cut', 'Beard']);
    haircut = (await makeStoreService(db, alpha.tenant.id, [store], { name: 'Haircut', durationMinutes: 30 })).id;
    beard = (await makeStoreService(db, alpha.tenant.id, [store], { name: 'Beard Trim', durationMinutes: 20, skillSet: 'Beard' })).id;
    colour = (await makeStoreService(db, alpha.tenant.id, [store], { name: 'Colour', durationMinutes: 60, onlineBookable: false })).id;
    for (const id of [sam, alex])
      await insertShift(db, alpha.tenant.id, {
        storeId: store,
        employeeId: id,
        start: localTime(CHI, DAY, '10:00'),
        end: localTime(CHI, DAY, '14:00'),
      });
    await insertBusy(db, alpha.tenant.id, {
      storeId: store,
      cutterId: sam,
      start: localTime(CHI, DAY, '11:00'),
      end: localTime(CHI, DAY, '11:30'),
    });
    await insertBusy(db, alpha.tenant.id, {
      storeId: store,
      cutterId: alex,
      start: localTime(CHI, DAY, '11:00'),
      end: localTime(CHI, DAY, '12:00'),
      kind: 'block',
      label: 'vacation',
    });
    customer = (await customerAuth(db, await makeCustomer(db, alpha))).headers;
    betaCustomer = (await customerAuth(db, await makeCustomer(db, beta))).headers;
  });

  it("tells staff every cutter's reason in plain words", async () => {
    const res = await ask({ start: at('11:00') });
    expect(res.statusCode).toBe(200);
    const data = res.json().res_data;
    expect(data.start).toBe(at('11:00'));
    expect(byName(data.answers)).toEqual({
      Alex: ['blocked', 'Alex is not available from 11:00 AM to 12:00 PM (vacation)'],
      Sam: ['taken', 'Sam already has an appointment from 11:00 AM to 11:30 AM'],
    });
  });

  it('staff: closed, shift end, skill missing and a bookable time', async () => {
    expect(byName((await ask({ start: at('20:00') })).json().res_data.answers).Sam).toEqual(['closed', 'The store closes at 8:00 PM']);
    expect(byName((await ask({ start: at('13:45') })).json().res_data.answers).Sam).toEqual([
      'no_shift',
      "Sam's shift ends before 2:15 PM",
    ]);
    expect(byName((await ask({ start: at('15:00') })).json().res_data.answers).Sam).toEqual(['no_shift', 'Sam is not on shift at 3:00 PM']);
    const beardAt10 = (await ask({ serviceIds: [beard], start: at('10:00') })).json().res_data.answers as Answer[];
    expect(byName(beardAt10)).toEqual({
      Alex: [null, 'Alex can take 10:00 AM'],
      Sam: ['skill_missing', "Sam can't do Beard Trim (skill missing)"],
    });
    expect(beardAt10.find((a) => a.cutterName === 'Alex')?.bookable).toBe(true);
  });

  it('tells a customer only what reveals nothing private', async () => {
    const res = await ask({ start: at('11:00') }, customer);
    expect(res.statusCode).toBe(200);
    expect(byName(res.json().res_data.answers)).toEqual({
      Alex: [null, "Alex isn't available at 11:00 AM"],
      Sam: [null, "Sam isn't available at 11:00 AM"],
    });
    expect(JSON.stringify(res.json())).not.toMatch(/vacation|appointment|shift/);
    const beardOne = await ask({ serviceIds: [beard], cutterId: sam, start: at('10:00') }, customer);
    expect(beardOne.json().res_data.answers).toEqual([
      { cutterId: sam, cutterName: 'Sam', bookable: false, reason: 'skill_missing', message: "Sam doesn't do Beard Trim" },
    ]);
    expect(byName((await ask({ start: at('09:30') }, customer)).json().res_data.answers).Sam).toEqual([
      'closed',
      'The store opens at 10:00 AM',
    ]);
  });

  it('refuses services not bookable online to customers, other brands, and bad input', async () => {
    const offline = await ask({ serviceIds: [colour], start: at('10:00') }, customer);
    expect(offline.statusCode).toBe(422);
    expect(offline.json().error.fields).toEqual({ 'serviceIds.0': 'Colour cannot be booked online' });
    expect((await ask({ start: at('10:00') }, betaCustomer)).statusCode).toBe(404);
    const bad = await ask({ start: 'tomorrow' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields)).toEqual(['start']);
    expect((await ask({ start: at('10:00'), cutterId: beta.stores[0].id })).statusCode).toBe(404);
  });

  it('refuses staff at another store (403) and callers without a session (401)', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/Availability/WhyNot',
      headers: staff,
      payload: { storeId: alpha.stores[1].id, serviceIds: [haircut], start: at('10:00') },
    });
    expect(other.statusCode).toBe(403);
    expect((await ask({ start: at('10:00') }, {})).statusCode).toBe(401);
  });
});
