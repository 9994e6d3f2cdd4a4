import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { addDays, todayIn, wallClockToInstant } from '@salon/shared';
import { z } from 'zod';
import { signInThroughApi, staffApi } from './support/api.ts';
import { employee, fixture, type SpecStore, specStore } from './support/fixture.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { chooseBookingStore } from './support/booking.ts';

// Online booking (issue 6): a customer books a held time with a countdown, confirms, finds it in
// my-appointments, downloads the .ics and cancels; and a hold whose timer runs out is released.
// Data: the first fixture store (online booking turned on), two services of this run, and the fixture
// cutter on a published shift on a day 15-20 days ahead that no other spec gives him a shift on.

const suffix = Date.now().toString(36);
const idOf = z.object({ res_data: z.object({ id: z.string() }) });
const scheduleOf = z.object({
  res_data: z.object({
    schedule: z.array(z.object({ employeeId: z.string(), days: z.array(z.object({ date: z.string(), status: z.string() })) })),
  }),
});

interface Seeded {
  storeName: string;
  timezone: string;
  day: string;
  services: [string, string];
  cutterName: string;
  customer: SpecStore['customer'];
}

const at = (timezone: string, day: string, time: string) => {
  const [h, m] = time.split(':').map(Number);
  return wallClockToInstant(timezone, day, h * 60 + m, 'compatible');
};
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );

async function seed(): Promise<Seeded> {
  const staff = await staffApi(employee('franchisor').email, fixture().password);
  // The spec's own store: no other spec's shifts, visits or holds on its cutter's days, whatever the date.
  const spec = await specStore('online-booking');
  const { store } = spec;
  const { cutter } = spec.employees;
  const call = async (url: string, data: unknown, method: 'post' | 'put' | 'patch' = 'post') => {
    const response = await staff.api[method](`/api/${url}`, { headers: { Authorization: `Bearer ${staff.token}` }, data });
    return { ok: response.ok(), status: response.status(), body: await response.json().catch(() => ({})) };
  };
  const must = async (url: string, data: unknown, method: 'post' | 'put' | 'patch' = 'post') => {
    const answer = await call(url, data, method);
    expect(answer.ok, `${url}: ${JSON.stringify(answer.body)}`).toBe(true);
    return answer.body;
  };
  await must(`Store/ToggleOnlineBooking/${store.id}`, { onlineBooking: true }, 'patch');
  await must(`Employee/Update/${cutter.id}`, { serviceDetails: { skills: ['haircut'] } }, 'put');
  const services: [string, string] = [`Beard Sculpt ${suffix}`, `Scalp Massage ${suffix}`];
  await must('Service/Create', {
    basicDetails: { name: services[0], category: 'Online specials', durationMinutes: 30, priceCents: 3500, skillSet: 'haircut' },
    others: { storeIds: [store.id], onlineBookable: true },
  });
  idOf.parse(
    await must('Service/Create', {
      basicDetails: { name: services[1], category: 'Online specials', durationMinutes: 15, priceCents: 2000, skillSet: 'haircut' },
      others: { storeIds: [store.id], onlineBookable: true },
    }),
  );
  // A day 15-20 days ahead on which the cutter has no shift yet.
  const today = todayIn(store.timezone);
  const from = addDays(today, 15);
  const to = addDays(today, 20);
  const schedule = scheduleOf.parse(await must('Shift/Search', { storeId: store.id, from, to, employeeId: cutter.id })).res_data.schedule;
  const free = schedule.find((row) => row.employeeId === cutter.id)?.days.filter((d) => d.status === 'pending') ?? [];
  for (const { date } of free) {
    const created = await call('Shift/Create', {
      storeId: store.id,
      employeeId: cutter.id,
      start: at(store.timezone, date, '10:00').toISOString(),
      end: at(store.timezone, date, '14:00').toISOString(),
    });
    if (!created.ok) continue; // closed that day, say
    await must('Shift/Publish', { storeId: store.id, from: date, to: date, employeeIds: [cutter.id] });
    return { storeName: store.name, timezone: store.timezone, day: date, services, cutterName: 'Cutter Fixture', customer: spec.customer };
  }
  throw new Error(`no free day for the cutter between ${from} and ${to}`);
}

