import { controlsFromFlags } from '@salon/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roles, storeNotes, storePeople, stores } from '../../db/schema.ts';
import { createEmployee } from '../employees/employees.service.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { TEST_PASSWORD, makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, staffAuth } from '../../testing/test-sessions.ts';
import { storeWizard } from './store-test-data.ts';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Endpoint = { name: string; method: Method; url: (storeId: string) => string; body?: (t: TestTenant) => object; success: number };

let sequence = 0;
const ENDPOINTS: Endpoint[] = [
  { name: 'Search', method: 'POST', url: () => 'Search', body: () => ({}), success: 200 },
  { name: 'GetById', method: 'GET', url: (id) => `GetById/${id}`, success: 200 },
  { name: 'Create', method: 'POST', url: () => 'Create', body: (t) => storeWizard(t.brand.id, `Matrix ${++sequence}`), success: 201 },
  {
    name: 'Update',
    method: 'PUT',
    url: (id) => `Update/${id}`,
    body: (t) => storeWizard(t.brand.id, `Matrix ${++sequence}`),
    success: 200,
  },
  { name: 'Activate', method: 'PATCH', url: (id) => `Activate/${id}`, body: () => ({}), success: 409 }, // the target is already active
  {
    name: 'ToggleOnlineBooking',
    method: 'PATCH',
    url: (id) => `ToggleOnlineBooking/${id}`,
    body: () => ({ onlineBooking: false }),
    success: 200,
  },
  { name: 'Notes', method: 'GET', url: (id) => `Notes/${id}`, success: 200 },
  { name: 'AddNote', method: 'POST', url: (id) => `AddNote/${id}`, body: () => ({ text: 'Matrix note' }), success: 201 },
  { name: 'Owners', method: 'PUT', url: (id) => `Owners/${id}`, body: () => ({ employeeIds: [] }), success: 200 },
  { name: 'Managers', method: 'PUT', url: (id) => `Managers/${id}`, body: () => ({ managers: [] }), success: 200 },
  { name: 'KeyHolders', method: 'PUT', url: (id) => `KeyHolders/${id}`, body: () => ({ employeeIds: [] }), success: 200 },
  { name: 'Delete', method: 'DELETE', url: (id) => `Delete/${id}`, success: 409 }, // employees hold roles at the target
];

const ALL = ENDPOINTS.map((e) => e.name);
/** Default roles (packages/shared rbac/roles.ts): who may call what. */
const ALLOWED: Record<string, string[]> = {
  franchisor: ALL,
  store_owner: ALL.filter((n) => !['Create', 'Delete'].includes(n)),
  general_manager: ALL.filter((n) => !['Create', 'Delete', 'Activate'].includes(n)),
  shop_manager: [],
  coordinator: [],
  cutter: [],
};

