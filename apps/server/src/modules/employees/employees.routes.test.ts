import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { expectNoSecrets, latestMessage, signIn } from '../../testing/auth-helpers.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { pdfBytes, uploadFile } from '../uploads/upload-test-files.ts';
import { employeeWizard, roleId } from './employee-test-data.ts';

type Headers = Record<string, string>;

describe('Employee: wizard, record views and search', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let franchisor: Headers;
  let dataDir: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/Employee/${url}`, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const create = async (body: object, headers = franchisor) => call('POST', 'Create', headers, body);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'salon-employees-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    a = await makeTenant(t.database.db, 'Alpha');
    b = await makeTenant(t.database.db, 'Beta');
    franchisor = (await staffAuth(t.database.db, await makeEmployee(t.database.db, a, 'franchisor'))).headers;
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  describe('Employee/Create', () => {
    it('saves every wizard step in one request; the new employee signs in with the rights of their role', async () => {
      const body = employeeWizard(a, 'coordinator');
      const res = await create(body);
      expect(res.statusCode).toBe(201);
      const { employee, passwordSetup } = res.json().res_data;
      expect(passwordSetup).toBe('password_set');
      expect(employee).toMatchObject({
        view: 'full',
        status: 'active',
        hasPin: false,
        hasPassword: true,
        basicDetails: {
          firstName: 'Dana',
          lastName: "O'Neil-Smith",
          email: body.basicDetails.email,
          dateOfBirth: '1988-04-12',
          color: '#1e88e5',
        },
        address: {
          homeAddress: { line1: '12 W Lake St', line2: 'Apt 3', city: 'Chicago', state: 'IL', postalCode: '60601' },
          sameAsHomeAddress: true,
          mailingAddress: { line1: '12 W Lake St', city: 'Chicago' },
        },
        workDetails: {
          assignments: [{ storeId: a.stores[0].id, storeName: a.stores[0].name, slug: 'coordinator', isOwner: false }],
          applicationSource: 'referral',
          referrerName: 'Sam Lee',
          hireDate: '2024-02-01',
          billingRateCents: 2550,
        },
        serviceDetails: { skills: ['haircut', 'fade'] },
        medicalEmergency: { contactName: 'Pat Smith', relation: 'Sister', notes: 'Allergic to latex' },
        legal: { licenseNo: 'IL-12345', dateExpiryLicense: '2027-06-30', identityDocumentNo: 'D123-4567', documents: [] },
      });
      expectNoSecrets(res.body);
      const { res: signedIn, token } = await signIn(t.app, { email: body.basicDetails.email, password: 'Welcome1' });
      expect(signedIn.statusCode).toBe(200);
      const roles = await t.app.inject({
        method: 'GET',
        url: '/api/AccessControl/GetRoles',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(roles.json().res_data.accessControls.appointments.create_appointment).toBe(true);
      expect(roles.json().res_data.accessControls.employees?.create_employee).toBeUndefined();
    });

    it('without a password emails a set-password code that works with the EmployeeAuth reset flow', async () => {
      const body = employeeWizard(a, 'cutter', { password: undefined });
      const res = await create(body);
      expect(res.statusCode).toBe(201);
      expect(res.json().res_data.passwordSetup).toBe('code_emailed');
      expect(res.json().res_data.employee.hasPassword).toBe(false);
      const email = body.basicDetails.email;
      const text = await latestMessage(t.database.db, a.tenant.id, email);
      expect(text).toContain('Forgot password');
      const code = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
      expect(t.jobs.sent.some((j) => j.name === 'outbox.deliver')).toBe(true);
      expect((await signIn(t.app, { email, password: 'Chosen1pass' })).res.statusCode).toBe(401);
      const verify = await t.app.inject({
        method: 'POST',
        url: '/api/EmployeeAuth/VerifyPasswordOTP',
        payload: { identifier: email, confirmationCode: code },
      });
      expect(verify.statusCode).toBe(200);
      const confirm = await t.app.inject({
        method: 'POST',
        url: '/api/EmployeeAuth/ForgetPasswordConfirm',
        payload: { identifier: email, password: 'Chosen1pass' },
      });
      expect(confirm.statusCode).toBe(200);
      expect((await signIn(t.app, { email, password: 'Chosen1pass' })).res.statusCode).toBe(200);
    });

    it('answers 409 naming the email when it is used anywhere on the platform, in any letter case', async () => {
      const first = employeeWizard(a);
      expect((await create(first)).statusCode).toBe(201);
      const again = await create({
        ...employeeWizard(a),
        basicDetails: { ...first.basicDetails, email: first.basicDetails.email.toUpperCase() },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.fields).toEqual({ 'basicDetails.email': 'This email is already used by another account.' });
      const otherTenant = (await staffAuth(t.database.db, await makeEmployee(t.database.db, b, 'franchisor'))).headers;
      const crossTenant = await create({ ...employeeWizard(b), basicDetails: first.basicDetails }, otherTenant);
      expect(crossTenant.statusCode).toBe(409);
    });

    it.each([
      [
        'a first name starting with a hyphen',
        (w: ReturnType<typeof employeeWizard>) => ({ ...w, basicDetails: { ...w.basicDetails, firstName: '-Ann' } }),
        'basicDetails.firstName',
      ],
      [
        'a last name with digits',
        (w: ReturnType<typeof employeeWizard>) => ({ ...w, basicDetails: { ...w.basicDetails, lastName: 'Sm1th' } }),
        'basicDetails.lastName',
      ],
      [
        'an email over 64 characters',
        (w: ReturnType<typeof employeeWizard>) => ({ ...w, basicDetails: { ...w.basicDetails, email: `${'a'.repeat(60)}@x.test` } }),
        'basicDetails.email',
      ],
      [
        'an invalid email',
        (w: ReturnType<typeof employeeWizard>) => ({ ...w, basicDetails: { ...w.basicDetails, email: 'not-an-email' } }),
        'basicDetails.email',
      ],
      [
        'a phone with letters',
        (w: ReturnType<typeof employeeWizard>) => ({ ...w, basicDetails: { ...w.basicDetails, phoneNumber: '555-CALL-NOW' } }),
        'basicDetails.phoneNumber',
      ],
      [
        'a color that is not hex',
        (w: ReturnType<typeof employeeWizard>) => ({ ...w, basicDetails: { ...w.basicDetails, color: 'red' } }),
        'basicDetails.color',
      ],
      [
        'a date of birth in the future',
        (w: ReturnType<typeof employeeWizard>) => ({ ...w, basicDetails: { ...w.basicDetails, dateOfBirth: '2999-01-01' } }),
        'basicDetails.dateOfBirth',
      ],
      [
        'a postal code of 3 characters',
        (w: ReturnType<typeof employeeWizard>) => ({
          ...w,
          address: { ...w.address, homeAddress: { ...w.address!.homeAddress, postalCode: '123' } },
        }),
        'address.homeAddress.postalCode',
      ],
      [
        'an unknown state',
        (w: ReturnType<typeof employeeWizard>) => ({
          ...w,
          address: { ...w.address, homeAddress: { ...w.address!.homeAddress, state: 'ZZ' } },
        }),
        'address.homeAddress.state',
      ],
      [
        'a missing mailing address without the same-address flag',
        (w: ReturnType<typeof employeeWizard>) => ({ ...w, address: { ...w.address, sameAsHomeAddress: false, mailingAddress: null } }),
        'address.mailingAddress',
      ],
      [
        'a referral without a referrer',
        (w: ReturnType<typeof employeeWizard>) => ({ ...w, workDetails: { ...w.workDetails, referrerName: null } }),
        'workDetails.referrerName',
      ],
      [
        'a negative billing rate',
        (w: ReturnType<typeof employeeWizard>) => ({ ...w, workDetails: { ...w.workDetails, billingRateCents: -1 } }),
        'workDetails.billingRateCents',
      ],
      [
        'a billing rate with a fraction of a cent',
        (w: ReturnType<typeof employeeWizard>) => ({ ...w, workDetails: { ...w.workDetails, billingRateCents: 10.5 } }),
        'workDetails.billingRateCents',
      ],
      [
        'a hire date before 1970-01-01',
        (w: ReturnType<typeof employeeWizard>) => ({ ...w, workDetails: { ...w.workDetails, hireDate: '1969-12-31' } }),
        'workDetails.hireDate',
      ],
      [
        'no store role',
        (w: ReturnType<typeof employeeWizard>) => ({ ...w, workDetails: { ...w.workDetails, assignments: [] } }),
        'workDetails.assignments',
      ],
      ['a weak initial password', (w: ReturnType<typeof employeeWizard>) => ({ ...w, password: 'password' }), 'password'],
      [
        'a medical contact without a phone',
        (w: ReturnType<typeof employeeWizard>) => ({ ...w, medicalEmergency: { ...w.medicalEmergency, phoneNumber: '' } }),
        'medicalEmergency.phoneNumber',
      ],
      [
        'notes over 1000 characters',
        (w: ReturnType<typeof employeeWizard>) => ({ ...w, medicalEmergency: { ...w.medicalEmergency, notes: 'x'.repeat(1001) } }),
        'medicalEmergency.notes',
      ],
      [
        'a licence number with symbols',
        (w: ReturnType<typeof employeeWizard>) => ({ ...w, legal: { ...w.legal, licenseNo: '<b>1</b>' } }),
        'legal.licenseNo',
      ],
      [
        'a licence expiry that is not a date',
        (w: ReturnType<typeof employeeWizard>) => ({ ...w, legal: { ...w.legal, dateExpiryLicense: '31/12/2027' } }),
        'legal.dateExpiryLicense',
      ],
      [
        'a document that is not an uploaded file id',
        (w: ReturnType<typeof employeeWizard>) => ({ ...w, legal: { ...w.legal, documents: [{ type: 'license', fileId: 'x' }] } }),
        'legal.documents.0.fileId',
      ],
    ])('refuses %s with 422 naming the field', async (_name, change, field) => {
      const res = await create(change(employeeWizard(a)));
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().error.fields)).toContain(field);
    });

    it('refuses values outside the config groups, unknown roles and stores, and a store that does not fit the role', async () => {
      const w = employeeWizard(a);
      const bad = await create({
        ...w,
        serviceDetails: { skills: ['juggling'] },
        workDetails: { ...w.workDetails, applicationSource: 'billboard' },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error.fields).toMatchObject({
        'serviceDetails.skills.0': 'Unknown skill set',
        'workDetails.applicationSource': 'Unknown application source',
      });
      const unknownDoc = await create({ ...w, legal: { documents: [{ type: 'passport_photo', fileId: randomUUID() }] } });
      expect(unknownDoc.json().error.fields).toMatchObject({ 'legal.documents.0.type': 'Unknown document type' });
      const missingFile = await create({ ...employeeWizard(a), legal: { documents: [{ type: 'license', fileId: randomUUID() }] } });
      expect(missingFile.statusCode).toBe(422);
      expect(Object.keys(missingFile.json().error.fields)).toEqual(['legal.documents.0.fileId']);
      const foreign = await create({
        ...w,
        workDetails: { ...w.workDetails, assignments: [{ storeId: b.stores[0].id, roleId: roleId(b, 'cutter') }] },
      });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().error.fields).toEqual({
        'workDetails.assignments.0.roleId': 'Unknown role',
        'workDetails.assignments.0.storeId': 'Unknown store',
      });
      const wideCutter = await create({
        ...w,
        workDetails: { ...w.workDetails, assignments: [{ storeId: null, roleId: roleId(a, 'cutter') }] },
      });
      expect(wideCutter.json().error.fields).toEqual({
        'workDetails.assignments.0.storeId': 'Cutter is held at a store; choose the store',
      });
      const twice = await create({
        ...w,
        workDetails: { ...w.workDetails, assignments: [w.workDetails.assignments[0], w.workDetails.assignments[0]] },
      });
      expect(twice.json().error.fields).toHaveProperty(['workDetails.assignments.1']);
    });
  });

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
