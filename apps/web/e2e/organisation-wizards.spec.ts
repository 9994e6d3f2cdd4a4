import { DEFAULT_ROLES, roleControls } from '@salon/shared';
import { LABELS_EN } from '@salon/shared/i18n/labels';
import { expect, test } from './support/test.ts';
import { visibleNavItems } from '../src/features/admin-shell/admin-nav.ts';
import { latestCode } from './support/api.ts';
import { employee, fixture } from './support/fixture.ts';
import { PDF_BYTES, PNG_BYTES, choose, field, next } from './support/forms.ts';
import { navigationLinks, signInAsStaff, signOutFromMenu } from './support/ui.ts';

const suffix = Date.now().toString(36);
const BRAND = `Clipper Collective ${suffix}`;
const STORE = `Clipper Wicker Park ${suffix}`;
const NEW_EMPLOYEE = { first: 'Nina', last: 'Newhire', email: `nina.${suffix}@e2e.test`, password: 'Shop#Manager9' };

/** What a role's holder should see in the navigation, from the same catalogue the app uses. */
function expectedNavigation(slug: string): string[] {
  const role = DEFAULT_ROLES.find((r) => r.slug === slug);
  if (!role) throw new Error(`no default role ${slug}`);
  return visibleNavItems(roleControls(role)).map((item) => LABELS_EN.adminShell[item.labelKey]);
}