describe('stores: permissions, store scope and tenant isolation', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  const headersOf: Record<string, Headers> = {};
  let betaFranchisor: Headers;

  const call = (endpoint: Endpoint, storeId: string, headers: Headers, tenant: TestTenant = alpha) =>
    t.app.inject({
      method: endpoint.method,
      url: `/api/Store/${endpoint.url(storeId)}`,
      headers,
      ...(endpoint.body ? { payload: endpoint.body(tenant) } : {}),
    });
  const search = (body: object, headers: Headers = headersOf.franchisor) =>
    t.app.inject({ method: 'POST', url: '/api/Store/Search', headers, payload: body });

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await makeTenant(t.database.db, 'Alpha');
    beta = await makeTenant(t.database.db, 'Beta');
    for (const slug of Object.keys(ALLOWED)) {
      headersOf[slug] = (await staffAuth(t.database.db, await makeEmployee(t.database.db, alpha, slug))).headers;
    }
    betaFranchisor = (await staffAuth(t.database.db, await makeEmployee(t.database.db, beta, 'franchisor'))).headers;
  });

  describe.each(Object.entries(ALLOWED))('as %s', (slug, allowed) => {
    it.each(ENDPOINTS.map((e) => [e.name, e] as const))('%s', async (name, endpoint) => {
      const res = await call(endpoint, alpha.stores[0].id, headersOf[slug]);
      if (allowed.includes(name)) expect(res.statusCode, res.body).toBe(endpoint.success);
      else {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    });
  });

  it('answers 401 without a session and 403 to a customer', async () => {
    const customer = await customerAuth(t.database.db, await makeCustomer(t.database.db, alpha));
    for (const endpoint of ENDPOINTS) {
      expect((await call(endpoint, alpha.stores[0].id, {})).statusCode, endpoint.name).toBe(401);
      expect((await call(endpoint, alpha.stores[0].id, customer.headers)).statusCode, endpoint.name).toBe(403);
    }
  });

  it('shows a store-scoped manager only their stores, and refuses the others with 403', async () => {
    const listed = (await search({ pageSize: 100 }, headersOf.general_manager)).json().res_data;
    expect(listed.items.map((s: { id: string }) => s.id)).toEqual([alpha.stores[0].id]);
    expect(listed.total).toBe(1);
    const other = alpha.stores[1].id;
    for (const endpoint of ENDPOINTS.filter((e) => ALLOWED.general_manager.includes(e.name) && e.name !== 'Search')) {
      const res = await call(endpoint, other, headersOf.general_manager);
      expect(res.statusCode, endpoint.name).toBe(403);
      expect(res.json().message, endpoint.name).toBe('You do not work at this store.');
    }
    const everything = (await search({ pageSize: 100 })).json().res_data;
    expect(everything.total).toBeGreaterThanOrEqual(2);
  });

  it("answers 404 to every call on another tenant's store, and RLS shows none of its rows", async () => {
    const alphaStore = alpha.stores[0].id;
    const note = ENDPOINTS.find((e) => e.name === 'AddNote') as Endpoint;
    expect((await call(note, alphaStore, headersOf.franchisor)).statusCode).toBe(201);
    const keyHolder = await makeEmployee(t.database.db, alpha, 'cutter');
    const keys = await t.app.inject({
      method: 'PUT',
      url: `/api/Store/KeyHolders/${alphaStore}`,
      headers: headersOf.franchisor,
      payload: { employeeIds: [keyHolder.id] },
    });
    expect(keys.statusCode).toBe(200);
    for (const endpoint of ENDPOINTS.filter((e) => !['Search', 'Create'].includes(e.name))) {
      const res = await call(endpoint, alphaStore, betaFranchisor, beta);
      expect(res.statusCode, endpoint.name).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const betaList = (await search({ pageSize: 100 }, betaFranchisor)).json().res_data;
    expect(betaList.items.map((s: { id: string }) => s.id).sort()).toEqual(beta.stores.map((s) => s.id).sort());
    const seen = await withTenant(t.database.db, beta.tenant.id, async (tx) => [
      ...(await tx.select().from(stores).where(eq(stores.id, alphaStore))),
      ...(await tx.select().from(storeNotes).where(eq(storeNotes.storeId, alphaStore))),
      ...(await tx.select().from(storePeople).where(eq(storePeople.storeId, alphaStore))),
    ]);
    expect(seen).toEqual([]);
  });

  it('gives the Wi-Fi password only to staff holding view_store_details', async () => {
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/Store/Create',
      headers: headersOf.franchisor,
      payload: storeWizard(alpha.brand.id, 'Wifi Cuts'),
    });
    const created = create.json().res_data;
    await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx.insert(roles).values({
        tenantId: alpha.tenant.id,
        slug: 'store_editor',
        name: 'Store Editor',
        scope: 'tenant',
        accessControls: controlsFromFlags(['edit_store_details', 'search_stores']),
      }),
    );
    const editor = await createEmployee(t.database.db, {
      tenantId: alpha.tenant.id,
      email: `editor.${Date.now()}@staff.test`,
      password: TEST_PASSWORD,
      firstName: 'Eddie',
      lastName: 'Editor',
      roles: [{ slug: 'store_editor', storeId: null }],
    });
    const editorHeaders = (await staffAuth(t.database.db, editor)).headers;
    const asEditor = (await t.app.inject({ method: 'GET', url: `/api/Store/GetById/${created.id}`, headers: editorHeaders })).json()
      .res_data;
    expect(asEditor.otherInfo).toEqual({ wifiName: 'Lakeview Guest', wifiSecurity: 'WPA/WPA2', wifiPassword: null, wifiPasswordSet: true });
    const asManager = (await t.app.inject({ method: 'GET', url: `/api/Store/GetById/${created.id}`, headers: headersOf.franchisor })).json()
      .res_data;
    expect(asManager.otherInfo.wifiPassword).toBe('haircut123');
    // The editor saves the wizard without knowing the password: it is kept.
    const { wifiPassword: _omitted, ...otherInfo } = storeWizard(alpha.brand.id).otherInfo;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/Store/Update/${created.id}`,
      headers: editorHeaders,
      payload: { ...storeWizard(alpha.brand.id, 'Wifi Cuts'), otherInfo },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: `/api/Store/GetById/${created.id}`, headers: headersOf.franchisor })).json()
      .res_data;
    expect(after.otherInfo.wifiPassword).toBe('haircut123');
  });
});
