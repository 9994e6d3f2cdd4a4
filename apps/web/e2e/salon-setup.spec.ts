import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { employee, fixture } from './support/fixture.ts';
import { choose, field, next } from './support/forms.ts';
import { screenshots, seriousViolations } from './support/look.ts';

// Issue 19: a new salon signs up through the public wizard at /setup; its owner signs in to an empty admin with the
// checklist, and the e2e (demo) tenant's stores stay invisible to it.
const PASSWORD = 'Clipper2026';

async function basicDetails(page: Page, tag: string) {
  await field(page, 'Business name').fill(`Fade House ${tag}`);
  await field(page, 'Your first name').fill('Olivia');
  await field(page, 'Your last name').fill('Owner');
  await field(page, 'Your email').fill(`owner.${tag}@salon.test`);
  await field(page, 'Choose a password').fill(PASSWORD);
}

async function storeDetails(page: Page) {
  await field(page, 'Store name').fill('Fade House Downtown');
  await field(page, 'Store phone').fill('3125550100');
  await field(page, 'Street address').fill('12 Main St');
  await field(page, 'City').fill('Chicago');
  await choose(page, 'State', /Illinois/);
  await field(page, 'Postal code').fill('60601');
  await expect(page.getByRole('combobox', { name: /^Time zone/ })).toHaveText(/America\/Chicago/);
}

/** Review, wait for the captcha to solve itself, create; answers the done screen. */
async function create(page: Page) {
  await page.waitForFunction(() => document.querySelector('altcha-widget')?.getState() === 'verified', null, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Create my salon' }).click();
}

test('a new salon signs up at 1440 px: steps check, Back and a reload keep entries, the owner sees the checklist', async ({ page }) => {
  const tag = `w${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your salon' })).toBeVisible();
  // Next on an empty step names each missing field.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Business name is required')).toBeVisible();
  await basicDetails(page, tag);
  await next(page, 'Appearance info');
  await expect(field(page, 'Brand name customers see')).toHaveValue(`Fade House ${tag}`);
  await field(page, 'Website domain').fill('not a domain');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Must be a valid domain, e.g. example.com')).toBeVisible();
  await field(page, 'Website domain').fill(`${tag}.fadehouse.test`);
  await next(page, 'Address info');
  await storeDetails(page);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'salon-setup-store');

  // The draft survives a reload (without the password) and Back keeps what was typed.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Address info' })).toBeVisible();
  await expect(field(page, 'Store name')).toHaveValue('Fade House Downtown');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(field(page, 'Website domain')).toHaveValue(`${tag}.fadehouse.test`);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(field(page, 'Business name')).toHaveValue(`Fade House ${tag}`);
  await expect(field(page, 'Choose a password')).toHaveValue('');
  await field(page, 'Choose a password').fill(PASSWORD);
  await next(page, 'Appearance info');
  await next(page, 'Address info');
  await next(page, 'Services');

  // Barber templates: four are there, the others one click away.
  await expect(page.getByRole('group', { name: 'Service 4' })).toBeVisible();
  await page.getByRole('button', { name: /^Add Kids Cut/ }).click();
  await expect(page.getByRole('group', { name: 'Service 5' }).getByLabel(/^Service name/)).toHaveValue('Kids Cut');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'salon-setup-services');
  await next(page, 'Other info: your team');
  await page.getByRole('button', { name: 'Invite a person' }).click();
  const person = page.getByRole('group', { name: 'Person 1' });
  await person.getByLabel(/^First name/).fill('Carl');
  await person.getByLabel(/^Last name/).fill('Cutter');
  await person.getByLabel(/^Email/).fill(`owner.${tag}@salon.test`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This is the owner’s email; invite other people here')).toBeVisible();
  await person.getByLabel(/^Email/).fill(`carl.${tag}@salon.test`);
  await next(page, 'Review');
  await expect(page.getByText(`carl.${tag}@salon.test`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'salon-setup-review');
  await create(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your salon is ready' })).toBeVisible();
  await expect(page.getByText(`Fade House ${tag} is set up with 5 services; 1 invitations were sent.`, { exact: false })).toBeVisible();
  await screenshots(page, 'salon-setup-done');

  await page.getByRole('link', { name: 'Sign in to the admin' }).click();
  await page.getByLabel('Email').fill(`owner.${tag}@salon.test`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const checklist = page.getByRole('region', { name: 'Getting started' });
  await expect(checklist.getByText('2 of 5 done')).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Add shifts' })).toBeVisible();
  await expect(checklist.getByText('Add your services')).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Add your services' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'salon-setup-checklist');

  // The new salon's admin holds only its own store: the e2e tenant's stores are invisible to it.
  await page.goto('/admin/store');
  await expect(page.getByText('Fade House Downtown').first()).toBeVisible();
  for (const store of fixture().stores) await expect(page.getByText(store.name, { exact: true })).toHaveCount(0);
});

test('at phone width a taken owner email comes back on its field (409), then the salon is created', async ({ page }) => {
  const tag = `p${Date.now().toString(36)}`;
  const taken = employee('franchisor').email;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/setup');
  await basicDetails(page, tag);
  await field(page, 'Your email').fill(taken);
  await next(page, 'Appearance info');
  await field(page, 'Website domain').fill(`${tag}.fadehouse.test`);
  await next(page, 'Address info');
  await storeDetails(page);
  await next(page, 'Services');
  await next(page, 'Other info: your team');
  await next(page, 'Review');
  await create(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Basic details' })).toBeVisible();
  await expect(page.getByText('This email already has an account. Sign in instead, or use another email.').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'salon-setup-409');
  await field(page, 'Your email').fill(`owner.${tag}@salon.test`);
  await next(page, 'Appearance info');
  await next(page, 'Address info');
  await next(page, 'Services');
  await next(page, 'Other info: your team');
  await next(page, 'Review');
  await create(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your salon is ready' })).toBeVisible();
});
