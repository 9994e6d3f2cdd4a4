import { z } from 'zod';
import { staffApi } from './support/api.ts';
import { dayIn, wallClock } from './support/days.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { expect, test } from './support/test.ts';
import { signInAsStaff } from './support/ui.ts';

// The time clock (issue 14): a cutter punches on the store tablet by PIN, a manager fixes an entry with a reason
// (a California 13-hour day: 8 regular, 4 overtime, 1 double time) and approves the week.

const PIN = '5813';
const cardSchema = z.object({ res_data: z.object({ periodStart: z.string(), periodEnd: z.string() }) });

test.use({ viewport: { width: 1280, height: 800 } });

test('a cutter clocks in by PIN, takes a break, clocks out; a manager edits a 13-hour California day and approves', async ({ page }) => {
  test.setTimeout(150_000);
  const { store, employees } = await specStore('time-clock', 'America/Los_Angeles');
  const cutter = employees.cutter;
  const manager = employees.shop_manager;
  if (!cutter || !manager) throw new Error('the spec store has no cutter or shop manager');
  const staff = await staffApi(employee('franchisor').email, fixture().password);
  const call = async (url: string, data?: unknown, method: 'post' | 'put' | 'get' = 'post') => {
    const response = await staff.api[method](`/api/${url}`, { headers: { Authorization: `Bearer ${staff.token}` }, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  await call(`Employee/SetPin/${cutter.id}`, { pin: PIN }, 'put');
  await call(
    `TimeCard/Settings/${store.id}`,
    { payPeriod: 'weekly', startDay: 0, anchorDate: '2026-01-04', overtimeRule: 'california', graceMinutes: 60 },
    'put',
  );
  const { periodStart, periodEnd } = cardSchema.parse(await call(`TimeCard/Card?storeId=${store.id}`, undefined, 'get')).res_data;
  // A day of this week other than today, so the long day never meets today's punches.
  const day = dayIn(store.timezone) === periodEnd ? periodStart : periodEnd;
  await call('TimeCard/Entry', {
    employeeId: cutter.id,
    storeId: store.id,
    kind: 'work',
    clockIn: wallClock(store.timezone, day, '08:00'),
    clockOut: wallClock(store.timezone, day, '20:00'),
    reason: 'Tablet was offline',
  });

  // The store tablet, signed in by the shop manager.
  await signInAsStaff(page, manager.email, fixture().password);
  await page.getByRole('link', { name: 'Time clock' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Time clock' })).toBeVisible();
  const pin = page.getByLabel(/^PIN/);
  const status = page.getByRole('status').filter({ hasText: /:/ });
  await pin.fill('0000');
  await page.getByRole('button', { name: 'Clock in' }).click();
  await expect(page.getByText('That PIN does not match anyone at this store').first()).toBeVisible();
  for (const [button, outcome] of [
    ['Clock in', 'clocked in'],
    ['Meal break (unpaid)', 'on a break'],
    ['End break', 'clocked in'],
    ['Clock out', 'clocked out'],
  ] as const) {
    await pin.fill(PIN);
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(status).toHaveText(new RegExp(`: ${outcome}$`));
    await expect(pin).toHaveValue('');
  }
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'time-clock-tablet');

  // The manager's time card: the 12-hour day becomes 13 hours with a reason.
  await page.getByRole('link', { name: 'Time cards', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Time cards' })).toBeVisible();
  const row = page.getByTestId(`day-${cutter.id}-${day}`);
  await expect(row.getByTestId('regular')).toHaveText('8:00');
  await expect(row.getByTestId('overtime')).toHaveText('4:00');
  await expect(row.getByTestId('double-time')).toHaveText('–');
  await row.getByRole('button', { name: /^Edit entry: 8:00 AM – 8:00 PM/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit entry of / });
  await expect(dialog.getByText('Added by Franchisor Fixture')).toBeVisible();
  await dialog.getByLabel('Clock out').fill(`${day}T21:00`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Give a reason (at least 3 characters)')).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('Stayed for a late client');
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'time-card-edit-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('regular')).toHaveText('8:00');
  await expect(row.getByTestId('overtime')).toHaveText('4:00');
  await expect(row.getByTestId('double-time')).toHaveText('1:00');
  await expect(row).toContainText('Edited');
  await expect(page.getByText('California overtime', { exact: false })).toBeVisible();

  // A shop manager runs the card but does not set the store's pay rules.
  await expect(page.getByRole('button', { name: 'Pay period settings' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Approve period' }).click();
  await expect(page.getByText('Approved by Shop Manager', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Re-open' })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Edit entry/ })).toHaveCount(0);
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'time-card');

  await page.getByRole('link', { name: 'Past time cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Past time cards' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Past periods' })).toBeVisible();
  await expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'old-time-card');
});

test('a franchisor sets a store’s pay period, overtime rule and missed-punch grace on the time card screen', async ({ page }) => {
  const { store } = await specStore('time-clock-settings');
  await signInAsStaff(page, employee('franchisor').email, fixture().password);
  await page.getByRole('link', { name: 'Time cards', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Time cards' })).toBeVisible();
  await page.getByRole('main').getByRole('combobox', { name: 'Store' }).click();
  await page.getByRole('option', { name: store.name }).click();
  await page.getByRole('button', { name: 'Pay period settings' }).click();
  const settings = page.getByRole('dialog', { name: `Pay period and overtime at ${store.name}` });
  await expect(settings.getByRole('combobox', { name: 'Overtime rule' })).toHaveText(/Federal overtime/);
  await settings.getByRole('combobox', { name: 'Pay period' }).click();
  await page.getByRole('option', { name: 'Bi-weekly' }).click();
  await settings.getByLabel('First day of a bi-weekly period').fill('2026-11-15');
  await settings.getByRole('combobox', { name: 'Overtime rule' }).click();
  await page.getByRole('option', { name: /^California overtime/ }).click();
  await settings.getByLabel('Missed clock-out after closing (minutes)').fill('ninety');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText('Whole minutes')).toBeVisible();
  await settings.getByLabel('Missed clock-out after closing (minutes)').fill('90');
  // The face sign-in threshold is typed as a percentage and kept in permille.
  await expect(settings.getByLabel('Face match needed (%)')).toHaveValue('55');
  await settings.getByLabel('Face match needed (%)').fill('99');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText('A percentage from 30 to 95, with at most one decimal')).toBeVisible();
  await settings.getByLabel('Face match needed (%)').fill('57.5');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'time-card-settings');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();
  await expect(page.getByText('Pay period settings saved')).toBeVisible();
  // The card follows at once: a 14-day period from the 15th, under California rules.
  await expect(page.getByText('California overtime', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Pay period settings' }).click();
  await expect(settings.getByLabel('Missed clock-out after closing (minutes)')).toHaveValue('90');
  await expect(settings.getByLabel('First day of a bi-weekly period')).toHaveValue('2026-11-15');
  await expect(settings.getByLabel('Face match needed (%)')).toHaveValue('57.5');
});
