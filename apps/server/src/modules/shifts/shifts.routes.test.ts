import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees, outboxMessages } from '../../db/schema.ts';
import { sqlState } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { SCHEDULE_SUMMARY_TEMPLATE, SCHEDULE_UPDATE_TEMPLATE } from './schedule-emails.ts';
import { everyDay, insertShift, localTime, makeStoreService, setSkills, setStoreClock } from './shift-test-data.ts';

type Headers = Record<string, string>;
const CHI = 'America/Chicago';

describe('Shift and TimeOff routes', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let store: string;
  let otherStore: string;
  let franchisor: Headers;
  let manager: { id: string; email: string; headers: Headers };
  let cutter: { id: string; email: string; headers: Headers };
  let colleague: { id: string; email: string };
  let haircut: string;

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });
  const at = (date: string, time: string) => localTime(CHI, date, time).toISOString();
  const create = (date: string, from: string, to: string | null, employeeId = cutter.id, headers = franchisor, storeId = store) =>
    call('POST', 'Shift/Create', headers, { storeId, employeeId, start: at(date, from), ...(to ? { end: at(date, to) } : {}) });
  const slotsOn = async (day: string, employeeId = cutter.id) => {
    const res = await call('POST', 'Availability/Slots', franchisor, {
      storeId: store,
      serviceIds: [haircut],
      cutterId: employeeId,
      from: day,
      to: day,
    });
    return res.json().res_data.slots as { start: string }[];
  };
  const emails = (template: string) =>
    withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx
        .select({ to: outboxMessages.toAddress, subject: outboxMessages.subject, text: outboxMessages.bodyText })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.tenantId, alpha.tenant.id), eq(outboxMessages.template, template)))
        .orderBy(asc(outboxMessages.createdAt)),
    );

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    alpha = await makeTenant(db, 'Alpha');
    store = alpha.stores[0].id;
    otherStore = alpha.stores[1].id;
    await setStoreClock(db, alpha.tenant.id, store, { openingHours: { ...everyDay('10:00', '20:00'), '0': null } });
    franchisor = (await staffAuth(db, await makeEmployee(db, alpha, 'franchisor'))).headers;
    const m = await makeEmployee(db, alpha, 'shop_manager');
    manager = { id: m.id, email: m.email, headers: (await staffAuth(db, m)).headers };
    const c = await makeEmployee(db, alpha, 'cutter');
    cutter = { id: c.id, email: c.email, headers: (await staffAuth(db, c)).headers };
    colleague = await makeEmployee(db, alpha, 'cutter');
    for (const id of [cutter.id, colleague.id]) await setSkills(db, alpha.tenant.id, id, ['Cut']);
    haircut = (await makeStoreService(db, alpha.tenant.id, [store], { name: 'Haircut' })).id;
  });

  it('creates a draft lasting the default 9 hours, or until closing when sooner', async () => {
    const res = await create('2027-06-01', '10:00', null);
    expect(res.statusCode).toBe(201);
    expect(res.json().res_data).toMatchObject({
      start: at('2027-06-01', '10:00'),
      end: at('2027-06-01', '19:00'),
      status: 'draft',
      date: '2027-06-01',
      publishedAt: null,
    });
    const late = await create('2027-06-02', '13:00', null);
    expect(late.json().res_data.end).toBe(at('2027-06-02', '20:00'));
  });

  it.each([
    ['before opening', '2027-06-03', '09:00', '15:00', 'The store opens at 10:00 AM'],
    ['past closing', '2027-06-03', '12:00', '21:00', 'The store closes at 8:00 PM'],
    ['on a closed day', '2027-06-06', '10:00', '15:00', 'The store is closed on Sundays'],
  ])('refuses a shift %s (422): a cutter cannot work while the store is closed', async (_name, date, from, to, message) => {
    const res = await create(date, from, to);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
  });

  it('refuses overlapping shifts of one employee (409), at any store, and accepts adjacent ones', async () => {
    expect((await create('2027-06-04', '10:00', '14:00')).statusCode).toBe(201);
    expect((await create('2027-06-04', '14:00', '18:00')).statusCode).toBe(201);
    const clash = await create('2027-06-04', '13:00', '15:00');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/already has a shift from 10:00 AM to 2:00 PM at Alpha Downtown$/);
    // The same hours at the other store (Los Angeles, 2 hours behind) still overlap in time.
    const elsewhere = await call('POST', 'Shift/Create', franchisor, {
      storeId: otherStore,
      employeeId: cutter.id,
      start: at('2027-06-04', '12:00'),
      end: at('2027-06-04', '16:00'),
    });
    expect(elsewhere.statusCode).toBe(422); // the cutter holds no role at the other store
    expect(elsewhere.json().message).toMatch(/does not work at this store$/);
  });

  it('has the database refuse overlapping shifts of one employee too (exclusion constraint, for races)', async () => {
    const day = '2027-06-05';
    await insertShift(t.database.db, alpha.tenant.id, {
      storeId: store,
      employeeId: colleague.id,
      start: localTime(CHI, day, '10:00'),
      end: localTime(CHI, day, '14:00'),
    });
    const err = await insertShift(t.database.db, alpha.tenant.id, {
      storeId: otherStore,
      employeeId: colleague.id,
      start: localTime(CHI, day, '13:00'),
      end: localTime(CHI, day, '15:00'),
    }).catch((e: unknown) => e);
    expect(sqlState(err)).toBe('23P01');
    // Adjacent is fine.
    await insertShift(t.database.db, alpha.tenant.id, {
      storeId: store,
      employeeId: colleague.id,
      start: localTime(CHI, day, '14:00'),
      end: localTime(CHI, day, '16:00'),
    });
  });

  it('refuses a shift for an unknown or inactive employee', async () => {
    expect((await create('2027-06-05', '10:00', '12:00', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const gone = await makeEmployee(t.database.db, alpha, 'cutter');
    await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx.update(employees).set({ status: 'inactive' }).where(eq(employees.id, gone.id)),
    );
    const res = await create('2027-06-05', '10:00', '12:00', gone.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Cutter Tester is not active');
  });

  it('makes a cutter bookable only once the shift is published, and emails the affected employees and managers', async () => {
    const day = '2027-06-08';
    await create(day, '10:00', '12:00');
    await create(day, '12:00', '16:00', colleague.id);
    expect(await slotsOn(day)).toEqual([]);
    const before = t.jobs.sent.length;
    const res = await call('POST', 'Shift/Publish', franchisor, { storeId: store, from: day, to: day });
    expect(res.statusCode).toBe(200);
    expect(res.json().res_data).toEqual({ published: 2, employeesNotified: 2, managersNotified: 1 });
    expect((await slotsOn(day))[0].start).toBe(at(day, '10:00'));
    const updates = await emails(SCHEDULE_UPDATE_TEMPLATE);
    expect(updates.map((e) => e.to).sort()).toEqual([cutter.email, colleague.email].sort());
    expect(updates.find((e) => e.to === cutter.email)?.text).toContain('Tue, Jun 8: 10:00 AM - 12:00 PM');
    const summaries = await emails(SCHEDULE_SUMMARY_TEMPLATE);
    expect(summaries.map((e) => e.to)).toEqual([manager.email]);
    expect(t.jobs.sent.slice(before).map((j) => j.name)).toEqual(['outbox.deliver', 'outbox.deliver', 'outbox.deliver']);
    // Nothing left to publish.
    expect((await call('POST', 'Shift/Publish', franchisor, { storeId: store, from: day, to: day })).json().res_data.published).toBe(0);
  });

  it('searches the schedule: days without a shift are pending; a cutter with view-self sees only their own', async () => {
    const res = await call('POST', 'Shift/Search', franchisor, { storeId: store, from: '2027-06-07', to: '2027-06-09' });
    expect(res.statusCode).toBe(200);
    const data = res.json().res_data;
    const row = data.schedule.find((r: { employeeId: string }) => r.employeeId === cutter.id);
    expect(row.days).toEqual([
      { date: '2027-06-07', status: 'pending' },
      { date: '2027-06-08', status: 'active' },
      { date: '2027-06-09', status: 'pending' },
    ]);
    expect(data.schedule.some((r: { employeeId: string }) => r.employeeId === colleague.id)).toBe(true);

    const own = await call('POST', 'Shift/Search', cutter.headers, { storeId: store, from: '2027-06-07', to: '2027-06-09' });
    expect(own.statusCode).toBe(200);
    expect(own.json().res_data.schedule.map((r: { employeeId: string }) => r.employeeId)).toEqual([cutter.id]);
    expect(new Set(own.json().res_data.shifts.map((s: { employeeId: string }) => s.employeeId))).toEqual(new Set([cutter.id]));
    const theirs = await call('POST', 'Shift/Search', cutter.headers, {
      storeId: store,
      employeeId: colleague.id,
      from: '2027-06-07',
      to: '2027-06-09',
    });
    expect(theirs.statusCode).toBe(403);
  });

  it('edits and deletes a published shift, emailing its employee each time', async () => {
    const day = '2027-06-10';
    const id = (await create(day, '10:00', '12:00')).json().res_data.id;
    await call('POST', 'Shift/Publish', franchisor, { storeId: store, from: day, to: day, employeeIds: [cutter.id] });
    const moved = await call('PUT', `Shift/Update/${id}`, manager.headers, {
      employeeId: cutter.id,
      start: at(day, '11:00'),
      end: at(day, '15:00'),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().res_data).toMatchObject({ status: 'active', start: at(day, '11:00'), end: at(day, '15:00') });
    expect((await slotsOn(day))[0].start).toBe(at(day, '11:00'));
    const last = async () => (await emails(SCHEDULE_UPDATE_TEMPLATE)).at(-1)?.text ?? '';
    expect(await last()).toContain('a shift of yours has changed');
    const bad = await call('PUT', `Shift/Update/${id}`, manager.headers, {
      employeeId: cutter.id,
      start: at(day, '15:00'),
      end: at(day, '11:00'),
    });
    expect(bad.statusCode).toBe(422);
    const gone = await call('DELETE', `Shift/Delete/${id}`, manager.headers);
    expect(gone.json().res_data).toEqual({ id, deleted: true });
    expect(await last()).toContain('a shift of yours has been removed');
    expect(await slotsOn(day)).toEqual([]);
    expect((await call('DELETE', `Shift/Delete/${id}`, manager.headers)).statusCode).toBe(404);
  });

  it('copies a week as drafts at the same local times, across a DST change, skipping overlaps', async () => {
    await setStoreClock(t.database.db, alpha.tenant.id, store, { openingHours: everyDay('10:00', '20:00') });
    // The week before the spring-forward Sunday 2027-03-14, copied onto the week that contains it.
    await create('2027-03-08', '10:00', '18:00');
    await create('2027-03-09', '10:00', '18:00', colleague.id);
    await create('2027-03-16', '12:00', '14:00', colleague.id); // already there: the Tuesday copy of the colleague clashes
    const res = await call('POST', 'Shift/CopyWeek', franchisor, {
      storeId: store,
      fromWeekStart: '2027-03-08',
      toWeekStart: '2027-03-15',
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().res_data;
    expect(data).toMatchObject({ created: 1, skipped: 1 });
    expect(data.shifts[0]).toMatchObject({
      date: '2027-03-15',
      employeeId: cutter.id,
      status: 'draft',
      start: at('2027-03-15', '10:00'),
      end: at('2027-03-15', '18:00'),
    });
    // 10:00 CST became 10:00 CDT: one hour earlier in UTC.
    expect(data.shifts[0].start).toBe('2027-03-15T15:00:00.000Z');
    expect(at('2027-03-08', '10:00')).toBe('2027-03-08T16:00:00.000Z');
    const again = await call('POST', 'Shift/CopyWeek', franchisor, {
      storeId: store,
      fromWeekStart: '2027-03-08',
      toWeekStart: '2027-03-15',
    });
    expect(again.json().res_data).toMatchObject({ created: 0, skipped: 2 });
  });

  it('records time off; only approved time off removes availability', async () => {
    const day = '2027-06-15';
    const shift = (await create(day, '10:00', '14:00')).json().res_data.id;
    await call('POST', 'Shift/Publish', franchisor, { storeId: store, from: day, to: day });
    expect(shift).toBeTruthy();
    const requested = await call('POST', 'TimeOff/Create', franchisor, {
      employeeId: cutter.id,
      start: at(day, '10:00'),
      end: at(day, '12:00'),
      reason: 'Wedding',
      status: 'requested',
    });
    expect(requested.statusCode).toBe(201);
    expect(requested.json().res_data).toMatchObject({ status: 'requested', storeId: null, decidedAt: null, reason: 'Wedding' });
    expect((await slotsOn(day))[0].start).toBe(at(day, '10:00'));
    const approved = await call('PUT', `TimeOff/Update/${requested.json().res_data.id}`, franchisor, { status: 'approved' });
    expect(approved.json().res_data.status).toBe('approved');
    expect((await slotsOn(day))[0].start).toBe(at(day, '12:00'));
    const list = await call('POST', 'TimeOff/Search', franchisor, { employeeId: cutter.id, storeId: store });
    expect(list.json().res_data.items.map((i: { reason: string }) => i.reason)).toEqual(['Wedding']);
    const backwards = await call('POST', 'TimeOff/Create', franchisor, {
      employeeId: cutter.id,
      start: at(day, '12:00'),
      end: at(day, '10:00'),
      reason: 'x',
    });
    expect(backwards.statusCode).toBe(422);
  });
});
