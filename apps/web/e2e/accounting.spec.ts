import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { addDays, dayIn } from './support/days.ts';
import { employee, fixture, seedSalesHistory, specStore } from './support/fixture.ts';
import { choose } from './support/forms.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { bookableDay, staffCaller } from './support/seed.ts';
import { expect, test } from './support/test.ts';
import { openAsStaff } from './support/ui.ts';

// Issue 16's scenario against the app's local fake of Intuit (/fake-intuit): the accountant groups the spec
// store, connects it (consent page, redirect back), maps accounts, exports last week (seven entries), exports it
// again (nothing doubles), downloads the CSV, and after the grant is revoked sees "reconnect".
const suffix = Date.now().toString(36);
const entriesSchema = z.object({ entries: z.array(z.object({ Id: z.string(), DocNumber: z.string() })) });
const MAPPING: [string, string][] = [
  ['Service revenue', 'Services'],
  ['Retail revenue', 'Sales of Product Income'],
  ['Package revenue', 'Package Income'],
  ['Discounts', 'Discounts given'],
  ['Sales tax payable', 'Sales Tax Payable'],
  ['Tips payable', 'Tips Payable'],
  ['Gift-card liability (sale)', 'Gift Card Liability'],
  ['Gift-card liability (redemption)', 'Gift Card Liability'],
  ['Card clearing', 'Undeposited Funds'],
  ['Cash', 'Cash on hand'],
  ['Refunds', 'Refunds'],
  ['Cash over/short', 'Cash Over and Short'],
  ['Rounding', 'Rounding'],
];

test.use({ viewport: { width: 1440, height: 900 } });

test('the accountant connects a store group to QuickBooks (local fake), maps accounts and exports last week once', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const spec = await specStore('accounting');
  const call = await staffCaller(employee('franchisor').email, fixture().password);
  await bookableDay(call, {
    store: spec.store,
    cutterId: spec.employees.cutter!.id,
    day: addDays(dayIn(spec.store.timezone), 30),
    service: { name: `Ledger Cut ${suffix}`, priceCents: 4000 },
  });
  await call.dispose();
  // 30 days of sales history at the spec store (the factory's once-per-store seed).
  await seedSalesHistory('accounting');
  const fakeEntries = async () => entriesSchema.parse(await (await fetch(`${baseURL}/fake-intuit/__fake/journalentries`)).json()).entries;
  const before = (await fakeEntries()).length;
  const group = `Accounting Studio LLC ${suffix}`;

  await openAsStaff(page, employee('accountant').email, fixture().password, '/admin/accounting/store-groups');
  // The first page after the 30-day sales seed: the embedded database may still be busy with its jobs.
  await expect(page.getByRole('heading', { level: 1, name: 'Store groups' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'New store group' }).click();
  const dialog = page.getByRole('dialog', { name: 'New store group' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(group);
  await choose(dialog, 'Stores', spec.store.name);
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: group })).toContainText('Not connected');
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'accounting-store-groups');

  // Connect: the consent page of the (fake) Intuit, then back to the redirect screen.
  await page.goto('/admin/accounting/account-maintenance');
  const card = page.getByRole('region', { name: group });
  await card.getByRole('button', { name: 'Connect to QuickBooks' }).click();
  await expect(page.getByRole('heading', { name: 'Connect to QuickBooks (local fake)' })).toBeVisible();
  await page.getByRole('link', { name: 'Connect' }).click();
  await expect(page).toHaveURL(/\/admin\/accounting\/store-groups\/quickbook-redirect\?/);
  await expect(page.getByText(`${group} is connected to Sandbox Company US (local fake).`)).toBeVisible();
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'accounting-quickbook-redirect');

  // Map every category to an account of the company's chart (fetched live from the fake).
  await page.goto('/admin/accounting/gl-account');
  await choose(page, 'Store group', group);
  await expect(page.getByText('Accounts of Sandbox Company US (local fake), fetched live.')).toBeVisible();
  const exact = (text: string) => text.replace(/[()/]/g, '\\$&');
  for (const [category, account] of MAPPING) await choose(page, new RegExp(`^${exact(category)}$`), new RegExp(`^${exact(account)} \\(`));
  // Haircuts (a service category) gets its own income account; the others stay on service revenue's.
  const haircuts = page.getByRole('combobox', { name: /^Service revenue: Haircuts$/ });
  await expect(haircuts).toContainText('Same as service revenue');
  await choose(page, /^Service revenue: Haircuts$/, /^Sales of Product Income \(/);
  await page.getByRole('button', { name: 'Save mappings' }).click();
  await expect(page.getByText('Mappings saved')).toBeVisible();
  await page.reload();
  await choose(page, 'Store group', group);
  await expect(page.getByRole('combobox', { name: /^Service revenue: Haircuts$/ })).toContainText('Sales of Product Income');
  await expect(page.getByRole('combobox', { name: /^Service revenue$/ })).toContainText('Services');
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'accounting-gl-account');

  // Export last week: the stages run, seven entries (one per day) reach the company.
  await page.goto('/admin/account-management/export-to-qb');
  await choose(page, 'Store group', group);
  await page.getByRole('button', { name: 'Start export' }).click();
  const progress = page.getByRole('region', { name: 'Export running' });
  await expect(progress.locator('[data-stage="posting"]')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(page.getByText('7 posted · 0 adjustments · 0 unchanged · 7 documents')).toBeVisible();
  for (const stage of ['beginExport', 'exportStarted', 'preparation', 'documentPreparation', 'posting'])
    await expect(progress.locator(`[data-stage="${stage}"]`)).toHaveAttribute('data-status', 'done');
  expect((await fakeEntries()).length).toBe(before + 7);
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'accounting-export-to-qb');

  // The CSV of the export in QuickBooks Online's journal-import layout.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV (QuickBooks Online import)' }).click();
  const file = readFileSync(await (await download).path(), 'utf8');
  expect(file.split('\r\n')[0]).toBe('Journal No.,Journal Date,Account Name,Description,Debits,Credits');

  // The same week again: nothing doubles.
  await page.reload();
  await choose(page, 'Store group', group);
  await page.getByRole('button', { name: 'Start export' }).click();
  await expect(page.getByText('0 posted · 0 adjustments · 7 unchanged · 0 documents')).toBeVisible({ timeout: 60_000 });
  expect((await fakeEntries()).length).toBe(before + 7);

  // The grant is revoked at Intuit: the next export fails asking to reconnect, and the group shows it.
  expect((await fetch(`${baseURL}/fake-intuit/__fake/revoke`, { method: 'POST' })).ok).toBe(true);
  await page.reload();
  await choose(page, 'Store group', group);
  await page.getByRole('button', { name: 'Start export' }).click();
  await expect(page.getByText('The QuickBooks connection has expired or was revoked: reconnect the store group.')).toBeVisible({
    timeout: 60_000,
  });
  await page.goto('/admin/accounting/account-maintenance');
  await expect(card.getByRole('button', { name: 'Reconnect' })).toBeVisible();
  await expect(card.getByText('Reconnect needed')).toBeVisible();
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'accounting-account-maintenance');
});