/** Store, both services and a cutter (or any) on the booking page. */
async function chooseStoreServicesCutter(page: Page, seeded: Seeded, cutter: string) {
  await chooseBookingStore(page, seeded.storeName);
  for (const service of seeded.services) await page.getByRole('checkbox', { name: new RegExp(service) }).check();
  await expect(page.getByRole('complementary', { name: 'Your booking' })).toContainText('$55.00 · 45 min');
  await page.getByRole('radio', { name: new RegExp(cutter) }).check();
}

let seeded: Seeded;
test.beforeAll(async () => {
  seeded = await seed();
});
test.use({ viewport: { width: 1280, height: 800 } });

test('a customer books online, sees the countdown, confirms, adds it to a calendar and cancels it', async ({ page }) => {
  const { customer } = seeded;
  await page.goto('/customer');
  await page.getByRole('link', { name: 'Book an appointment' }).first().click();
  await expect(page).toHaveURL(/\/customer\/book-appointment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book an appointment' })).toBeVisible();
  await chooseStoreServicesCutter(page, seeded, seeded.cutterName);

  // Not signed in: asked to sign in, and back to the same choices.
  await page.getByRole('button', { name: 'Sign in to continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Phone number or email').fill(customer.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(fixture().password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  for (const service of seeded.services) await expect(page.getByRole('checkbox', { name: new RegExp(service) })).toBeChecked();
  await expect(page.getByRole('radio', { name: new RegExp(seeded.cutterName) })).toBeChecked();

  // The day (on the second 14-day page of the window), the times on the store's clock.
  await expect(page.getByText(/^Times are in the salon’s time zone \(Central (Standard|Daylight) Time\)\.$/)).toBeVisible();
  await page
    .getByRole('group', { name: 'Day' })
    .getByRole('button', { name: longDay(seeded.day), exact: true })
    .click();
  await expect(page.getByRole('heading', { name: longDay(seeded.day), exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Morning' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Afternoon' })).toBeVisible();
  // Each part of the day shows its first six times (a phone no longer scrolls through every 5 minutes).
  const afternoon = page.getByRole('region', { name: 'Afternoon' });
  await expect(afternoon.getByRole('listitem')).toHaveCount(6);
  await afternoon.getByRole('button', { name: /^Show all \d+ afternoon times$/ }).click();
  // The shift ends at 2:00 PM and the visit takes 45 minutes: 1:15 PM is the last start.
  await expect(page.getByRole('button', { name: `1:15 PM on ${longDay(seeded.day)}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `1:20 PM on ${longDay(seeded.day)}` })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'book-appointment').toEqual([]);
  await screenshots(page, 'customer-book-appointment');

  await page.getByRole('button', { name: `10:00 AM on ${longDay(seeded.day)}` }).click();
  await expect(page).toHaveURL(/\/selected-service$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your time is held' })).toBeVisible();
  const countdown = page.getByTestId('hold-countdown');
  await expect(countdown).toHaveText(/^(10:00|09:[0-5]\d)$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 3_000 });
  await expect(page.getByRole('status').filter({ hasText: /minutes? left to confirm/ })).toHaveText(/^(10|9) minutes left to confirm$/);
  await expect(page.getByText('Pay at the store: nothing is charged now.')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText(seeded.storeName);
  await expect(main).toContainText(seeded.cutterName);
  await expect(main).toContainText(`${longDay(seeded.day)} at 10:00 AM`);
  expect(await seriousViolations(page), 'selected-service').toEqual([]);
  await screenshots(page, 'customer-selected-service');
  // Nothing may be wider than a phone's screen.
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: /^Confirm booking · \$55\.00$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re booked!' })).toBeVisible();
  await expect(page.getByText(`We sent a confirmation to ${customer.email}.`, { exact: false })).toBeVisible();
  expect(await seriousViolations(page), 'booked').toEqual([]);
  await screenshots(page, 'customer-booked');

  // The .ics file: the visit's instants in UTC, its services and the store.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const ics = readFileSync((await (await download).path()) ?? '', 'utf8');
  const stamp = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`DTSTART:${stamp(at(seeded.timezone, seeded.day, '10:00'))}`);
  expect(ics).toContain(`DTEND:${stamp(at(seeded.timezone, seeded.day, '10:45'))}`);
  expect(ics.replace(/\r?\n[ \t]/g, '')).toContain(`SUMMARY:${seeded.services[0]}\\, ${seeded.services[1]} at ${seeded.storeName}`);

  await page.getByRole('link', { name: 'My appointments' }).first().click();
  await expect(page).toHaveURL(/\/customer\/my-appointments$/);
  const when = `${longDay(seeded.day)} at 10:00 AM`;
  const card = page.getByRole('article', { name: when });
  await expect(card).toContainText('Booked');
  await expect(card).toContainText(seeded.storeName);
  await expect(card).toContainText(`with ${seeded.cutterName}`);
  await expect(card).toContainText(`${seeded.services[0]}, ${seeded.services[1]} · $55.00`);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'my-appointments').toEqual([]);
  await screenshots(page, 'customer-my-appointments');

  await card.getByRole('button', { name: `Cancel ${when}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  expect(await seriousViolations(page), 'cancel dialog').toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('article', { name: when })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page.getByRole('article', { name: when })).toContainText('Cancelled');
  await expect(page.getByRole('article', { name: when }).getByRole('button', { name: `Cancel ${when}` })).toHaveCount(0);
});

test('a hold whose timer runs out is released, and the customer picks again with the same choices', async ({ page }) => {
  const { customer } = seeded;
  // The browser's clock is the test's: ten minutes pass in one step instead of being waited for.
  await page.clock.install();
  await signInThroughApi(page.request, { userType: 'customer', identifier: customer.phoneNumber, password: fixture().password });
  await page.goto('/customer/book-appointment');
  await chooseStoreServicesCutter(page, seeded, 'Any available');
  await page
    .getByRole('group', { name: 'Day' })
    .getByRole('button', { name: longDay(seeded.day), exact: true })
    .click();
  await page
    .getByRole('region', { name: 'Morning' })
    .getByRole('button', { name: /^Show all \d+ morning times$/ })
    .click();
  const eleven = page.getByRole('button', { name: `11:00 AM on ${longDay(seeded.day)}` });
  await eleven.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your time is held' })).toBeVisible();
  await expect(page.getByTestId('hold-countdown')).toHaveText(/^(10:00|09:5\d)$/);

  await page.clock.fastForward('10:01');
  await expect(page.getByRole('heading', { level: 1, name: 'Your held time was released' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(/ran out, so the time was given back/);
  await expect(page.getByRole('button', { name: /^Confirm booking/ })).toHaveCount(0);
  await screenshots(page, 'customer-hold-released');

  // The server gave the time back: 11:00 is offered again, with the choices kept.
  await page.getByRole('link', { name: 'Pick a time again' }).click();
  await expect(page).toHaveURL(/\/customer\/book-appointment$/);
  for (const service of seeded.services) await expect(page.getByRole('checkbox', { name: new RegExp(service) })).toBeChecked();
  await expect(page.getByRole('heading', { name: longDay(seeded.day), exact: true })).toBeVisible();
  await page
    .getByRole('region', { name: 'Morning' })
    .getByRole('button', { name: /^Show all \d+ morning times$/ })
    .click();
  await expect(eleven).toBeVisible();
});
