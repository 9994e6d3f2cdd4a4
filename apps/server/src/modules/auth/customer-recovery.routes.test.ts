import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { brandHeaders, latestCode, latestMessage, messagesTo, signIn } from '../../testing/auth-helpers.ts';
import { makeCustomer, makeEmployee, makeTenant, TEST_PASSWORD, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, staffAuth } from '../../testing/test-sessions.ts';

let n = 0;
const newPhone = () => `+1556${String(3_000_000 + process.pid * 10 + n++).slice(-7)}`;

describe('CustomerAuth codes: reset, passwordless, resend, credentials, verification', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  let headersA: Record<string, string>;
  let headersB: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    a = await makeTenant(t.database.db, 'Alpha');
    b = await makeTenant(t.database.db, 'Beta');
    headersA = await brandHeaders(t.database.db, a);
    headersB = await brandHeaders(t.database.db, b);
  });

  // Runs the queued jobs too: ForgetPassword and PasswordlessLogin issue their codes from one (code-requests.ts).
  const call = async (method: 'POST' | 'PUT', url: string, payload: object, headers = headersA) => {
    const res = await t.app.inject({ method, url: `/api/CustomerAuth/${url}`, headers, payload });
    await t.jobs.drain();
    return res;
  };

  it('resets a forgotten password by SMS code, once, ending every session', async () => {
    const customer = await makeCustomer(t.database.db, a);
    const session = await customerAuth(t.database.db, customer);
    const phone = customer.phoneNumber!;
    const sent = await call('POST', 'ForgetPassword', { identifier: phone, storeId: a.stores[0].id });
    expect(sent.json()).toEqual({ res_data: { sent: true, nextCodeInSeconds: 60 } });
    const unknown = await call('POST', 'ForgetPassword', { identifier: '+15550001111', storeId: a.stores[0].id });
    expect(unknown.json()).toEqual(sent.json());
    expect(await messagesTo(t.database.db, a.tenant.id, '+15550001111')).toHaveLength(0);
    const code = await latestCode(t.database.db, a.tenant.id, phone);
    const confirm = (body: object) => call('POST', 'ForgetPasswordConfirm', body);
    expect((await confirm({ identifier: phone, password: 'weak', confirmationCode: code })).statusCode).toBe(422);
    const ok = await confirm({ identifier: phone, password: 'Reset#Pass1', confirmationCode: code });
    expect(ok.json()).toEqual({ res_data: { passwordChanged: true } });
    expect((await confirm({ identifier: phone, password: 'Again#Pass2', confirmationCode: code })).statusCode).toBe(422);
    const me = await t.app.inject({ method: 'POST', url: '/api/CustomerAuth/Logout', headers: session.headers });
    expect(me.statusCode).toBe(401);
    expect((await signIn(t.app, { userType: 'customer', identifier: phone, password: 'Reset#Pass1' }, headersA)).res.statusCode).toBe(200);
    const ghost = await confirm({ identifier: '+15550001111', password: 'Reset#Pass1', confirmationCode: '123456' });
    expect(ghost.statusCode).toBe(422);
  });

  it('resets by email code too, and a code of one brand does not work at another tenant', async () => {
    const customer = await makeCustomer(t.database.db, a);
    await call('POST', 'ForgetPassword', { identifier: customer.email!.toUpperCase(), storeId: a.stores[0].id });
    const code = await latestCode(t.database.db, a.tenant.id, customer.email!);
    const elsewhere = await call(
      'POST',
      'ForgetPasswordConfirm',
      { identifier: customer.email!, password: 'Reset#Pass1', confirmationCode: code },
      headersB,
    );
    expect(elsewhere.statusCode).toBe(422);
    const ok = await call('POST', 'ForgetPasswordConfirm', {
      identifier: customer.email!,
      password: 'Reset#Pass1',
      confirmationCode: code,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('signs in passwordless with a texted code, which works once', async () => {
    const customer = await makeCustomer(t.database.db, a);
    const sent = await call('POST', 'PasswordlessLogin', { loginIdentifier: customer.phoneNumber!, storeId: a.stores[1].id });
    expect(sent.json()).toEqual({ res_data: { sent: true, nextCodeInSeconds: 60 } });
    const code = await latestCode(t.database.db, a.tenant.id, customer.phoneNumber!);
    const first = await signIn(t.app, { userType: 'customer', identifier: customer.phoneNumber!, code }, headersA);
    expect(first.res.statusCode).toBe(200);
    const again = await signIn(t.app, { userType: 'customer', identifier: customer.phoneNumber!, code }, headersA);
    expect(again.res.statusCode).toBe(401);
  });

  it('kills a passwordless code after 5 wrong tries', async () => {
    const customer = await makeCustomer(t.database.db, a);
    await call('POST', 'PasswordlessLogin', { loginIdentifier: customer.email!, storeId: a.stores[0].id });
    const code = await latestCode(t.database.db, a.tenant.id, customer.email!);
    const wrong = code === '999999' ? '000000' : '999999';
    for (let i = 0; i < 5; i++) {
      expect((await signIn(t.app, { userType: 'customer', identifier: customer.email!, code: wrong }, headersA)).res.statusCode).toBe(401);
    }
    expect((await signIn(t.app, { userType: 'customer', identifier: customer.email!, code }, headersA)).res.statusCode).toBe(401);
  });

  it('resends the latest code at most once a minute', async () => {
    const customer = await makeCustomer(t.database.db, a);
    await call('POST', 'PasswordlessLogin', { loginIdentifier: customer.phoneNumber!, storeId: a.stores[0].id });
    const first = await latestCode(t.database.db, a.tenant.id, customer.phoneNumber!);
    const resend = await call('POST', 'ResendOTP', { username: customer.phoneNumber!, storeId: a.stores[0].id });
    // Within the minute nothing is sent, and the answer says when the next code can be asked for.
    expect(resend.json().res_data.sent).toBe(false);
    expect(resend.json().res_data.nextCodeInSeconds).toBeGreaterThan(0);
    expect(resend.json().res_data.nextCodeInSeconds).toBeLessThanOrEqual(60);
    expect(await messagesTo(t.database.db, a.tenant.id, customer.phoneNumber!)).toHaveLength(1);
    expect((await signIn(t.app, { userType: 'customer', identifier: customer.phoneNumber!, code: first }, headersA)).res.statusCode).toBe(
      200,
    );
    // No code was asked for this number: nothing to resend, nothing to wait for.
    expect((await call('POST', 'ResendOTP', { username: '+15550002222', storeId: a.stores[0].id })).json()).toEqual({
      res_data: { sent: false, nextCodeInSeconds: 0 },
    });
    expect((await call('POST', 'ResendOTP', { username: 'bad', storeId: a.stores[0].id })).statusCode).toBe(422);
    expect((await call('POST', 'ResendOTP', { username: customer.phoneNumber!, storeId: b.stores[0].id })).statusCode).toBe(404);
  });

  it('a second code request within the minute sends nothing and says when the next can be asked for, account or not', async () => {
    const customer = await makeCustomer(t.database.db, a);
    const unknown = newPhone();
    for (const identifier of [customer.phoneNumber!, unknown]) {
      const first = await call('POST', 'PasswordlessLogin', { loginIdentifier: identifier, storeId: a.stores[0].id });
      expect(first.json()).toEqual({ res_data: { sent: true, nextCodeInSeconds: 60 } });
      const second = await call('POST', 'PasswordlessLogin', { loginIdentifier: identifier, storeId: a.stores[0].id });
      expect(second.statusCode).toBe(200);
      expect(second.json().res_data.sent).toBe(false);
      expect(second.json().res_data.nextCodeInSeconds).toBeGreaterThanOrEqual(55);
      expect(second.json().res_data.nextCodeInSeconds).toBeLessThanOrEqual(60);
    }
    // One text to the customer; none to the number without an account.
    expect(await messagesTo(t.database.db, a.tenant.id, customer.phoneNumber!)).toHaveLength(1);
    expect(await messagesTo(t.database.db, a.tenant.id, unknown)).toHaveLength(0);
  });

  it('resends a sign-up code after the minute and answers 429 within it', async () => {
    const phone = newPhone();
    const past = new Date(Date.now() - 2 * 60_000);
    const { issueCode } = await import('./one-time-codes.ts');
    await withTenant(t.database.db, a.tenant.id, (tx) =>
      issueCode(tx, { tenantId: a.tenant.id, purpose: 'signup_sms', identifier: phone }, past),
    );
    const resend = await call('POST', 'ResendOTP', { username: phone, storeId: a.stores[0].id });
    expect(resend.json()).toEqual({ res_data: { sent: true, nextCodeInSeconds: 60 } });
    expect(await latestMessage(t.database.db, a.tenant.id, phone)).toMatch(/sign-up code is \d{6}/);
    const tooSoon = await call('POST', 'ResendOTP', { username: phone, storeId: a.stores[0].id });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('gives a desk-created customer credentials after verifying the phone on file', async () => {
    const desk = await staffAuth(t.database.db, await makeEmployee(t.database.db, a, 'coordinator'));
    const phone = newPhone();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/CustomerAuth/AdminCreate',
      headers: desk.headers,
      payload: { firstName: 'Desk', lastName: 'Made', phoneNumber: phone, storeId: a.stores[0].id },
    });
    const id = created.json().res_data.id;
    const credentials = (body: object, customerId = id, headers = headersA) =>
      call('POST', `CreateCredentials/${customerId}`, body, headers);
    expect((await credentials({ phoneNumber: newPhone() })).statusCode).toBe(422);
    expect((await credentials({ phoneNumber: phone })).json()).toEqual({ res_data: { codeSent: true, phoneVerified: false } });
    const code = await latestCode(t.database.db, a.tenant.id, phone);
    expect((await credentials({ phoneNumber: phone, confirmationCode: '12ab56' })).statusCode).toBe(422);
    expect((await credentials({ phoneNumber: phone, confirmationCode: code }, id, headersB)).statusCode).toBe(404);
    expect((await credentials({ phoneNumber: phone, confirmationCode: code })).json()).toEqual({
      res_data: { codeSent: false, phoneVerified: true },
    });
    expect((await credentials({ phoneNumber: phone, confirmationCode: code })).statusCode).toBe(422);
    expect((await credentials({ phoneNumber: phone }, randomUUID())).statusCode).toBe(404);
    expect((await credentials({ phoneNumber: phone }, 'not-a-uuid')).statusCode).toBe(422);
    // Then the customer chooses a password through ForgetPassword.
    await call('POST', 'ForgetPassword', { identifier: phone, storeId: a.stores[0].id });
    const reset = await latestCode(t.database.db, a.tenant.id, phone);
    await call('POST', 'ForgetPasswordConfirm', { identifier: phone, password: 'First#Pass1', confirmationCode: reset });
    expect((await signIn(t.app, { userType: 'customer', identifier: phone, password: 'First#Pass1' }, headersA)).res.statusCode).toBe(200);
    const withPassword = await makeCustomer(t.database.db, a);
    expect((await credentials({ phoneNumber: withPassword.phoneNumber! }, withPassword.id)).statusCode).toBe(409);
  });

  it('verifies an email with the code sent at sign-up time, and a phone with a verify code', async () => {
    const customer = await makeCustomer(t.database.db, a);
    const { sendCode } = await import('./code-delivery.ts');
    const ctx = { db: t.database.db, jobs: t.jobs, now: () => new Date() } as unknown as Parameters<typeof sendCode>[0];
    await sendCode(
      ctx,
      { tenantId: a.tenant.id, purpose: 'verify_email', identifier: customer.email!, principalId: customer.id },
      { channel: 'email', to: customer.email! },
    );
    const code = await latestCode(t.database.db, a.tenant.id, customer.email!);
    expect((await call('PUT', 'VerifyEmail', { identifier: customer.phoneNumber!, confirmationCode: code })).statusCode).toBe(422);
    expect((await call('PUT', 'VerifyEmail', { identifier: customer.email!, confirmationCode: code }, headersB)).statusCode).toBe(422);
    expect((await call('PUT', 'VerifyEmail', { identifier: customer.email!, confirmationCode: code })).json()).toEqual({
      res_data: { verified: true },
    });
    expect((await call('PUT', 'VerifyEmail', { identifier: customer.email!, confirmationCode: code })).statusCode).toBe(422);
    const [row] = await withTenant(t.database.db, a.tenant.id, (tx) => tx.select().from(customers).where(eq(customers.id, customer.id)));
    expect(row.emailVerified).toBe(true);

    await sendCode(
      ctx,
      { tenantId: a.tenant.id, purpose: 'verify_phone', identifier: customer.phoneNumber!, principalId: customer.id },
      { channel: 'sms', to: customer.phoneNumber! },
    );
    const phoneCode = await latestCode(t.database.db, a.tenant.id, customer.phoneNumber!);
    expect((await call('PUT', 'VerifyPhoneNumber', { identifier: customer.phoneNumber!, confirmationCode: phoneCode })).json()).toEqual({
      res_data: { verified: true },
    });
    expect((await call('PUT', 'VerifyPhoneNumber', {})).statusCode).toBe(422);
    expect((await call('PUT', 'VerifyPhoneNumber', { identifier: ['x'], confirmationCode: 123456 })).statusCode).toBe(422);
  });

  it('validates every recovery payload', async () => {
    const cases: [string, object][] = [
      ['ForgetPassword', {}],
      ['ForgetPassword', { identifier: "'; DROP TABLE customers;--", storeId: a.stores[0].id }],
      ['ForgetPassword', { identifier: 'a@b.test', storeId: 'nope' }],
      ['PasswordlessLogin', { loginIdentifier: `${'x'.repeat(65)}@a.test`, storeId: a.stores[0].id }],
      ['ForgetPasswordConfirm', { identifier: 'a@b.test', password: TEST_PASSWORD, confirmationCode: '1234567' }],
      ['ResendOTP', { username: 12, storeId: a.stores[0].id }],
    ];
    for (const [url, body] of cases) {
      const res = await call('POST', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await call('POST', 'ForgetPassword', { identifier: 'a@b.test', storeId: b.stores[0].id })).statusCode).toBe(404);
  });
});
