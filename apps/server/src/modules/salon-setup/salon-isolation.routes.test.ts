// Tenant isolation across salons made by the setup wizard (not factories): neither owner reads the other's rows,
// nor those of a salon that was there before (the demo-like factory tenant).
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTenant, type TestTenant } from '../../testing/factories.ts';
import { brandHeaders, signIn } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { employees, services } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { OWNER_PASSWORD, postSalon, salonPayload, type SalonPayload, verifyOwner } from './salon-setup-test-data.ts';

interface Salon {
  body: SalonPayload;
  ids: { tenantId: string; brandId: string; storeId: string };
  headers: Record<string, string>;
  /** Every id of the salon's own rows (tenant, brand, store, services, staff). */
  own: Set<string>;
  serviceIds: string[];
}

let t: TestApp;
let existing: TestTenant;
let a: Salon;
let b: Salon;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

async function wizardSalon(): Promise<Salon> {
  const body = salonPayload();
  const res = await postSalon(t.app, body);
  expect(res.statusCode, res.body).toBe(201);
  const ids = res.json().res_data;
  await verifyOwner(t.app, t.database.db, ids.tenantId, body.basicDetails.ownerEmail);
  const { token } = await signIn(t.app, { email: body.basicDetails.ownerEmail, password: OWNER_PASSWORD });
  const { serviceRows, staffRows } = await asSystem(t.database.db, async (tx) => ({
    serviceRows: await tx.select({ id: services.id }).from(services).where(eq(services.tenantId, ids.tenantId)),
    staffRows: await tx.select({ id: employees.id }).from(employees).where(eq(employees.tenantId, ids.tenantId)),
  }));
  const serviceIds = serviceRows.map((r) => r.id);
  const own = new Set<string>([ids.tenantId, ids.brandId, ids.storeId, ...serviceIds, ...staffRows.map((r) => r.id)]);
  return { body, ids, headers: { authorization: `Bearer ${token}` }, own, serviceIds };
}

beforeAll(async () => {
  t = await createTestApp();
  existing = await makeTenant(t.database.db, 'Existing');
  a = await wizardSalon();
  b = await wizardSalon();
});

const lists = [
  ['POST', '/api/Store/Search'],
  ['POST', '/api/Employee/Search'],
  ['POST', '/api/Service/Search'],
] as const;

describe('two salons made by the wizard', () => {
  it('each owner lists only its own stores, staff and services', async () => {
    for (const [me, other] of [
      [a, b],
      [b, a],
    ]) {
      for (const [method, url] of lists) {
        const res = await t.app.inject({ method, url, headers: me.headers, payload: {} });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
        const seen = new Set(res.body.match(UUID) ?? []);
        expect(
          [...seen].filter((id) => other.own.has(id)),
          url,
        ).toEqual([]);
        expect(res.body).not.toContain(existing.stores[0].id);
      }
      const stores = await t.app.inject({ method: 'POST', url: '/api/Store/Search', headers: me.headers, payload: {} });
      expect(stores.body).toContain(me.ids.storeId);
      const staff = await t.app.inject({ method: 'POST', url: '/api/Employee/Search', headers: me.headers, payload: {} });
      expect(staff.body).toContain(me.body.other.invites[0].email);
      expect(staff.body).not.toContain(other.body.other.invites[0].email);
    }
  });

  it("answers 404 for the other salon's store and service by id", async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/Store/GetById/${b.ids.storeId}`, headers: a.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/Store/GetById/${a.ids.storeId}`, headers: a.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/Service/GetById/${b.serviceIds[0]}`, headers: a.headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/Service/GetById/${b.serviceIds[0]}`, headers: b.headers })).statusCode).toBe(
      200,
    );
  });

  it("the customer site of each domain shows its own brand, and the checklist counts only the salon's own staff", async () => {
    const site = await t.app.inject({ method: 'GET', url: '/api/Brand/Current', headers: { 'x-brand-domain': a.body.appearance.domain } });
    expect(site.statusCode).toBe(200);
    expect(site.body).toContain(a.ids.brandId);
    expect(site.body).not.toContain(b.ids.brandId);
    const existingSite = await t.app.inject({
      method: 'GET',
      url: '/api/Brand/Current',
      headers: await brandHeaders(t.database.db, existing),
    });
    expect(existingSite.body).not.toContain(a.ids.brandId);
    const list = (await t.app.inject({ method: 'GET', url: '/api/SalonSetup/Checklist', headers: a.headers })).json().res_data;
    // One invite each: B's cutter does not tick A's "staff" twice or from elsewhere.
    expect(list.items).toContainEqual({ key: 'staff', done: true });
    expect(list.done).toBe(2);
  });
});
