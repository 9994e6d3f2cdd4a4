import { expect, test } from './support/test.ts';
import { employee, fixture } from './support/fixture.ts';
import { signInAsStaff, signOutFromMenu } from './support/ui.ts';

test('signing out in one tab signs out the other', async ({ context }) => {
  const first = await context.newPage();
  await signInAsStaff(first, employee('shop_manager').email, fixture().password);
  const second = await context.newPage();
  await second.goto('/admin/dashboard');
  await expect(second.getByRole('heading', { level: 1, name: /^Welcome,/ })).toBeVisible();

  await signOutFromMenu(first);
  await expect(first).toHaveURL(/\/admin$/);

  await expect(second).toHaveURL(/\/admin(\?.*)?$/);
  await expect(second.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await second.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('signing in in one tab signs in the other', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await second.goto('/customer');
  await expect(second.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await signInAsStaff(first, employee('general_manager').email, fixture().password);
  await expect(second.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
