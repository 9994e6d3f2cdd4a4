// Demand templates (issue 17): save a week's headcounts under a name, apply them to another week as a draft
// (cells matched by day of the week and start), list, delete; flags, stores and tenants.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { everyDay, setSkills, setStoreClock } from '../shifts/shift-test-data.ts';

type Headers = Record<string, string>;
const CHI = 'America/Chicago';
const WEEK = '2027-06-06'; // a Sunday
const NEXT = '2027-06-13';
const LATER = '2027-06-20';
// Open 10:00-14:00 (4 hour cells) every day but Sunday.
const week = (fill: (day: number) => number[]) => Array.from({ length: 7 }, (_, d) => (d === 0 ? [] : fill(d)));

describe('StoreDemand templates', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let store: string;
  let manager: Headers;
  let coordinator: Headers;
  let otherTenant: Headers;
  let templateId: string;

  const call = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/StoreDemand/${url}`, headers, ...(payload ? { payload } : {}) });
  const data = (res: { statusCode: number; body: string }, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return JSON.parse(res.body).res_data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    alpha = await makeTenant(db, 'Tmpl');
    store = alpha.stores[0].id;
    await setStoreClock(db, alpha.tenant.id, store, { timezone: CHI, openingHours: { ...everyDay('10:00', '14:00'), '0': null } });
    manager = (await staffAuth(db, await makeEmployee(db, alpha, 'shop_manager'))).headers;
    coordinator = (await staffAuth(db, await makeEmployee(db, alpha, 'coordinator'))).headers;
    await setSkills(db, alpha.tenant.id, (await makeEmployee(db, alpha, 'cutter')).id, ['Cut']);
    const beta = await makeTenant(db, 'TmplB');
    otherTenant = (await staffAuth(db, await makeEmployee(db, beta, 'franchisor'))).headers;
  });

  it('saves the week being edited as a named template; the name is unique per store; a bad shape names the cell', async () => {
    // Saturday afternoon busy: 1,1,3,3; other days 1 all day.
    const required = { Cut: week((d) => (d === 6 ? [1, 1, 3, 3] : [1, 1, 1, 1])) };
    const saved = data(await call('POST', 'Templates', manager, { storeId: store, weekStart: WEEK, name: 'Busy Saturday', required }), 201);
    templateId = saved.id;
    // 5 days x 4 + Saturday 8 = 28 person-hours.
    expect(saved).toMatchObject({ storeId: store, name: 'Busy Saturday', skills: ['Cut'], personHours: 28 });
    const taken = await call('POST', 'Templates', manager, { storeId: store, weekStart: WEEK, name: 'busy saturday', required });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This store already has a template with that name: choose another name');
    const bad = await call('POST', 'Templates', manager, {
      storeId: store,
      weekStart: WEEK,
      name: 'Short',
      required: { Cut: week((d) => (d === 2 ? [1, 1] : [1, 1, 1, 1])) },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ 'required.Cut[2]': '2027-06-08 has 4 open hours for Cut, not 2' });
    const list = data(await call('GET', `Templates?storeId=${store}`, manager));
    expect(list.items.map((i: { name: string }) => i.name)).toEqual(['Busy Saturday']);
  });

  it('applies a template to a new week as a draft, then to that draft at its version; a stale version is 409', async () => {
    const applied = data(await call('POST', `Templates/${templateId}/Apply`, manager, { weekStart: NEXT }));
    expect(applied).toMatchObject({ unplacedCells: 0, droppedSkills: [], demand: { weekStart: NEXT, status: 'draft', version: 1 } });
    expect(applied.demand.required.Cut[6]).toEqual([1, 1, 3, 3]);
    expect(applied.demand.history.map((h: { action: string }) => h.action)).toEqual(['created']);
    const stale = await call('POST', `Templates/${templateId}/Apply`, manager, { weekStart: NEXT });
    expect(stale.statusCode).toBe(409);
    const again = data(await call('POST', `Templates/${templateId}/Apply`, manager, { weekStart: NEXT, version: 1 }));
    expect(again.demand).toMatchObject({ version: 2, status: 'draft' });
    expect(again.demand.history.map((h: { action: string }) => h.action)).toEqual(['created', 'updated']);
  });

  it('a booked week is not filled from a template', async () => {
    const draft = data(await call('POST', `Templates/${templateId}/Apply`, manager, { weekStart: LATER }));
    data(
      await call('PUT', `Update/${draft.demand.id}`, manager, {
        status: 'booked',
        required: draft.demand.required,
        version: draft.demand.version,
      }),
    );
    const res = await call('POST', `Templates/${templateId}/Apply`, manager, { weekStart: LATER, version: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('That week’s demand is booked: a template fills only a new or draft week');
  });

  it('without the demand flags, or from another tenant, templates are out of reach; delete removes one', async () => {
    expect((await call('GET', `Templates?storeId=${store}`, coordinator)).statusCode).toBe(403);
    expect((await call('POST', `Templates/${templateId}/Apply`, coordinator, { weekStart: NEXT })).statusCode).toBe(403);
    expect((await call('DELETE', `Templates/${templateId}`, coordinator)).statusCode).toBe(403);
    expect((await call('POST', `Templates/${templateId}/Apply`, otherTenant, { weekStart: NEXT })).statusCode).toBe(404);
    expect((await call('DELETE', `Templates/${templateId}`, otherTenant)).statusCode).toBe(404);
    expect(data(await call('DELETE', `Templates/${templateId}`, manager))).toEqual({ id: templateId });
    expect(data(await call('GET', `Templates?storeId=${store}`, manager)).items).toEqual([]);
    expect((await call('DELETE', `Templates/${templateId}`, manager)).statusCode).toBe(404);
  });
});
