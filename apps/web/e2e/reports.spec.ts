import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { staffApi } from './support/api.ts';
import { bookableDay } from './support/seed.ts';
import { addDays, dayIn, wallClock } from './support/days.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { choose } from './support/forms.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { expect, test } from './support/test.ts';
import { openAsStaff } from './support/ui.ts';

const suffix = Date.now().toString(36);
const idOf = z.object({ res_data: z.object({ id: z.string() }) });
const invoiceOf = z.object({ res_data: z.object({ id: z.string(), totalCents: z.number(), dueCents: z.number() }) });

/** Two visits of the spec store's cutter sold today through the real routes: $40 + $40, a $5 tip on the first, cash. */
async function seedSales() {
  const spec = await specStore('reports');
  const store = spec.store;
  const staff = await staffApi(employee('franchisor').email, fixture().password);
  const call = async (url: string, data?: unknown, method: 'post' | 'put' = 'post') => {
    const response = await staff.api[method](`/api/${url}`, { headers: { Authorization: `Bearer ${staff.token}` }, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const cutter = spec.employees.cutter!;
  const day = addDays(dayIn(store.timezone), 40);
  const service = {
    id: await bookableDay(call, { store, cutterId: cutter.id, day, service: { name: `Report Cut ${suffix}`, priceCents: 4000 } }),
  };
  const register = idOf.parse(await call('CashDrawer/Registers', { storeId: store.id, name: `Reports till ${suffix}` })).res_data;
  await call('CashDrawer/Open', { registerId: register.id, counts: { bill_2000: 5 } });
  for (const [index, time] of ['11:00', '14:00'].entries()) {
    const appointment = idOf.parse(
      await call('Appointment/Create', {
        storeId: store.id,
        cutterId: cutter.id,
        serviceIds: [service.id],
        source: 'phone',
        start: wallClock(store.timezone, day, time),
        customerId: spec.customer.id,
      }),
    ).res_data;
    for (const action of ['CheckIn', 'Start', 'Stop']) await call(`Appointment/${action}/${appointment.id}`, {});
    const invoice = invoiceOf.parse(await call(`Invoice/CreateForAppointment/${appointment.id}`)).res_data;
    const tipped =
      index === 0
        ? invoiceOf.parse(await call(`Invoice/Tips/${invoice.id}`, { tips: [{ cutterId: cutter.id, amountCents: 500 }] }, 'put')).res_data
        : invoice;
    const paid = await staff.api.post(`/api/Invoice/Pay/${invoice.id}`, {
      headers: { Authorization: `Bearer ${staff.token}`, 'idempotency-key': `reports-${suffix}-${index}` },
      data: { tender: 'cash', amountCents: tipped.dueCents },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
  }
  return spec;
}

// The report test reads the sales the KPI test seeded: one after the other.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 900 } });

test('an owner opens the KPI summary of the spec store and finds the day’s invoices in it', async ({ page }) => {
  test.setTimeout(180_000);
  const spec = await seedSales();
  // The home shows today at the header's store: the two sales, and who is on shift.
  await openAsStaff(page, spec.employees.store_owner!.email, fixture().password, '/admin/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: `Today at ${spec.store.name}` })).toBeVisible();
  await expect(page.getByTestId('today-revenue')).toHaveText('$80.00');
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'admin-home-today');
  await page.goto('/admin/dashboards/kpi-summary');
  await expect(page.getByRole('heading', { level: 1, name: 'KPI summary' })).toBeVisible();
  await choose(page, 'Figures for', spec.store.name);
  await choose(page, 'Dates', 'Today');
  await expect(page.getByTestId('kpi-netSalesCents-value')).toHaveText('$80.00');
  await expect(page.getByTestId('kpi-tickets-value')).toHaveText('2');
  await expect(page.getByTestId('kpi-averageTicketCents-value')).toHaveText('$40.00');
  await expect(page.getByTestId('kpi-tipCents-value')).toHaveText('$5.00');
  await expect(page.getByTestId('kpi-netSalesCents')).toContainText('excludes tax, tips and gift cards sold');
  await expect(page.getByTestId('kpi-cutters')).toContainText('$5.00');
  await page.getByRole('button', { name: 'Show the figures as a table' }).click();
  await expect(page.getByRole('table', { name: 'Net sales per day' })).toContainText('$80.00');
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'kpi-summary');
});

test('an owner saves a "tips by cutter" report for the spec store, runs it and downloads the CSV', async ({ page }) => {
  test.setTimeout(120_000);
  const spec = await specStore('reports');
  await openAsStaff(page, spec.employees.store_owner!.email, fixture().password, '/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByRole('button', { name: 'New report' }).click();
  const dialog = page.getByRole('dialog', { name: 'New report' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a name')).toBeVisible();
  await dialog.getByLabel(/^Name/).fill(`Tips by cutter ${suffix}`);
  await choose(dialog, 'Type', 'Tips by cutter');
  await choose(dialog, 'Store', spec.store.name);
  await expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Tips by cutter ${suffix}` })).toBeVisible();
  const totals = page.getByTestId('report-totals');
  await expect(totals).toHaveText('Total1$5.00');
  await expect(page.getByRole('table', { name: `Tips by cutter ${suffix}` })).toContainText('Cutter Fixture');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^Tips-by-cutter-${suffix}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain('Cutter,Tickets with a tip,Tips\r\n');
  expect(csv).toContain('Total,1,5.00\r\n');
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'report-detail');
  await page.goto('/admin/reports');
  await expect(
    page
      .getByRole('link', { name: new RegExp(`Tips by cutter ${suffix}`) })
      .or(page.getByText(`Tips by cutter ${suffix}`))
      .first(),
  ).toBeVisible();
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'report-list');
});

test('commission: a rate set on the cutter’s screen pays on the day’s sales; the report prints without the app chrome', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const spec = await specStore('reports');
  const cutter = spec.employees.cutter!;
  // The cutter's screen: 40% of services and 10% of retail from today (the day's two $40 haircuts are today's sales).
  await openAsStaff(page, employee('franchisor').email, fixture().password, `/admin/employees/${cutter.id}`);
  const card = page.getByRole('region', { name: 'Commission' });
  await expect(card).toContainText('No commission rate yet.');
  await card.getByLabel('Service commission (%)').fill('40.5.1');
  await card.getByRole('button', { name: 'Set rate' }).click();
  await expect(card.getByText('Enter a percentage from 0 to 100 with at most two decimals').first()).toBeVisible();
  await card.getByLabel('Service commission (%)').fill('40');
  await card.getByLabel('Retail commission (%)').fill('10');
  await card.getByRole('button', { name: 'Set rate' }).click();
  await expect(card.getByRole('table', { name: 'Commission' })).toContainText(/40%\s*10%\s*Current/);
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'employee-commission');

  await page.goto('/admin/reports');
  await page.getByRole('button', { name: 'New report' }).click();
  const dialog = page.getByRole('dialog', { name: 'New report' });
  await dialog.getByLabel(/^Name/).fill(`Commission ${suffix}`);
  await choose(dialog, 'Type', 'Commission by cutter');
  await choose(dialog, 'Commission per', 'The whole date range');
  await choose(dialog, 'Store', spec.store.name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Commission ${suffix}` })).toBeVisible();
  const today = dayIn(spec.store.timezone);
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(today);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(today);
  // Two $40.00 haircuts at 40% = $32.00; the $5.00 tip is the cutter's too.
  const row = page.getByRole('row').filter({ hasText: 'Cutter Fixture' });
  await expect(row).toHaveText(`${today} – ${today}Cutter Fixture$80.00$0.00$0.00$5.00$32.00`);
  await expect(page.getByTestId('report-totals')).toHaveText('Total$80.00$0.00$0.00$5.00$32.00');
  await expect(page.getByTestId('report-print-header')).toContainText(`${spec.store.name} (${spec.store.timezone})`);
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'report-commission');

  // Printed: no bar, no navigation, no buttons; the report's dates, store and zone, and the totals.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeHidden();
  await expect(page.getByLabel('From')).toBeHidden();
  const header = page.getByTestId('report-print-header');
  await expect(header.getByRole('heading', { name: `Commission ${suffix}` })).toBeVisible();
  await expect(header).toContainText(`Dates: ${today} – ${today}`);
  await expect(header).toContainText(`Stores and time zones: ${spec.store.name} (${spec.store.timezone})`);
  await expect(page.getByTestId('report-totals')).toBeVisible();
  await expect(page.getByTestId('report-totals')).toHaveText('Total$80.00$0.00$0.00$5.00$32.00');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `/tmp/commission-report-print-1440.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});