test('a franchisor builds a brand, a store and an employee with the wizards; the employee signs in with their role', async ({ page }) => {
  test.setTimeout(180_000);
  const { password } = fixture();
  await signInAsStaff(page, employee('franchisor').email, password);
  expect(await navigationLinks(page)).toEqual(expect.arrayContaining(['Brands', 'Stores', 'Employees', 'Roles and permissions']));

  // ---- brand ----------------------------------------------------------------------------------
  await page.getByRole('link', { name: 'Brands' }).click();
  await page.getByRole('link', { name: 'New brand' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New brand' })).toBeVisible();
  // Next checks the step with the server's schema before moving on.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Brand name is required')).toBeVisible();
  await field(page, 'Brand name').fill(BRAND);
  await field(page, 'Contact first name').fill('Carla');
  await field(page, 'Contact last name').fill('Owens');
  await field(page, 'Email').fill(`carla.${suffix}@clipper.example`);
  await field(page, 'Phone number').fill('5551234567');
  await next(page, 'Address');

  await field(page, 'Street address').fill('1520 N Milwaukee Ave');
  await field(page, 'City').fill('Chicago');
  await choose(page, 'State', 'Illinois (IL)');
  await field(page, 'Postal code').fill('6');
  await field(page, 'Postal code').blur();
  await expect(page.getByText('Postal code must be 5 to 12 letters or digits')).toBeVisible();
  await field(page, 'Postal code').fill('60622');

  // A reload in the middle of a step keeps the draft, typed values included.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Address' })).toBeVisible();
  await expect(field(page, 'Street address')).toHaveValue('1520 N Milwaukee Ave');
  await expect(field(page, 'Postal code')).toHaveValue('60622');
  await next(page, 'Other');

  const domains = page.getByRole('combobox', { name: /^Domains/ });
  await domains.fill(`${suffix}.clipper.example`);
  await domains.press('Enter');
  await choose(page, 'Timezone', /America\/Chicago/);
  await next(page, 'Legal');

  await field(page, 'Legal name').fill(`Clipper Collective ${suffix} LLC`);
  await field(page, 'EIN').fill('12-3456789');
  await choose(page, 'State of incorporation', 'Illinois (IL)');
  await next(page, 'Appearance');

  // Uploads: too large is refused before sending; a web page renamed .png is refused by its content.
  const logo = page.getByLabel('Logo', { exact: true });
  await logo.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(15 * 1024 * 1024 + 1, 1) });
  await expect(page.getByRole('alert').filter({ hasText: 'File must be 15 MB or smaller' })).toBeVisible();
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
  await expect(page.getByRole('alert').filter({ hasText: 'not an accepted type' })).toBeVisible();
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expect(page.getByRole('img', { name: 'Preview of Logo' })).toBeVisible();
  await next(page, 'States');

  await choose(page, 'States where the brand operates', 'Illinois (IL)');
  await page.keyboard.press('Escape');
  await next(page, 'Plans');
  await field(page, 'Start date').fill('2026-12-01');
  await next(page, 'Review');
  await expect(page.getByText(BRAND).first()).toBeVisible();
  await page.getByRole('button', { name: 'Create brand' }).click();
  await expect(page).toHaveURL(/\/admin\/brand\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: BRAND })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();

  // ---- store ----------------------------------------------------------------------------------
  await page.getByRole('link', { name: 'Stores' }).click();
  await page.getByRole('link', { name: 'New store' }).click();
  await field(page, 'Store name').fill(STORE);
  await choose(page, 'Brand', BRAND);
  await field(page, 'Phone number').fill('5557654321');
  await field(page, 'Email').fill(`wicker.${suffix}@clipper.example`);
  await field(page, 'Street address').fill('1600 N Damen Ave');
  await field(page, 'City').fill('Chicago');
  await choose(page, 'State', 'Illinois (IL)');
  await field(page, 'Postal code').fill('60647');
  await next(page, 'Store details');

  await choose(page, 'Timezone', /America\/Chicago/);
  // Opening hours default to 10:00-20:00 every weekday.
  await expect(page.getByLabel('Monday opens at')).toHaveValue('10:00');
  await expect(page.getByLabel('Monday closes at')).toHaveValue('20:00');
  await page.getByLabel('Open on Sunday').uncheck();
  await field(page, 'Map position (latitude,longitude)').fill('41.9,north');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Must be latitude,longitude')).toBeVisible();
  await field(page, 'Map position (latitude,longitude)').fill('41.9103,-87.6777');
  await next(page, 'Legal info');

  await field(page, 'Licence number').fill('IL-2026-0042');
  // A past expiry is refused on this step, on the store's calendar, not at "Create store" (issue 21).
  await field(page, 'Licence expiry date').fill('2024-01-31');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Date of expiry cannot be in the past \(today is \d{4}-\d{2}-\d{2} at the store\)$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Legal info' })).toBeVisible();
  await field(page, 'Licence expiry date').fill('2030-01-31');
  await page
    .getByLabel('Store license', { exact: true })
    .setInputFiles({ name: 'license.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await expect(page.getByRole('button', { name: 'license.pdf' })).toBeVisible();
  await next(page, 'Images');
  await page
    .getByLabel('Store profile image', { exact: true })
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expect(page.getByRole('img', { name: 'Preview of Store profile image' })).toBeVisible();
  await next(page, 'Payments info');
  // Sales tax as a percentage with up to three decimals (New York City's 8.875%), not basis points (issue 21).
  await field(page, 'Sales tax').fill('8.8755');
  await expect(page.getByText('Type a percentage with at most three decimals, e.g. 8.875')).toBeVisible();
  await field(page, 'Sales tax').fill('8.875');
  await expect(page.getByText('A percentage with up to three decimals, e.g. 8.25 or 8.875')).toBeVisible();
  await next(page, 'Other info');
  await field(page, 'Wi-Fi name').fill('Clipper Guest');
  await choose(page, 'Wi-Fi security', 'WPA/WPA2');
  await field(page, 'Wi-Fi password').fill('fadesandfun');
  await next(page, 'Review');
  await expect(page.getByText('8.875%')).toBeVisible();
  await page.getByRole('button', { name: 'Create store' }).click();

  await expect(page).toHaveURL(/\/admin\/store\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: STORE })).toBeVisible();
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('button', { name: 'Open Store license' })).toBeVisible();
  await expect(documents.getByText('Missing')).toHaveCount(3);
  await page.getByRole('button', { name: 'Activate store' }).click();
  await page.getByRole('dialog', { name: 'Activate this store?' }).getByRole('button', { name: 'Activate store' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();

  // ---- employee -------------------------------------------------------------------------------
  await page.getByRole('link', { name: 'Employees' }).click();
  await page.getByRole('link', { name: 'New employee' }).click();
  await field(page, 'First name').fill(NEW_EMPLOYEE.first);
  await field(page, 'Last name').fill(NEW_EMPLOYEE.last);
  await field(page, 'Email').fill(NEW_EMPLOYEE.email);
  await field(page, 'Phone number').fill('5550001122');
  await next(page, 'Address');
  await field(page, 'Street address').fill('2 N State St');
  await field(page, 'City').fill('Chicago');
  await choose(page, 'State', 'Illinois (IL)');
  await field(page, 'Postal code').fill('60602');
  await expect(page.getByLabel('Mailing address is the same as the home address')).toBeChecked();
  await next(page, 'Work details');
  await page.getByRole('button', { name: 'Add store and role' }).click();
  await choose(page, 'Store 1', STORE);
  await choose(page, 'Role 1', 'Shop Manager');
  await choose(page, 'Application source', 'Social Media');
  await next(page, 'Service details');
  // Named with the services that need it when the brand has any ("Fade — Skin Fade").
  await page.getByLabel(/^Fade( — |$)/).check();
  await next(page, 'Medical emergency');
  await field(page, 'Emergency contact name').fill('Nora Newhire');
  await field(page, 'Relation').fill('Sister');
  await field(page, 'Emergency contact phone').fill('5550003344');
  await next(page, 'Legal');
  await next(page, 'Review');
  await expect(page.getByText(`${STORE}: Shop Manager`)).toBeVisible();
  await page.getByRole('button', { name: 'Create employee' }).click();
  await expect(page).toHaveURL(/\/admin\/employees\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `${NEW_EMPLOYEE.first} ${NEW_EMPLOYEE.last}` })).toBeVisible();

  // ---- the new employee chooses a password with the emailed code and signs in ------------------
  await signOutFromMenu(page);
  await page.goto('/admin/forgotpassword');
  await page.getByLabel('Email').fill(NEW_EMPLOYEE.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/admin\/verify$/);
  await page.getByLabel('Code', { exact: true }).fill(await latestCode(NEW_EMPLOYEE.email, 'email'));
  await page.getByRole('button', { name: 'Verify code' }).click();
  await page.getByLabel('New password', { exact: true }).fill(NEW_EMPLOYEE.password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_EMPLOYEE.password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await signInAsStaff(page, NEW_EMPLOYEE.email, NEW_EMPLOYEE.password);

  expect(await navigationLinks(page)).toEqual(expectedNavigation('shop_manager'));
  await expect(page.getByRole('table', { name: 'Your stores and roles' })).toContainText(STORE);
  // A shop manager may not create stores: the page is refused, not just hidden.
  await page.goto('/admin/store/new');
  await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
});
