import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentServices, shifts } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { everyDay, insertBusy, insertShift, localTime, makeStoreService, setSkills, setStoreClock } from '../shifts/shift-test-data.ts';

type Headers = Record<string, string>;
const CHI = 'America/Chicago';
const WEEK = '2027-06-06'; // a Sunday
const MON = '2027-06-07';
const TUE = '2027-06-08';
const zeros = (cells: number[]) => cells.map((n) => Array(n).fill(0));
// Open 10:00-14:00 (4 hour cells) every day but Sunday.
const CELLS = [0, 4, 4, 4, 4, 4, 4];

describe('StoreDemand routes', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let store: string;
  let manager: Headers;
  let coordinator: Headers;
  let cutterA: string;
  let cutterB: string;
  let demandId: string;

  const call = (method: 'POST' | 'PUT' | 'GET', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });
  const at = (date: string, time: string) => localTime(CHI, date, time).toISOString();
  const shiftCount = () =>
    withTenant(t.database.db, alpha.tenant.id, async (tx) => (await tx.select().from(shifts).where(eq(shifts.storeId, store))).length);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    alpha = await makeTenant(db, 'Alpha');
    store = alpha.stores[0].id;
    await setStoreClock(db, alpha.tenant.id, store, { timezone: CHI, openingHours: { ...everyDay('10:00', '14:00'), '0': null } });
    manager = (await staffAuth(db, await makeEmployee(db, alpha, 'shop_manager'))).headers;
    coordinator = (await staffAuth(db, await makeEmployee(db, alpha, 'coordinator'))).headers;
    cutterA = (await makeEmployee(db, alpha, 'cutter')).id;
    cutterB = (await makeEmployee(db, alpha, 'cutter')).id;
    for (const id of [cutterA, cutterB]) await setSkills(db, alpha.tenant.id, id, ['Cut']);
    const haircut = await makeStoreService(db, alpha.tenant.id, [store], { name: 'Haircut', skillSet: 'Cut' });
    // Last Monday: two hour-long haircuts from 10:00 (120 busy minutes in the 10-11 cell).
    for (const cutterId of [cutterA, cutterB]) {
      const appointment = await insertBusy(db, alpha.tenant.id, {
        storeId: store,
        cutterId,
        start: localTime(CHI, '2027-05-31', '10:00'),
        end: localTime(CHI, '2027-05-31', '11:00'),
      });
      await withTenant(db, alpha.tenant.id, (tx) =>
        tx.insert(appointmentServices).values({
          tenantId: alpha.tenant.id,
          appointmentId: appointment.id,
          serviceId: haircut.id,
          position: 0,
          name: 'Haircut',
          durationMinutes: 60,
          priceCents: 3000,
        }),
      );
    }
  });

  it('gives the week: an hour grid from the opening hours, the skill sets and default settings', async () => {
    const res = await call('POST', 'StoreDemand/Week', manager, { storeId: store, weekStart: WEEK });
    expect(res.statusCode).toBe(200);
    const week = res.json().res_data;
    expect(week.grid.days.map((d: { cells: unknown[] }) => d.cells.length)).toEqual(CELLS);
    expect(week.grid.days[1]).toEqual({
      date: MON,
      cells: [
        { start: 600, end: 660 },
        { start: 660, end: 720 },
        { start: 720, end: 780 },
        { start: 780, end: 840 },
      ],
    });
    expect(week.skills).toEqual(['Cut']);
    expect(week.settings).toEqual({ targetUtilisationPercent: 80, weeklyLimitHours: 40, forecastWeeks: 4, minPerOpenHour: 1 });
    expect(week.demand).toBeNull();
    const tuesday = await call('POST', 'StoreDemand/Week', manager, { storeId: store, weekStart: MON });
    expect(tuesday.statusCode).toBe(422);
    expect(tuesday.json().error.fields).toEqual({ weekStart: 'Week must start on a Sunday' });
  });

  it('forecasts from the same weekday and hour of past weeks, with the minimum per open hour', async () => {
    const settings = { targetUtilisationPercent: 50, weeklyLimitHours: 40, forecastWeeks: 1, minPerOpenHour: 1 };
    const res = await call('POST', 'StoreDemand/Forecast', manager, { storeId: store, weekStart: WEEK, settings });
    expect(res.statusCode).toBe(200);
    const forecast = res.json().res_data;
    // 120 busy minutes / (1 week × 60 min × 50%) = 4; the other hours had none: the minimum, 1.
    expect(forecast.required.Cut[1]).toEqual([4, 1, 1, 1]);
    expect(forecast.explanations.Cut[1][0]).toEqual({
      busyMinutesByWeek: [120],
      cellMinutes: 60,
      rawHundredths: 400,
      minimumApplied: false,
      required: 4,
    });
    expect(forecast.required.Cut[0]).toEqual([]);
  });

  it('refuses the wizard to a coordinator without the store demand flags', async () => {
    expect((await call('POST', 'StoreDemand/Week', coordinator, { storeId: store, weekStart: WEEK })).statusCode).toBe(403);
    const required = { Cut: zeros(CELLS) };
    expect(
      (await call('POST', 'StoreDemand/Create', coordinator, { storeId: store, weekStart: WEEK, status: 'draft', required })).statusCode,
    ).toBe(403);
  });

  it('saves a draft, refuses a second one for the week and a grid that does not fit', async () => {
    const bad = await call('POST', 'StoreDemand/Create', manager, {
      storeId: store,
      weekStart: WEEK,
      status: 'draft',
      required: { Cut: zeros([0, 4, 4, 3, 4, 4, 4]) },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ 'required.Cut[3]': '2027-06-09 has 4 open hours for Cut, not 3' });
    const required = { Cut: [[], [2, 2, 2, 2], [3, 0, 0, 0], ...zeros([4, 4, 4, 4])] };
    const res = await call('POST', 'StoreDemand/Create', manager, { storeId: store, weekStart: WEEK, status: 'draft', required });
    expect(res.statusCode).toBe(201);
    const demand = res.json().res_data;
    demandId = demand.id;
    expect(demand).toMatchObject({ status: 'draft', version: 1, weekStart: WEEK, required, bookedAt: null });
    expect(demand.history.map((h: { action: string; status: string }) => [h.action, h.status])).toEqual([['created', 'draft']]);
    const again = await call('POST', 'StoreDemand/Create', manager, { storeId: store, weekStart: WEEK, status: 'draft', required });
    expect(again.statusCode).toBe(409);
  });

  it('books the demand once, refusing a stale version and a way back to draft', async () => {
    const required = { Cut: [[], [2, 2, 2, 2], [3, 0, 0, 0], ...zeros([4, 4, 4, 4])] };
    const stale = await call('PUT', `StoreDemand/Update/${demandId}`, manager, { status: 'booked', required, version: 7 });
    expect(stale.statusCode).toBe(409);
    const res = await call('PUT', `StoreDemand/Update/${demandId}`, manager, { status: 'booked', required, version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().res_data).toMatchObject({ status: 'booked', version: 2 });
    expect(res.json().res_data.bookedAt).not.toBeNull();
    expect(res.json().res_data.history.map((h: { action: string }) => h.action)).toEqual(['created', 'booked']);
    const back = await call('PUT', `StoreDemand/Update/${demandId}`, manager, { status: 'draft', required, version: 2 });
    expect(back.statusCode).toBe(422);
    expect(back.json().error.fields).toEqual({ status: 'A booked demand stays booked' });
    const got = await call('GET', `StoreDemand/Get/${demandId}`, manager);
    expect(got.json().res_data.version).toBe(2);
  });

  it('suggests shifts with every hour it cannot cover, accepts all or none, and the cover follows', async () => {
    const res = await call('POST', `StoreDemand/Suggest/${demandId}`, manager);
    expect(res.statusCode).toBe(200);
    const suggestion = res.json().res_data;
    // Monday (day 1): both cutters 10-14; Tuesday: both 10-14 (the 4-hour day), one short at 10:00.
    expect(
      suggestion.shifts.map((s: { date: string; start: string; end: string; employeeId: string }) => [s.date, s.start, s.end]),
    ).toEqual([
      [MON, at(MON, '10:00'), at(MON, '14:00')],
      [MON, at(MON, '10:00'), at(MON, '14:00')],
      [TUE, at(TUE, '10:00'), at(TUE, '14:00')],
      [TUE, at(TUE, '10:00'), at(TUE, '14:00')],
    ]);
    expect(suggestion.uncovered).toEqual([
      { skill: 'Cut', date: TUE, start: 600, end: 660, short: 1, reason: 'everyone_on_shift', holders: { on_shift: 2 } },
    ]);
    expect(suggestion.before.Cut[1].map((c: { scheduled: number }) => c.scheduled)).toEqual([0, 0, 0, 0]);
    expect(suggestion.after.Cut[1].map((c: { scheduled: number }) => c.scheduled)).toEqual([2, 2, 2, 2]);

    // A shift of cutter B that appeared since: the second accepted shift overlaps it, so none is created.
    await insertShift(t.database.db, alpha.tenant.id, {
      storeId: store,
      employeeId: cutterB,
      start: new Date(at(TUE, '10:00')),
      end: new Date(at(TUE, '11:00')),
      status: 'draft',
    });
    const before = await shiftCount();
    const chosen = [
      { employeeId: cutterA, start: at(MON, '10:00'), end: at(MON, '14:00') },
      { employeeId: cutterB, start: at(TUE, '10:00'), end: at(TUE, '14:00') },
    ];
    const refused = await call('POST', `StoreDemand/Accept/${demandId}`, manager, { shifts: chosen });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Shift 2: /);
    expect(await shiftCount()).toBe(before);

    const accepted = await call('POST', `StoreDemand/Accept/${demandId}`, manager, { shifts: [chosen[0]] });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().res_data.map((s: { status: string; employeeId: string }) => [s.status, s.employeeId])).toEqual([
      ['draft', cutterA],
    ]);
    const cover = (await call('POST', 'StoreDemand/Coverage', manager, { storeId: store, weekStart: WEEK })).json().res_data;
    expect(cover.demand).toEqual({ id: demandId, status: 'booked', version: 2 });
    expect(cover.cover.Cut[1].map((c: { required: number; scheduled: number }) => [c.required, c.scheduled])).toEqual([
      [2, 1],
      [2, 1],
      [2, 1],
      [2, 1],
    ]);
    expect(cover.publishedCover.Cut[1].map((c: { scheduled: number }) => c.scheduled)).toEqual([0, 0, 0, 0]);
    const rows = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx
        .select()
        .from(shifts)
        .where(and(eq(shifts.storeId, store), eq(shifts.employeeId, cutterA))),
    );
    expect(rows.map((r) => r.status)).toEqual(['draft']);
  });
});
