import { readFileSync } from 'node:fs';
import { POSTING_CATEGORIES } from '@salon/shared';
import { z } from 'zod';
import { addDays, dayIn } from './support/days.ts';
import { employee, fixture } from './support/fixture.ts';
import { choose } from './support/forms.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { staffCaller } from './support/seed.ts';
import { expect, test } from './support/test.ts';
import { navigationLinks, signInAsStaff } from './support/ui.ts';

// Issue 16: the accountant role keeps the books (reports, store groups, GL accounts, the connection, exports) and
// sees nothing of the shop floor.
const groupsSchema = z.object({
  res_data: z.object({ items: z.array(z.object({ id: z.string(), name: z.string(), stores: z.array(z.object({ id: z.string() })) })) }),
});
const idOf = z.object({ res_data: z.object({ id: z.string() }) });

/** A store group of the fixture store (the accountant's), every category mapped to a typed account; its name. */
async function groupOfFixtureStore(): Promise<string> {
  const call = await staffCaller(employee('franchisor').email, fixture().password);
  const store = fixture().stores[0]!;
  const groups = groupsSchema.parse(await call('Accounting/StoreGroups', undefined, 'get')).res_data.items;
  const found = groups.find((g) => g.stores.some((s) => s.id === store.id));
  const name = found?.name ?? `Fixture Books ${Date.now().toString(36)}`;
  const id = found?.id ?? idOf.parse(await call('Accounting/StoreGroups', { name, storeIds: [store.id] })).res_data.id;
  const mappings = POSTING_CATEGORIES.map((category) => ({
    category,
    serviceCategoryId: null,
    accountId: null,
    accountName: `Books ${category}`,
  }));
  await call(`Accounting/GlAccounts/${id}`, { mappings }, 'put');
  await call.dispose();
  return name;
}

test('the accountant sees reports and the books only, runs an export for a range and downloads it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const group = await groupOfFixtureStore();
  await signInAsStaff(page, employee('accountant').email, fixture().password);
  const menu = await navigationLinks(page);
  expect(menu).toEqual([
    'Dashboard',
    'Messages',
    'Reports',
    'Printable reports',
    'Accounting',
    'Store groups',
    'GL accounts',
    'Export to QuickBooks',
    'Help and support',
    'Contact us',
  ]);
  for (const absent of ['Employees', 'Customers', 'Appointments calendar', 'Cash drawer', 'Roles and permissions', 'Services'])
    expect(menu).not.toContain(absent);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Export to QuickBooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Export to QuickBooks' })).toBeVisible();
  await choose(page, 'Store group', group);
  const today = dayIn(fixture().stores[0]!.timezone);
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(addDays(today, -13));
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(addDays(today, -7));
  await choose(page, 'Send', 'Files only (CSV / IIF)');
  await page.getByRole('button', { name: 'Start export' }).click();
  const progress = page.getByRole('region', { name: 'Export running' });
  await expect(progress.locator('[data-stage="documentPreparation"]')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(page.getByText(/0 posted · 0 adjustments · 0 unchanged · \d+ documents/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV (QuickBooks Online import)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  expect(readFileSync(await file.path(), 'utf8').split('\r\n')[0]).toBe('Journal No.,Journal Date,Account Name,Description,Debits,Credits');
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'accountant-export');

  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  // Screens of other roles are refused, not just hidden.
  for (const path of [
    '/admin/employees',
    '/admin/customers',
    '/admin/appointments-calendar',
    '/admin/store/cash-drawer',
    '/admin/rbac-management',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
  }
});
