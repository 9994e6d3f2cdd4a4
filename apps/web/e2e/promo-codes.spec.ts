import { expect, test } from './support/test.ts';
import { employee, fixture } from './support/fixture.ts';
import { choose, field } from './support/forms.ts';
import { signInAsStaff } from './support/ui.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { addDays, dayIn } from './support/days.ts';

/** A day relative to today in the promo's store's zone (the server judges validity there, not in UTC). */
const day = (offset: number) => addDays(dayIn(fixture().stores[0].timezone), offset);

const CODE = `SPRING${Date.now().toString(36).toUpperCase().slice(-6)}`;

test.use({ viewport: { width: 1280, height: 800 } });

test('a franchisor creates a percentage promo code with limits and dates, finds it listed and edits it; a bad value says why', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { password, stores } = fixture();
  const store = stores[1] ?? stores[0];
  if (!store) throw new Error('the fixture has no store');
  await signInAsStaff(page, employee('franchisor').email, password);
  await page.getByRole('link', { name: 'Promo codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
  await page.getByRole('link', { name: 'New promo code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New promo code' })).toBeVisible();

  // Empty and invalid values are refused on Next with the shared rules' messages.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Code is required')).toBeVisible();
  await field(page, 'Code').fill(CODE.toLowerCase());
  await field(page, 'Description').fill('Spring sale');
  await field(page, 'Percent off').fill('150');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Percentage must be between 1% and 100%')).toBeVisible();
  await field(page, 'Percent off').fill('15');
  // Started yesterday: "active" whichever of the tenant's zones the list judges today in.
  await field(page, 'Start date').fill(day(-1));
  await field(page, 'End date').fill(day(-2));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('End date must be on or after the start date')).toBeVisible();
  await field(page, 'End date').fill(day(30));
  await page.getByRole('combobox', { name: /^Stores/ }).click();
  await page.getByRole('option', { name: store.name }).click();
  await page.keyboard.press('Escape');
  await field(page, 'Usage limit').fill('100');
  await field(page, 'Uses per customer').fill('1');
  await field(page, 'Minimum spend').fill('25.00');
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'promo-code-wizard');

  // A reload keeps the persisted addPromoCode draft.
  await page.reload();
  await expect(field(page, 'Percent off')).toHaveValue('15');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();
  await expect(page.getByText('15%', { exact: true })).toBeVisible();
  await expect(page.getByText('$25.00')).toBeVisible();
  await page.getByRole('button', { name: 'Create promo code' }).click();

  await expect(page.getByRole('heading', { level: 1, name: CODE })).toBeVisible();
  await expect(page.getByText('15% off')).toBeVisible();
  await expect(page.getByText(store.name)).toBeVisible();
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'promo-code-detail');

  // Listed, found by search and by the Active filter.
  await page.getByRole('link', { name: 'Back to promo codes' }).click();
  await page.getByRole('searchbox', { name: 'Search codes' }).fill(CODE);
  await choose(page, 'Status', /^Active$/);
  const row = page.getByRole('row', { name: new RegExp(CODE) });
  await expect(row).toContainText('15% off');
  await expect(row).toContainText('0 of 100');
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'promo-code-list');

  // Edit: a fixed amount instead.
  await row.getByRole('link', { name: CODE }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit promo code' })).toBeVisible();
  await expect(field(page, 'Code')).toHaveValue(CODE);
  await choose(page, 'Type', 'Fixed amount');
  await field(page, 'Amount off').fill('0');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Amount must be more than $0.00')).toBeVisible();
  await field(page, 'Amount off').fill('12.50');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: CODE })).toBeVisible();
  await expect(page.getByText('$12.50 off')).toBeVisible();

  // Deactivate: the status follows.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
});
