// Who may open the KPI summary, for which stores; tenant isolation; refused input.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { staffAuth } from '../../testing/test-sessions.ts';

let t: TestApp;
let a: TestTenant;
let b: TestTenant;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  a = await makeTenant(t.database.db, 'KpiA');
  b = await makeTenant(t.database.db, 'KpiB');
  for (const slug of ['franchisor', 'general_manager', 'store_owner', 'shop_manager', 'coordinator', 'cutter']) {
    headers[slug] = (await staffAuth(t.database.db, await makeEmployee(t.database.db, a, slug))).headers;
  }
  headers.otherTenant = (await staffAuth(t.database.db, await makeEmployee(t.database.db, b, 'franchisor'))).headers;
});

const get = (query: string, h: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/Dashboard/KpiSummary?from=2026-03-01&to=2026-03-31${query}`, headers: h });

describe('KPI summary permissions', () => {
  // Store-scoped roles (general_manager, store_owner, shop_manager) hold a role at store 0 only.
  it.each([
    ['franchisor', 200, 200, 200],
    ['general_manager', 200, 403, 200],
    ['store_owner', 200, 403, 200],
    ['shop_manager', 200, 403, 403],
    ['coordinator', 403, 403, 403],
    ['cutter', 403, 403, 403],
  ])('%s: own store %i, other store %i, all stores %i', async (slug, own, other, all) => {
    const h = headers[slug]!;
    expect((await get(`&storeId=${a.stores[0].id}`, h)).statusCode).toBe(own);
    expect((await get(`&storeId=${a.stores[1].id}`, h)).statusCode).toBe(other);
    expect((await get('', h)).statusCode).toBe(all);
  });

  it('all stores means only the stores the person works at', async () => {
    const res = await get('', headers.general_manager!);
    expect(res.json().res_data.stores.map((s: { id: string }) => s.id)).toEqual([a.stores[0].id]);
    const options = await t.app.inject({ method: 'GET', url: '/api/Dashboard/KpiStores', headers: headers.shop_manager! });
    expect(options.json().res_data).toEqual({ stores: [expect.objectContaining({ id: a.stores[0].id })], allStores: false });
  });

  it("another tenant's store answers 404", async () => {
    const res = await get(`&storeId=${a.stores[0].id}`, headers.otherTenant!);
    expect(res.statusCode).toBe(404);
  });

  it('refuses a range that ends before it starts, or is longer than a year', async () => {
    const back = await t.app.inject({
      method: 'GET',
      url: '/api/Dashboard/KpiSummary?from=2026-03-10&to=2026-03-01',
      headers: headers.franchisor!,
    });
    expect(back.statusCode).toBe(422);
    expect(back.json().error.fields.to).toBe('The end date must not be before the start date');
    const long = await t.app.inject({
      method: 'GET',
      url: '/api/Dashboard/KpiSummary?from=2025-01-01&to=2026-03-01',
      headers: headers.franchisor!,
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().error.fields.to).toBe('A range is at most 366 days');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/Dashboard/KpiSummary?from=March&to=2026-03-01',
      headers: headers.franchisor!,
    });
    expect(bad.json().error.fields.from).toBe('Enter a date as YYYY-MM-DD');
  });

  it('an empty month answers zeros and nulls, not errors', async () => {
    const res = await get(`&storeId=${a.stores[0].id}`, headers.franchisor!);
    expect(res.json().res_data.current).toMatchObject({
      netSalesCents: 0,
      tickets: 0,
      averageTicketCents: null,
      utilisationBasisPoints: null,
    });
    expect(res.json().res_data.daily).toHaveLength(31);
  });
});
