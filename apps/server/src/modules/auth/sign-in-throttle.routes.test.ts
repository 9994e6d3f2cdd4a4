import { CAPTCHA_LEVEL_HEADER, SIGN_IN_THROTTLE } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAttempts } from '../../db/schema.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { brandHeaders, csrf, sessionCookieOf, solvedCaptcha } from '../../testing/auth-helpers.ts';
import { makeCustomer, makeEmployee, makeTenant, TEST_PASSWORD, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';
import { adminAccountKey } from './sign-in-throttle.ts';

const CAPTCHA_REQUIRED = { url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/auth\/error\?error=CaptchaRequired&/) };
const WRONG = { url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/auth\/error\?error=CredentialsSignin&/) };

/** A browser at one address: it keeps its CSRF and device cookies between attempts, like a real one. */
async function client(app: FastifyInstance, ip: string, headers: Record<string, string> = {}) {
  const { csrfToken, cookies } = await csrf(app);
  const jar: Record<string, string> = { ...cookies };
  return {
    jar,
    async signIn(fields: Record<string, string>) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/callback/credentials',
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        cookies: jar,
        payload: new URLSearchParams({ csrfToken, callbackUrl: '/admin/dashboard', json: 'true', ...fields }).toString(),
      });
      const device = res.cookies.find((c) => c.name === DEVICE_COOKIE)?.value;
      if (device) jar[DEVICE_COOKIE] = device;
      return { status: res.statusCode, body: res.json(), level: res.headers[CAPTCHA_LEVEL_HEADER], token: sessionCookieOf(res) };
    },
  };
}

const failures = (accountKey: string, n: number, ip: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => ({ accountKey, ip: ip(i), succeeded: false }));

