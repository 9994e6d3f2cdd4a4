import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSecrets, latestMessage, signIn } from '../../testing/auth-helpers.ts';
import { makeEmployee, type TestTenant } from '../../testing/factories.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { employeeWizard, roleId } from './employee-test-data.ts';

import { type EmployeesTestWorld, employeeCall, employeesTestWorld, type Headers } from './employees-test-app.ts';

describe('Employee: wizard, record views and search', () => {
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
});
