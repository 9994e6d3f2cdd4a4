import { expect, test } from './support/test.ts';
import { latestCode } from './support/api.ts';
import { employee } from './support/fixture.ts';
import { signInAsStaff } from './support/ui.ts';

test('an employee resets a forgotten password with the emailed code and signs in with it', async ({ page }) => {
  const { email } = employee('janitor');
  const newPassword = 'Fresh#Start9';

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgotpassword$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/admin\/verify$/);

  const code = await latestCode(email, 'email');
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();

  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const strength = page.getByTestId('password-strength-label');
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await expect(strength).toHaveText('Weak');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await expect(strength).toHaveText('Strong');
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Your password has been changed. Sign in with your new password.')).toBeVisible();
  await signInAsStaff(page, email, newPassword);
});
