import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { registerWorkers } from '../../platform/jobs/workers.ts';
import { SandboxGateway } from '../../platform/payments/sandbox-gateway.ts';
import { brandHeaders, solvedCaptcha } from '../../testing/auth-helpers.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { startSmtpServer } from '../../testing/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';

const MASKED_RESET = 'Your password reset code is ••••••. It expires in 10 minutes. If you did not ask for it, ignore this message.';
const MASKED_SIGNUP = 'Your sign-up code is ••••••. It expires in 10 minutes. If you did not ask for it, ignore this message.';

describe('one-time codes in the outbox are for their recipient only', () => {
  let t: TestApp;
  let a: TestTenant;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let superAdmin: Record<string, string>;
  const printed: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp();
    a = await makeTenant(t.database.db, 'Alpha');
    superAdmin = (await staffAuth(t.database.db, await makeEmployee(t.database.db, a, 'super_admin'))).headers;
    // The real adapters: SMTP for email; SMS through the local default, whose console channel prints outside production.
    const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const ctx = { config, database: t.database, db: t.database.db, jobs: t.jobs, log: pino({ level: 'silent' }), now: () => new Date() };
    const workers = await registerWorkers({ ...ctx, gateway: new SandboxGateway(t.database) }, { print: (text) => printed.push(text) });
    workers.stop();
  });
  afterAll(() => smtp.close());

  /** Every page of the outbox as the super admin reads it, as raw JSON. */
  async function everyOutboxAnswer() {
    const answers: string[] = [];
    for (const body of [{}, { channel: 'email' }, { channel: 'sms' }, { page: 1, pageSize: 100 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/Outbox/Search', headers: superAdmin, payload: body });
      expect(res.statusCode).toBe(200);
      answers.push(res.body);
    }
    return answers.join('\n');
  }

  it("masks employee A's password-reset code for a super admin, while SMTP delivers it and it works", async () => {
    const employee = await makeEmployee(t.database.db, a, 'coordinator');
    const forget = await t.app.inject({ method: 'POST', url: '/api/EmployeeAuth/ForgetPassword', payload: { identifier: employee.email } });
    expect(forget.statusCode).toBe(200);
    await t.jobs.drain();

    const mail = smtp.received.find((m) => m.to.includes(employee.email));
    const code = /code is (\d{6})\./.exec(mail?.raw ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const outbox = await everyOutboxAnswer();
    expect(outbox).not.toContain(code);
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/Outbox/Search',
      headers: superAdmin,
      payload: { to: employee.email },
    });
    expect(search.json().res_data.items).toEqual([expect.objectContaining({ to: employee.email, bodyText: MASKED_RESET, status: 'sent' })]);

    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/EmployeeAuth/VerifyPasswordOTP',
      payload: { identifier: employee.email, confirmationCode: code },
    });
    expect(verify.json()).toEqual({ res_data: { verified: true } });
  });

  it('masks a customer sign-up code; the development console channel still prints it', async () => {
    const phone = '+15557654321';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/CustomerAuth/PartialSignUp',
      headers: await brandHeaders(t.database.db, a),
      payload: { phoneNumber: phone, captchaToken: await solvedCaptcha(t.app), storeId: a.stores[0].id },
    });
    expect(res.statusCode).toBe(200);
    await t.jobs.drain();

    const code = /code is (\d{6})\./.exec(printed.find((p) => p.includes(phone)) ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await everyOutboxAnswer()).not.toContain(code);
    const search = await t.app.inject({ method: 'POST', url: '/api/Outbox/Search', headers: superAdmin, payload: { to: phone } });
    expect(search.json().res_data.items.map((m: { bodyText: string }) => m.bodyText)).toEqual([MASKED_SIGNUP]);
  });
});
