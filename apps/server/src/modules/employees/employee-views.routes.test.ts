import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { employeeWizard, roleId } from './employee-test-data.ts';

type Headers = Record<string, string>;

describe('Employee: record views and search', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let franchisor: Headers;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/Employee/${url}`, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const create = async (body: object, headers = franchisor) => call('POST', 'Create', headers, body);

  beforeAll(async () => {
    t = await createTestApp();
    a = await makeTenant(t.database.db, 'Alpha');
    b = await makeTenant(t.database.db, 'Beta');
    franchisor = (await staffAuth(t.database.db, await makeEmployee(t.database.db, a, 'franchisor'))).headers;
  });

  describe('record views', () => {
    let cutterId: string;
    let otherStoreCutterId: string;
    beforeAll(async () => {
      cutterId = (await create(employeeWizard(a, 'cutter'))).json().res_data.employee.id;
      const w = employeeWizard(a, 'cutter');
      otherStoreCutterId = (
        await create({ ...w, workDetails: { ...w.workDetails, assignments: [{ storeId: a.stores[1].id, roleId: roleId(a, 'cutter') }] } })
      ).json().res_data.employee.id;
    });

    it('shows the full record with view_employee_full, work and contact only with view_employee_details', async () => {
      const full = (await call('GET', `GetById/${cutterId}`, franchisor)).json().res_data;
      expect(full.view).toBe('full');
      expect(full.legal.licenseNo).toBe('IL-12345');
      expect(full.medicalEmergency.contactName).toBe('Pat Smith');
      expect(full.basicDetails.dateOfBirth).toBe('1988-04-12');
      expect(full.workDetails.billingRateCents).toBe(2550);
      const gm = (await staffAuth(t.database.db, await makeEmployee(t.database.db, a, 'general_manager'))).headers;
      const res = await call('GET', `GetById/${cutterId}`, gm);
      expect(res.statusCode).toBe(200);
      const details = res.json().res_data;
      expect(details.view).toBe('details');
      expect(details.basicDetails.email).toBeTruthy();
      expect(details.address.homeAddress.city).toBe('Chicago');
      expect(details.workDetails.hireDate).toBe('2024-02-01');
      for (const hidden of ['legal', 'medicalEmergency']) expect(details).not.toHaveProperty(hidden);
      expect(details.basicDetails).not.toHaveProperty('dateOfBirth');
      expect(details.workDetails).not.toHaveProperty('billingRateCents');
      expect(res.body).not.toContain('IL-12345');
      expect(res.body).not.toContain('latex');
      // A store-scoped manager does not reach another store's employee.
      expect((await call('GET', `GetById/${otherStoreCutterId}`, gm)).statusCode).toBe(404);
    });

    it('Profile answers the own record to any staff member; GetById of a colleague is 404 without view_all_employees', async () => {
      const cutter = await makeEmployee(t.database.db, a, 'cutter');
      const own = (await staffAuth(t.database.db, cutter)).headers;
      const profile = await call('GET', 'Profile', own);
      expect(profile.statusCode).toBe(200);
      expect(profile.json().res_data).toMatchObject({ id: cutter.id, view: 'full' });
      expect(profile.json().res_data.workDetails).not.toHaveProperty('billingRateCents');
      expect((await call('GET', `GetById/${cutter.id}`, own)).statusCode).toBe(200);
      expect((await call('GET', `GetById/${cutterId}`, own)).statusCode).toBe(404);
      expect((await call('GET', 'Profile', {})).statusCode).toBe(401);
    });

    it('answers 404 for another tenant and for an unknown id, 422 for a malformed id', async () => {
      const foreign = await makeEmployee(t.database.db, b, 'cutter');
      expect((await call('GET', `GetById/${foreign.id}`, franchisor)).statusCode).toBe(404);
      expect((await call('GET', `GetById/${randomUUID()}`, franchisor)).statusCode).toBe(404);
      expect((await call('GET', `GetById/${encodeURIComponent("1' or '1'='1")}`, franchisor)).statusCode).toBe(422);
      expect((await call('PUT', `Update/${foreign.id}`, franchisor, { serviceDetails: { skills: [] } })).statusCode).toBe(404);
      const rows = await withTenant(t.database.db, b.tenant.id, (tx) => tx.select().from(employees).where(eq(employees.id, cutterId)));
      expect(rows).toEqual([]);
    });
  });

  describe('Employee/Search', () => {
    let gmHeaders: Headers;
    let lookFor: string;
    beforeAll(async () => {
      lookFor = `Zed${randomUUID().slice(0, 4).replace(/\d/g, 'q')}`;
      for (const [i, slug] of ['cutter', 'coordinator', 'cutter'].entries()) {
        const w = employeeWizard(a, slug);
        await create({
          ...w,
          basicDetails: { ...w.basicDetails, firstName: lookFor, lastName: `Number${'abc'[i]}`, phoneNumber: `+1773555010${i}` },
          workDetails: { ...w.workDetails, assignments: [{ storeId: a.stores[i === 2 ? 1 : 0].id, roleId: roleId(a, slug) }] },
        });
      }
      gmHeaders = (await staffAuth(t.database.db, await makeEmployee(t.database.db, a, 'general_manager'))).headers;
    });

    it('searches by name, email or phone digits with filters and paging', async () => {
      const byName = (await call('POST', 'Search', franchisor, { search: lookFor.toLowerCase() })).json().res_data;
      expect(byName.total).toBe(3);
      expect(byName.items.map((e: { lastName: string }) => e.lastName)).toEqual(['Numbera', 'Numberb', 'Numberc']);
      const page = (await call('POST', 'Search', franchisor, { search: lookFor, page: 2, pageSize: 2, sort: '-name' })).json().res_data;
      expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page.items.map((e: { lastName: string }) => e.lastName)).toEqual(['Numbera']);
      const byPhone = (await call('POST', 'Search', franchisor, { search: '(773) 555-0101' })).json().res_data;
      expect(byPhone.items.map((e: { lastName: string }) => e.lastName)).toEqual(['Numberb']);
      const coordinators = (
        await call('POST', 'Search', franchisor, { search: lookFor, filters: { roleId: roleId(a, 'coordinator') } })
      ).json().res_data;
      expect(coordinators.total).toBe(1);
      const uptown = (
        await call('POST', 'Search', franchisor, { search: lookFor, filters: { storeId: a.stores[1].id, status: 'active' } })
      ).json().res_data;
      expect(uptown.items.map((e: { lastName: string }) => e.lastName)).toEqual(['Numberc']);
      expect(uptown.items[0].roles[0]).toMatchObject({ slug: 'cutter', storeName: a.stores[1].name });
      const uptownCoordinators = await call('POST', 'Search', franchisor, {
        search: lookFor,
        filters: { storeId: a.stores[1].id, roleId: roleId(a, 'coordinator') },
      });
      expect(uptownCoordinators.json().res_data.total).toBe(0);
      expect((await call('POST', 'Search', franchisor, { search: '%' })).json().res_data.total).toBe(0);
    });

    it('shows a store manager the employees of their stores and everyone else only themself', async () => {
      const seen = (await call('POST', 'Search', gmHeaders, { search: lookFor })).json().res_data;
      expect(seen.items.map((e: { lastName: string }) => e.lastName)).toEqual(['Numbera', 'Numberb']);
      const cutter = await makeEmployee(t.database.db, a, 'cutter');
      const self = (await call('POST', 'Search', (await staffAuth(t.database.db, cutter)).headers, {})).json().res_data;
      expect(self.items.map((e: { id: string }) => e.id)).toEqual([cutter.id]);
      const foreignFranchisor = (await staffAuth(t.database.db, await makeEmployee(t.database.db, b, 'franchisor'))).headers;
      expect((await call('POST', 'Search', foreignFranchisor, { search: lookFor })).json().res_data.total).toBe(0);
    });

    it.each([
      ['a search over 50 characters', { search: 'x'.repeat(51) }],
      ['a page size over 100', { pageSize: 101 }],
      ['page 0', { page: 0 }],
      ['an unknown sort', { sort: 'password_hash' }],
      ['an unknown filter', { filters: { tenantId: randomUUID() } }],
      ['a store filter that is not an id', { filters: { storeId: "1'; drop table employees;--" } }],
      ['an unknown status', { filters: { status: 'deleted' } }],
    ])('refuses %s with 422', async (_name, body) => {
      expect((await call('POST', 'Search', franchisor, body)).statusCode).toBe(422);
    });
  });
});
