// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../testing/fetch-mock.ts';
import { signIn, signOut } from './auth-client.ts';

// The server answers absolute urls on PUBLIC_URL (docs/auth-contract.md), which may differ from this page's origin.
const SITE = 'https://salon.example';
const failure = (error: string) =>
  `${SITE}/api/auth/error?error=${error}&provider=credentials&userType=admin&callbackUrl=${encodeURIComponent(SITE)}`;
const csrf = { 'GET /api/auth/csrf': () => json({ csrfToken: 'csrf-1' }) };

beforeEach(() => window.history.pushState({}, '', '/admin'));
afterEach(() => vi.unstubAllGlobals());

describe("the web's session library client reads absolute urls", () => {
  it.each([
    [200, { url: `${SITE}/admin/dashboard` }, { error: null, status: 200, ok: true, url: `${SITE}/admin/dashboard`, captchaLevel: null }],
    [401, { url: failure('CredentialsSignin') }, { error: 'CredentialsSignin', status: 401, ok: false, url: null, captchaLevel: null }],
    [429, { url: failure('TooManyAttempts') }, { error: 'TooManyAttempts', status: 429, ok: false, url: null, captchaLevel: null }],
    [
      403,
      { message: 'The form has expired.', error: { code: 'CSRF_MISMATCH' }, url: `${SITE}/api/auth/error?error=CsrfMismatch` },
      { error: 'CsrfMismatch', status: 403, ok: false, url: null, captchaLevel: null },
    ],
  ])('answers a %i sign-in as next-auth does', async (status, body, expected) => {
    const calls = mockFetch({ ...csrf, 'POST /api/auth/callback/credentials': () => json(body, status) });
    await expect(signIn('credentials', { email: 'a@b.test', password: 'x' }, `${SITE}/admin/dashboard`)).resolves.toEqual(expected);
    const sent = new URLSearchParams(calls.at(-1)?.body ?? '');
    expect(Object.fromEntries(sent)).toMatchObject({ csrfToken: 'csrf-1', json: 'true', callbackUrl: `${SITE}/admin/dashboard` });
  });

  it('returns the absolute callback url of a sign-out', async () => {
    mockFetch({ ...csrf, 'POST /api/auth/signout': () => json({ url: `${SITE}/admin` }) });
    await expect(signOut('/admin')).resolves.toBe(`${SITE}/admin`);
  });
});
