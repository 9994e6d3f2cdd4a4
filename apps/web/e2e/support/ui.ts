import { type Page, expect } from '@playwright/test';

/** Employee sign-in through the /admin form, ending on the dashboard. */
export async function signInAsStaff(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome,/ })).toBeVisible();
}

export async function signOutFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
}

/** The menu of the default cutter role (admin-nav.ts), as a signed-in cutter or someone acting as one sees it. */
export const CUTTER_MENU = [
  'Dashboard',
  'Appointments',
  'Appointment calendar',
  'Employee schedule',
  'Time cards',
  'Past time cards',
  'Time clock',
  'Face sign-in',
  'Services',
  'Reports',
  'Messages',
  'Help and support',
  'Contact us',
];

/** The navigation links a person sees, in order. */
export async function navigationLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  return nav.getByRole('link').allTextContents();
}
