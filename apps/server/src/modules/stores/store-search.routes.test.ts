import { DEFAULT_STORE_OPENING_HOURS } from '@salon/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { patched, storeWizard } from './store-test-data.ts';

type Headers = Record<string, string>;
type Item = { id: string; name: string; city: string | null; state: string | null; status: string; onlineBooking: boolean };

describe('POST /api/Store/Search', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let franchisor: Headers;

  const search = (body: object) => t.app.inject({ method: 'POST', url: '/api/Store/Search', headers: franchisor, payload: body });
  const names = async (body: object) => {
    const res = await search(body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().res_data.items.map((s: Item) => s.name);
  };
  const create = async (name: string, city: string, state: string) => {
    let wizard = patched(storeWizard(alpha.brand.id, name), 'basicDetails.address.city', city);
    wizard = patched(wizard, 'basicDetails.address.state', state);
    const res = await t.app.inject({ method: 'POST', url: '/api/Store/Create', headers: franchisor, payload: wizard });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().res_data.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await makeTenant(t.database.db, 'Alpha'); // Alpha Downtown (Chicago, IL) and Alpha Uptown (Los Angeles, CA), both active
    franchisor = (await staffAuth(t.database.db, await makeEmployee(t.database.db, alpha, 'franchisor'))).headers;
    await create('Brooklyn Heights', 'New York', 'NY');
    // Names the wizard refuses (% and _), inserted directly: provisioning and older data may hold them.
    const insert = (name: string, city: string) =>
      withTenant(t.database.db, alpha.tenant.id, (tx) =>
        tx
          .insert(stores)
          .values({
            tenantId: alpha.tenant.id,
            brandId: alpha.brand.id,
            name,
            city,
            state: 'TX',
            timezone: 'America/Chicago',
            openingHours: DEFAULT_STORE_OPENING_HOURS,
          })
          .returning(),
      );
    await insert('100% Fades', 'Austin');
    const [{ id: online }] = await insert('Zeta_Cuts', 'Dallas');
    await t.app.inject({ method: 'PATCH', url: `/api/Store/Activate/${online}`, headers: franchisor, payload: {} });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/Store/ToggleOnlineBooking/${online}`,
      headers: franchisor,
      payload: { onlineBooking: true },
    });
  });

  it('lists the stores by name with the list envelope and whitelisted fields', async () => {
    const res = (await search({})).json().res_data;
    expect(res).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(res.items.map((s: Item) => s.name)).toEqual(['100% Fades', 'Alpha Downtown', 'Alpha Uptown', 'Brooklyn Heights', 'Zeta_Cuts']);
    expect(Object.keys(res.items[0]).sort()).toEqual(
      ['brandId', 'brandName', 'city', 'createdAt', 'id', 'name', 'onlineBooking', 'phoneNumber', 'state', 'status', 'timezone'].sort(),
    );
  });

  it('searches name, city and state, case-insensitively', async () => {
    expect(await names({ search: 'brook' })).toEqual(['Brooklyn Heights']);
    expect(await names({ search: 'los ANGELES' })).toEqual(['Alpha Uptown']);
    expect(await names({ search: 'tx' })).toEqual(['100% Fades', 'Zeta_Cuts']);
  });

  it('treats % and _ as the characters they are, and SQL or HTML as text', async () => {
    expect(await names({ search: '%' })).toEqual(['100% Fades']);
    expect(await names({ search: '_' })).toEqual(['Zeta_Cuts']);
    for (const text of ["' or 1=1 --", '<script>alert(1)</script>', "x'); drop table stores; --"]) {
      expect(await names({ search: text })).toEqual([]);
    }
    expect((await search({})).json().res_data.total).toBe(5);
  });

  it('filters by status, brand, online booking and state', async () => {
    expect(await names({ filters: { status: 'pending' } })).toEqual(['100% Fades', 'Brooklyn Heights']);
    expect(await names({ filters: { onlineBooking: true } })).toEqual(['Zeta_Cuts']);
    expect(await names({ filters: { state: 'tx', status: 'active' } })).toEqual(['Zeta_Cuts']);
    expect(await names({ filters: { brandId: alpha.brand.id, state: 'IL' } })).toEqual(['Alpha Downtown']);
    expect(await names({ filters: { brandId: '00000000-0000-4000-8000-000000000000' } })).toEqual([]);
  });

  it('sorts by a field either way and pages', async () => {
    expect(await names({ sort: '-name', pageSize: 2 })).toEqual(['Zeta_Cuts', 'Brooklyn Heights']);
    expect(await names({ sort: '-name', pageSize: 2, page: 3 })).toEqual(['100% Fades']);
    expect(await names({ sort: 'city' })).toEqual(['100% Fades', 'Alpha Downtown', 'Zeta_Cuts', 'Alpha Uptown', 'Brooklyn Heights']);
    expect((await search({ page: 9 })).json().res_data).toMatchObject({ items: [], total: 5, page: 9 });
  });

  it.each([
    ['an unknown sort field', { sort: 'password' }, 'sort'],
    ['an unknown filter', { filters: { tenantId: 'x' } }, 'filters'],
    ['an unknown status', { filters: { status: 'closed' } }, 'filters.status'],
    ['an unknown state', { filters: { state: 'ZZ' } }, 'filters.state'],
    ['online booking as text', { filters: { onlineBooking: 'yes' } }, 'filters.onlineBooking'],
    ['a search over 50 characters', { search: 'x'.repeat(51) }, 'search'],
    ['a page size over 100', { pageSize: 101 }, 'pageSize'],
  ])('refuses %s with 422 naming the field', async (_name, body, field) => {
    const res = await search(body);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toEqual([field]);
  });
});
