import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { fixture } from './support/fixture.ts';
import { screenshots, seriousViolations } from './support/look.ts';

// A customer signs in with a sign-in provider: the e2e server runs a real OpenID Connect provider on 127.0.0.1
// as COGNITO (E2E_OIDC=1), whose development sign-in form takes an account id and asks for consent.

test.use({ viewport: { width: 1280, height: 800 } });

/** The provider's own pages: its development sign-in form (account id), then its consent form. */
async function signInAtProvider(page: Page, account: string) {
  await expect(page).toHaveURL(new RegExp(`^${fixture().oidcIssuer}/interaction/`));
  await page.locator('input[name="login"]').fill(account);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').first().click();
  await page.locator('button[type="submit"]').first().click(); // consent
}

test('a customer signs in with the provider and is greeted by the name it gave', async ({ page }) => {
  expect(fixture().oidcIssuer, 'the e2e server runs the local provider (E2E_OIDC=1)').toBeTruthy();
  await page.goto('/customer');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  const provider = dialog.getByRole('button', { name: 'Continue with Cognito' });
  await expect(provider).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'social-sign-in');

  await provider.click();
  await signInAtProvider(page, 'sam-social');
  await expect(page).toHaveURL(`${fixture().baseURL}/customer`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sam' })).toBeVisible();
  const session = await page.request.get('/api/auth/session');
  expect((await session.json()).user).toMatchObject({ userType: 'customer', email: 'sam.social@e2e.test', firstName: 'Sam' });

  // The profile lists the provider with its email and date; Sam unlinks it (the verified email still signs in by code).
  await page.goto('/customer/profile/personal');
  const ways = page.getByRole('region', { name: 'Ways to sign in' });
  await expect(ways.getByRole('listitem')).toHaveCount(1);
  await expect(ways.getByRole('listitem')).toContainText(/^Cognitosam\.social@e2e\.testLinked [A-Z][a-z]{2} \d{1,2}, \d{4}Unlink$/);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'sign-in-identities');
  await ways.getByRole('button', { name: 'Unlink Cognito' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unlink Cognito?' });
  await confirm.getByRole('button', { name: 'Unlink' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText('Cognito unlinked')).toBeVisible();
  await expect(ways.getByText('You do not sign in with another site.')).toBeVisible();
  await expect(ways.getByRole('listitem')).toHaveCount(0);
  const left = await page.request.get('/api/CustomerIdentity/List');
  expect((await left.json()).res_data).toEqual([]);
});

test('a provider email that already has an account is linked only after the password', async ({ page }) => {
  await page.goto('/customer');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Continue with Cognito' }).click();
  await signInAtProvider(page, 'fiona-social');

  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByText('You already have an account with this email.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'social-link');
  await dialog.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
  await dialog.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(dialog.getByText('The password is not right. Check it and try again.')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(fixture().password);
  await dialog.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: /Fiona/ })).toBeVisible();
  const identities = await page.request.get('/api/CustomerIdentity/List');
  expect(((await identities.json()) as { res_data: { provider: string }[] }).res_data.map((i) => i.provider)).toEqual(['cognito']);
});
