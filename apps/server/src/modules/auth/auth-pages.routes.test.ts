import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf } from '../../testing/auth-helpers.ts';
import { makeEmployee, makeTenant, TEST_PASSWORD } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const SITE = 'https://salon.example';
const enc = encodeURIComponent;

/** Server-rendered, script-free and labelled: what every /api/auth page must be. */
function expectPlainAccessiblePage(html: string) {
  expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(html).toContain('<link rel="stylesheet" href="/api/auth/pages.css">');
  expect(html).not.toMatch(/<script|\son\w+\s*=|javascript:/i);
}

describe('/api/auth pages (signin, error, verify-request)', () => {
  let t: TestApp;
  let cutterEmail: string;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: SITE });
    const a = await makeTenant(t.database.db, 'Pages');
    cutterEmail = (await makeEmployee(t.database.db, a, 'cutter')).email;
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it.each([
    ['CredentialsSignin', 200, 'Sign-in failed', 'The email, phone number or password is not right.'],
    ['TooManyAttempts', 200, 'Too many attempts', 'too many failed sign-ins'],
    ['CsrfMismatch', 200, 'The form expired', 'open too long'],
    ['Configuration', 500, 'Server error', 'There is a problem with the server.'],
    ['configuration', 500, 'Server error', 'There is a problem with the server.'],
    ['AccessDenied', 403, 'Access denied', 'You do not have permission to sign in.'],
    ['Verification', 403, 'Unable to sign in', 'no longer valid'],
    ['EmailSignin', 200, 'Sign-in code not sent', 'could not be sent'],
    ['Default', 200, 'Sign-in problem', 'Something went wrong while signing in.'],
    ['OAuthCallback', 401, 'Sign-in failed', 'could not be verified'],
    ['SOCIAL_ACCOUNT_EXISTS', 409, 'You already have an account', 'Sign in with your password or a code to link the provider.'],
    ['OAuthSignin', 200, 'Sign-in problem', 'Something went wrong while signing in.'],
    ['<b>x</b>', 200, 'Sign-in problem', 'Something went wrong while signing in.'],
  ])('shows a readable page for error=%s (%i)', async (error, status, heading, message) => {
    const res = await get(`/api/auth/error?error=${enc(error)}`);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`<h1>${heading}</h1>`);
    expect(res.body).toContain(message);
    expect(res.body).toContain('<a class="button" href="/admin">Back to staff sign-in</a>');
    expectPlainAccessiblePage(res.body);
  });

  it('shows the default page without an error value', async () => {
    const res = await get('/api/auth/error');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Sign-in problem</h1>');
  });

  it.each([
    [`callbackUrl=${enc('/admin/reports?tab=1')}`, '/admin?callbackUrl=%2Fadmin%2Freports%3Ftab%3D1', 'Back to staff sign-in'],
    [`callbackUrl=${enc(`${SITE}/admin/store`)}`, '/admin?callbackUrl=%2Fadmin%2Fstore', 'Back to staff sign-in'],
    [`callbackUrl=${enc('https://evil.example/admin/phish')}`, '/admin', 'Back to staff sign-in'],
    [`callbackUrl=${enc('//evil.example/x')}`, '/admin', 'Back to staff sign-in'],
    [`callbackUrl=${enc('/customer/my-appointments')}`, '/customer', 'Back to customer sign-in'],
    [`userType=customer&callbackUrl=${enc(`${SITE}/selected-service`)}`, '/customer', 'Back to customer sign-in'],
    ['userType=robot', '/admin', 'Back to staff sign-in'],
  ])('leads back to the right sign-in, never off the site (%s)', async (query, href, label) => {
    const res = await get(`/api/auth/error?error=CredentialsSignin&${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<a class="button" href="${href.replaceAll('&', '&amp;')}">${label}</a>`);
    expect(res.body).not.toContain('evil.example');
  });

  it('sends SessionRequired to the sign-in page with its callbackUrl', async () => {
    const res = await get(`/api/auth/error?error=SessionRequired&callbackUrl=${enc('/admin/reports')}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${SITE}/api/auth/signin?error=SessionRequired&callbackUrl=${enc(`${SITE}/admin/reports`)}`);
    const page = await get(new URL(res.headers.location as string).pathname + new URL(res.headers.location as string).search);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p class="alert" role="alert">Sign in to see this page.</p>');
  });

  it('serves a sign-in form with the CSRF token, a safe callbackUrl and labelled fields', async () => {
    const res = await get(`/api/auth/signin?callbackUrl=${enc('/admin/reports')}`);
    expect(res.statusCode).toBe(200);
    expectPlainAccessiblePage(res.body);
    const csrf = res.cookies.find((c) => c.name === 'salon_csrf');
    expect(csrf?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).toContain(`<form method="post" action="${SITE}/api/auth/callback/credentials">`);
    expect(res.body).toContain(`<input type="hidden" name="csrfToken" value="${csrf?.value}">`);
    expect(res.body).toContain(`<input type="hidden" name="callbackUrl" value="${SITE}/admin/reports">`);
    expect(res.body).toContain('<label for="email">Email</label>');
    expect(res.body).toContain('<input id="email" name="email" type="email"');
    expect(res.body).toContain('<label for="password">Password</label>');
    expect(res.body).toContain('<a href="/admin?callbackUrl=%2Fadmin%2Freports">More sign-in options</a>');
    expect(res.body).not.toContain('role="alert"');

    const customer = await get(`/api/auth/signin?userType=customer&error=CredentialsSignin`);
    expect(customer.body).toContain('<label for="identifier">Phone number or email</label>');
    expect(customer.body).toContain('<input type="hidden" name="userType" value="customer">');
    expect(customer.body).toContain('role="alert">The email, phone number or password is not right.');
  });

  it('never lets what it echoes become markup, and keeps a foreign callbackUrl out', async () => {
    const hostile = `/admin"><script>alert(1)</script>`;
    const res = await get(`/api/auth/signin?callbackUrl=${enc(hostile)}&error=${enc('<img src=x onerror=alert(1)>')}`);
    expect(res.statusCode).toBe(200);
    expectPlainAccessiblePage(res.body);
    expect(res.body).toContain(`value="${SITE}/admin%22%3E%3Cscript%3Ealert(1)%3C/script%3E"`);
    const query = await get(`/api/auth/signin?callbackUrl=${enc("/admin/x?a=1&b='2'")}`);
    expect(query.body).toContain(`<input type="hidden" name="callbackUrl" value="${SITE}/admin/x?a=1&amp;b=%272%27">`);
    const foreign = await get(`/api/auth/signin?callbackUrl=${enc('https://evil.example/')}`);
    expect(foreign.body).toContain(`<input type="hidden" name="callbackUrl" value="${SITE}">`);
  });

  it('signs in through its own form and lands on the callbackUrl; a wrong password comes back to it', async () => {
    const form = await get(`/api/auth/signin?callbackUrl=${enc('/admin/reports')}`);
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(form.body)?.[1] ?? '';
    const cookies = { salon_csrf: form.cookies.find((c) => c.name === 'salon_csrf')?.value ?? '' };
    const post = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/callback/credentials',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        cookies,
        payload: new URLSearchParams({
          csrfToken: hidden('csrfToken'),
          callbackUrl: hidden('callbackUrl'),
          userType: hidden('userType'),
          email: cutterEmail,
          password,
        }).toString(),
      });
    const ok = await post(TEST_PASSWORD);
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe(`${SITE}/admin/reports`);
    expect(sessionCookieOf(ok)).toBeTruthy();
    const wrong = await post('Wrong#Pass1');
    expect(wrong.statusCode).toBe(302);
    expect(wrong.headers.location).toBe(
      `${SITE}/api/auth/signin?error=CredentialsSignin&userType=admin&callbackUrl=${enc(`${SITE}/admin/reports`)}`,
    );
  });

  it('redirects a provider sign-in address to the sign-in page, and explains verify-request', async () => {
    const res = await get(`/api/auth/signin/credentials?callbackUrl=${enc('/admin/x')}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${SITE}/api/auth/signin?callbackUrl=${enc(`${SITE}/admin/x`)}`);
    const verify = await get('/api/auth/verify-request?provider=email&type=email');
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain('<h1>Check your email</h1>');
    expectPlainAccessiblePage(verify.body);
  });

  it('serves the pages stylesheet as CSS', async () => {
    const res = await get('/api/auth/pages.css');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.body).toContain('.card');
  });
});
