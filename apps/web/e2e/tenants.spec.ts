import { expect, test } from './support/test.ts';
import { employee, fixture } from './support/fixture.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { signInAsStaff } from './support/ui.ts';

// Issue 19: the Super Admin's tenants list. Suspending is proven on the API (tenants.routes.test.ts); here the
// screen lists the tenant and refuses to suspend the Super Admin's own organisation with the server's reason.
test('the Super Admin lists tenants and cannot suspend their own organisation', async ({ page }) => {
  await signInAsStaff(page, employee('super_admin').email, fixture().password);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Tenants' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'e2e' }).first();
  await expect(row.getByText('Active')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'tenants');
  await row.getByRole('button', { name: 'Suspend' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('You cannot suspend your own organisation.')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
});
