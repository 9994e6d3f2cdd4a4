import { type Page, expect } from '@playwright/test';
import { signInThroughApi } from './api.ts';

/** Employee sign-in through the /admin form, ending on the dashboard. */
export async function signInAsStaff(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome,/ })).toBeVisible();
}

/**
 * A member of staff's page opened straight at `url`, signed in through the session endpoints as the form does (the form
 * itself is admin-sign-in.spec's). Signing in through the form first loads /admin and the dashboard: a page load more
 * for a test that starts elsewhere.
 */
export async function openAsStaff(page: Page, email: string, password: string, url: string): Promise<void> {
  await signInThroughApi(page.request, { userType: 'admin', email, password });
  await page.goto(url);
}

export async function signOutFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
}

/** The menu of the default cutter role (admin-nav.ts), as a signed-in cutter or someone acting as one sees it. */

/** The navigation links a person sees, in order (the links of a closed area are not shown). */
export async function navigationLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  return nav.getByRole('link').allTextContents();
}

/** The menu's areas with whether each is open ("true" / "false"), in order. */
export async function navigationAreas(page: Page): Promise<[string, string | null][]> {
  const areas = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button');
  return areas.evaluateAll((buttons) =>
    buttons.map((b) => [b.textContent ?? '', b.getAttribute('aria-expanded')] as [string, string | null]),
  );
}
