import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { deductBackBar } from './back-bar.service.ts';
import { actorOf, makeProduct, makeService, newAppointmentId, stockUp } from './inventory-test-data.ts';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT';
type Target = { stockItemId: string; storeId: string; usageId: string };
type Endpoint = { name: string; method: Method; url: (x: Target) => string; body?: object; success: number; needsUsage?: true };

const ENDPOINTS: Endpoint[] = [
  { name: 'Search', method: 'POST', url: () => 'Search', body: {}, success: 200 },
  { name: 'GetById', method: 'GET', url: (x) => `GetById/${x.stockItemId}`, success: 200 },
  { name: 'AddStock', method: 'POST', url: (x) => `AddStock/${x.stockItemId}`, body: { quantity: 1, unitCostCents: 100 }, success: 200 },
  {
    name: 'EditQuantity',
    method: 'POST',
    url: (x) => `EditQuantity/${x.stockItemId}`,
    body: { quantity: 40, reason: 'Count' },
    success: 200,
  },
  { name: 'EditThreshold', method: 'PUT', url: (x) => `EditThreshold/${x.stockItemId}`, body: { threshold: 2 }, success: 200 },
  { name: 'Movements', method: 'POST', url: (x) => `Movements/${x.stockItemId}`, body: {}, success: 200 },
  { name: 'BackBar/Search', method: 'POST', url: () => 'BackBar/Search', body: {}, success: 200 },
  { name: 'BackBar/Undo', method: 'POST', url: (x) => `BackBar/Undo/${x.usageId}`, success: 200, needsUsage: true },
  { name: 'Settings', method: 'GET', url: (x) => `Settings/${x.storeId}`, success: 200 },
  { name: 'SetSettings', method: 'PUT', url: (x) => `Settings/${x.storeId}`, body: { allowNegativeStock: false }, success: 200 },
];
const ALL = ENDPOINTS.map((e) => e.name);
const READS = ['Search', 'GetById', 'Movements', 'BackBar/Search', 'Settings'];

/** Default roles (packages/shared rbac/roles.ts): who may call what. */
const ALLOWED: Record<string, string[]> = {
  franchisor: ALL,
  general_manager: [...READS, 'SetSettings'],
  shop_manager: ALL.filter((n) => n !== 'SetSettings'),
  coordinator: [],
  cutter: [],
};

