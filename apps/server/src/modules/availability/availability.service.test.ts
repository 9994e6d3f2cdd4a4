import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema.ts';
import { AppError } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { everyDay, insertBusy, insertShift, localTime, makeStoreService, setSkills, setStoreClock } from '../shifts/shift-test-data.ts';
import { assertBookable, pickCutter } from './availability.service.ts';

const CHI = 'America/Chicago';
const DAY = '2027-06-09'; // a Wednesday; the store is closed on Sundays

describe('assertBookable and pickCutter', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  let store: string;
  let sam: string;
  let alex: string;
  let haircut: string;
  let beard: string;
  let booked: string;

  const at = (time: string, date = DAY) => localTime(CHI, date, time);
  const bookable = (input: {
    cutterId?: string;
    serviceIds?: string[];
    start: Date;
    ignoreAppointmentId?: string;
    tenantId?: string;
    now?: Date;
  }) =>
    withTenant(t.database.db, input.tenantId ?? alpha.tenant.id, (tx) =>
      assertBookable(tx, { tenantId: alpha.tenant.id, storeId: store, cutterId: sam, serviceIds: [haircut], ...input }),
    );
  const refusal = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    if (!(err instanceof AppError)) throw new Error(`expected a refusal, got ${String(err)}`);
    return { status: err.statusCode, message: err.message };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    alpha = await makeTenant(db, 'Alpha');
    beta = await makeTenant(db, 'Beta');
    store = alpha.stores[0].id;
    await setStoreClock(db, alpha.tenant.id, store, { openingHours: { ...everyDay('10:00', '20:00'), '0': null } });
    sam = (await makeEmployee(db, alpha, 'cutter')).id;
    alex = (await makeEmployee(db, alpha, 'cutter')).id;
    await withTenant(db, alpha.tenant.id, async (tx) => {
      await tx.update(employees).set({ firstName: 'Sam', lastName: 'Shears' }).where(eq(employees.id, sam));
      await tx.update(employees).set({ firstName: 'Alex', lastName: 'Blades' }).where(eq(employees.id, alex));
    });
    await setSkills(db, alpha.tenant.id, sam, ['Cut']);
    await setSkills(db, alpha.tenant.id, alex, ['Cut', 'Beard']);
    haircut = (await makeStoreService(db, alpha.tenant.id, [store], { name: 'Haircut' })).id;
    beard = (await makeStoreService(db, alpha.tenant.id, [store], { name: 'Beard Trim', durationMinutes: 20, skillSet: 'Beard' })).id;
    // Sam works 08:00-18:00 (written directly: the shift routes refuse hours outside opening), Alex 10:00-18:00.
    await insertShift(db, alpha.tenant.id, { storeId: store, employeeId: sam, start: at('08:00'), end: at('18:00') });
    await insertShift(db, alpha.tenant.id, { storeId: store, employeeId: alex, start: at('10:00'), end: at('18:00') });
    booked = (await insertBusy(db, alpha.tenant.id, { storeId: store, cutterId: sam, start: at('14:00'), end: at('14:30') })).id;
    await insertBusy(db, alpha.tenant.id, {
      storeId: store,
      cutterId: sam,
      start: at('16:00'),
      end: at('17:00'),
      kind: 'block',
      label: 'vacation',
    });
  });

  it('answers when a bookable booking ends, on or off the slot grid', async () => {
    expect(await bookable({ start: at('10:00') })).toEqual({ end: at('10:30'), bufferBeforeMinutes: 0, freeMinutes: null });
    expect(await bookable({ start: at('10:05') })).toEqual({ end: at('10:35'), bufferBeforeMinutes: 0, freeMinutes: null });
  });

  it('accepts bookings adjacent to an appointment (13:30-14:00 and 14:30-15:00)', async () => {
    expect(await bookable({ start: at('13:30') })).toEqual({ end: at('14:00'), bufferBeforeMinutes: 0, freeMinutes: null });
    expect(await bookable({ start: at('14:30') })).toEqual({ end: at('15:00'), bufferBeforeMinutes: 0, freeMinutes: null });
  });

  it.each([
    ['before opening', { start: '09:30' }, 422, 'The store opens at 10:00 AM'],
    ['past closing', { start: '19:45' }, 422, 'The store closes at 8:00 PM'],
    ['off shift', { start: '18:30' }, 422, 'Sam is not on shift at 6:30 PM'],
    ['running beyond the shift', { start: '17:45' }, 422, "Sam's shift ends before 6:15 PM"],
    ['a skill missing', { start: '10:00', services: 'beard' }, 422, "Sam can't do Beard Trim (skill missing)"],
    ['over an appointment', { start: '13:45' }, 409, 'Sam already has an appointment from 2:00 PM to 2:30 PM'],
    ['over a blocked slot', { start: '15:45' }, 409, 'Sam is not available from 4:00 PM to 5:00 PM (vacation)'],
  ] as const)("refuses a booking %s in the front desk's words", async (_name, input, status, message) => {
    const serviceIds = 'services' in input ? [beard] : [haircut];
    expect(await refusal(bookable({ start: at(input.start), serviceIds }))).toEqual({ status, message });
  });

  it('refuses a closed day and a time in the past', async () => {
    expect(await refusal(bookable({ start: at('12:00', '2027-06-13') }))).toEqual({
      status: 422,
      message: 'The store is closed on Sundays',
    });
    expect(await refusal(bookable({ start: at('12:00'), now: at('12:30') }))).toEqual({ status: 422, message: 'That time is in the past' });
  });

  it('lets an appointment move over its own time (ignoreAppointmentId)', async () => {
    expect(await bookable({ start: at('14:15'), ignoreAppointmentId: booked })).toEqual({
      end: at('14:45'),
      bufferBeforeMinutes: 0,
      freeMinutes: null,
    });
  });

  it("answers another tenant's ids like missing ones (404)", async () => {
    const stranger = await makeEmployee(t.database.db, beta, 'cutter');
    expect((await refusal(bookable({ start: at('10:00'), cutterId: stranger.id }))).status).toBe(404);
    const theirs = await makeStoreService(t.database.db, beta.tenant.id, [beta.stores[0].id]);
    expect((await refusal(bookable({ start: at('10:00'), serviceIds: [theirs.id] }))).status).toBe(404);
    // Asked inside tenant B's transaction, tenant A's store is not there.
    expect((await refusal(bookable({ start: at('10:00'), tenantId: beta.tenant.id }))).status).toBe(404);
  });

  it('picks the least-loaded cutter who could take the services, or none', async () => {
    const pick = (serviceIds: string[], start: Date) =>
      withTenant(t.database.db, alpha.tenant.id, (tx) => pickCutter(tx, { tenantId: alpha.tenant.id, storeId: store, serviceIds, start }));
    expect(await pick([haircut], at('10:00'))).toBe(alex); // Sam has 30 booked minutes that day, Alex none
    expect(await pick([haircut], at('09:00'))).toBeNull(); // the store is not open
    expect(await pick([beard], at('10:00'))).toBe(alex); // only Alex holds the Beard skill
    await insertBusy(t.database.db, alpha.tenant.id, { storeId: store, cutterId: alex, start: at('11:00'), end: at('12:00') });
    expect(await pick([haircut], at('10:00'))).toBe(sam); // now Alex has 60 minutes, Sam 30
    expect(await pick([haircut], at('11:00'))).toBe(sam); // Alex is busy then
    expect(await pick([beard], at('11:00'))).toBeNull();
  });
});
