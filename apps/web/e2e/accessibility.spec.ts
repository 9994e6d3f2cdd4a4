import { expect, test } from './support/test.ts';
import { employee, fixture } from './support/fixture.ts';
import { signInAsStaff } from './support/ui.ts';
import { seriousViolations } from './support/look.ts';

test('the check finds what it is for: a nameless button and faint text on the sign-in page', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Colours set through the CSS object model, which the page's Content-Security-Policy allows.
  await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    main.append(document.createElement('button'));
    const faint = document.createElement('p');
    faint.textContent = 'faint words';
    main.append(faint);
    faint.style.color = '#f4f4f4';
    faint.style.backgroundColor = '#ffffff';
  });
  const found = await seriousViolations(page);
  expect(found.map((v) => v.id).sort()).toEqual(['button-name', 'color-contrast']);
});

test('the staff sign-in page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the registration screens have no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/user-registration');
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/customer');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the dashboard has no serious or critical accessibility violation', async ({ page }) => {
  await signInAsStaff(page, employee('franchisor').email, fixture().password);
  expect(await seriousViolations(page)).toEqual([]);
});
