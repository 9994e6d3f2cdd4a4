import { addDays } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { timeOff } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { insertShift, localTime, makeStoreService, setSkills } from './shift-test-data.ts';

type Headers = Record<string, string>;
type Method = 'POST' | 'PUT' | 'DELETE';
type Target = { storeId: string; employeeId: string; shiftId: string; timeOffId: string; day: string; serviceId: string };
type Endpoint = { name: string; method: Method; url: (x: Target) => string; body?: (x: Target) => object; success: number };

const CHI = 'America/Chicago';
const at = (day: string, time: string) => localTime(CHI, day, time).toISOString();

const ENDPOINTS: Endpoint[] = [
  {
    name: 'Shift/Search',
    method: 'POST',
    url: () => 'Shift/Search',
    body: (x) => ({ storeId: x.storeId, from: x.day, to: x.day }),
    success: 200,
  },
  {
    name: 'Shift/Create',
    method: 'POST',
    url: () => 'Shift/Create',
    body: (x) => ({ storeId: x.storeId, employeeId: x.employeeId, start: at(x.day, '15:00'), end: at(x.day, '17:00') }),
    success: 201,
  },
  {
    name: 'Shift/Update',
    method: 'PUT',
    url: (x) => `Shift/Update/${x.shiftId}`,
    body: (x) => ({ employeeId: x.employeeId, start: at(x.day, '11:00'), end: at(x.day, '13:00') }),
    success: 200,
  },
  { name: 'Shift/Delete', method: 'DELETE', url: (x) => `Shift/Delete/${x.shiftId}`, success: 200 },
  {
    name: 'Shift/Publish',
    method: 'POST',
    url: () => 'Shift/Publish',
    body: (x) => ({ storeId: x.storeId, from: x.day, to: x.day }),
    success: 200,
  },
  {
    name: 'Shift/CopyWeek',
    method: 'POST',
    url: () => 'Shift/CopyWeek',
    body: (x) => ({ storeId: x.storeId, fromWeekStart: x.day, toWeekStart: addDays(x.day, 400) }),
    success: 201,
  },
  {
    name: 'TimeOff/Create',
    method: 'POST',
    url: () => 'TimeOff/Create',
    body: (x) => ({ employeeId: x.employeeId, start: at(x.day, '18:00'), end: at(x.day, '19:00'), reason: 'Errand' }),
    success: 201,
  },
  { name: 'TimeOff/Search', method: 'POST', url: () => 'TimeOff/Search', body: (x) => ({ employeeId: x.employeeId }), success: 200 },
  {
    name: 'TimeOff/Update',
    method: 'PUT',
    url: (x) => `TimeOff/Update/${x.timeOffId}`,
    body: () => ({ status: 'cancelled' }),
    success: 200,
  },
  {
    name: 'Availability/Slots',
    method: 'POST',
    url: () => 'Availability/Slots',
    body: (x) => ({ storeId: x.storeId, serviceIds: [x.serviceId], from: x.day, to: x.day }),
    success: 200,
  },
];
const ALL = ENDPOINTS.map((e) => e.name);
const SHIFT_ALL = ALL.filter((n) => n.startsWith('Shift/'));

/** Default roles (packages/shared rbac/roles.ts): time_off is the employees area's flag, which only franchisor holds of these. */
const ALLOWED: Record<string, string[]> = {
  franchisor: ALL,
  general_manager: [...SHIFT_ALL, 'Availability/Slots'],
  shop_manager: [...SHIFT_ALL, 'Availability/Slots'],
  coordinator: ['Shift/Search', 'Availability/Slots'],
  cutter: ['Shift/Search', 'Availability/Slots'],
};

