import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSecrets } from '../../testing/auth-helpers.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, expireSession, staffAuth } from '../../testing/test-sessions.ts';

describe('AccessControl', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    t = await createTestApp();
    a = await makeTenant(t.database.db, 'Alpha');
    b = await makeTenant(t.database.db, 'Beta');
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/AccessControl/${url}`, headers });
  const empty = { accessControls: {}, roles: [], isStoreOwner: false, ownerMappings: [] };

  it('GetRoles answers the caller roles, or empty without a valid staff session', async () => {
    const gm = await makeEmployee(t.database.db, a, 'general_manager');
    const s = await staffAuth(t.database.db, gm);
    const res = await get('GetRoles', s.headers);
    const body = res.json().res_data;
    expect(body.roles).toEqual([
      expect.objectContaining({ slug: 'general_manager', storeId: a.stores[0].id, storeName: a.stores[0].name }),
    ]);
    expect(body.accessControls.appointments.create_appointment).toBe(true);
    expect(body.isStoreOwner).toBe(false);
    expectNoSecrets(res.body);
    expect((await get('GetRoles')).json()).toEqual({ res_data: empty });
    const customer = await customerAuth(t.database.db, await makeCustomer(t.database.db, a));
    expect((await get('GetRoles', customer.headers)).json()).toEqual({ res_data: empty });
    await expireSession(t.database.db, a.tenant.id, s.sessionId);
    expect((await get('GetRoles', s.headers)).json()).toEqual({ res_data: empty });
    const superAdmin = await staffAuth(t.database.db, await makeEmployee(t.database.db, a, 'super_admin'));
    expect((await get('GetRoles', superAdmin.headers)).json().res_data.accessControls.super_admin).toBe(true);
  });

  it('GetCreateRoles lists the roles an employee holds every flag of', async () => {
    const franchisor = await makeEmployee(t.database.db, a, 'franchisor');
    const manager = await makeEmployee(t.database.db, a, 'shop_manager');
    const s = await staffAuth(t.database.db, franchisor);
    const forFranchisor = (await get(`GetCreateRoles/${franchisor.id}`, s.headers)).json().res_data.map((r: { slug: string }) => r.slug);
    expect(forFranchisor).toContain('cutter');
    expect(forFranchisor).toContain('franchisor');
    expect(forFranchisor).not.toContain('super_admin');
    const forManager = (await get(`GetCreateRoles/${manager.id}`, s.headers)).json().res_data.map((r: { slug: string }) => r.slug);
    expect(forManager).toContain('shop_manager');
    expect(forManager).not.toContain('franchisor');
    expect(forManager).not.toContain('store_owner');
    const other = await makeEmployee(t.database.db, b, 'franchisor');
    expect((await get(`GetCreateRoles/${other.id}`, s.headers)).statusCode).toBe(404);
    expect((await get(`GetCreateRoles/${randomUUID()}`, s.headers)).statusCode).toBe(404);
    expect((await get('GetCreateRoles/123', s.headers)).statusCode).toBe(422);
    const cutter = await staffAuth(t.database.db, await makeEmployee(t.database.db, a, 'cutter'));
    expect((await get(`GetCreateRoles/${franchisor.id}`, cutter.headers)).statusCode).toBe(403);
    expect((await get(`GetCreateRoles/${franchisor.id}`)).statusCode).toBe(401);
    const customer = await customerAuth(t.database.db, await makeCustomer(t.database.db, a));
    expect((await get(`GetCreateRoles/${franchisor.id}`, customer.headers)).statusCode).toBe(403);
  });

  it('GetEmployeeRolesById answers own assignments, or anyone with a viewing flag, within the tenant', async () => {
    const cutter = await makeEmployee(t.database.db, a, 'cutter');
    const own = await staffAuth(t.database.db, cutter);
    const mine = await get(`GetEmployeeRolesById/${cutter.id}`, own.headers);
    expect(mine.json().res_data).toEqual([
      expect.objectContaining({ slug: 'cutter', storeId: a.stores[0].id, storeName: a.stores[0].name, isOwner: false }),
    ]);
    const colleague = await makeEmployee(t.database.db, a, 'cleaner');
    expect((await get(`GetEmployeeRolesById/${colleague.id}`, own.headers)).statusCode).toBe(403);
    const gm = await staffAuth(t.database.db, await makeEmployee(t.database.db, a, 'general_manager'));
    expect((await get(`GetEmployeeRolesById/${colleague.id}`, gm.headers)).json().res_data[0].slug).toBe('cleaner');
    const foreign = await makeEmployee(t.database.db, b, 'cutter');
    expect((await get(`GetEmployeeRolesById/${foreign.id}`, gm.headers)).statusCode).toBe(404);
    expect((await get(`GetEmployeeRolesById/${randomUUID()}`, gm.headers)).statusCode).toBe(404);
    expect((await get(`GetEmployeeRolesById/${encodeURIComponent("1' OR 1=1--")}`, gm.headers)).statusCode).toBe(422);
    const tenantHeader = await get(`GetEmployeeRolesById/${colleague.id}`, { ...gm.headers, tenantId: b.tenant.id });
    expect(tenantHeader.statusCode).toBe(403);
  });
});
