import { shot } from './support/look.ts';
import { expect, test } from './support/test.ts';
import { employee, fixture } from './support/fixture.ts';
import { signInAsStaff } from './support/ui.ts';

// Saved for a person to look at (STYLE.md), not compared: apps/web/e2e/screenshots/ is not committed.
for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 } });

    test('login, dashboard and customer landing', async ({ page }) => {
      const save = (name: string) => shot(page, `${name}-${width}.png`, { fullPage: true });

      await page.goto('/admin');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await save('admin-login');

      await page.goto('/customer');
      await expect(page.getByRole('heading', { name: 'Our salons' })).toBeVisible();
      await save('customer-landing');

      await page.goto('/user-registration');
      await expect(page.getByLabel('Mobile number')).toBeVisible();
      await save('user-registration');

      await signInAsStaff(page, employee('franchisor').email, fixture().password);
      await save('admin-dashboard');
    });
  });
}
