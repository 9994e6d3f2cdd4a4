import { employee, fixture } from './support/fixture.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { expect, test } from './support/test.ts';
import { signInAsStaff } from './support/ui.ts';

// The gift cards home (issue 12): the front desk finds a card by its last four, checks a balance by the whole number,
// and reads its history on the selling store's clock; the number itself is never on screen.
test('the front desk finds a gift card, checks its balance and reads its history', async ({ page }) => {
  const { giftCard, password } = fixture();
  const last4 = giftCard.number.slice(-4);
  await signInAsStaff(page, employee('coordinator').email, password);
  await page.getByRole('navigation').getByRole('link', { name: 'Gift cards' }).click();
  await expect(page.getByRole('heading', { name: 'Gift cards', level: 1 })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Last four digits or whole number' }).fill(last4);
  const table = page.getByRole('table', { name: 'Gift cards' });
  const row = table.getByRole('row').filter({ hasText: `•••• ${last4}` });
  await expect(row).toContainText('$37.50');
  await expect(row).toContainText('Active');

  const check = page.getByRole('region', { name: 'Check a balance' });
  await check.getByRole('textbox', { name: 'Card number' }).fill(giftCard.number.slice(0, 10));
  await expect(check.getByText('10 of 16 digits')).toBeVisible();
  await expect(check.getByRole('button', { name: 'Check balance' })).toBeDisabled();
  await check.getByRole('textbox', { name: 'Card number' }).fill(giftCard.number);
  await check.getByRole('button', { name: 'Check balance' }).click();
  await expect(check.getByRole('status')).toHaveText(`Card •••• •••• •••• ${last4} has $37.50 left.`);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'gift-cards');

  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Gift card •••• •••• •••• ${last4}`, level: 1 })).toBeVisible();
  const card = page.getByRole('region', { name: 'Card' });
  await expect(card).toContainText('Fiona Fixture');
  await expect(card).toContainText('$50.00');
  const history = page.getByRole('table', { name: 'Balance history' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText('Sold');
  await expect(history.getByRole('row').nth(2)).toContainText('Redeemed');
  await expect(history.getByRole('row').nth(2)).toContainText('-$12.50');
  // The selling store is in Chicago and the browser in Kolkata: times carry the store's zone.
  await expect(history.getByRole('row').nth(1)).toContainText(/C[SD]T/);
  await expect(page.locator('body')).not.toContainText(giftCard.number);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'gift-card-detail');
});
