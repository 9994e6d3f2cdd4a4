import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, type TestTenant } from '../../testing/factories.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { pdfBytes, uploadFile } from '../uploads/upload-test-files.ts';
import { employeeWizard, roleId } from './employee-test-data.ts';
import { type EmployeesTestWorld, employeeCall, employeesTestWorld, type Headers } from './employees-test-app.ts';

describe('Employee: documents and hostile bodies', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let franchisor: Headers;
  let world: EmployeesTestWorld;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, headers: Headers, payload?: unknown) =>
    employeeCall(t, method, url, headers, payload);
  const create = async (body: object, headers = franchisor) => call('POST', 'Create', headers, body);

  beforeAll(async () => {
    world = await employeesTestWorld();
    ({ t, a, b, franchisor } = world);
  });
  afterAll(() => world.close());

  it('links uploaded documents by file id; only people allowed to see the employee can read them', async () => {
    const upload = async (name: string) => {
      const res = await uploadFile(t.app, franchisor, 'employee', 'document', { name, bytes: pdfBytes() });
      expect(res.statusCode).toBe(201);
      return res.json().res_data.id as string;
    };
    const licence = await upload('licence.pdf');
    const id = await upload('id-card.pdf');
    const w = employeeWizard(a, 'cutter');
    const res = await create({
      ...w,
      legal: {
        ...w.legal,
        documents: [
          { type: 'license', fileId: licence },
          { type: 'identityDocument', fileId: id },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const employee = res.json().res_data.employee;
    expect(employee.legal.documents).toEqual([
      { type: 'identityDocument', fileId: id },
      { type: 'license', fileId: licence },
    ]);
    const own = (await staffAuth(t.database.db, { id: employee.id, tenantId: a.tenant.id })).headers;
    expect((await t.app.inject({ method: 'GET', url: `/api/Upload/File/${licence}`, headers: own })).statusCode).toBe(200);
    const stranger = (await staffAuth(t.database.db, await makeEmployee(t.database.db, a, 'cutter'))).headers;
    expect((await t.app.inject({ method: 'GET', url: `/api/Upload/File/${licence}`, headers: stranger })).statusCode).toBe(403);
    // A file already attached to one employee cannot be attached to another.
    const reused = await create({ ...employeeWizard(a), legal: { documents: [{ type: 'license', fileId: licence }] } });
    expect(reused.statusCode).toBe(409);
    expect(Object.keys(reused.json().error.fields)).toEqual(['legal.documents.0.fileId']);
    const kept = await call('PUT', `Update/${employee.id}`, franchisor, {
      legal: { ...w.legal, documents: [{ type: 'license', fileId: licence }] },
    });
    expect(kept.json().res_data.legal.documents).toEqual([{ type: 'license', fileId: licence }]);
  });

  describe('Employee/Update', () => {
    it('updates the steps sent and keeps the others; SQL and HTML in free text are stored verbatim', async () => {
      const created = (await create(employeeWizard(a, 'cutter'))).json().res_data.employee;
      const notes = `<script>alert('x')</script> Robert'); DROP TABLE employees;-- "quoted" & more`;
      const res = await call('PUT', `Update/${created.id}`, franchisor, {
        medicalEmergency: { contactName: 'Lee Park', relation: 'Partner <b>', phoneNumber: '3125550100', notes },
        address: {
          homeAddress: { line1: '9 N State St', city: 'Chicago', state: 'il', postalCode: '60602' },
          sameAsHomeAddress: false,
          mailingAddress: { line1: 'PO Box 12', city: 'Evanston', state: 'IL', postalCode: '60201-1234' },
        },
      });
      expect(res.statusCode).toBe(200);
      const record = res.json().res_data;
      expect(record.medicalEmergency).toEqual({ contactName: 'Lee Park', relation: 'Partner <b>', phoneNumber: '+13125550100', notes });
      expect(record.address).toMatchObject({
        sameAsHomeAddress: false,
        homeAddress: { state: 'IL' },
        mailingAddress: { city: 'Evanston' },
      });
      expect(record.legal.licenseNo).toBe('IL-12345');
      expect(record.serviceDetails.skills).toEqual(['haircut', 'fade']);
      const again = (await call('GET', `GetById/${created.id}`, franchisor)).json().res_data;
      expect(again.medicalEmergency.notes).toBe(notes);
      expect((await call('POST', 'Search', franchisor, {})).statusCode).toBe(200);
      const cleared = await call('PUT', `Update/${created.id}`, franchisor, { medicalEmergency: null, legal: { documents: [] } });
      expect(cleared.json().res_data).toMatchObject({ medicalEmergency: null, legal: { licenseNo: null, documents: [] } });
      const actions = await withTenant(t.database.db, a.tenant.id, (tx) =>
        tx
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(and(eq(auditLog.entityType, 'employee'), eq(auditLog.entityId, created.id)))
          .orderBy(auditLog.createdAt),
      );
      expect(actions.map((x) => x.action)).toEqual(['employee.created', 'employee.updated', 'employee.updated']);
    });

    it('changes roles per store (a new store role takes effect on the next request) and refuses a taken email', async () => {
      const cutter = await makeEmployee(t.database.db, a, 'cutter');
      const own = (await staffAuth(t.database.db, cutter)).headers;
      expect((await t.app.inject({ method: 'GET', url: '/api/Role/List', headers: own })).statusCode).toBe(403);
      const w = employeeWizard(a, 'cutter');
      const res = await call('PUT', `Update/${cutter.id}`, franchisor, {
        workDetails: {
          ...w.workDetails,
          assignments: [
            { storeId: a.stores[0].id, roleId: roleId(a, 'cutter') },
            { storeId: a.stores[1].id, roleId: roleId(a, 'shop_manager') },
          ],
        },
      });
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json()
          .res_data.workDetails.assignments.map((x: { slug: string }) => x.slug)
          .sort(),
      ).toEqual(['cutter', 'shop_manager']);
      const flags = (await t.app.inject({ method: 'GET', url: '/api/AccessControl/GetRoles', headers: own })).json().res_data
        .accessControls;
      expect(flags.inventory.add_stock).toBe(true);
      const taken = await call('PUT', `Update/${cutter.id}`, franchisor, {
        basicDetails: {
          firstName: 'Cutter',
          lastName: 'Tester',
          email: (await makeEmployee(t.database.db, a, 'cleaner')).email,
          phoneNumber: '3125550111',
        },
      });
      expect(taken.statusCode).toBe(409);
      expect(Object.keys(taken.json().error.fields)).toEqual(['basicDetails.email']);
    });
  });

  it('never answers 500 to malformed or hostile bodies', async () => {
    const bodies: unknown[] = [
      [],
      'text',
      { basicDetails: [] },
      { basicDetails: null, address: 1 },
      { ...employeeWizard(a), workDetails: { assignments: [{ storeId: 'nope', roleId: null }] } },
      { ...employeeWizard(a), serviceDetails: { skills: [{ $ne: 1 }] } },
      { ...employeeWizard(a), basicDetails: { ...employeeWizard(a).basicDetails, firstName: 'Ω'.repeat(10_000) } },
      { ...employeeWizard(a), __proto__: { isSuperAdmin: true } },
      { ...employeeWizard(a), isSuperAdmin: true, tenantId: b.tenant.id },
    ];
    const answers: number[][] = [];
    for (const payload of bodies) {
      const row: number[] = [];
      for (const [method, url] of [
        ['POST', 'Create'],
        ['PUT', `Update/${randomUUID()}`],
        ['POST', 'Search'],
        ['PATCH', `Activate/${randomUUID()}`],
        ['PUT', `SetPin/${randomUUID()}`],
      ] as const) {
        row.push((await call(method, url, franchisor, payload)).statusCode);
      }
      answers.push(row);
    }
    // Columns: Create, Update, Search, Activate, SetPin. Search ignores fields it does not know; the last two
    // bodies are whole valid wizards (their smuggled fields are dropped), so Create takes them and Update of an
    // unknown id then finds their email taken (409, checked before the id).
    const refused = [422, 422, 200, 422, 422];
    expect(answers).toEqual([
      [422, 422, 422, 422, 422],
      [415, 415, 415, 415, 415],
      refused,
      refused,
      refused,
      refused,
      refused,
      [201, 409, 200, 422, 422],
      [201, 409, 200, 422, 422],
    ]);
    const smuggled = await create({ ...employeeWizard(a), isSuperAdmin: true, tenantId: b.tenant.id });
    expect(smuggled.statusCode).toBe(201);
    const id = smuggled.json().res_data.employee.id;
    const [row] = await withTenant(t.database.db, a.tenant.id, (tx) => tx.select().from(employees).where(eq(employees.id, id)));
    expect(row).toMatchObject({ isSuperAdmin: false, tenantId: a.tenant.id });
  });
});