describe('sign-in throttling: captcha after a few failures, never a lockout', () => {
  let t: TestApp;
  let a: TestTenant;

  beforeAll(async () => {
    t = await createTestApp();
    a = await makeTenant(t.database.db, 'Alpha');
  });

  const insert = (rows: ReturnType<typeof failures>) => asSystem(t.database.db, (tx) => tx.insert(signInAttempts).values(rows));

  it('gives 5 free tries, then asks for a captcha without checking the password, then lets the right one in', async () => {
    const owner = await makeEmployee(t.database.db, a, 'cutter');
    const browser = await client(t.app, '10.0.0.1');
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailuresPerClient; i++) {
      expect(await browser.signIn({ email: owner.email, password: 'Wrong#Pass1' })).toMatchObject({ status: 401, body: WRONG });
    }
    // Right or wrong, the answer is the same until a captcha comes with it: no password oracle.
    const right = await browser.signIn({ email: owner.email, password: TEST_PASSWORD });
    const wrong = await browser.signIn({ email: owner.email, password: 'Wrong#Pass1' });
    for (const res of [right, wrong]) expect(res).toMatchObject({ status: 401, body: CAPTCHA_REQUIRED, level: '0', token: undefined });
    // A wrong password with a solved captcha is a failure like any other.
    expect(await browser.signIn({ email: owner.email, password: 'Wrong#Pass1', captchaToken: await solvedCaptcha(t.app) })).toMatchObject({
      status: 401,
      body: WRONG,
    });
    const captchaToken = await solvedCaptcha(t.app);
    const signedIn = await browser.signIn({ email: owner.email, password: TEST_PASSWORD, captchaToken });
    expect(signedIn.status).toBe(200);
    expect(signedIn.token).toBeDefined();
    // A solution is used once.
    const replayed = await browser.signIn({ email: owner.email, password: TEST_PASSWORD, captchaToken });
    expect(replayed).toMatchObject({ status: 401, body: CAPTCHA_REQUIRED });
  });

  it("an attacker's 500 wrong tries from one address do not stop the owner at the same address", async () => {
    const owner = await makeEmployee(t.database.db, a, 'cutter');
    const attacker = await client(t.app, '10.0.0.2');
    const answers = new Map<string, number>();
    for (let i = 0; i < 500; i++) {
      const res = await attacker.signIn({ email: owner.email, password: `Guess#${i}` });
      const key = `${res.status} ${new URL(res.body.url).searchParams.get('error')}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
    expect(Object.fromEntries(answers)).toEqual({
      '401 CredentialsSignin': 5,
      '401 CaptchaRequired': 495,
    });
    // An attacker who solves every captcha: 495 more failures from the same address.
    await insert(failures(adminAccountKey(owner.email), 495, () => '10.0.0.2'));

    const sameAddress = await client(t.app, '10.0.0.2');
    const asked = await sameAddress.signIn({ email: owner.email, password: TEST_PASSWORD });
    expect(asked).toMatchObject({ status: 401, body: CAPTCHA_REQUIRED, level: String(SIGN_IN_THROTTLE.maxCaptchaLevel) });
    const tooEasy = await sameAddress.signIn({ email: owner.email, password: TEST_PASSWORD, captchaToken: await solvedCaptcha(t.app, 0) });
    expect(tooEasy).toMatchObject({ status: 401, body: CAPTCHA_REQUIRED, level: '4' });
    const captchaToken = await solvedCaptcha(t.app, Number(asked.level));
    const signedIn = await sameAddress.signIn({ email: owner.email, password: TEST_PASSWORD, captchaToken });
    expect(signedIn.status).toBe(200);
    expect(signedIn.token).toBeDefined();
  }, 120_000); // 500 sign-ins: over 30 s on the embedded database of a busy 2-core machine (it timed out there once)

  it("an attacker's 500 wrong tries from 500 addresses do not stop the owner, and a trusted browser needs no captcha", async () => {
    const owner = await makeEmployee(t.database.db, a, 'cutter');
    const ownBrowser = await client(t.app, '192.168.1.10');
    expect((await ownBrowser.signIn({ email: owner.email, password: TEST_PASSWORD })).status).toBe(200);

    await insert(failures(adminAccountKey(owner.email), 500, (i) => `172.16.${Math.floor(i / 250)}.${i % 250}`));

    // The browser the owner signed in with before keeps its free tries.
    expect((await ownBrowser.signIn({ email: owner.email, password: TEST_PASSWORD })).status).toBe(200);
    // A new browser (no device cookie) is asked for a captcha, and gets in with it.
    const newBrowser = await client(t.app, '192.168.1.11');
    const asked = await newBrowser.signIn({ email: owner.email, password: TEST_PASSWORD });
    expect(asked).toMatchObject({ status: 401, body: CAPTCHA_REQUIRED, level: '4' });
    const captchaToken = await solvedCaptcha(t.app, 4);
    expect((await newBrowser.signIn({ email: owner.email, password: TEST_PASSWORD, captchaToken })).status).toBe(200);
  });

  it('failures over many accounts behind one salon address ask the others for a captcha, never lock them out', async () => {
    const colleague = await makeEmployee(t.database.db, a, 'cutter');
    await insert(
      Array.from({ length: 300 }, (_, i) => ({ accountKey: adminAccountKey(`x${i}@staff.test`), ip: '10.7.7.7', succeeded: false })),
    );
    const desk = await client(t.app, '10.7.7.7');
    const asked = await desk.signIn({ email: colleague.email, password: TEST_PASSWORD });
    expect(asked).toMatchObject({ status: 401, body: CAPTCHA_REQUIRED, level: '4' });
    const captchaToken = await solvedCaptcha(t.app, 4);
    expect((await desk.signIn({ email: colleague.email, password: TEST_PASSWORD, captchaToken })).status).toBe(200);
    // Another address is not touched.
    expect((await (await client(t.app, '10.7.7.8')).signIn({ email: colleague.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('counts the forwarded address only when TRUST_PROXY is on', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: 'true' });
    const b = await makeTenant(behindProxy.database.db, 'Proxy');
    const staff = await makeEmployee(behindProxy.database.db, b, 'cutter');
    await asSystem(behindProxy.database.db, (tx) =>
      tx.insert(signInAttempts).values(failures(adminAccountKey('someone@staff.test'), 20, () => '10.9.9.9')),
    );
    const viaProxy = await client(behindProxy.app, '127.0.0.1', { 'x-forwarded-for': '10.9.9.9' });
    expect(await viaProxy.signIn({ email: staff.email, password: TEST_PASSWORD })).toMatchObject({ status: 401, body: CAPTCHA_REQUIRED });
    await asSystem(t.database.db, (tx) =>
      tx.insert(signInAttempts).values(failures(adminAccountKey('someone@staff.test'), 20, () => '10.9.9.9')),
    );
    const staffHere = await makeEmployee(t.database.db, a, 'cutter');
    const ignored = await client(t.app, '127.0.0.1', { 'x-forwarded-for': '10.9.9.9' });
    expect((await ignored.signIn({ email: staffHere.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('throttles customer sign-ins the same way', async () => {
    const customer = await makeCustomer(t.database.db, a);
    const browser = await client(t.app, '10.0.0.3', await brandHeaders(t.database.db, a));
    const sign = (fields: Record<string, string>) => browser.signIn({ userType: 'customer', identifier: customer.phoneNumber!, ...fields });
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailuresPerClient; i++) expect((await sign({ password: 'Wrong#Pass1' })).status).toBe(401);
    expect(await sign({ password: TEST_PASSWORD })).toMatchObject({ status: 401, body: CAPTCHA_REQUIRED, level: '0' });
    expect((await sign({ password: TEST_PASSWORD, captchaToken: await solvedCaptcha(t.app) })).status).toBe(200);
  });

  it('limits wrong current passwords in ChangePassword per account (429), the caller being signed in', async () => {
    const employee = await makeEmployee(t.database.db, a, 'cutter');
    const { headers } = await staffAuth(t.database.db, employee);
    const change = (oldPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/EmployeeAuth/ChangePassword',
        headers,
        payload: { oldPassword, newPassword: 'Brand#New1' },
      });
    for (let i = 0; i < SIGN_IN_THROTTLE.changePasswordFailures; i++) expect((await change('Nope#Nope1')).statusCode).toBe(422);
    const limited = await change(TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
