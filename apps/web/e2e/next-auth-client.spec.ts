import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { employee, fixture } from './support/fixture.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import type { NextAuthClient } from './support/next-auth-client.entry.ts';
import { openNextAuthPage } from './support/next-auth-page.ts';
import { E2E_BASE_URL } from './support/paths.ts';

// A standard client: the real next-auth v4 `next-auth/react` functions, bundled and run in the browser
// against the running server (docs/auth-contract.md), not an imitation of them.

declare global {
  interface Window {
    nextAuth: NextAuthClient;
  }
}

const WRONG = 'Wrong#Pass1';
const session = (page: Page) => page.evaluate(() => window.nextAuth.getSession());

/** A next-auth call that navigates away (its redirect): its promise may never settle, the page's address does. */
async function navigating(page: Page, to: RegExp, call: () => Promise<unknown>) {
  await Promise.all([page.waitForURL(to), call().catch(() => undefined)]);
}

test('csrf, providers, session, a wrong and a right password, and sign-out, as next-auth reads them', async ({ page }) => {
  const { email } = employee('cutter');
  const { password } = fixture();
  await openNextAuthPage(page);

  expect(await page.evaluate(() => window.nextAuth.getCsrfToken())).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const auth = `${E2E_BASE_URL}/api/auth`;
  expect(await page.evaluate(() => window.nextAuth.getProviders())).toEqual({
    credentials: {
      id: 'credentials',
      name: 'Credentials',
      type: 'credentials',
      signinUrl: `${auth}/signin/credentials`,
      callbackUrl: `${auth}/callback/credentials`,
    },
    email: { id: 'email', name: 'Email', type: 'email', signinUrl: `${auth}/signin/email`, callbackUrl: `${auth}/callback/email` },
    // The local OpenID Connect provider the e2e server runs as COGNITO (E2E_OIDC=1; social-sign-in.spec.ts).
    ...(fixture().oidcIssuer
      ? {
          cognito: {
            id: 'cognito',
            name: 'Cognito',
            type: 'oauth',
            signinUrl: `${auth}/signin/cognito`,
            callbackUrl: `${auth}/callback/cognito`,
          },
        }
      : {}),
  });
  expect(await session(page)).toBeNull();

  const signIn = (secret: string) =>
    page.evaluate(
      ([email, password]) => window.nextAuth.signIn('credentials', { redirect: false, email, password, callbackUrl: '/admin/dashboard' }),
      [email, secret],
    );
  expect(await signIn(WRONG)).toEqual({ error: 'CredentialsSignin', status: 401, ok: false, url: null });
  expect(await session(page)).toBeNull();

  expect(await signIn(password)).toEqual({ error: null, status: 200, ok: true, url: `${E2E_BASE_URL}/admin/dashboard` });
  expect((await session(page))?.user).toMatchObject({ email, userType: 'admin' });

  expect(await page.evaluate(() => window.nextAuth.signOut({ redirect: false, callbackUrl: '/admin' }))).toEqual({
    url: `${E2E_BASE_URL}/admin`,
  });
  expect(await session(page)).toBeNull();
});

test('a customer signs in with a phone number through the same client', async ({ page }) => {
  const [customer] = fixture().customers;
  await openNextAuthPage(page);
  const result = await page.evaluate(
    ([identifier, password]) =>
      window.nextAuth.signIn('credentials', { redirect: false, userType: 'customer', identifier, password, callbackUrl: '/customer' }),
    [customer.phoneNumber, fixture().password],
  );
  expect(result).toEqual({ error: null, status: 200, ok: true, url: `${E2E_BASE_URL}/customer` });
  expect((await session(page))?.user).toMatchObject({ id: customer.id, userType: 'customer' });
});

test('with its default redirect, a wrong password lands on the error page, which leads back to staff sign-in', async ({ page }) => {
  const { email } = employee('cutter');
  await openNextAuthPage(page);
  await navigating(page, /\/api\/auth\/error\?error=CredentialsSignin&/, () =>
    page.evaluate(
      ([email, password]) => window.nextAuth.signIn('credentials', { email, password, callbackUrl: '/admin/dashboard' }),
      [email, WRONG],
    ),
  );
  await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
  await expect(page.getByText('The email, phone number or password is not right.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to staff sign-in' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/admin?callbackUrl=%2Fadmin%2Fdashboard`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('an unknown provider goes to the sign-in page, whose plain form signs in and lands on the callbackUrl', async ({ page }) => {
  const { email } = employee('franchisor');
  await openNextAuthPage(page);
  await navigating(page, /\/api\/auth\/signin\?callbackUrl=/, () =>
    page.evaluate(() => window.nextAuth.signIn('google', { callbackUrl: '/admin/dashboard' })),
  );
  expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(WRONG);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email, phone number or password is not right. Check them and try again.');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(fixture().password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Playwright serves the test page only at its first request, not after a redirect: land on an app page.
  await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/dashboard`);
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  expect(await (await page.request.get('/api/auth/session')).json()).toMatchObject({ user: { email } });
});

test('when the providers cannot be read, the client goes to the error page', async ({ page }) => {
  await openNextAuthPage(page);
  await page.route('**/api/auth/providers', (route) => route.fulfill({ status: 503, json: { message: 'unavailable' } }));
  await navigating(page, /\/api\/auth\/error$/, () => page.evaluate(() => window.nextAuth.signIn('credentials')));
  await expect(page.getByRole('heading', { name: 'Sign-in problem' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to staff sign-in' })).toHaveAttribute('href', '/admin');
});

test('SessionRequired asks for sign-in, then opens the page that needed it', async ({ page }) => {
  await page.goto('/api/auth/error?error=SessionRequired&callbackUrl=%2Fadmin%2Fdashboard');
  await expect(page).toHaveURL(/\/api\/auth\/signin\?error=SessionRequired&callbackUrl=/);
  await expect(page.getByRole('alert')).toHaveText('Sign in to see this page.');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'auth-signin');
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  }

  await page.getByLabel('Email').fill(employee('franchisor').email);
  await page.getByLabel('Password').fill(fixture().password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/dashboard`);
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
});

test('the error page reads well at phone and desktop widths', async ({ page }) => {
  await page.goto('/api/auth/error?error=Verification&callbackUrl=%2Fcustomer');
  await expect(page.getByRole('heading', { name: 'Unable to sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to customer sign-in' })).toHaveAttribute('href', '/customer');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'auth-error');
});

test('a configured OAuth provider: next-auth posts to its signin and goes to the provider with PKCE', async ({ page }) => {
  const issuer = fixture().oidcIssuer;
  expect(issuer, 'the e2e server runs the local provider (E2E_OIDC=1)').toBeTruthy();
  await openNextAuthPage(page);
  await Promise.all([
    page.waitForURL(new RegExp(`^${issuer}/`)),
    page.evaluate(() => window.nextAuth.signIn('cognito', { callbackUrl: '/customer' })),
  ]);
  await expect(page.locator('input[name="login"]')).toBeVisible();
});
