import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, roles } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { signIn } from '../../testing/auth-helpers.ts';
import { makeEmployee, makeTenant, TEST_PASSWORD, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';

type Headers = Record<string, string>;

describe('Role: RBAC management', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let franchisor: Headers;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/Role/${url}`, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const roleOf = (tenant: TestTenant, slug: string) => tenant.roles.find((r) => r.slug === slug)!;
  const definition = (slug: string, accessControls: object = { appointments: { create_appointment: true } }) => ({
    slug,
    name: 'Front Desk Plus',
    scope: 'store',
    accessControls,
  });

  beforeAll(async () => {
    t = await createTestApp();
    a = await makeTenant(t.database.db, 'Alpha');
    b = await makeTenant(t.database.db, 'Beta');
    franchisor = (await staffAuth(t.database.db, await makeEmployee(t.database.db, a, 'franchisor'))).headers;
  });

  it('lists the tenant roles with their holders, and answers one by id', async () => {
    await makeEmployee(t.database.db, a, 'cutter');
    await makeEmployee(t.database.db, a, 'cutter');
    const list = await call('GET', 'List', franchisor);
    expect(list.statusCode).toBe(200);
    const items = list.json().res_data as { slug: string; holderCount: number; isSystem: boolean }[];
    expect(items.map((r) => r.slug)).toContain('lead_shop_coordinator');
    expect(items.find((r) => r.slug === 'cutter')).toMatchObject({ holderCount: 2, isSystem: true });
    expect(items.find((r) => r.slug === 'franchisor')?.holderCount).toBe(1);
    const one = await call('GET', `GetById/${roleOf(a, 'coordinator').id}`, franchisor);
    expect(one.json().res_data).toMatchObject({ slug: 'coordinator', name: 'Coordinator', scope: 'store' });
    expect(one.json().res_data.accessControls.appointments.create_appointment).toBe(true);
    expect((await call('GET', `GetById/${roleOf(b, 'coordinator').id}`, franchisor)).statusCode).toBe(404);
    expect((await call('GET', `GetById/${randomUUID()}`, franchisor)).statusCode).toBe(404);
    expect((await call('GET', 'GetById/not-a-uuid', franchisor)).statusCode).toBe(422);
  });

  it('creates a role from the grouped tree, keeping only true flags; the slug is unique per tenant', async () => {
    const res = await call(
      'POST',
      'Create',
      franchisor,
      definition('Front-Desk-Plus', {
        appointments: { create_appointment: true, cancel_appointment: false },
        customers: { search_customers: true },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().res_data).toMatchObject({
      slug: 'front-desk-plus',
      isSystem: false,
      holderCount: 0,
      accessControls: { appointments: { create_appointment: true }, customers: { search_customers: true } },
    });
    const again = await call('POST', 'Create', franchisor, definition('front-desk-plus'));
    expect(again.statusCode).toBe(409);
    expect(Object.keys(again.json().error.fields)).toEqual(['slug']);
    const otherTenant = (await staffAuth(t.database.db, await makeEmployee(t.database.db, b, 'franchisor'))).headers;
    expect((await call('POST', 'Create', otherTenant, definition('front-desk-plus'))).statusCode).toBe(201);
    const [audit] = await withTenant(t.database.db, a.tenant.id, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'role.created'), eq(auditLog.entityId, res.json().res_data.id))),
    );
    expect(audit.details).toMatchObject({ slug: 'front-desk-plus' });
  });

  it.each([
    ['an unknown flag', { appointments: { fly_to_moon: true } }, 'accessControls.appointments.fly_to_moon'],
    ['a flag under the wrong area', { store: { create_appointment: true } }, 'accessControls.store.create_appointment'],
    ['an unknown area', { spaceships: { launch: true } }, 'accessControls.spaceships'],
    ['super_admin', { super_admin: true }, 'accessControls.super_admin'],
    ['a flag that is not a boolean', { appointments: { create_appointment: 'yes' } }, 'accessControls.appointments.create_appointment'],
    ['an area that is not an object', { appointments: true }, 'accessControls.appointments'],
  ])('refuses %s with 422 naming it', async (_name, accessControls, field) => {
    const res = await call('POST', 'Create', franchisor, definition(`r-${randomUUID().slice(0, 8)}`, accessControls));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it.each([
    ['a slug with spaces', { slug: 'front desk' }, 'slug'],
    ['a slug with symbols', { slug: "x'; drop table roles;--" }, 'slug'],
    ['an empty name', { name: '  ' }, 'name'],
    ['a name with markup', { name: '<img src=x onerror=alert(1)>' }, 'name'],
    ['an unknown scope', { scope: 'galaxy' }, 'scope'],
  ])('refuses %s with 422', async (_name, change, field) => {
    const res = await call('POST', 'Create', franchisor, { ...definition('valid-slug'), ...change });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('updates system roles except super_admin; the slug never changes', async () => {
    const cleaner = roleOf(a, 'cleaner');
    const res = await call('PUT', `Update/${cleaner.id}`, franchisor, {
      name: 'Cleaner',
      scope: 'store',
      accessControls: {
        employees: { view_self_employee: true, view_self_time_card: true },
        appointments: { appointment_chat: true },
        inventory: { view_inventory: true },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().res_data.accessControls.inventory).toEqual({ view_inventory: true });
    const renamed = await call('PUT', `Update/${cleaner.id}`, franchisor, {
      slug: 'janitor2',
      name: 'Cleaner',
      scope: 'store',
      accessControls: {},
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().error.fields).toEqual({ slug: 'The slug of a role cannot be changed.' });
    const sameSlug = await call('PUT', `Update/${cleaner.id}`, franchisor, {
      slug: 'cleaner',
      name: 'Cleaning Crew',
      scope: 'store',
      accessControls: {},
    });
    expect(sameSlug.json().res_data).toMatchObject({ slug: 'cleaner', name: 'Cleaning Crew' });
    const superAdmin = await call('PUT', `Update/${roleOf(a, 'super_admin').id}`, franchisor, {
      name: 'Boss',
      scope: 'platform',
      accessControls: {},
    });
    expect(superAdmin.statusCode).toBe(403);
    expect(
      (await call('PUT', `Update/${roleOf(b, 'cleaner').id}`, franchisor, { name: 'X', scope: 'store', accessControls: {} })).statusCode,
    ).toBe(404);
  });

  it('takes effect on the holders next request: the same token gets 403, then 200', async () => {
    const coordinator = await makeEmployee(t.database.db, a, 'lead_shop_coordinator');
    const { token } = await signIn(t.app, { email: coordinator.email, password: TEST_PASSWORD });
    const headers = { authorization: `Bearer ${token}` };
    const search = () => t.app.inject({ method: 'POST', url: '/api/Employee/Search', headers, payload: {} });
    expect((await search()).statusCode).toBe(200);
    expect((await call('GET', 'List', headers)).statusCode).toBe(403);
    const role = (await call('GET', `GetById/${roleOf(a, 'lead_shop_coordinator').id}`, franchisor)).json().res_data;
    const { employees: _own, ...others } = role.accessControls;
    const edited = await call('PUT', `Update/${role.id}`, franchisor, {
      name: role.name,
      scope: role.scope,
      accessControls: { ...others, rbac: { view_roles: true } },
    });
    expect(edited.statusCode).toBe(200);
    expect((await search()).statusCode).toBe(403);
    expect((await call('GET', 'List', headers)).statusCode).toBe(200);
    const [audit] = await withTenant(t.database.db, a.tenant.id, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'role.updated'), eq(auditLog.entityId, role.id))),
    );
    expect(audit.details).toMatchObject({ added: ['view_roles'] });
    expect((audit.details as { removed: string[] }).removed).toContain('view_self_employee');
  });

  it('never grants a flag the editor does not hold (403 naming the flags), nor edits a more powerful role', async () => {
    const roleAdminFlags = {
      rbac: { view_roles: true, create_roles: true, edit_roles: true },
      employees: { view_self_employee: true, view_self_time_card: true },
      shifts: { view_self_store_shifts: true },
      appointments: { appointment_chat: true, view_appointment_details: true, see_appointment_statuses: true },
      // Every flag of the default cutter role (which holds view_service), so the role admin may reduce it below.
      services: { view_service: true },
      reports: { limited_report_view: true },
    };
    expect((await call('POST', 'Create', franchisor, { ...definition('role-admin', roleAdminFlags), scope: 'tenant' })).statusCode).toBe(
      201,
    );
    const roleAdmin = (await staffAuth(t.database.db, await makeEmployee(t.database.db, a, 'role-admin'))).headers;
    const create = await call('POST', 'Create', roleAdmin, definition('store-boss', { store: { create_store: true, delete_store: true } }));
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe('You may not grant permissions you do not hold: create_store, delete_store.');
    expect(create.json().error.fields).toEqual({ accessControls: 'Permissions you do not hold: create_store, delete_store' });
    const cutter = (await call('GET', `GetById/${roleOf(a, 'cutter').id}`, roleAdmin)).json().res_data;
    const escalate = await call('PUT', `Update/${cutter.id}`, roleAdmin, {
      name: cutter.name,
      scope: cutter.scope,
      accessControls: { ...cutter.accessControls, cash_drawer: { withdraw_cash: true } },
    });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().message).toContain('withdraw_cash');
    const { appointments: _a, ...fewer } = cutter.accessControls;
    const reduce = await call('PUT', `Update/${cutter.id}`, roleAdmin, { name: cutter.name, scope: cutter.scope, accessControls: fewer });
    expect(reduce.statusCode).toBe(200);
    const franchisorRole = roleOf(a, 'franchisor');
    const stronger = await call('PUT', `Update/${franchisorRole.id}`, roleAdmin, {
      name: 'Franchisor',
      scope: 'tenant',
      accessControls: {},
    });
    expect(stronger.statusCode).toBe(403);
    expect(stronger.json().message).toContain('edit a role with permissions you do not hold');
    const [row] = await withTenant(t.database.db, a.tenant.id, (tx) => tx.select().from(roles).where(eq(roles.id, franchisorRole.id)));
    expect(Object.keys(row.accessControls).length).toBeGreaterThan(10);
  });

  describe('permission matrix', () => {
    const expected = {
      franchisor: { list: 200, getById: 200, create: 201, update: 200 },
      general_manager: { list: 403, getById: 403, create: 403, update: 403 },
      shop_manager: { list: 403, getById: 403, create: 403, update: 403 },
      coordinator: { list: 403, getById: 403, create: 403, update: 403 },
      cutter: { list: 403, getById: 403, create: 403, update: 403 },
    } as const;
    it.each(Object.keys(expected) as (keyof typeof expected)[])('%s', async (slug) => {
      const headers = (await staffAuth(t.database.db, await makeEmployee(t.database.db, a, slug))).headers;
      const janitor = roleOf(a, 'janitor');
      const got = {
        list: (await call('GET', 'List', headers)).statusCode,
        getById: (await call('GET', `GetById/${janitor.id}`, headers)).statusCode,
        create: (await call('POST', 'Create', headers, definition(`m-${randomUUID().slice(0, 8)}`))).statusCode,
        update: (
          await call('PUT', `Update/${janitor.id}`, headers, {
            name: 'Janitor',
            scope: 'store',
            accessControls: { employees: { view_self_employee: true } },
          })
        ).statusCode,
      };
      expect(got).toEqual(expected[slug]);
    });

    it('answers 401 without a session and never 500 to hostile bodies', async () => {
      expect((await call('GET', 'List', {})).statusCode).toBe(401);
      const answers: number[][] = [];
      for (const payload of [
        [],
        'x',
        { accessControls: [] },
        { slug: 1, name: {}, scope: null, accessControls: { a: { b: { c: true } } } },
      ]) {
        answers.push([
          (await call('POST', 'Create', franchisor, payload)).statusCode,
          (await call('PUT', `Update/${randomUUID()}`, franchisor, payload)).statusCode,
        ]);
      }
      expect(answers).toEqual([
        [422, 422],
        [415, 415],
        [422, 422],
        [422, 422],
      ]);
    });
  });
});
