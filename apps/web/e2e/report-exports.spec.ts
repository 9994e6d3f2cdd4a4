import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatMoney, REPORT_ROWS_PER_PAGE } from '@salon/shared';
import { z } from 'zod';
import { addDays, dayIn } from './support/days.ts';
import { employee, fixture, seedSalesHistory, specStore } from './support/fixture.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { bookableDay, idOf, staffCaller } from './support/seed.ts';
import { expect, test } from './support/test.ts';
import { openAsStaff } from './support/ui.ts';

// Large report exports in the background and the printable report viewer, over a month of daily sales at the spec's
// store (the e2e server counts an export of more than 20 rows as large: e2e-server.ts).
const suffix = Date.now().toString(36);
const runOf = z.object({
  res_data: z.object({
    rows: z.array(z.object({ date: z.string(), tickets: z.number(), netSalesCents: z.number() })),
    totals: z.object({ tickets: z.number(), netSalesCents: z.number() }),
    brandName: z.string(),
  }),
});

/** The spec store with 30 days of sales and a saved "Sales summary" of it; the run's days and rows. */
async function salesSummary() {
  const spec = await specStore('report-exports');
  const call = await staffCaller(employee('franchisor').email, fixture().password);
  await bookableDay(call, {
    store: spec.store,
    cutterId: spec.employees.cutter!.id,
    day: addDays(dayIn(spec.store.timezone), 30),
    service: { name: `Export Cut ${suffix}`, priceCents: 4000 },
  });
  await seedSalesHistory('report-exports');
  const name = `Daily sales ${suffix}`;
  const id = idOf.parse(await call('Report/Create', { type: 'sales_summary', name, storeId: spec.store.id, params: {} })).res_data.id;
  const to = dayIn(spec.store.timezone);
  const from = addDays(to, -35);
  const run = runOf.parse(await call(`Report/Run/${id}`, { from, to })).res_data;
  await call.dispose();
  return { spec, id, name, from, to, run };
}

test.use({ viewport: { width: 1440, height: 900 } });

test('a month of daily sales exports in the background with a progress bar, then prints page by page', async ({ page }) => {
  test.setTimeout(240_000);
  const { spec, id, name, from, to, run } = await salesSummary();
  expect(run.rows.length).toBeGreaterThan(REPORT_ROWS_PER_PAGE);

  // The report screen: the CSV is large, so it is prepared in the background and offered when done.
  await openAsStaff(page, spec.employees.store_owner!.email, fixture().password, `/admin/reports/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await expect(page.getByTestId('report-totals')).toContainText(formatMoney(run.totals.netSalesCents, 'USD'));
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const progress = page.getByTestId('report-export-progress');
  await expect(progress.getByRole('progressbar', { name: 'CSV export progress' })).toBeVisible();
  const fileName = `Daily-sales-${suffix}-${from}-${to}.csv`;
  const ready = progress.getByRole('button', { name: `Download ${fileName}` });
  await expect(ready).toBeVisible({ timeout: 60_000 });
  await expect(progress).toContainText(`Your CSV is ready (${run.rows.length} rows).`);
  await expect(progress.getByRole('progressbar', { name: 'CSV export progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'report-export-ready');
  const [download] = await Promise.all([page.waitForEvent('download'), ready.click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  const lines = readFileSync(await download.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('Date,Tickets,Net sales,Discounts,Tax,Tips,Gift cards sold,Booking fees');
  expect(lines.slice(1, -1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual(
    run.rows.map((row) => `${row.date},${row.tickets}`),
  );
  expect(lines.at(-1)).toMatch(new RegExp(`^Total,${run.totals.tickets},${(run.totals.netSalesCents / 100).toFixed(2)},`));

  // After a reload the export is still there, under the person's recent exports, and downloads again.
  await page.reload();
  const recent = page.getByRole('region', { name: 'Your exports of the last 7 days' });
  const again = recent.getByRole('button', { name: new RegExp(`^${fileName.replaceAll('.', '\\.')}, made `) });
  await expect(again).toBeVisible();
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'report-export-recent');
  const [redownload] = await Promise.all([page.waitForEvent('download'), again.click()]);
  expect(redownload.suggestedFilename()).toBe(fileName);
  expect(readFileSync(await redownload.path(), 'utf8')).toBe(readFileSync(await download.path(), 'utf8'));

  // The printable viewer: the reports by type, then this one page by page.
  await page.goto('/admin/bold-reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Printable reports' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Sales summary' })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/bold-reports/sales-summary/${id}$`));
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  const pages = Math.ceil(run.rows.length / REPORT_ROWS_PER_PAGE);
  const second = page.getByRole('region', { name: `Page 2 of ${pages}` });
  await expect(second).toBeVisible();
  await expect(second.getByTestId('report-print-header')).toContainText(run.brandName);
  await expect(second.getByTestId('report-print-header')).toContainText(`Dates: ${from} – ${to}`);
  await expect(second.getByTestId('report-print-header')).toContainText(`${spec.store.name} (${spec.store.timezone})`);
  await expect(second.getByRole('columnheader', { name: 'Net sales' })).toBeVisible();
  const rowsOf2 = run.rows.slice(REPORT_ROWS_PER_PAGE, 2 * REPORT_ROWS_PER_PAGE);
  const sum = (rows: typeof run.rows, key: 'tickets' | 'netSalesCents') => rows.reduce((s, r) => s + r[key], 0);
  await expect(second.getByTestId('page-subtotal')).toContainText(
    `Page subtotal${sum(rowsOf2, 'tickets')}${formatMoney(sum(rowsOf2, 'netSalesCents'), 'USD')}`,
  );
  const running2 = run.rows.slice(0, 2 * REPORT_ROWS_PER_PAGE);
  await expect(second.getByTestId(pages === 2 ? 'grand-total' : 'running-total')).toContainText(
    `${pages === 2 ? 'Grand total' : 'Running total'}${sum(running2, 'tickets')}${formatMoney(sum(running2, 'netSalesCents'), 'USD')}`,
  );
  const last = page.getByRole('region', { name: `Page ${pages} of ${pages}` });
  await expect(last.getByTestId('grand-total')).toContainText(
    `Grand total${run.totals.tickets}${formatMoney(run.totals.netSalesCents, 'USD')}`,
  );
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'bold-report');

  // Printed to PDF: one sheet a page, each with the header, the column titles and the totals.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  const dir = mkdtempSync(path.join(tmpdir(), 'bold-report-'));
  const pdf = path.join(dir, 'report.pdf');
  writeFileSync(pdf, await page.pdf({ preferCSSPageSize: true, printBackground: false }));
  const text = (n: number) => execFileSync('pdftotext', ['-layout', '-f', String(n), '-l', String(n), pdf, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  expect(info).toMatch(new RegExp(`Pages:\\s+${pages}\\n`));
  for (let n = 1; n <= pages; n++) {
    const sheet = text(n);
    expect(sheet).toContain(`Page ${n} of ${pages}`);
    expect(sheet).toContain(name);
    expect(sheet).toContain(`Dates: ${from} – ${to}`);
    expect(sheet).toContain('Net sales');
    expect(sheet).toContain('Page subtotal');
    expect(sheet).toContain(n === pages ? 'Grand total' : 'Running total');
  }
  expect(text(2)).toContain(rowsOf2[0]!.date);
  await page.emulateMedia({ media: 'screen' });
});
