import { beforeAll, describe, expect, it } from 'vitest';
import { latestCode, messagesTo, signIn } from '../../testing/auth-helpers.ts';
import { makeCustomer, makeEmployee, makeTenant, TEST_PASSWORD, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, expireSession, staffAuth } from '../../testing/test-sessions.ts';

describe('EmployeeAuth', () => {
  let t: TestApp;
  let a: TestTenant;

  beforeAll(async () => {
    t = await createTestApp();
    a = await makeTenant(t.database.db, 'Alpha');
  });

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/EmployeeAuth/${url}`, headers, payload });

  it('resets a password: emailed code, verify, confirm once, all sessions ended', async () => {
    const employee = await makeEmployee(t.database.db, a, 'coordinator');
    const session = await staffAuth(t.database.db, employee);
    const sent = { res_data: { sent: true, nextCodeInSeconds: 60 } };
    expect((await post('ForgetPassword', { identifier: employee.email })).json()).toEqual(sent);
    expect((await post('ForgetPassword', { identifier: 'ghost@staff.test' })).json()).toEqual(sent);
    await t.jobs.drain(); // the code is issued by a queued job (code-requests.ts)
    const code = await latestCode(t.database.db, a.tenant.id, employee.email);
    expect((await post('ForgetPasswordConfirm', { identifier: employee.email, password: 'Brand#New1' })).statusCode).toBe(422);
    expect((await post('VerifyPasswordOTP', { identifier: 'ghost@staff.test', confirmationCode: code })).statusCode).toBe(422);
    expect((await post('VerifyPasswordOTP', { identifier: employee.email, confirmationCode: code })).json()).toEqual({
      res_data: { verified: true },
    });
    expect((await post('VerifyPasswordOTP', { identifier: employee.email, confirmationCode: code })).statusCode).toBe(422);
    expect((await post('ForgetPasswordConfirm', { identifier: employee.email, password: 'weak' })).statusCode).toBe(422);
    expect((await post('ForgetPasswordConfirm', { identifier: employee.email, password: 'Brand#New1' })).json()).toEqual({
      res_data: { passwordChanged: true },
    });
    expect((await post('ForgetPasswordConfirm', { identifier: employee.email, password: 'Other#New2' })).statusCode).toBe(422);
    expect((await post('Logout', undefined, session.headers)).statusCode).toBe(401);
    expect((await signIn(t.app, { email: employee.email, password: TEST_PASSWORD })).res.statusCode).toBe(401);
    expect((await signIn(t.app, { email: employee.email, password: 'Brand#New1' })).res.statusCode).toBe(200);
  });

  it('kills a reset code after 5 wrong tries', async () => {
    const employee = await makeEmployee(t.database.db, a, 'cutter');
    await post('ForgetPassword', { identifier: employee.email });
    await t.jobs.drain();
    const code = await latestCode(t.database.db, a.tenant.id, employee.email);
    const wrong = code === '000000' ? '000001' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await post('VerifyPasswordOTP', { identifier: employee.email, confirmationCode: wrong })).json().message);
    expect(answers.at(-1)).toMatch(/Too many wrong codes/);
    expect((await post('VerifyPasswordOTP', { identifier: employee.email, confirmationCode: code })).statusCode).toBe(422);
  });

  it('does not resend a reset code within the minute and says when the next one can be asked for, known email or not', async () => {
    const employee = await makeEmployee(t.database.db, a, 'cleaner');
    for (const email of [employee.email, 'nobody.here@staff.test']) {
      expect((await post('ForgetPassword', { identifier: email })).json()).toEqual({ res_data: { sent: true, nextCodeInSeconds: 60 } });
      const again = (await post('ForgetPassword', { identifier: email.toUpperCase() })).json().res_data;
      expect(again.sent).toBe(false);
      expect(again.nextCodeInSeconds).toBeGreaterThanOrEqual(55);
      expect(again.nextCodeInSeconds).toBeLessThanOrEqual(60);
    }
    await t.jobs.drain();
    expect(await messagesTo(t.database.db, a.tenant.id, employee.email)).toHaveLength(1);
  });

  it('changes a password, ending the other sessions only', async () => {
    const employee = await makeEmployee(t.database.db, a, 'shop_manager');
    const current = await staffAuth(t.database.db, employee);
    const other = await staffAuth(t.database.db, employee);
    const change = (body: object, headers = current.headers) => post('ChangePassword', body, headers);
    expect((await change({ oldPassword: 'Nope#Nope1', newPassword: 'Brand#New1' })).json().error.fields).toHaveProperty('oldPassword');
    expect((await change({ oldPassword: TEST_PASSWORD, newPassword: 'nouppercase1' })).statusCode).toBe(422);
    expect((await change({ oldPassword: TEST_PASSWORD, newPassword: 'Brand#New1' })).statusCode).toBe(200);
    expect((await post('Logout', undefined, other.headers)).statusCode).toBe(401);
    expect((await post('Logout', undefined, current.headers)).json()).toEqual({ res_data: { loggedOut: true } });
    expect((await post('Logout', undefined, current.headers)).statusCode).toBe(401);
  });

  it('refuses customers, missing and expired sessions on staff calls', async () => {
    const customer = await customerAuth(t.database.db, await makeCustomer(t.database.db, a));
    expect((await post('Logout', undefined, customer.headers)).statusCode).toBe(403);
    expect((await post('ChangePassword', { oldPassword: 'a', newPassword: 'Brand#New1' }, customer.headers)).statusCode).toBe(403);
    expect((await post('Logout')).statusCode).toBe(401);
    const employee = await makeEmployee(t.database.db, a, 'janitor');
    const s = await staffAuth(t.database.db, employee);
    await expireSession(t.database.db, a.tenant.id, s.sessionId);
    const expired = await post('ChangePassword', { oldPassword: TEST_PASSWORD, newPassword: 'Brand#New1' }, s.headers);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('TOKEN_EXPIRE');
  });

  it('validates payloads', async () => {
    const cases: [string, object][] = [
      ['ForgetPassword', {}],
      ['ForgetPassword', { identifier: "admin'--" }],
      ['ForgetPassword', { identifier: `${'x'.repeat(60)}@staff.test` }],
      ['VerifyPasswordOTP', { identifier: 'a@b.test', confirmationCode: 'abcdef' }],
      ['VerifyPasswordOTP', { identifier: 'a@b.test', confirmationCode: 123456 }],
      ['ForgetPasswordConfirm', { identifier: 'a@b.test' }],
    ];
    for (const [url, body] of cases) {
      const res = await post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});