describe('inventory: permissions, store scope and tenant isolation', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  let franchisor: Actor;
  let serviceId: string;
  let item: Target;
  let otherStoreItem: Target;
  const headersOf: Record<string, Headers> = {};
  let betaHeaders: Headers;

  const newUsage = async (storeId: string) => {
    const result = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      deductBackBar(tx, franchisor, { storeId, serviceId, appointmentId: newAppointmentId() }),
    );
    return result.usageId as string;
  };
  const call = async (endpoint: Endpoint, target: Target, headers: Headers) => {
    const x = endpoint.needsUsage ? { ...target, usageId: await newUsage(target.storeId) } : target;
    return t.app.inject({
      method: endpoint.method,
      url: `/api/Inventory/${endpoint.url(x)}`,
      headers,
      ...(endpoint.body ? { payload: endpoint.body } : {}),
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    alpha = await makeTenant(db, 'Alpha');
    beta = await makeTenant(db, 'Beta');
    franchisor = await actorOf(db, await makeEmployee(db, alpha, 'franchisor'));
    const product = await makeProduct(db, alpha.tenant.id, { name: 'Argan oil', sku: 'ARG-1' });
    serviceId = (await makeService(db, alpha.tenant.id, [{ productId: product.id, quantity: 1 }])).id;
    const here = await stockUp(db, franchisor, alpha.stores[0].id, product.id, 500);
    const there = await stockUp(db, franchisor, alpha.stores[1].id, product.id, 500);
    item = { stockItemId: here.stockItemId, storeId: alpha.stores[0].id, usageId: await newUsage(alpha.stores[0].id) };
    otherStoreItem = { stockItemId: there.stockItemId, storeId: alpha.stores[1].id, usageId: await newUsage(alpha.stores[1].id) };
    for (const slug of Object.keys(ALLOWED)) headersOf[slug] = (await staffAuth(db, await makeEmployee(db, alpha, slug))).headers;
    betaHeaders = (await staffAuth(db, await makeEmployee(db, beta, 'franchisor'))).headers;
  });

  for (const [slug, allowed] of Object.entries(ALLOWED)) {
    it(`${slug}: allowed ${allowed.length ? allowed.join(', ') : 'nothing'}; refused the rest with 403`, async () => {
      for (const endpoint of ENDPOINTS) {
        const res = await call(endpoint, item, headersOf[slug]);
        expect({ endpoint: endpoint.name, status: res.statusCode }).toEqual({
          endpoint: endpoint.name,
          status: allowed.includes(endpoint.name) ? endpoint.success : 403,
        });
      }
    });
  }

  it('answers 401 without a session', async () => {
    for (const endpoint of ENDPOINTS) expect((await call(endpoint, item, {})).statusCode).toBe(401);
  });

  it("keeps a store-scoped manager to their own store's stock", async () => {
    const manager = headersOf.shop_manager;
    for (const endpoint of ENDPOINTS.filter((e) => e.url(item) !== e.url(otherStoreItem))) {
      const res = await call(endpoint, otherStoreItem, manager);
      expect({ endpoint: endpoint.name, status: res.statusCode }).toEqual({ endpoint: endpoint.name, status: 403 });
    }
    const list = await t.app.inject({ method: 'POST', url: '/api/Inventory/Search', headers: manager, payload: {} });
    expect(list.json().res_data.items.map((i: { storeId: string }) => i.storeId)).toEqual([alpha.stores[0].id]);
    const usages = await t.app.inject({ method: 'POST', url: '/api/Inventory/BackBar/Search', headers: manager, payload: {} });
    expect(new Set(usages.json().res_data.items.map((u: { storeId: string }) => u.storeId))).toEqual(new Set([alpha.stores[0].id]));
    // Filtering by a store they do not work at shows nothing rather than another store's stock.
    const filtered = await t.app.inject({
      method: 'POST',
      url: '/api/Inventory/Search',
      headers: manager,
      payload: { filters: { storeId: alpha.stores[1].id } },
    });
    expect(filtered.json().res_data.total).toBe(0);
  });

  it("answers another tenant's stock item, usage and store like missing ones (404), and lists none of them", async () => {
    for (const endpoint of ENDPOINTS.filter((e) => !e.name.endsWith('Search'))) {
      const res = await call(endpoint, item, betaHeaders);
      expect({ endpoint: endpoint.name, status: res.statusCode }).toEqual({ endpoint: endpoint.name, status: 404 });
    }
    const list = await t.app.inject({ method: 'POST', url: '/api/Inventory/Search', headers: betaHeaders, payload: { search: 'Argan' } });
    expect(list.json().res_data).toMatchObject({ items: [], total: 0 });
    const usages = await t.app.inject({ method: 'POST', url: '/api/Inventory/BackBar/Search', headers: betaHeaders, payload: {} });
    expect(usages.json().res_data.total).toBe(0);
    // And the database itself: as the application's role in tenant B, with no app-side filter, no row.
    const leaked = await withTenant(t.database.db, beta.tenant.id, async (tx) => [
      ...(await queryRows(tx, sql`SELECT id FROM stock_items`)),
      ...(await queryRows(tx, sql`SELECT id FROM stock_movements`)),
      ...(await queryRows(tx, sql`SELECT id FROM back_bar_usages`)),
      ...(await queryRows(tx, sql`SELECT id FROM back_bar_usage_lines`)),
      ...(await queryRows(tx, sql`SELECT id FROM inventory_settings`)),
    ]);
    expect(leaked).toEqual([]);
  });
});
