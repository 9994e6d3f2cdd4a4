import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { employees, roles } from '../../db/schema.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { RecordingJobQueue } from '../../testing/recording-job-queue.ts';
import { createTestDatabase } from '../../testing/test-db.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { withTenant } from '../tenancy.ts';
import { publishAuthChange } from './auth-events.ts';
import { revokeSessions } from './sessions.ts';

/** Two server instances on one database, as behind a load balancer. */
describe('cached sessions across instances', () => {
  let database: Database;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let tenant: TestTenant;

  const build = async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    const app = await buildApp({
      context: { config, database, db: database.db, jobs: new RecordingJobQueue(), now: () => new Date() },
      logger: false,
    });
    await app.ready();
    return app;
  };
  const rolesOf = (app: FastifyInstance, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/AccessControl/GetCreateRoles/00000000-0000-4000-8000-000000000000', headers });
  /** NOTIFY reaches the other instance shortly after commit; poll briefly for the expected status. */
  const eventually = async (check: () => Promise<number>, status: number) => {
    for (let i = 0; i < 50; i++) {
      if ((await check()) === status) return status;
      await new Promise((r) => setTimeout(r, 20));
    }
    return check();
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    one = await build();
    two = await build();
    tenant = await makeTenant(database.db);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await database.close();
  });

  it('refuses a session on every instance once it is revoked on one', async () => {
    const employee = await makeEmployee(database.db, tenant, 'franchisor');
    const { headers } = await staffAuth(database.db, employee);
    const getRoles = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/AccessControl/GetRoles', headers });
    expect((await getRoles(two)).json().res_data.roles).toHaveLength(1);
    const out = await one.inject({ method: 'POST', url: '/api/EmployeeAuth/Logout', headers });
    expect(out.statusCode).toBe(200);
    expect((await one.inject({ method: 'GET', url: '/api/auth/session', headers })).json()).toEqual({});
    expect(await eventually(async () => (await rolesOf(two, headers)).statusCode, 401)).toBe(401);
  });

  it('applies a role edit on the holders next request, on every instance', async () => {
    const coordinator = await makeEmployee(database.db, tenant, 'coordinator');
    const { headers } = await staffAuth(database.db, coordinator);
    expect((await rolesOf(two, headers)).statusCode).toBe(403);
    await withTenant(database.db, tenant.tenant.id, async (tx) => {
      await tx
        .update(roles)
        .set({ accessControls: { rbac: { view_roles: true } } })
        .where(eq(roles.id, tenant.roles.find((r) => r.slug === 'coordinator')!.id));
      await publishAuthChange(tx, { kind: 'all' });
    });
    expect(await eventually(async () => (await rolesOf(one, headers)).statusCode, 404)).toBe(404);
    expect(await eventually(async () => (await rolesOf(two, headers)).statusCode, 404)).toBe(404);
  });

  it('ends a deactivated employee sessions everywhere', async () => {
    const cutter = await makeEmployee(database.db, tenant, 'general_manager');
    const { headers } = await staffAuth(database.db, cutter);
    expect((await two.inject({ method: 'GET', url: '/api/AccessControl/GetRoles', headers })).json().res_data.roles).toHaveLength(1);
    await withTenant(database.db, tenant.tenant.id, async (tx) => {
      await tx.update(employees).set({ status: 'inactive' }).where(eq(employees.id, cutter.id));
      await revokeSessions(tx, { employeeId: cutter.id }, 'deactivated');
    });
    expect(await eventually(async () => (await rolesOf(two, headers)).statusCode, 401)).toBe(401);
  });

  it('keeps the cache when the changing transaction rolls back', async () => {
    const gm = await makeEmployee(database.db, tenant, 'general_manager');
    const { headers, sessionId } = await staffAuth(database.db, gm);
    await expect(
      withTenant(database.db, tenant.tenant.id, async (tx) => {
        await revokeSessions(tx, { sessionId }, 'logout');
        throw new Error('midway failure');
      }),
    ).rejects.toThrow('midway failure');
    const res = await two.inject({ method: 'GET', url: '/api/AccessControl/GetRoles', headers });
    expect(res.json().res_data.roles).toHaveLength(1);
  });
});
