import { expect, test } from './support/test.ts';
import { z } from 'zod';
import { signInThroughApi } from './support/api.ts';
import { fixture } from './support/fixture.ts';
import { screenshots, seriousViolations } from './support/look.ts';

const listSchema = z.object({ res_data: z.object({ cards: z.array(z.object({ id: z.string() })) }) });

test.use({ viewport: { width: 1280, height: 800 } });

test('a customer adds cards at the gateway, sees them, makes one the default and removes one', async ({ page }) => {
  const customer = fixture().customers[0];
  const token = await signInThroughApi(page.request, {
    userType: 'customer',
    identifier: customer.phoneNumber,
    password: fixture().password,
  });
  // This spec owns the customer's cards: start from none, whatever another spec left.
  const headers = { authorization: `Bearer ${token}`, 'x-brand-domain': new URL(fixture().baseURL).hostname };
  const existing = listSchema.parse(await (await page.request.get('/api/CustomerCard/List', { headers })).json()).res_data.cards;
  for (const card of existing) await page.request.delete(`/api/CustomerCard/Remove/${card.id}`, { headers });

  // Every request to /api is watched: the card number must only ever go to the gateway's tokenisation URL.
  const apiBodies: string[] = [];
  const gatewayBodies: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiBodies.push(`${url.pathname} ${request.postData() ?? ''}`);
    if (url.pathname === '/sandbox-gateway/v1/tokens') gatewayBodies.push(request.postData() ?? '');
  });

  await page.goto('/customer');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Payment methods' }).click();
  await expect(page).toHaveURL(/\/customer\/profile\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await expect(page.getByText('You have no saved cards yet.')).toBeVisible();
  await screenshots(page, 'saved-cards-empty');

  // First card: Visa 4242, brand and Luhn shown while typing; it becomes the default.
  await page.getByRole('button', { name: 'Add a card' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await expect(dialog.getByText('Card number looks right')).toBeVisible();
  await expect(dialog.getByText('Visa', { exact: true })).toBeVisible();
  await dialog.getByLabel('Expiry (MM/YY)').fill('1234');
  await expect(dialog.getByLabel('Expiry (MM/YY)')).toHaveValue('12/34');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByLabel('Name on card').fill('Casey Client');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'saved-cards-add-dialog');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Payment methods' });
  const visa = list.getByRole('listitem', { name: 'Visa ending in 4242' });
  await expect(visa).toBeVisible();
  await expect(visa.getByText('Default', { exact: true })).toBeVisible();
  await expect(visa.getByText('Expires 12/34')).toBeVisible();

  // A mistyped number is refused before anything is sent; the declining test card is refused by the gateway.
  await page.getByRole('button', { name: 'Add a card' }).click();
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4241');
  await expect(dialog.getByText('This card number is not valid. Check it for a typo.')).toBeVisible();
  await dialog.getByLabel('Expiry (MM/YY)').fill('11/33');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByText('This card number is not valid. Check it for a typo.')).toBeVisible();
  await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined. Please use another card.');
  await screenshots(page, 'saved-cards-declined');

  // Second card: Mastercard.
  await dialog.getByLabel('Card number').fill('5555 5555 5555 4444');
  await dialog.getByLabel('Expiry (MM/YY)').fill('11/33');
  await dialog.getByLabel('Security code').fill('456');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toBeHidden();
  const mastercard = list.getByRole('listitem', { name: 'Mastercard ending in 4444' });
  await expect(mastercard).toBeVisible();
  await expect(mastercard.getByText('Default', { exact: true })).toHaveCount(0);

  // Make the Mastercard the default.
  await mastercard.getByRole('button', { name: 'Make Mastercard ending in 4444 the default' }).click();
  await expect(mastercard.getByText('Default', { exact: true })).toBeVisible();
  await expect(visa.getByText('Default', { exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'saved-cards-list');

  // Remove the Visa, after confirming.
  await visa.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this card?' });
  await expect(confirm).toContainText('Visa ending in 4242 will no longer be available for payments.');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(visa).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // After a reload the list is the server's.
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Mastercard ending in 4444' }).getByText('Default', { exact: true })).toBeVisible();

  // The card numbers went to the gateway only.
  expect(gatewayBodies.some((b) => b.includes('4242424242424242'))).toBe(true);
  for (const body of apiBodies) {
    for (const number of ['4242424242424242', '5555555555554444', '4000000000000002']) expect(body).not.toContain(number);
  }
});
