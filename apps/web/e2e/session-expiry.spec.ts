import { request } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { z } from 'zod';
import { employee, fixture } from './support/fixture.ts';
import { E2E_BASE_URL } from './support/paths.ts';
import { signInAsStaff } from './support/ui.ts';

test('an expired session sends the employee to /admin with the server message, once', async ({ page }) => {
  await signInAsStaff(page, employee('coordinator').email, fixture().password);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();

  // The session ends behind the page's back (as an idle expiry would).
  const outside = await request.newContext({ baseURL: E2E_BASE_URL });
  const revoked = await outside.post('/api/EmployeeAuth/Logout', { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(revoked.ok()).toBe(true);
  await outside.dispose();

  // The next call the page makes answers 401.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await page.getByLabel('Current password').fill(fixture().password);
  await page.getByLabel('New password', { exact: true }).fill('Another#Pass2');
  await page.getByLabel('Confirm new password').fill('Another#Pass2');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/EmployeeAuth/ChangePassword'));
  await page.getByRole('button', { name: 'Save password' }).click();
  const response = await answer;
  expect(response.status()).toBe(401);
  const { message } = z.object({ message: z.string() }).parse(await response.json());

  await expect(page).toHaveURL(/\/admin(\?.*)?$/);
  await expect(page.getByRole('alert')).toHaveText(message);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  // Shown once: a fresh visit of the login page no longer shows it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
