import { expect, test } from './support/test.ts';
import { employee, fixture } from './support/fixture.ts';
import { choose, field, next } from './support/forms.ts';
import { signInAsStaff } from './support/ui.ts';

const suffix = Date.now().toString(36);
const SERVICE = `Skin Fade ${suffix}`;
const PACKAGE = `Fade Club ${suffix}`;
const PRODUCT = `Matte Clay ${suffix}`;

test('a franchisor creates a service, a package and a product with the wizards, then counts stock below the threshold and the managers are emailed', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { password, stores } = fixture();
  const store = stores[0];
  if (!store) throw new Error('the fixture has no store');
  await signInAsStaff(page, employee('franchisor').email, password);

  // ---- service ---------------------------------------------------------------------------------
  await page.getByRole('link', { name: 'Services', exact: true }).click();
  await page.getByRole('link', { name: 'New service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New service' })).toBeVisible();
  await expect(field(page, 'Price')).toHaveValue('0.00');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Service name is required')).toBeVisible();
  await field(page, 'Service name').fill(SERVICE);
  await field(page, 'Category').fill('Haircuts');
  // Numeric fields refuse '+' and letters as they are typed; money takes "12.50".
  await field(page, 'Duration (minutes)').fill('');
  await field(page, 'Duration (minutes)').pressSequentially('+4e5');
  await expect(field(page, 'Duration (minutes)')).toHaveValue('45');
  await field(page, 'Price').fill('');
  await field(page, 'Price').pressSequentially('+32.50');
  await expect(field(page, 'Price')).toHaveValue('32.50');
  await choose(page, 'Required skill set', 'Fade');
  // A reload mid-wizard keeps the draft.
  await page.reload();
  await expect(field(page, 'Service name')).toHaveValue(SERVICE);
  await expect(field(page, 'Price')).toHaveValue('32.50');
  await next(page, 'Additional details');
  await field(page, 'Extra time (minutes)').fill('5');
  await page.getByLabel('Signature service').check();
  await next(page, 'Others');
  await page.getByLabel('Online bookable').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose at least one store to book this service online')).toBeVisible();
  await page.getByRole('combobox', { name: /^Stores offering it/ }).click();
  await page.getByRole('option', { name: store.name }).click();
  await page.keyboard.press('Escape');
  await next(page, 'Review');
  await expect(page.getByText('$32.50')).toBeVisible();
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: SERVICE })).toBeVisible();
  await expect(page.getByText('$32.50')).toBeVisible();

  // ---- package ---------------------------------------------------------------------------------
  await page.getByRole('link', { name: 'Packages' }).click();
  await page.getByRole('link', { name: 'New package' }).click();
  await field(page, 'Package name').fill(PACKAGE);
  await choose(page, 'Service 1', SERVICE);
  await field(page, 'Count').fill('4');
  await field(page, 'Package price').fill('110');
  await next(page, 'Additional details');
  await field(page, 'Validity (days)').fill('180');
  await next(page, 'Others');
  await field(page, 'Description').fill('  Four fades, any store.  ');
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByRole('button', { name: 'Add note' }).click();
  await field(page, 'Note 1').fill('Book a week ahead');
  await field(page, 'Note 2').fill('   ');
  await next(page, 'Review');
  // The blank note is dropped.
  const notes = page.getByRole('region', { name: 'Others' }).getByRole('listitem');
  await expect(notes).toHaveText(['Book a week ahead']);
  await page.getByRole('button', { name: 'Create package' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PACKAGE })).toBeVisible();
  await expect(page.getByText('Four fades, any store.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Others' }).getByRole('listitem')).toHaveText(['Book a week ahead']);

  // ---- product ---------------------------------------------------------------------------------
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'New product' }).click();
  await field(page, 'Product name').fill(PRODUCT);
  await field(page, 'Retail price').fill('18.00');
  await next(page, 'Product details');
  await expect(page.getByRole('combobox', { name: /^Product type/ })).toHaveText(/Consumable/);
  await choose(page, 'Product use', 'Retail and Back Bar');
  await choose(page, 'Category', 'Styling');
  await field(page, 'SKU').fill(`MC-${suffix}`);
  await page.getByLabel('Resellable (sold at retail)').check();
  await next(page, 'Inventory details');
  await field(page, 'Low-stock threshold').fill('5');
  await field(page, 'Unit cost').fill('7.25');
  await page.getByRole('button', { name: 'Add store stock' }).click();
  await choose(page, 'Store 1', store.name);
  await field(page, 'Quantity').fill('12');
  await next(page, 'Images');
  await next(page, 'Review');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expect(page.getByText('$7.25')).toBeVisible();

  // ---- inventory: count the stock below the threshold ------------------------------------------
  await page.getByRole('link', { name: 'Inventory' }).click();
  await page.getByLabel('Search by product or SKU').fill(PRODUCT);
  // The list re-renders as the search settles; a click on a row being replaced is lost, so click until it opens.
  await expect(async () => {
    await page.getByRole('link', { name: PRODUCT }).click();
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible({ timeout: 3_000 });
  }).toPass();
  await page.getByRole('button', { name: 'Edit quantity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit quantity' });
  await field(dialog.page(), 'Counted quantity').fill('3');
  await page.getByRole('button', { name: 'Save quantity' }).click();
  await expect(page.getByText('Reason is required')).toBeVisible();
  await field(page, 'Reason').fill('Monthly count');
  await page.getByRole('button', { name: 'Save quantity' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Below threshold')).toBeVisible();
  const history = page.getByRole('table', { name: 'Movement history' });
  await expect(history.getByRole('row').nth(1)).toContainText('Quantity edited');
  await expect(history.getByRole('row').nth(1)).toContainText('Monthly count');

  // The store's managers are emailed once, in the outbox.
  await page.getByRole('link', { name: 'SMS dashboard' }).click();
  const subject = `Low stock: ${PRODUCT} at ${store.name}`;
  await expect(page.getByText(subject).first()).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: employee('shop_manager').email })
      .filter({ hasText: subject }),
  ).toHaveCount(1);
});
