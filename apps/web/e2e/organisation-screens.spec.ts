import { expect, test } from './support/test.ts';
import { employee, fixture } from './support/fixture.ts';
import { field } from './support/forms.ts';
import { CUTTER_MENU } from './support/menus.ts';
import { navigationLinks, openAsStaff, signInAsStaff } from './support/ui.ts';
import { seriousViolations, shot } from './support/look.ts';

test('the organisation lists and the wizard have no serious or critical accessibility violation', async ({ page }) => {
  await signInAsStaff(page, employee('franchisor').email, fixture().password);
  for (const [url, heading] of [
    ['/admin/brand', 'Brands'],
    ['/admin/store', 'Stores'],
    ['/admin/employees', 'Employees'],
    ['/admin/rbac-management', 'Roles and permissions'],
    [`/admin/store/${fixture().stores[0].id}`, fixture().stores[0].name],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await seriousViolations(page), url).toEqual([]);
  }
  await page.goto('/admin/store/new');
  await expect(page.getByRole('heading', { level: 2, name: 'Basic details' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Store name is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Start over' }).click();
  await page.getByRole('dialog', { name: 'Start over?' }).getByRole('button', { name: 'Start over' }).click();
});

test('an admin assumes a cutter’s role, sees what the cutter sees, and returns in one click', async ({ page }) => {
  const { password } = fixture();
  await signInAsStaff(page, employee('franchisor').email, password);
  const own = await navigationLinks(page);
  await page.goto(`/admin/employees/${employee('cutter').id}`);
  await page.getByRole('button', { name: 'Assume role' }).click();
  await page.getByRole('dialog', { name: 'Act as Cutter Fixture?' }).getByRole('button', { name: 'Assume role' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Acting as Cutter Fixture' })).toBeVisible();
  await expect.poll(() => navigationLinks(page)).toEqual(CUTTER_MENU);

  await page.getByRole('button', { name: 'Return' }).click();
  await expect(page.getByText('Acting as Cutter Fixture')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/admin/employees/${employee('cutter').id}$`));
  await expect.poll(() => navigationLinks(page)).toEqual(own);
});

test('a role definition is created from the grouped tree, granting only flags the creator holds', async ({ browser, page }) => {
  const manager = await browser.newPage();
  await signInAsStaff(manager, employee('general_manager').email, fixture().password);
  // A general manager holds no RBAC flag: the screen is refused, not just missing from the navigation.
  expect(await navigationLinks(manager)).not.toContain('Roles and permissions');
  await manager.goto('/admin/rbac-management');
  await expect(manager.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
  await manager.close();

  await openAsStaff(page, employee('franchisor').email, fixture().password, '/admin/rbac-management');
  await page.getByRole('button', { name: 'New role' }).click();
  // A name of its own per run: a retry (or --repeat-each) finds the first run's role beside its own.
  const suffix = Date.now().toString(36);
  const name = `Senior cutter ${suffix}`;
  await field(page, 'Role name').fill(name);
  await field(page, 'Slug').fill(`senior_cutter_${suffix}`);
  await page.getByLabel('Select all in Appointments').check();
  await page.getByLabel('View own shifts').check();
  await expect(page.getByText('21 permissions chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByRole('navigation', { name: 'Roles' }).getByText(name)).toBeVisible();
  await expect(page.getByLabel('Select all in Appointments')).toBeChecked();
});

for (const width of [375, 1440]) {
  test.describe(`organisation screens at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 } });

    test('store wizard, store detail and the RBAC tree', async ({ page }) => {
      const save = (name: string) => shot(page, `${name}-${width}.png`, { fullPage: true });
      await openAsStaff(page, employee('franchisor').email, fixture().password, '/admin/store/new');
      await expect(page.getByRole('heading', { level: 2, name: 'Basic details' })).toBeVisible();
      await save('store-wizard-basic');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Store name is required')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await save('store-wizard-errors');
      // The opening hours of the store details step (its 10:00-20:00 default).
      await page.evaluate(() => {
        const persisted = JSON.parse(localStorage.getItem('persist:root') ?? '{}');
        const draft = JSON.parse(persisted.storeWizard);
        persisted.storeWizard = JSON.stringify({ ...draft, activeStep: 1 });
        localStorage.setItem('persist:root', JSON.stringify(persisted));
      });
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: 'Store details' })).toBeVisible();
      await save('store-wizard-hours');
      await page.getByRole('button', { name: 'Start over' }).click();
      await page.getByRole('dialog', { name: 'Start over?' }).getByRole('button', { name: 'Start over' }).click();

      await page.goto(`/admin/store/${fixture().stores[0].id}`);
      await expect(page.getByRole('heading', { level: 1, name: fixture().stores[0].name })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Documents' })).toBeVisible();
      await save('store-detail');

      await page.goto('/admin/rbac-management');
      if (width < 600) {
        await page.getByRole('combobox', { name: 'Role' }).click();
        await page.getByRole('option', { name: 'Shop Manager' }).click();
      } else {
        await page.getByRole('button', { name: /^Shop Manager/ }).click();
      }
      await expect(page.getByLabel('Select all in Appointments')).toBeVisible();
      await shot(page, `rbac-tree-top-${width}.png`);
      await save('rbac-tree');

      await page.goto('/admin/employees');
      await expect(page.getByRole('table', { name: 'Employees' })).toBeVisible();
      await save('employee-list');
    });
  });
}
