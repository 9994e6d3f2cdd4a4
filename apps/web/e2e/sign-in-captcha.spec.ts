import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { CAPTCHA_LEVEL_HEADER, SIGN_IN_THROTTLE } from '@salon/shared';
import { employee, fixture } from './support/fixture.ts';

/** Clicks Sign in and answers the status of the credentials call and its captcha level header. */
async function submit(page: Page) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/auth/callback/credentials')),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  return { status: response.status(), level: response.headers()[CAPTCHA_LEVEL_HEADER] ?? null };
}

test('after failed sign-ins the staff sign-in shows the captcha, solves it and signs in with the right password', async ({ page }) => {
  const { email } = employee('store_owner');
  // The widget may solve itself and the form sign in before a check sees it: the page notes that it appeared.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('altcha-widget')) document.documentElement.dataset.captchaShown = 'yes';
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  const password = page.getByLabel('Password', { exact: true });
  for (let i = 0; i < SIGN_IN_THROTTLE.freeFailuresPerClient; i++) {
    await password.fill(`Wrong#Pass${i}`);
    expect(await submit(page)).toEqual({ status: 401, level: null });
    await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
  }
  await expect(page.locator('altcha-widget')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-captcha-shown', 'yes');

  await password.fill(fixture().password);
  // The server asks for the captcha; the widget appears, solves itself and the form signs in again.
  const retried = page.waitForResponse((r) => r.url().endsWith('/api/auth/callback/credentials') && r.status() === 200);
  expect(await submit(page)).toEqual({ status: 401, level: '0' });
  await retried;
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('data-captcha-shown', 'yes');
  expect(await (await page.request.get('/api/auth/session')).json()).toMatchObject({ user: { email } });
});
