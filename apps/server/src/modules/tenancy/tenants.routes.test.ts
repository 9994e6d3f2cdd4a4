import { TENANT_SUSPENDED_MESSAGE } from '@salon/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandHeaders, signIn } from '../../testing/auth-helpers.ts';
import { makeEmployee, makeTenant, TEST_PASSWORD, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';

let t: TestApp;
let home: TestTenant;
let salon: TestTenant;
let superAdmin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  home = await makeTenant(t.database.db, 'Platform');
  salon = await makeTenant(t.database.db, 'Paused');
  superAdmin = (await staffAuth(t.database.db, await makeEmployee(t.database.db, home, 'super_admin'))).headers;
});

const patch = (action: string, id: string, headers = superAdmin) =>
  t.app.inject({ method: 'PATCH', url: `/api/Tenant/${action}/${id}`, headers });

describe('tenants for the Super Admin', () => {
  it('lists tenants with counts; anyone else is refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Tenant/List', headers: superAdmin });
    expect(res.statusCode).toBe(200);
    expect(res.json().res_data.find((x: { id: string }) => x.id === salon.tenant.id)).toMatchObject({
      status: 'active',
      brands: 1,
      stores: 2,
    });
    const franchisor = (await staffAuth(t.database.db, await makeEmployee(t.database.db, salon, 'franchisor'))).headers;
    expect((await t.app.inject({ method: 'GET', url: '/api/Tenant/List', headers: franchisor })).statusCode).toBe(403);
    expect((await patch('Suspend', home.tenant.id, franchisor)).statusCode).toBe(403);
  });

  it('suspending signs the tenant out, refuses its sign-ins and its customer pages say so; resuming restores it', async () => {
    const staff = await makeEmployee(t.database.db, salon, 'shop_manager');
    const session = (await staffAuth(t.database.db, staff)).headers;
    const brand = await brandHeaders(t.database.db, salon);
    expect((await t.app.inject({ method: 'GET', url: `/api/Kiosk/Devices/${salon.stores[0].id}`, headers: session })).statusCode).toBe(200);

    const res = await patch('Suspend', salon.tenant.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().res_data.status).toBe('suspended');
    expect((await t.app.inject({ method: 'GET', url: `/api/Kiosk/Devices/${salon.stores[0].id}`, headers: session })).statusCode).toBe(401);
    const refused = await signIn(t.app, { email: staff.email, password: TEST_PASSWORD });
    expect(refused.token).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/api/Brand/Current', headers: brand });
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe(TENANT_SUSPENDED_MESSAGE);
    // The Super Admin's own tenant is never suspended by mistake.
    expect((await patch('Suspend', home.tenant.id)).statusCode).toBe(409);

    expect((await patch('Resume', salon.tenant.id)).json().res_data.status).toBe('active');
    const again = await signIn(t.app, { email: staff.email, password: TEST_PASSWORD });
    expect(again.token).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: '/api/Brand/Current', headers: brand })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown tenant', async () => {
    expect((await patch('Suspend', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
