import { beforeAll, describe, expect, it } from 'vitest';
import { signInAttempts } from '../../db/schema.ts';
import { asSystem } from '../../platform/tenancy.ts';
import { brandHeaders, csrf, sessionCookieOf, signIn } from '../../testing/auth-helpers.ts';
import { makeCustomer, makeEmployee, makeTenant, TEST_PASSWORD, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { adminAccountKey } from './sign-in-throttle.ts';

// next-auth v4's client reads `new URL(data.url).searchParams.get('error')`: every url is absolute, on PUBLIC_URL.
const SITE = 'https://salon.example';
const AUTH = `${SITE}/api/auth`;
const enc = encodeURIComponent;

describe('/api/auth answers absolute urls on PUBLIC_URL', () => {
  let t: TestApp;
  let a: TestTenant;
  let cutter: Awaited<ReturnType<typeof makeEmployee>>;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: SITE });
    a = await makeTenant(t.database.db, 'Urls');
    cutter = await makeEmployee(t.database.db, a, 'cutter');
  });

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

  it('lists providers with absolute sign-in and callback addresses', async () => {
    const providers = (await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json();
    expect(providers).toEqual({
      credentials: {
        id: 'credentials',
        name: 'Credentials',
        type: 'credentials',
        signinUrl: `${AUTH}/signin/credentials`,
        callbackUrl: `${AUTH}/callback/credentials`,
      },
      email: { id: 'email', name: 'Email', type: 'email', signinUrl: `${AUTH}/signin/email`, callbackUrl: `${AUTH}/callback/email` },
    });
  });

  it.each([
    ['/admin/dashboard', `${SITE}/admin/dashboard`],
    ['/customer/my-appointments?tab=past#top', `${SITE}/customer/my-appointments?tab=past#top`],
    [`${SITE}/admin/reports`, `${SITE}/admin/reports`],
    ['https://evil.example/steal', SITE],
    ['//evil.example/steal', SITE],
  ])('answers a right password with callbackUrl %s as 200 { url: %s }', async (callbackUrl, url) => {
    const { res, token } = await signIn(t.app, { email: cutter.email, password: TEST_PASSWORD, callbackUrl });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url });
    expect(token).toBeTruthy();
  });

  it('answers a wrong password 401 with the error page address and error=CredentialsSignin', async () => {
    const { res, token } = await signIn(t.app, { email: cutter.email, password: 'Wrong#Pass1', callbackUrl: '/admin/dashboard' });
    expect(res.statusCode).toBe(401);
    const { url } = res.json();
    expect(url).toBe(
      `${AUTH}/error?error=CredentialsSignin&provider=credentials&userType=admin&callbackUrl=${enc(`${SITE}/admin/dashboard`)}`,
    );
    expect(new URL(url).searchParams.get('error')).toBe('CredentialsSignin');
    expect(token).toBeUndefined();
  });

  it('names the customer area in a customer failure', async () => {
    const customer = await makeCustomer(t.database.db, a);
    const headers = await brandHeaders(t.database.db, a);
    const fields = { userType: 'customer', identifier: customer.phoneNumber!, password: 'Wrong#Pass1', callbackUrl: '/customer' };
    const { res } = await signIn(t.app, fields, headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      url: `${AUTH}/error?error=CredentialsSignin&provider=credentials&userType=customer&callbackUrl=${enc(`${SITE}/customer`)}`,
    });
  });

  it('answers 401 with error=CaptchaRequired and the captcha level past the free tries', async () => {
    const target = await makeEmployee(t.database.db, a, 'janitor');
    const rows = Array.from({ length: 10 }, () => ({ accountKey: adminAccountKey(target.email), ip: '10.8.8.8', succeeded: false }));
    await asSystem(t.database.db, (tx) => tx.insert(signInAttempts).values(rows));
    const { res } = await signIn(t.app, { email: target.email, password: TEST_PASSWORD, callbackUrl: '/admin' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-captcha-level']).toBe('0');
    expect(res.json()).toEqual({
      url: `${AUTH}/error?error=CaptchaRequired&provider=credentials&userType=admin&callbackUrl=${enc(`${SITE}/admin`)}`,
    });
  });

  it('answers the email sign-in and the sign-out with absolute urls', async () => {
    const { csrfToken, cookies } = await csrf(t.app);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin/email',
      headers: FORM,
      cookies,
      payload: form({ csrfToken, email: cutter.email, callbackUrl: '/admin', json: 'true' }),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ url: `${AUTH}/verify-request?provider=email&type=email` });
    for (const [callbackUrl, url] of [
      ['/admin', `${SITE}/admin`],
      [undefined, SITE],
    ]) {
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signout',
        headers: FORM,
        cookies,
        payload: form({ csrfToken, json: 'true', ...(callbackUrl ? { callbackUrl } : {}) }),
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ url });
    }
  });

  it('puts an error url on refused posts too (CSRF, malformed input), beside the usual error body', async () => {
    const { csrfToken, cookies } = await csrf(t.app);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/callback/credentials',
      headers: FORM,
      cookies,
      payload: form({ csrfToken: 'forged', email: cutter.email, password: TEST_PASSWORD, callbackUrl: '/admin', json: 'true' }),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({
      error: { code: 'CSRF_MISMATCH' },
      url: `${AUTH}/error?error=CsrfMismatch&callbackUrl=${enc(`${SITE}/admin`)}`,
    });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/callback/credentials',
      headers: FORM,
      cookies,
      payload: form({ csrfToken, email: 'not-an-email', password: TEST_PASSWORD, json: 'true' }),
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED' },
      url: `${AUTH}/error?error=CredentialsSignin&callbackUrl=${enc(SITE)}`,
    });
    const signout = await t.app.inject({ method: 'POST', url: '/api/auth/signout', payload: { csrfToken: 'x', json: 'true' } });
    expect(signout.statusCode).toBe(403);
    expect(signout.json().url).toBe(`${AUTH}/error?error=CsrfMismatch&callbackUrl=${enc(SITE)}`);
  });

  it('sends an unknown provider to the sign-in page with its callbackUrl', async () => {
    const { csrfToken, cookies } = await csrf(t.app);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/callback/google',
      headers: FORM,
      cookies,
      payload: form({ csrfToken, callbackUrl: '/customer', json: 'true' }),
    });
    expect(posted.statusCode).toBe(404);
    expect(posted.json()).toEqual({ url: `${AUTH}/signin?callbackUrl=${enc(`${SITE}/customer`)}` });
    const viaSignin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin/facebook',
      cookies,
      payload: { csrfToken, json: 'true' },
    });
    expect(viaSignin.statusCode).toBe(404);
    expect(viaSignin.json()).toEqual({ url: `${AUTH}/signin?callbackUrl=${enc(SITE)}` });
    const page = await t.app.inject({ method: 'GET', url: `/api/auth/signin/google?callbackUrl=${enc('/admin/reports')}` });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(`${AUTH}/signin?callbackUrl=${enc(`${SITE}/admin/reports`)}`);
  });

  it('redirects a plain browser form post (no json flag) like next-auth: 302 to callbackUrl or back to sign-in', async () => {
    const { csrfToken, cookies } = await csrf(t.app);
    const post = (path: string, fields: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/auth/${path}`, headers: FORM, cookies, payload: form(fields) });
    const ok = await post('callback/credentials', {
      csrfToken,
      email: cutter.email,
      password: TEST_PASSWORD,
      callbackUrl: '/admin/reports',
    });
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe(`${SITE}/admin/reports`);
    const token = sessionCookieOf(ok);
    expect(token).toBeTruthy();
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies: { salon_session: token! } });
    expect(session.json().user.id).toBe(cutter.id);

    const wrong = await post('callback/credentials', {
      csrfToken,
      email: cutter.email,
      password: 'Wrong#Pass1',
      callbackUrl: '/admin/reports',
    });
    expect(wrong.statusCode).toBe(302);
    expect(wrong.headers.location).toBe(
      `${AUTH}/signin?error=CredentialsSignin&userType=admin&callbackUrl=${enc(`${SITE}/admin/reports`)}`,
    );
    expect(sessionCookieOf(wrong)).toBeUndefined();

    const stale = await post('callback/credentials', { csrfToken: 'stale', email: cutter.email, password: TEST_PASSWORD });
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toBe(`${AUTH}/signin?error=CsrfMismatch&callbackUrl=${enc(SITE)}`);

    const out = await post('signout', { csrfToken, callbackUrl: '/admin' });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe(`${SITE}/admin`);
    expect(out.cookies.find((c) => c.name === 'salon_session')?.value).toBe('');
  });
});