describe('shifts, time off and availability: permissions, store scope and tenant isolation', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  let employeeId: string;
  let serviceId: string;
  let dayIndex = 0;
  const headersOf: Record<string, Headers> = {};
  let betaHeaders: Headers;
  let franchisor: Headers;

  /** A fresh day, shift and time off for each call, so calls never collide. */
  const target = async (storeId?: string): Promise<Target> => {
    const day = addDays('2027-08-02', dayIndex++);
    const store = storeId ?? alpha.stores[0].id;
    const shift = await insertShift(t.database.db, alpha.tenant.id, {
      storeId: store,
      employeeId,
      start: localTime(CHI, day, '10:00'),
      end: localTime(CHI, day, '12:00'),
      status: 'draft',
    });
    const [off] = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx
        .insert(timeOff)
        .values({
          tenantId: alpha.tenant.id,
          employeeId,
          startsAt: localTime(CHI, day, '19:00'),
          endsAt: localTime(CHI, day, '20:00'),
          reason: 'Dentist',
        })
        .returning(),
    );
    return { storeId: store, employeeId, shiftId: shift.id, timeOffId: off.id, day, serviceId };
  };
  const call = (endpoint: Endpoint, x: Target, headers: Headers) =>
    t.app.inject({
      method: endpoint.method,
      url: `/api/${endpoint.url(x)}`,
      headers,
      ...(endpoint.body ? { payload: endpoint.body(x) } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    alpha = await makeTenant(db, 'Alpha');
    beta = await makeTenant(db, 'Beta');
    employeeId = (await makeEmployee(db, alpha, 'cutter')).id;
    await setSkills(db, alpha.tenant.id, employeeId, ['Cut']);
    serviceId = (await makeStoreService(db, alpha.tenant.id, [alpha.stores[0].id])).id;
    for (const slug of Object.keys(ALLOWED)) headersOf[slug] = (await staffAuth(db, await makeEmployee(db, alpha, slug))).headers;
    franchisor = headersOf.franchisor;
    betaHeaders = (await staffAuth(db, await makeEmployee(db, beta, 'franchisor'))).headers;
  });

  for (const [slug, allowed] of Object.entries(ALLOWED)) {
    it(`${slug}: allowed ${allowed.join(', ')}; refused the rest with 403`, async () => {
      for (const endpoint of ENDPOINTS) {
        const res = await call(endpoint, await target(), headersOf[slug]);
        expect({ endpoint: endpoint.name, status: res.statusCode }).toEqual({
          endpoint: endpoint.name,
          status: allowed.includes(endpoint.name) ? endpoint.success : 403,
        });
      }
    });
  }

  it('answers 401 without a session', async () => {
    for (const endpoint of ENDPOINTS) expect((await call(endpoint, await target(), {})).statusCode).toBe(401);
  });

  it("keeps a store-scoped manager to their own store's shifts (403 elsewhere)", async () => {
    const elsewhere = await target(alpha.stores[1].id);
    for (const name of ['Shift/Search', 'Shift/Update', 'Shift/Delete', 'Shift/Publish', 'Shift/CopyWeek', 'Availability/Slots']) {
      const endpoint = ENDPOINTS.find((e) => e.name === name) as Endpoint;
      const res = await call(endpoint, elsewhere, headersOf.shop_manager);
      expect({ endpoint: name, status: res.statusCode }).toEqual({ endpoint: name, status: 403 });
    }
  });

  it("answers another tenant's shifts, time off, stores and employees like missing ones (404), and lists none", async () => {
    for (const endpoint of ENDPOINTS.filter((e) => e.name !== 'TimeOff/Search')) {
      const res = await call(endpoint, await target(), betaHeaders);
      expect({ endpoint: endpoint.name, status: res.statusCode }).toEqual({ endpoint: endpoint.name, status: 404 });
    }
    const list = await t.app.inject({ method: 'POST', url: '/api/TimeOff/Search', headers: betaHeaders, payload: {} });
    expect(list.json().res_data.items).toEqual([]);
    // As the application's database role in tenant B, without any app-side filter: no row of tenant A.
    const leaked = await withTenant(t.database.db, beta.tenant.id, async (tx) => [
      ...(await queryRows(tx, sql`SELECT id FROM shifts`)),
      ...(await queryRows(tx, sql`SELECT id FROM time_off`)),
    ]);
    expect(leaked).toEqual([]);
    // Tenant A still sees its own.
    const own = await t.app.inject({ method: 'POST', url: '/api/TimeOff/Search', headers: franchisor, payload: { employeeId } });
    expect(own.json().res_data.items.length).toBeGreaterThan(0);
  });
});
