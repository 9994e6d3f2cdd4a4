import { describe, expect, it } from 'vitest';
import { makeEmployee, makeTenant } from '../../testing/factories.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';

describe('store owners in the session', () => {
  it('shows a newly listed owner the store in ownerMappings on their next request, and drops it when removed', async () => {
    const { app, database } = await createTestApp();
    const tenant = await makeTenant(database.db);
    const store = tenant.stores[1];
    const franchisor = await staffAuth(database.db, await makeEmployee(database.db, tenant, 'franchisor'));
    const gm = await staffAuth(database.db, await makeEmployee(database.db, tenant, 'general_manager'));
    const gmId = (await app.inject({ url: '/api/Employee/Profile', headers: gm.headers })).json().res_data.id as string;
    const rolesOf = async () => (await app.inject({ url: '/api/AccessControl/GetRoles', headers: gm.headers })).json().res_data;

    expect(await rolesOf()).toMatchObject({ isStoreOwner: false, ownerMappings: [] });
    const set = (employeeIds: string[]) =>
      app.inject({ method: 'PUT', url: `/api/Store/Owners/${store.id}`, headers: franchisor.headers, payload: { employeeIds } });
    expect((await set([gmId])).statusCode).toBe(200);
    expect(await rolesOf()).toMatchObject({ isStoreOwner: true, ownerMappings: [{ storeId: store.id, storeName: store.name }] });
    expect((await set([])).statusCode).toBe(200);
    expect(await rolesOf()).toMatchObject({ isStoreOwner: false, ownerMappings: [] });
  });
});
