import { formatStoreDateTime, smsReleaseTime } from '@salon/shared';
import { signInThroughApi } from './support/api.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { expect, test } from './support/test.ts';
import { openAsStaff } from './support/ui.ts';
import { bookedCustomer, staffCaller } from './support/seed.ts';

// Issue 13: the owner texts a promotion to the store's customers who asked for offers by text.

test.use({ viewport: { width: 1280, height: 800 } });

test('a customer opts in to offers by text; the owner previews a promotion to them and sends it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { store, employees, customer } = await specStore('promo-text');
  // The customer has visited the store and turns offers by text on in their profile.
  const call = await staffCaller(employee('franchisor').email, fixture().password);
  const who = { store, cutterId: employees.cutter.id, customerId: customer.id };
  await bookedCustomer(call, who, { daysAhead: 1, time: '11:00', service: { name: 'Promo Cut', priceCents: 3000 } });
  await call.dispose();
  const customerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const customerPage = await customerContext.newPage();
  await signInThroughApi(customerPage.request, { userType: 'customer', identifier: customer.phoneNumber, password: fixture().password });
  await customerPage.goto('/customer/profile/communication');
  const offersByText = customerPage.getByRole('group', { name: 'News and offers' }).getByRole('switch', { name: 'Text message (SMS)' });
  await expect(offersByText).not.toBeChecked();
  await offersByText.click();
  await expect(offersByText).toBeChecked();
  await expect(customerPage.getByText('Your choices are saved')).toBeVisible();
  await customerContext.close();

  // The store's owner finds the promotion sender on the customers list.
  await openAsStaff(page, employees.store_owner.email, fixture().password, '/admin/customers');
  await page.getByRole('link', { name: 'Text a promotion' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Text a promotion' })).toBeVisible();
  const send = page.getByRole('button', { name: /^Send/ });
  await expect(send).toBeDisabled();
  await page.getByLabel('Message').fill('Two for one beard trims this Friday');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Reaches 1 customer (1 opted in to offers by text).');
  await expect(preview.locator('blockquote')).toHaveText(/: Two for one beard trims this Friday Reply STOP to opt out\.$/);
  // Quiet hours (9 PM-8 AM on the store's clock) hold the texts until 8 AM.
  const release = smsReleaseTime(new Date(), store.timezone);
  const held = release.getTime() > Date.now() + 60_000;
  const when = formatStoreDateTime(store.timezone, release);
  await expect(preview).toContainText(held ? `Quiet hours at the store: held until ${when}.` : 'Goes out now');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'promotion-text-preview');

  await expect(send).toHaveText('Send to 1 customer');
  await send.click();
  await expect(page.getByRole('alert')).toContainText(
    held ? `1 text queued; quiet hours, so it goes out at ${when}.` : '1 text queued; it goes out now.',
  );
  await expect(send).toBeDisabled();
  // A second send the same day reaches nobody: one promotion per customer a day.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(preview).toContainText('Reaches 0 customers (1 opted in to offers by text).');
  await expect(preview).toContainText('1 customer got a promotion text in the last 24 hours and is skipped.');
  await expect(send).toBeDisabled();
  await screenshots(page, 'promotion-text-capped');
});

test('a coordinator has no promotion sender', async ({ page }) => {
  const { employees } = await specStore('promo-text');
  await openAsStaff(page, employees.coordinator.email, fixture().password, '/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Text a promotion' })).toHaveCount(0);
  await page.goto('/admin/customers/promotion-text');
  await expect(page.getByRole('heading', { level: 1, name: 'Text a promotion' })).toHaveCount(0);
});
