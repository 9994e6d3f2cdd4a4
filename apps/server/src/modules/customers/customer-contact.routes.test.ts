// Staff change a customer's phone or email by code: the code goes to the NEW address (outbox) and the change
// applies only when it comes back; who may call, another account's address, another tenant's customer.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { latestCode, messagesTo } from '../../testing/auth-helpers.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';

type Headers = Record<string, string>;
let t: TestApp;
let a: TestTenant;
let b: TestTenant;
const as: Record<string, Headers> = {};

beforeAll(async () => {
  t = await createTestApp();
  a = await makeTenant(t.database.db, 'Alpha');
  b = await makeTenant(t.database.db, 'Beta');
  for (const slug of ['coordinator', 'cutter'])
    as[slug] = (await staffAuth(t.database.db, await makeEmployee(t.database.db, a, slug))).headers;
  as.beta = (await staffAuth(t.database.db, await makeEmployee(t.database.db, b, 'franchisor'))).headers;
});

const call = async (method: 'POST' | 'PUT', url: string, payload: object, headers = as.coordinator) => {
  const res = await t.app.inject({ method, url: `/api/Customer/${url}`, headers, payload });
  await t.jobs.drain();
  return res;
};
const stored = async (id: string) =>
  (await withTenant(t.database.db, a.tenant.id, (tx) => tx.select().from(customers).where(eq(customers.id, id))))[0];
const newPhone = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

describe('staff change a customer phone or email by code', () => {
  it('sends a code to the new phone; a wrong code changes nothing; the right one applies it verified, once', async () => {
    const customer = await makeCustomer(t.database.db, a);
    const phone = newPhone();
    const sent = await call('POST', `ChangePhoneNumber/${customer.id}`, { phoneNumber: phone });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().res_data).toEqual({ sent: true, nextCodeInSeconds: 60 });
    expect(JSON.stringify(sent.json())).not.toMatch(/\b\d{6}\b/);
    expect((await messagesTo(t.database.db, a.tenant.id, phone)).map((m) => m.channel)).toEqual(['sms']);
    expect((await stored(customer.id)).phoneNumber).toBe(customer.phoneNumber);

    const code = await latestCode(t.database.db, a.tenant.id, phone);
    const wrong = await call('PUT', `VerifyPhoneNumber/${customer.id}`, {
      identifier: phone,
      confirmationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({ confirmationCode: 'The code is wrong or has expired.' });
    expect((await stored(customer.id)).phoneNumber).toBe(customer.phoneNumber);

    // The code was sent for this customer: another customer's change cannot use it.
    const other = await makeCustomer(t.database.db, a);
    expect((await call('PUT', `VerifyPhoneNumber/${other.id}`, { identifier: phone, confirmationCode: code })).statusCode).toBe(422);

    const ok = await call('PUT', `VerifyPhoneNumber/${customer.id}`, { identifier: phone, confirmationCode: code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().res_data).toEqual({ id: customer.id });
    expect(await stored(customer.id)).toMatchObject({ phoneNumber: phone, phoneVerified: true });
    expect((await call('PUT', `VerifyPhoneNumber/${customer.id}`, { identifier: phone, confirmationCode: code })).statusCode).toBe(422);
  });

  it('changes the email the same way; the current address and another account’s are refused (409), none sent', async () => {
    const customer = await makeCustomer(t.database.db, a);
    const taken = await makeCustomer(t.database.db, a);
    const same = await call('POST', `ChangeEmail/${customer.id}`, { email: customer.email });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.fields).toEqual({ email: "This is already the customer's email." });
    const clash = await call('POST', `ChangeEmail/${customer.id}`, { email: taken.email });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields).toEqual({ email: 'This email belongs to another account.' });
    expect(await messagesTo(t.database.db, a.tenant.id, taken.email!)).toEqual([]);

    const email = `new.${Date.now()}@client.test`;
    expect((await call('POST', `ChangeEmail/${customer.id}`, { email })).statusCode).toBe(200);
    const code = await latestCode(t.database.db, a.tenant.id, email);
    const ok = await call('PUT', `VerifyEmail/${customer.id}`, { identifier: email, confirmationCode: code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stored(customer.id)).toMatchObject({ email, emailVerified: true });
  });

  it('needs edit_customer_profile (403), and another tenant’s customer is not found (404)', async () => {
    const customer = await makeCustomer(t.database.db, a);
    expect((await call('POST', `ChangePhoneNumber/${customer.id}`, { phoneNumber: newPhone() }, as.cutter)).statusCode).toBe(403);
    const beta = await call('POST', `ChangePhoneNumber/${customer.id}`, { phoneNumber: newPhone() }, as.beta);
    expect(beta.statusCode).toBe(404);
    const bad = await call('POST', `ChangePhoneNumber/${customer.id}`, { phoneNumber: 'call me' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields)).toEqual(['phoneNumber']);
  });
});
