import type { Page } from '@playwright/test';
import { signInThroughApi } from './support/api.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { bookedOpenDay, specCutter, specService, staffCaller } from './support/seed.ts';
import { expect, test } from './support/test.ts';
import { openAsStaff } from './support/ui.ts';
import { chooseBookingStore } from './support/booking.ts';

// "Why not this time?" (issue 20): the front desk asks about a taken time in the booking popup and reads
// the cutter's real reason; a customer asks in the slot picker and reads only what reveals nothing private.
// Data: a cutter of this run with a 10:00-14:00 shift on a day 9-13 days ahead and one booking at 11:00.

const suffix = Date.now().toString(36);
const CUTTER = 'Wynn Whitlock';
const SERVICE = `Why Cut ${suffix}`;

const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** The spec's own store (no other spec's cutters or visits in its answers), its cutter of this run and a taken 11:00. */
async function seed(): Promise<{ day: string; storeName: string; coordinator: string; customerPhone: string }> {
  const call = await staffCaller(employee('franchisor').email, fixture().password);
  const { store, employees, customer } = await specStore('why-not');
  await call(`Store/ToggleOnlineBooking/${store.id}`, { onlineBooking: true }, 'patch');
  const cutter = await specCutter(call, {
    storeId: store.id,
    name: CUTTER,
    email: `wynn.${suffix}@e2e.test`,
    phoneNumber: '+13125550177',
    color: '#7c3aed',
    password: 'WhyNot#Cutter2026',
  });
  const service = await specService(call, { storeId: store.id, name: SERVICE });
  const day = await bookedOpenDay(call, {
    store,
    cutterId: cutter,
    days: [9, 13],
    shift: ['10:00', '14:00'],
    booking: { serviceIds: [service], at: '11:00', guest: 'Tessa Taken' },
  });
  return { day, storeName: store.name, coordinator: employees.coordinator.email, customerPhone: customer.phoneNumber };
}

let day: string;
let storeName: string;
let coordinator: string;
let customerPhone: string;
test.beforeAll(async () => {
  ({ day, storeName, coordinator, customerPhone } = await seed());
});

/** The calendar column of the cutter (resources in header order). */
async function columnOf(page: Page, name: string): Promise<number> {
  const headers = await page.locator('.rbc-time-header .rbc-row-resource .rbc-header').allInnerTexts();
  const index = headers.findIndex((h) => h.includes(name));
  expect(index, `${name} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return index;
}

test('the front desk asks why a taken time is not free and reads every reason', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAsStaff(page, coordinator, fixture().password, `/admin/appointments-calendar?date=${day}`);
  await expect(page.getByRole('button', { name: /Tessa Taken/ })).toBeVisible();
  const column = await columnOf(page, CUTTER);
  const target = page.locator('.rbc-time-content .rbc-day-slot').nth(column).locator('.rbc-time-slot').nth(0);
  const box = await target.boundingBox();
  if (!box) throw new Error('no slot');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const booking = page.getByRole('dialog', { name: 'New appointment' });
  await expect(booking.getByRole('combobox', { name: 'Cutter' })).toContainText(CUTTER);
  await booking.getByRole('checkbox', { name: new RegExp(SERVICE) }).check();
  await booking.getByLabel('Time').fill('11:00');
  await booking.getByRole('button', { name: 'Why not this time?' }).click();
  const answers = booking.getByRole('region', { name: 'Answers for 11:00 AM' });
  await expect(answers.getByRole('listitem').filter({ hasText: 'Wynn' })).toHaveText(
    'Not freeWynn already has an appointment from 11:00 AM to 11:30 AM',
  );
  await booking.getByLabel('Time').fill('14:00');
  await booking.getByRole('button', { name: 'Why not this time?' }).click();
  await expect(booking.getByRole('region', { name: 'Answers for 2:00 PM' }).getByRole('listitem').filter({ hasText: 'Wynn' })).toHaveText(
    'Not freeWynn is not on shift at 2:00 PM',
  );
  await booking.getByLabel('Time').fill('10:00');
  await booking.getByRole('button', { name: 'Why not this time?' }).click();
  await expect(booking.getByRole('region', { name: 'Answers for 10:00 AM' }).getByRole('listitem').filter({ hasText: 'Wynn' })).toHaveText(
    'FreeWynn can take 10:00 AM',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'why-not-staff');
});

test('a customer asks about a time the picker does not list and reads nothing private', async ({ page }) => {
  // The spec store's own customer: the fixture's customers carry other specs' booking choices and holds.
  await signInThroughApi(page.request, { userType: 'customer', identifier: customerPhone, password: fixture().password });
  await page.goto('/customer/book-appointment');
  await chooseBookingStore(page, storeName);
  await page.getByRole('checkbox', { name: new RegExp(SERVICE) }).check();
  await page.getByRole('radio', { name: new RegExp(CUTTER) }).check();
  await page
    .getByRole('group', { name: 'Day' })
    .getByRole('button', { name: longDay(day), exact: true })
    .click();
  await expect(page.getByRole('heading', { name: longDay(day), exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `11:00 AM on ${longDay(day)}` })).toHaveCount(0);
  const why = page.getByRole('region', { name: 'Why not this time?' });
  await why.getByLabel('Time').fill('11:00');
  await why.getByRole('button', { name: 'Why not?' }).click();
  const answers = why.getByRole('region', { name: 'Answers for 11:00 AM' });
  await expect(answers.getByRole('listitem')).toHaveText(["Not freeWynn isn't available at 11:00 AM"]);
  await expect(answers).not.toContainText('appointment');
  await why.getByLabel('Time').fill('07:00');
  await why.getByRole('button', { name: 'Why not?' }).click();
  await expect(why.getByRole('region', { name: 'Answers for 7:00 AM' }).getByRole('listitem')).toHaveText([
    /^Not freeThe store opens at \d+:\d\d AM$/,
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'why-not-customer');
});
