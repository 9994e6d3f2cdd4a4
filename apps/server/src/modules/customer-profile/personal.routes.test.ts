// profile/personal: name and birthday; email and phone changed only by the code sent to the new address;
// family members (LINKED profiles) the customer manages; tenant isolation and who may call.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { brandHeaders, latestCode, messagesTo } from '../../testing/auth-helpers.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, staffAuth } from '../../testing/test-sessions.ts';

let t: TestApp;
let a: TestTenant;
let b: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  a = await makeTenant(t.database.db, 'Alpha');
  b = await makeTenant(t.database.db, 'Beta');
});

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api/CustomerProfile/${url}`, headers, payload });
  await t.jobs.drain();
  return res;
};

async function signedIn(tenant = a) {
  const customer = await makeCustomer(t.database.db, tenant);
  const { headers } = await customerAuth(t.database.db, customer);
  return { customer, headers: { ...headers, ...(await brandHeaders(t.database.db, tenant)) } };
}

describe('personal details', () => {
  it('reads and saves name and birthday; a wrong birthday is refused with its field and nothing is saved', async () => {
    const { customer, headers } = await signedIn();
    const read = await call('GET', 'Personal', headers);
    expect(read.json().res_data).toEqual({
      id: customer.id,
      firstName: 'Casey',
      lastName: 'Client',
      email: customer.email,
      emailVerified: false,
      phoneNumber: customer.phoneNumber,
      phoneVerified: true,
      birthday: null,
      hasPassword: true,
    });
    const saved = await call('PUT', 'Personal', headers, { firstName: 'Cass', lastName: "O'Neil", birthday: '1990-05-17' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().res_data).toMatchObject({ firstName: 'Cass', lastName: "O'Neil", birthday: '1990-05-17' });
    const future = await call('PUT', 'Personal', headers, { firstName: 'Zed', lastName: 'Client', birthday: '2999-01-01' });
    expect(future.statusCode).toBe(422);
    expect(future.json().error.fields).toEqual({ birthday: 'Birthday cannot be in the future' });
    const badName = await call('PUT', 'Personal', headers, { firstName: '', lastName: 'Client', birthday: null });
    expect(badName.statusCode).toBe(422);
    expect(badName.json().error.fields).toEqual({ firstName: 'First name is required' });
    expect((await call('GET', 'Personal', headers)).json().res_data).toMatchObject({ firstName: 'Cass', birthday: '1990-05-17' });
  });

  it('changes the phone only when the code sent to the new number comes back', async () => {
    const { customer, headers } = await signedIn();
    const newPhone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const sent = await call('POST', 'ChangePhoneNumber', headers, { phoneNumber: newPhone });
    expect(sent.json()).toEqual({ res_data: { sent: true, nextCodeInSeconds: 60 } });
    expect((await call('GET', 'Personal', headers)).json().res_data.phoneNumber).toBe(customer.phoneNumber);
    const code = await latestCode(t.database.db, a.tenant.id, newPhone);
    const wrong = await call('PUT', 'VerifyPhoneNumber', headers, {
      identifier: newPhone,
      confirmationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({ confirmationCode: 'The code is wrong or has expired.' });
    // Another customer cannot use the code sent for this change.
    const other = await signedIn();
    expect((await call('PUT', 'VerifyPhoneNumber', other.headers, { identifier: newPhone, confirmationCode: code })).statusCode).toBe(422);
    const ok = await call('PUT', 'VerifyPhoneNumber', headers, { identifier: newPhone, confirmationCode: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().res_data).toMatchObject({ phoneNumber: newPhone, phoneVerified: true });
    expect((await call('PUT', 'VerifyPhoneNumber', headers, { identifier: newPhone, confirmationCode: code })).statusCode).toBe(422);
  });

  it('changes the email by a code to the new address; an address of another account is refused (409), none sent', async () => {
    const { headers } = await signedIn();
    const taken = await makeCustomer(t.database.db, a);
    const refused = await call('POST', 'ChangeEmail', headers, { email: taken.email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields).toEqual({ email: 'This email belongs to another account.' });
    expect(await messagesTo(t.database.db, a.tenant.id, taken.email!)).toHaveLength(0);
    expect((await call('POST', 'ChangeEmail', headers, { email: 'not-an-email' })).json().error.fields).toEqual({
      email: 'Must be a valid email',
    });
    const email = `new.${Date.now()}@client.test`;
    expect((await call('POST', 'ChangeEmail', headers, { email: email.toUpperCase() })).statusCode).toBe(200);
    const code = await latestCode(t.database.db, a.tenant.id, email);
    const ok = await call('PUT', 'VerifyEmail', headers, { identifier: email, confirmationCode: code });
    expect(ok.json().res_data).toMatchObject({ email, emailVerified: true });
  });
});

describe('linked profiles', () => {
  it('adds, edits and removes family members without a sign-in; another customer gets 404', async () => {
    const { customer, headers } = await signedIn();
    const added = await call('POST', 'LinkedProfiles', headers, { firstName: 'Kid', lastName: 'Client', birthday: '2015-03-02' });
    expect(added.statusCode).toBe(201);
    const id = added.json().res_data.id as string;
    const [row] = await withTenant(t.database.db, a.tenant.id, (tx) => tx.select().from(customers).where(eq(customers.id, id)));
    expect(row).toMatchObject({
      profileType: 'LINKED',
      primaryCustomerId: customer.id,
      passwordHash: null,
      phoneNumber: null,
      email: null,
    });
    const edited = await call('PUT', `LinkedProfiles/${id}`, headers, { firstName: 'Kiddo', lastName: 'Client', birthday: null });
    expect(edited.json().res_data).toEqual({ id, firstName: 'Kiddo', lastName: 'Client', birthday: null });
    expect((await call('GET', 'LinkedProfiles', headers)).json().res_data).toEqual([
      { id, firstName: 'Kiddo', lastName: 'Client', birthday: null },
    ]);
    const stranger = await signedIn();
    expect(
      (await call('PUT', `LinkedProfiles/${id}`, stranger.headers, { firstName: 'X', lastName: 'Y', birthday: null })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `LinkedProfiles/${id}`, stranger.headers)).statusCode).toBe(404);
    const other = await signedIn(b);
    expect((await call('DELETE', `LinkedProfiles/${id}`, other.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `LinkedProfiles/${id}`, headers)).json().res_data).toEqual({ id, removed: true });
    expect((await call('GET', 'LinkedProfiles', headers)).json().res_data).toEqual([]);
  });
});

describe('who may call', () => {
  it('answers only a signed-in customer: 401 without a session, 403 for staff of every role', async () => {
    expect((await call('GET', 'Personal', {})).statusCode).toBe(401);
    for (const role of ['franchisor', 'general_manager', 'shop_manager', 'coordinator', 'cutter']) {
      const staff = await staffAuth(t.database.db, await makeEmployee(t.database.db, a, role));
      for (const url of ['Personal', 'LinkedProfiles', 'Communication', 'SupportRequests', 'MyData'])
        expect((await call('GET', url, staff.headers)).statusCode, `${role} ${url}`).toBe(403);
    }
  });
});
