import { z } from 'zod';
import { staffApi } from './support/api.ts';
import { addDays, dayIn, wallClock } from './support/days.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { choose } from './support/forms.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { bookableDay } from './support/seed.ts';
import { expect, test } from './support/test.ts';
import { openAsStaff } from './support/ui.ts';

const suffix = Date.now().toString(36);
const idOf = z.object({ res_data: z.object({ id: z.string() }) });
const invoiceOf = z.object({ res_data: z.object({ id: z.string(), number: z.string(), dueCents: z.number() }) });

/** One visit of the spec store's customer, served and paid today: a $40.00 cut with a $5.00 tip, cash. */
async function seedVisit() {
  const spec = await specStore('dashboards');
  const store = spec.store;
  const staff = await staffApi(employee('franchisor').email, fixture().password);
  const call = async (url: string, data?: unknown, method: 'post' | 'put' = 'post') => {
    const response = await staff.api[method](`/api/${url}`, { headers: { Authorization: `Bearer ${staff.token}` }, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const cutter = spec.employees.cutter!;
  const day = addDays(dayIn(store.timezone), 20);
  const serviceId = await bookableDay(call, { store, cutterId: cutter.id, day, service: { name: `Dash Cut ${suffix}`, priceCents: 4000 } });
  const register = idOf.parse(await call('CashDrawer/Registers', { storeId: store.id, name: `Dash till ${suffix}` })).res_data;
  await call('CashDrawer/Open', { registerId: register.id, counts: { bill_2000: 5 } });
  const appointment = idOf.parse(
    await call('Appointment/Create', {
      storeId: store.id,
      cutterId: cutter.id,
      serviceIds: [serviceId],
      source: 'phone',
      start: wallClock(store.timezone, day, '11:00'),
      customerId: spec.customer.id,
    }),
  ).res_data;
  for (const action of ['CheckIn', 'Start', 'Stop']) await call(`Appointment/${action}/${appointment.id}`, {});
  const invoice = invoiceOf.parse(await call(`Invoice/CreateForAppointment/${appointment.id}`)).res_data;
  const tipped = invoiceOf.parse(
    await call(`Invoice/Tips/${invoice.id}`, { tips: [{ cutterId: cutter.id, amountCents: 500 }] }, 'put'),
  ).res_data;
  const paid = await staff.api.post(`/api/Invoice/Pay/${invoice.id}`, {
    headers: { Authorization: `Bearer ${staff.token}`, 'idempotency-key': `dash-${suffix}` },
    data: { tender: 'cash', amountCents: tipped.dueCents },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return { spec, day, number: invoice.number };
}

test.use({ viewport: { width: 1440, height: 900 } });

test('an owner drills from a KPI figure to its sales and from a client figure to its clients', async ({ page }) => {
  test.setTimeout(180_000);
  const { spec, day, number } = await seedVisit();

  // KPI summary, today: the sale, no sales a year ago (said, not shown as zero), then the rows behind net sales.
  await openAsStaff(page, spec.employees.store_owner!.email, fixture().password, '/admin/dashboards/kpi-summary');
  await choose(page, 'Figures for', spec.store.name);
  await choose(page, 'Dates', 'Today');
  await expect(page.getByTestId('kpi-netSalesCents-value')).toHaveText('$40.00');
  await expect(page.getByTestId('kpi-netSalesCents-last-year')).toHaveText('Last year: no data');
  await page.getByRole('link', { name: 'See the sales behind Net sales' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sales behind the figures' })).toBeVisible();
  const rows = page.getByTestId('kpi-sales-rows');
  await expect(rows.locator('tbody tr')).toHaveCount(1);
  await expect(rows.locator('tbody tr').first()).toContainText(number);
  await expect(rows.locator('tbody tr').first()).toContainText('$40.00');
  await expect(page.getByTestId('kpi-sales-total')).toContainText('$40.00');
  await expect(page.getByTestId('kpi-sales-total')).toContainText('Tickets: 1');
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'kpi-sales-drill-down');

  // Customer dashboard over the visit's day: one client served, and the drill-down names them.
  const dates = `store=${spec.store.id}&preset=custom&from=${dayIn(spec.store.timezone)}&to=${day}`;
  await page.goto(`/admin/dashboards/customer-dashboard?${dates}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer dashboard' })).toBeVisible();
  await expect(page.getByTestId('customers-clientsServed-value')).toHaveText('1');
  await expect(page.getByTestId('customers-lapsedClients-value')).toHaveText('0');
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'customer-dashboard');
  await page.getByRole('link', { name: 'See the clients behind Clients served' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients: Clients served' })).toBeVisible();
  await expect(page.getByTestId('clients-count')).toContainText('Clients counted: 1');
  await expect(page.getByTestId('clients-rows').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('clients-rows')).toContainText(spec.customer.firstName);
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'customer-dashboard-clients');

  // Retention dashboard: the revisit curve as a table, nothing old enough to judge yet.
  await page.goto(`/admin/dashboards/customer-retention-dashboard?${dates}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer retention dashboard' })).toBeVisible();
  await expect(page.getByTestId('retention-clientsServed-value')).toHaveText('1');
  await expect(page.getByTestId('revisit-curve').locator('tbody tr')).toHaveCount(5);
  await expect(page.getByTestId('revisit-curve').locator('tbody tr').first()).toContainText('30 days');
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'retention-dashboard');
});
