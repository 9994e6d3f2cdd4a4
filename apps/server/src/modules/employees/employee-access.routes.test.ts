import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, sessions } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { signIn } from '../../testing/auth-helpers.ts';
import { makeEmployee, makeTenant, TEST_PASSWORD, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { PIN_REFUSALS_PER_HOUR } from './employee-pin.ts';
import { employeeWizard, roleId } from './employee-test-data.ts';

type Headers = Record<string, string>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('Employee: activation, PIN, assume role, grants and the permission matrix', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let franchisor: Awaited<ReturnType<typeof makeEmployee>>;
  let franchisorHeaders: Headers;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/Employee/${url}`, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const staff = async (slug: string, tenant = a) => {
    const employee = await makeEmployee(t.database.db, tenant, slug);
    return { employee, headers: (await staffAuth(t.database.db, employee)).headers };
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await makeTenant(t.database.db, 'Alpha');
    b = await makeTenant(t.database.db, 'Beta');
    franchisor = await makeEmployee(t.database.db, a, 'franchisor');
    franchisorHeaders = (await staffAuth(t.database.db, franchisor)).headers;
  });

  describe('Employee/Activate', () => {
    it('deactivation ends every session (the old token gets 401) and refuses sign-in; activation lets them back', async () => {
      const cutter = await makeEmployee(t.database.db, a, 'cutter');
      const { token } = await signIn(t.app, { email: cutter.email, password: TEST_PASSWORD });
      expect((await call('GET', 'Profile', bearer(token!))).statusCode).toBe(200);
      const off = await call('PATCH', `Activate/${cutter.id}`, franchisorHeaders, { active: false });
      expect(off.statusCode).toBe(200);
      expect(off.json().res_data).toEqual({ id: cutter.id, status: 'inactive' });
      expect((await call('GET', 'Profile', bearer(token!))).statusCode).toBe(401);
      expect((await signIn(t.app, { email: cutter.email, password: TEST_PASSWORD })).res.statusCode).toBe(401);
      const search = (await call('POST', 'Search', franchisorHeaders, { search: cutter.email, filters: { status: 'inactive' } })).json()
        .res_data;
      expect(search.items.map((e: { id: string }) => e.id)).toEqual([cutter.id]);
      expect((await call('PATCH', `Activate/${cutter.id}`, franchisorHeaders, { active: true })).json().res_data.status).toBe('active');
      expect((await signIn(t.app, { email: cutter.email, password: TEST_PASSWORD })).res.statusCode).toBe(200);
    });

    it('refuses deactivating yourself, someone more powerful, another tenant; needs activate_employee; validates the body', async () => {
      expect((await call('PATCH', `Activate/${franchisor.id}`, franchisorHeaders, { active: false })).statusCode).toBe(409);
      const brandAdmin = await staff('brand_admin');
      const res = await call('PATCH', `Activate/${franchisor.id}`, brandAdmin.headers, { active: false });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('franchisor');
      const foreign = await makeEmployee(t.database.db, b, 'cutter');
      expect((await call('PATCH', `Activate/${foreign.id}`, franchisorHeaders, { active: false })).statusCode).toBe(404);
      const gm = await staff('general_manager');
      expect((await call('PATCH', `Activate/${foreign.id}`, gm.headers, { active: false })).statusCode).toBe(403);
      expect((await call('PATCH', `Activate/${foreign.id}`, franchisorHeaders, { active: 'no' })).statusCode).toBe(422);
    });
  });

  describe('Employee/SetPin', () => {
    const pinOf = async (id: string) =>
      (await withTenant(t.database.db, a.tenant.id, (tx) => tx.select().from(employees).where(eq(employees.id, id))))[0];

    it('stores an argon2id hash (never the PIN) for the employee themself or an editor', async () => {
      const cutter = await staff('cutter');
      const res = await call('PUT', `SetPin/${cutter.employee.id}`, cutter.headers, { pin: '482913' });
      expect(res.statusCode).toBe(200);
      expect(res.json().res_data).toEqual({ pinSet: true });
      const row = await pinOf(cutter.employee.id);
      expect(row.pinHash).toMatch(/^\$argon2id\$/);
      expect(row.pinLookup).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain('482913');
      expect((await call('GET', 'Profile', cutter.headers)).json().res_data.hasPin).toBe(true);
      expect((await call('PUT', `SetPin/${cutter.employee.id}`, franchisorHeaders, { pin: '4829' })).statusCode).toBe(200);
    });

    it.each([['123'], ['1234567'], ['12a4'], [''], [' 1234 5']])('refuses the PIN %j with 422', async (pin) => {
      const res = await call('PUT', `SetPin/${franchisor.id}`, franchisorHeaders, { pin });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().error.fields)).toEqual(['pin']);
    });

    it('keeps PINs unique per store: refused at a shared store, allowed at another, limited after repeated refusals', async () => {
      const first = await staff('cutter');
      const second = await staff('coordinator');
      const elsewhere = await makeEmployee(t.database.db, a, 'cutter', { storeId: a.stores[1].id });
      expect((await call('PUT', `SetPin/${first.employee.id}`, first.headers, { pin: '7301' })).statusCode).toBe(200);
      const taken = await call('PUT', `SetPin/${second.employee.id}`, second.headers, { pin: '7301' });
      expect(taken.statusCode).toBe(409);
      expect(Object.keys(taken.json().error.fields)).toEqual(['pin']);
      const otherStore = await call('PUT', `SetPin/${elsewhere.id}`, franchisorHeaders, { pin: '7301' });
      expect(otherStore.statusCode).toBe(200);
      // Moving the other-store cutter into the first store would make two people share a PIN there.
      const moved = await call('PUT', `Update/${elsewhere.id}`, franchisorHeaders, {
        workDetails: { assignments: [{ storeId: a.stores[0].id, roleId: roleId(a, 'cutter') }] },
      });
      expect(moved.statusCode).toBe(409);
      expect(Object.keys(moved.json().error.fields)).toEqual(['workDetails.assignments']);
      // Another tenant's identical PIN is no conflict.
      const foreign = await staff('cutter', b);
      expect((await call('PUT', `SetPin/${foreign.employee.id}`, foreign.headers, { pin: '7301' })).statusCode).toBe(200);
      for (let i = 1; i < PIN_REFUSALS_PER_HOUR; i++) {
        expect((await call('PUT', `SetPin/${second.employee.id}`, second.headers, { pin: '7301' })).statusCode).toBe(409);
      }
      const limited = await call('PUT', `SetPin/${second.employee.id}`, second.headers, { pin: '9999' });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });

    it("refuses someone else's PIN without edit_employee (403 if visible, 404 if not) and across tenants", async () => {
      const cutter = await staff('cutter');
      const gm = await staff('general_manager');
      expect((await call('PUT', `SetPin/${cutter.employee.id}`, gm.headers, { pin: '5555' })).statusCode).toBe(403);
      expect((await call('PUT', `SetPin/${gm.employee.id}`, cutter.headers, { pin: '5555' })).statusCode).toBe(404);
      const foreign = await makeEmployee(t.database.db, b, 'cutter');
      expect((await call('PUT', `SetPin/${foreign.id}`, franchisorHeaders, { pin: '5555' })).statusCode).toBe(404);
    });
  });

  describe('Employee/AssumeRole and ReturnFromAssumedRole', () => {
    it('acts as the employee with both identities audited, suspends the admin token, and one call returns', async () => {
      const admin = await makeEmployee(t.database.db, a, 'franchisor');
      const { token: adminToken } = await signIn(t.app, { email: admin.email, password: TEST_PASSWORD });
      const cutter = await makeEmployee(t.database.db, a, 'cutter');
      const assumed = await call('POST', `AssumeRole/${cutter.id}`, bearer(adminToken!), {});
      expect(assumed.statusCode).toBe(200);
      const session = assumed.json().res_data;
      expect(session.user).toMatchObject({ id: cutter.id, assumedBy: admin.id, userType: 'admin' });
      expect(session.roles.map((r: { slug: string }) => r.slug)).toEqual(['cutter']);
      expect(session.accessControls.employees.create_employee).toBeUndefined();
      const cookie = assumed.cookies.find((c) => c.name === 'salon_session');
      expect(cookie?.value).toBe(session.accessToken);
      const asCutter = bearer(session.accessToken);

      expect((await call('GET', 'Profile', bearer(adminToken!))).statusCode).toBe(401);
      expect((await call('GET', 'Profile', asCutter)).json().res_data.id).toBe(cutter.id);
      expect((await t.app.inject({ method: 'GET', url: '/api/Role/List', headers: asCutter })).statusCode).toBe(403);
      expect((await call('PUT', `SetPin/${cutter.id}`, asCutter, { pin: '246810' })).statusCode).toBe(200);
      const [pinAudit] = await withTenant(t.database.db, a.tenant.id, (tx) =>
        tx
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'employee.pin_set'), eq(auditLog.entityId, cutter.id)))
          .orderBy(desc(auditLog.createdAt)),
      );
      expect(pinAudit).toMatchObject({ actorId: cutter.id, assumedById: admin.id });
      expect((await call('POST', `AssumeRole/${franchisor.id}`, asCutter, {})).statusCode).toBe(403);

      const back = await call('POST', 'ReturnFromAssumedRole', asCutter, {});
      expect(back.statusCode).toBe(200);
      const restored = back.json().res_data;
      expect(restored.user).toMatchObject({ id: admin.id, assumedBy: null });
      expect(restored.accessToken).not.toBe(adminToken);
      expect((await call('GET', 'Profile', asCutter)).statusCode).toBe(401);
      expect((await call('GET', 'Profile', bearer(adminToken!))).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/Role/List', headers: bearer(restored.accessToken) })).statusCode).toBe(200);
      const trail = await withTenant(t.database.db, a.tenant.id, (tx) =>
        tx.select().from(auditLog).where(eq(auditLog.entityId, cutter.id)).orderBy(auditLog.createdAt),
      );
      expect(trail.map((e) => [e.action, e.actorId, e.assumedById])).toEqual([
        ['employee.assume_role', admin.id, null],
        ['employee.pin_set', cutter.id, admin.id],
        ['employee.return_from_assumed_role', cutter.id, admin.id],
      ]);
      const adminSessions = await withTenant(t.database.db, a.tenant.id, (tx) =>
        tx.select().from(sessions).where(eq(sessions.employeeId, admin.id)),
      );
      expect(adminSessions.filter((s) => !s.revokedAt)).toHaveLength(1);
    });

    it('refuses a super admin, someone holding flags the admin lacks, nesting, inactive targets, other tenants', async () => {
      const brandAdmin = await staff('brand_admin');
      const superAdmin = await makeEmployee(t.database.db, a, 'super_admin');
      expect((await call('POST', `AssumeRole/${superAdmin.id}`, franchisorHeaders, {})).statusCode).toBe(403);
      const outranked = await call('POST', `AssumeRole/${franchisor.id}`, brandAdmin.headers, {});
      expect(outranked.statusCode).toBe(403);
      expect(outranked.json().message).toContain('they hold permissions you do not');
      // Default brand admins lack the appointment flags a cutter has, so they cannot act as one either.
      const cutter = await makeEmployee(t.database.db, a, 'cutter');
      const lacking = await call('POST', `AssumeRole/${cutter.id}`, brandAdmin.headers, {});
      expect(lacking.statusCode).toBe(403);
      expect(lacking.json().message).toContain('appointment_chat');
      const other = await staff('franchisor');
      const assumed = (await call('POST', `AssumeRole/${cutter.id}`, other.headers, {})).json().res_data;
      expect(assumed.user.assumedBy).toBe(other.employee.id);
      const asCutter = bearer(assumed.accessToken);
      expect((await call('POST', `AssumeRole/${cutter.id}`, asCutter, {})).statusCode).toBe(403);
      const second = await staff('franchisor');
      expect((await call('POST', 'ReturnFromAssumedRole', second.headers, {})).statusCode).toBe(409);
      expect((await call('POST', `AssumeRole/${second.employee.id}`, second.headers, {})).statusCode).toBe(409);
      expect((await call('POST', 'ReturnFromAssumedRole', asCutter, {})).statusCode).toBe(200);
      const inactive = await makeEmployee(t.database.db, a, 'cleaner');
      await call('PATCH', `Activate/${inactive.id}`, franchisorHeaders, { active: false });
      expect((await call('POST', `AssumeRole/${inactive.id}`, second.headers, {})).statusCode).toBe(409);
      const foreign = await makeEmployee(t.database.db, b, 'cutter');
      expect((await call('POST', `AssumeRole/${foreign.id}`, second.headers, {})).statusCode).toBe(404);
      expect((await call('POST', `AssumeRole/${randomUUID()}`, second.headers, {})).statusCode).toBe(404);
    });

    it('ends the assumed session when the admin is deactivated', async () => {
      const admin = await staff('franchisor');
      const cutter = await makeEmployee(t.database.db, a, 'cutter');
      const assumed = (await call('POST', `AssumeRole/${cutter.id}`, admin.headers, {})).json().res_data;
      expect((await call('GET', 'Profile', bearer(assumed.accessToken))).statusCode).toBe(200);
      await call('PATCH', `Activate/${admin.employee.id}`, franchisorHeaders, { active: false });
      expect((await call('GET', 'Profile', bearer(assumed.accessToken))).statusCode).toBe(401);
    });
  });

  describe('grants: an employee never grants a flag they do not hold', () => {
    it('refuses a role with flags the creator lacks (403 naming the role) and stores outside their reach', async () => {
      const hiring = await t.app.inject({
        method: 'POST',
        url: '/api/Role/Create',
        headers: franchisorHeaders,
        payload: {
          slug: 'hiring-manager',
          name: 'Hiring Manager',
          scope: 'store',
          accessControls: {
            employees: {
              create_employee: true,
              view_all_employees: true,
              view_employee_details: true,
              edit_employee: true,
              view_self_employee: true,
              view_self_time_card: true,
            },
            shifts: { view_self_store_shifts: true },
            appointments: { appointment_chat: true, view_appointment_details: true, see_appointment_statuses: true },
          },
        },
      });
      expect(hiring.statusCode).toBe(201);
      const manager = await makeEmployee(t.database.db, a, 'cutter');
      await t.app.inject({
        method: 'PUT',
        url: `/api/Employee/Update/${manager.id}`,
        headers: franchisorHeaders,
        payload: { workDetails: { assignments: [{ storeId: a.stores[0].id, roleId: hiring.json().res_data.id }] } },
      });
      const headers = (await staffAuth(t.database.db, manager)).headers;
      const wizard = (slug: string, storeId = a.stores[0].id) => {
        const w = employeeWizard(a, slug);
        return { ...w, workDetails: { ...w.workDetails, billingRateCents: null, assignments: [{ storeId, roleId: roleId(a, slug) }] } };
      };
      const coordinator = await call('POST', 'Create', headers, wizard('coordinator'));
      expect(coordinator.statusCode).toBe(403);
      expect(coordinator.json().message).toBe('You cannot grant the role Coordinator: it has permissions you do not hold.');
      expect(coordinator.json().error.fields['workDetails.assignments.0.roleId']).toContain('create_appointment');
      const wide = await call('POST', 'Create', headers, {
        ...wizard('franchisor'),
        workDetails: { ...wizard('franchisor').workDetails, assignments: [{ storeId: null, roleId: roleId(a, 'franchisor') }] },
      });
      expect(wide.statusCode).toBe(403);
      const otherStore = await call('POST', 'Create', headers, wizard('cleaner', a.stores[1].id));
      expect(otherStore.statusCode).toBe(403);
      expect(otherStore.json().error.fields).toEqual({ 'workDetails.assignments.0.storeId': 'You do not manage this store' });
      const billing = await call('POST', 'Create', headers, {
        ...wizard('cleaner'),
        workDetails: { ...wizard('cleaner').workDetails, billingRateCents: 1500 },
      });
      expect(billing.statusCode).toBe(403);
      expect(Object.keys(billing.json().error.fields)).toEqual(['workDetails.billingRateCents']);
      const cleaner = await call('POST', 'Create', headers, wizard('cleaner'));
      expect(cleaner.statusCode).toBe(201);
      expect(cleaner.json().res_data.employee.workDetails).not.toHaveProperty('billingRateCents');
      // Editing someone more powerful (e.g. to take over the account by email) is refused.
      const takeover = await call('PUT', `Update/${franchisor.id}`, headers, {
        basicDetails: { firstName: 'X', lastName: 'Y', email: 'me@evil.test', phoneNumber: '3125550000' },
      });
      expect(takeover.statusCode).toBe(404);
    });
  });

  describe('permission matrix', () => {
    const roles = ['franchisor', 'general_manager', 'shop_manager', 'coordinator', 'cutter'] as const;
    const expected: Record<(typeof roles)[number], Record<string, number>> = {
      franchisor: { search: 200, getById: 200, create: 201, update: 200, activate: 200, setPin: 200, assume: 200 },
      general_manager: { search: 200, getById: 200, create: 403, update: 403, activate: 403, setPin: 403, assume: 403 },
      shop_manager: { search: 200, getById: 404, create: 403, update: 403, activate: 403, setPin: 404, assume: 403 },
      coordinator: { search: 200, getById: 404, create: 403, update: 403, activate: 403, setPin: 404, assume: 403 },
      cutter: { search: 200, getById: 404, create: 403, update: 403, activate: 403, setPin: 404, assume: 403 },
    };
    it.each(roles)('%s', async (slug) => {
      const { headers } = await staff(slug);
      const target = await makeEmployee(t.database.db, a, 'cleaner');
      expect((await call('GET', 'Profile', headers)).statusCode).toBe(200);
      const got = {
        search: (await call('POST', 'Search', headers, {})).statusCode,
        getById: (await call('GET', `GetById/${target.id}`, headers)).statusCode,
        create: (await call('POST', 'Create', headers, employeeWizard(a, 'cleaner'))).statusCode,
        update: (await call('PUT', `Update/${target.id}`, headers, { serviceDetails: { skills: ['haircut'] } })).statusCode,
        activate: (await call('PATCH', `Activate/${target.id}`, headers, { active: true })).statusCode,
        setPin: (await call('PUT', `SetPin/${target.id}`, headers, { pin: String(100000 + Math.floor(Math.random() * 899999)) }))
          .statusCode,
        assume: (await call('POST', `AssumeRole/${target.id}`, headers, {})).statusCode,
      };
      expect(got).toEqual(expected[slug]);
    });

    it('refuses customers and anonymous callers', async () => {
      expect((await call('POST', 'Search', {}, {})).statusCode).toBe(401);
      expect((await call('POST', 'ReturnFromAssumedRole', {}, {})).statusCode).toBe(401);
    });
  });
});
