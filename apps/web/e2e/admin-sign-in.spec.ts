import { expect, test } from './support/test.ts';
import { employee, fixture } from './support/fixture.ts';
import { CUTTER_MENU, FRANCHISOR_MENU } from './support/menus.ts';
import { navigationLinks, signInAsStaff } from './support/ui.ts';

test('a franchisor and a cutter see different navigation after signing in', async ({ browser }) => {
  const { password, stores } = fixture();

  const franchisor = await browser.newPage();
  await signInAsStaff(franchisor, employee('franchisor').email, password);
  expect(await navigationLinks(franchisor)).toEqual(FRANCHISOR_MENU);
  await expect(franchisor.getByRole('table', { name: 'Your stores and roles' })).toContainText('Franchisor');
  await franchisor.close();

  const cutter = await browser.newPage();
  await signInAsStaff(cutter, employee('cutter').email, password);
  expect(await navigationLinks(cutter)).toEqual(CUTTER_MENU);
  const roles = cutter.getByRole('table', { name: 'Your stores and roles' });
  await expect(roles).toContainText('Cutter');
  await expect(roles).toContainText(stores[0].name);
  // The page the flags do not open is refused, not just hidden.
  await cutter.goto('/admin/sms-dashboard');
  await expect(cutter.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
  await cutter.close();
});

test('a wrong password shows the error and creates no session', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(employee('coordinator').email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
  await expect(page).toHaveURL(/\/admin$/);
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({});
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('the sign-in form shows the spec messages before calling the server', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Must be a valid email')).toBeVisible();
});
