import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { z } from 'zod';
import { staffApi } from './support/api.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { signInAsStaff } from './support/ui.ts';
import { seriousViolations, shot } from './support/look.ts';
import { addDays, dayIn, wallClock } from './support/days.ts';

const suffix = Date.now().toString(36);
const idOf = z.object({ res_data: z.object({ id: z.string() }) });

/** YYYY-MM-DD of `at` on the clock of `timezone`. */

/** "Sun, Nov 22", as the screen writes a day. */
function shortDay(day: string): string {
  return new Intl.DateTimeFormat('en', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

interface Seeded {
  storeId: string;
  storeName: string;
  day: string;
  weekStart: string;
}

/**
 * Tomorrow on the clock of the spec's own store (always bookable, whatever the hour now; no other spec books
 * there, so the counts are this spec's alone): its cutter gets the haircut skill and a published 10:00-18:00
 * shift, a haircut service is created, and two appointments are booked (a guest at 10:00, the store's customer
 * at 10:30); the first is checked in.
 */
async function seed(): Promise<Seeded> {
  const staff = await staffApi(employee('franchisor').email, fixture().password);
  const { store, customer, employees } = await specStore('appointments-dashboard');
  const { cutter } = employees;
  const call = async (url: string, data: unknown, method: 'post' | 'put' = 'post') => {
    const response = await staff.api[method](`/api/${url}`, { headers: { Authorization: `Bearer ${staff.token}` }, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const day = addDays(dayIn(store.timezone), 1);
  const weekStart = addDays(day, -new Date(`${day}T12:00:00Z`).getUTCDay());

  await call(`Employee/Update/${cutter.id}`, { serviceDetails: { skills: ['haircut'] } }, 'put');
  await call('Shift/Create', {
    storeId: store.id,
    employeeId: cutter.id,
    start: wallClock(store.timezone, day, '10:00'),
    end: wallClock(store.timezone, day, '18:00'),
  });
  await call('Shift/Publish', { storeId: store.id, from: day, to: day, employeeIds: [cutter.id] });
  const service = idOf.parse(
    await call('Service/Create', {
      basicDetails: { name: `Classic Cut ${suffix}`, category: 'Haircuts', durationMinutes: 30, priceCents: 3000, skillSet: 'haircut' },
      others: { storeIds: [store.id], onlineBookable: true },
    }),
  ).res_data;
  const booking = { storeId: store.id, cutterId: cutter.id, serviceIds: [service.id], source: 'phone' };
  const first = idOf.parse(
    await call('Appointment/Create', { ...booking, start: wallClock(store.timezone, day, '10:00'), guest: { name: 'Gale Guest' } }),
  ).res_data;
  await call('Appointment/Create', { ...booking, start: wallClock(store.timezone, day, '10:30'), customerId: customer.id });
  await call(`Appointment/CheckIn/${first.id}`, {});
  return { storeId: store.id, storeName: store.name, day, weekStart };
}

async function screenshots(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await shot(page, `${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

let seeded: Seeded;
test.beforeAll(async () => {
  seeded = await seed();
});

test('the dashboard counts the store’s appointments by status and the week view lists the day', async ({ page }) => {
  await signInAsStaff(page, employee('franchisor').email, fixture().password);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Appointments' }).first().click();
  await expect(page).toHaveURL(/\/admin\/appointments-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();

  // The week holding tomorrow (today may be the week's last day).
  await page.goto(`/admin/appointments-dashboard?week=${seeded.weekStart}`);
  const card = page.getByRole('region', { name: seeded.storeName });
  await expect(card.getByText('2 appointments')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Week: Appointments by status' }).getByRole('listitem')).toHaveText([
    'Booked 1',
    'Checked in 1',
  ]);
  await expect(card.getByText('No appointments today.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status colors' }).getByRole('listitem')).toHaveCount(11);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'dashboard').toEqual([]);
  await screenshots(page, 'appointments-dashboard');

  await card.getByRole('link', { name: `Open week of ${seeded.storeName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/appointments-dashboard/${seeded.storeId}\\?week=${seeded.weekStart}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Week at ${seeded.storeName}` })).toBeVisible();
  const label = shortDay(seeded.day);
  const dayCard = page.getByRole('list', { name: 'Days of the week' }).getByRole('listitem').filter({ hasText: label });
  await expect(dayCard.getByRole('list', { name: `${label}: Appointments by status` }).getByRole('listitem')).toHaveText([
    'Booked 1',
    'Checked in 1',
  ]);
  await page.getByRole('button', { name: `Show appointments of ${label}` }).click();
  await expect(page.getByRole('button', { name: `Show appointments of ${label}` })).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: /^Appointments on / });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('10:00 AM – 10:30 AM');
  await expect(table.getByRole('row').nth(1)).toContainText('Gale Guest (guest)');
  await expect(table.getByRole('row').nth(1)).toContainText('Checked in');
  await expect(table.getByRole('row').nth(2)).toContainText('10:30 AM – 11:00 AM');
  await expect(table.getByRole('row').nth(2)).toContainText('Booked');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'week view').toEqual([]);
  await screenshots(page, 'appointments-week');

  // An empty day says so.
  const other = shortDay(seeded.day === seeded.weekStart ? addDays(seeded.day, 1) : seeded.weekStart);
  await page.getByRole('button', { name: `Show appointments of ${other}` }).click();
  await expect(page.getByText(/^No appointments on \w+day, /)).toBeVisible();
});
