import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { employee, fixture } from './support/fixture.ts';
import { seriousViolations, shot } from './support/look.ts';
import { CUTTER_MENU } from './support/menus.ts';
import { navigationAreas, navigationLinks, signInAsStaff } from './support/ui.ts';

// Issue 15: the admin menu by area, closed areas remembered, and the "go to" search over the pages a person may open.

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const goTo = (page: Page) => page.getByRole('dialog', { name: 'Go to a page' });
const options = (page: Page) => goTo(page).getByRole('option');

test('a franchisor closes an area, it stays closed after a reload, and Ctrl+K finds the cash drawer', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsStaff(page, employee('franchisor').email, fixture().password);
  expect(await navigationAreas(page)).toEqual([
    ['Front desk', 'true'],
    ['People', 'true'],
    ['Catalog and stock', 'true'],
    ['Money', 'true'],
    ['Reports', 'true'],
    ['Accounting', 'true'],
    ['Settings', 'true'],
  ]);
  await expect(menu(page).getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');

  await menu(page).getByRole('button', { name: 'Accounting' }).click();
  await expect(menu(page).getByRole('button', { name: 'Accounting' })).toHaveAttribute('aria-expanded', 'false');
  await expect(menu(page).getByRole('link', { name: 'GL accounts' })).toHaveCount(0);
  await page.reload();
  // The reload fetches the session again: a busy machine can take a while.
  await expect(menu(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(menu(page).getByRole('button', { name: 'Accounting' })).toHaveAttribute('aria-expanded', 'false');
  const links = await navigationLinks(page);
  for (const hidden of ['Accounting', 'Store groups', 'GL accounts', 'Export to QuickBooks']) expect(links).not.toContain(hidden);
  expect(links).toContain('Cash drawer');
  await shot(page, 'admin-navigation-1440.png');

  // Ctrl+K, "cash", Enter: the cash drawer page, marked in the menu.
  await page.keyboard.press('Control+k');
  await expect(goTo(page)).toBeVisible();
  await expect(goTo(page).getByRole('combobox', { name: 'Page or area' })).toBeFocused();
  await expect(options(page)).toHaveCount(38);
  await page.keyboard.type('cash');
  await expect(options(page)).toHaveText(['Cash drawerMoney']);
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'admin-navigation-go-to-1440.png');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/store\/cash-drawer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cash drawer' })).toBeVisible();
  await expect(goTo(page)).toBeHidden();
  await expect(menu(page).getByRole('link', { name: 'Cash drawer' })).toHaveAttribute('aria-current', 'page');
  await expect(menu(page).getByRole('link', { name: 'Dashboard', exact: true })).not.toHaveAttribute('aria-current', 'page');

  // The arrows choose among several; an area's name finds its pages; Escape closes without moving.
  await menu(page).getByRole('link', { name: 'Cash drawer' }).focus();
  await page.keyboard.press('/');
  await page.keyboard.type('accounting');
  await expect(options(page)).toHaveText([
    'AccountingAccounting',
    'Store groupsAccounting',
    'GL accountsAccounting',
    'Export to QuickBooksAccounting',
  ]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(2)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(goTo(page)).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/store\/cash-drawer$/);
  await page.getByRole('button', { name: 'Go to a page' }).click();
  await page.keyboard.type('gl');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/accounting\/gl-account$/);
  // Landing on a page of a closed area opens that area.
  await expect(menu(page).getByRole('button', { name: 'Accounting' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page).getByRole('link', { name: 'GL accounts' })).toHaveAttribute('aria-current', 'page');
});

test('a cutter’s go-to search offers only the pages they may open; the calendar keeps its own keys', async ({ page }) => {
  await signInAsStaff(page, employee('cutter').email, fixture().password);
  await page.locator('body').press('/');
  await expect(goTo(page)).toBeVisible();
  const offered = (await options(page).locator('.MuiListItemText-primary').allTextContents()).sort();
  expect(offered).toEqual([...CUTTER_MENU].sort());
  await page.keyboard.type('cash');
  await expect(options(page)).toHaveCount(0);
  await expect(goTo(page).getByRole('status')).toHaveText('No page you can open matches “cash”.');
  await page.getByRole('combobox', { name: 'Page or area' }).fill('sms');
  await expect(goTo(page).getByRole('status')).toHaveText('No page you can open matches “sms”.');
  await page.keyboard.press('Escape');

  // In a field "/" is typed, not taken; on the calendar "?" is still the calendar's shortcut sheet.
  await page.goto(`/admin/appointments-calendar?storeId=${fixture().stores[0]!.id}`);
  await page.getByRole('searchbox', { name: 'Find appointment' }).pressSequentially('a/b');
  await expect(page.getByRole('searchbox', { name: 'Find appointment' })).toHaveValue('a/b');
  await expect(goTo(page)).toBeHidden();
  await page.getByRole('searchbox', { name: 'Find appointment' }).fill('');
  await page.getByRole('searchbox', { name: 'Find appointment' }).blur();
  await page.locator('body').press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('body').press('Control+k');
  await expect(goTo(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(goTo(page)).toBeHidden();
});

test('on a phone the drawer shows the same areas, and the go-to button opens the search', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsStaff(page, employee('franchisor').email, fixture().password);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(menu(page).getByRole('button', { name: 'Money' })).toBeVisible();
  expect(await navigationAreas(page)).toHaveLength(7);
  await menu(page).getByRole('button', { name: 'People' }).click();
  await expect(menu(page).getByRole('link', { name: 'Employees' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'admin-navigation-drawer-375.png');
  await menu(page).getByRole('link', { name: 'Gift cards' }).click();
  await expect(page).toHaveURL(/\/admin\/gift-cards$/);
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();

  await page.getByRole('button', { name: 'Go to a page' }).click();
  await page.keyboard.type('promo');
  await expect(options(page)).toHaveText(['Promo codesMoney', 'In-store promotionsMoney']);
  await shot(page, 'admin-navigation-go-to-375.png');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/promo-codes$/);
});

test('while a page’s code is still on its way the bar says so and the old page is marked busy', async ({ page }) => {
  await signInAsStaff(page, employee('franchisor').email, fixture().password);
  // Hold the employee schedule's chunk (a slow connection) until the bar has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/employee-schedule-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await menu(page).getByRole('link', { name: 'Employee schedule' }).click();
  const bar = page.getByRole('progressbar', { name: 'Opening the page' });
  await expect(bar).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Employee schedule' })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
});
