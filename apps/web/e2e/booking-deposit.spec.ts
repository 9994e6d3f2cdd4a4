import { expect, test } from './support/test.ts';
import { addDays, BOOKING_WINDOW_DAYS, todayIn, wallClockToInstant } from '@salon/shared';
import { onlineServiceAt, signInThroughApi, staffApi, staffCalls } from './support/api.ts';
import { longDay } from './support/days.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { scheduleOf } from './support/seed.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { signInAsStaff } from './support/ui.ts';
import { chooseBookingStore } from './support/booking.ts';

// Booking protection (issue 20): a service of this run with its own policy (a $12.50 deposit, a 24-hour window, fees)
// at the spec's own store. The customer sees the policy, cannot book before accepting it, pays the deposit with
// a saved card and is booked; the desk then sees the deposit in the calendar. The store's cutter works 10:00-14:00
// on a free day 15-20 days ahead, taken from the far end.

const suffix = Date.now().toString(36);
const SERVICE = `Deposit Shave ${suffix}`;

async function seed() {
  const staff = await staffApi(employee('franchisor').email, fixture().password);
  const { call, must } = staffCalls(staff);
  const spec = await specStore('booking-deposit');
  const { store, cutter, serviceId } = await onlineServiceAt(must, spec.store, spec.employees.cutter, {
    name: SERVICE,
    category: 'Deposits',
    priceCents: 5000,
  });
  await must('BookingPolicy/Save', {
    storeId: store.id,
    serviceId,
    policy: {
      requirement: 'deposit',
      depositKind: 'fixed',
      depositFixedCents: 1250,
      depositBasisPoints: 0,
      cancellationWindowMinutes: 1440,
      lateCancelFeeCents: 2000,
      noShowFeeCents: 2500,
    },
  });
  const today = todayIn(store.timezone);
  const schedule = scheduleOf.parse(
    await must('Shift/Search', {
      storeId: store.id,
      from: addDays(today, 15),
      to: addDays(today, BOOKING_WINDOW_DAYS),
      employeeId: cutter.id,
    }),
  ).res_data.schedule;
  const free = schedule.find((row) => row.employeeId === cutter.id)?.days.filter((d) => d.status === 'pending') ?? [];
  for (const { date } of free.reverse()) {
    const at = (h: number) => wallClockToInstant(store.timezone, date, h * 60, 'compatible').toISOString();
    const created = await call('Shift/Create', { storeId: store.id, employeeId: cutter.id, start: at(10), end: at(14) });
    if (!created.ok) continue;
    await must('Shift/Publish', { storeId: store.id, from: date, to: date, employeeIds: [cutter.id] });
    return {
      storeId: store.id,
      storeName: store.name,
      day: date,
      customerPhone: spec.customer.phoneNumber,
      customerEmail: spec.customer.email,
    };
  }
  throw new Error('no free day for the cutter 15-20 days ahead');
}

let seeded: Awaited<ReturnType<typeof seed>>;
test.beforeAll(async () => {
  seeded = await seed();
});
test.use({ viewport: { width: 1280, height: 800 } });

test('a customer accepts the booking policy and pays the deposit with a saved card to book', async ({ page }) => {
  const token = await signInThroughApi(page.request, {
    userType: 'customer',
    identifier: seeded.customerPhone,
    password: fixture().password,
  });
  const headers = { authorization: `Bearer ${token}`, 'x-brand-domain': new URL(fixture().baseURL).hostname };
  const tok = await page.request.post('/sandbox-gateway/v1/tokens', {
    data: { number: '4242424242424242', expMonth: 11, expYear: 2033, cvc: '123' },
  });
  const added = await page.request.post('/api/CustomerCard/Add', { headers, data: { token: (await tok.json()).token, makeDefault: true } });
  expect(added.status()).toBe(201);

  await page.goto('/customer/book-appointment');
  await chooseBookingStore(page, seeded.storeName);
  await page.getByRole('checkbox', { name: new RegExp(SERVICE) }).check();
  await page.getByRole('radio', { name: /Cutter Fixture/ }).check();
  await page
    .getByRole('group', { name: 'Day' })
    .getByRole('button', { name: longDay(seeded.day), exact: true })
    .click();
  await page.getByRole('button', { name: `10:00 AM on ${longDay(seeded.day)}` }).click();
  await expect(page).toHaveURL(/\/selected-service$/);

  const policy = page.getByRole('region', { name: 'Booking policy' });
  await expect(policy.getByRole('listitem')).toHaveText([
    'A deposit of $12.50 is charged now and taken off your bill.',
    'Cancelling less than 24 hours before costs $20.00; earlier, any deposit is refunded.',
    'Not coming without cancelling costs $25.00.',
  ]);
  const pay = page.getByRole('button', { name: 'Pay $12.50 deposit and book' });
  await expect(pay).toBeDisabled();
  await expect(policy.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  await policy.getByRole('checkbox', { name: 'I have read the booking policy and accept it' }).check();
  await expect(pay).toBeEnabled();
  expect(await seriousViolations(page), 'policy').toEqual([]);
  await screenshots(page, 'booking-deposit-policy');
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  await pay.click();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re booked!' })).toBeVisible();
  await expect(page.getByText('Deposit paid: $12.50. It is taken off your bill.')).toBeVisible();
  expect(await seriousViolations(page), 'booked').toEqual([]);
  await screenshots(page, 'booking-deposit-booked');
});

test('the desk sees the deposit on the calendar and cannot mark a no-show before the visit starts: the refusal says why', async ({
  page,
}) => {
  await signInAsStaff(page, employee('franchisor').email, fixture().password);
  await page.goto(`/admin/appointments-calendar?storeId=${seeded.storeId}&date=${seeded.day}`);
  await page
    .getByTestId('appointment-calendar')
    .getByRole('button', { name: /Booking Newcomer/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Appointment: Booking Newcomer' });
  const protection = details.getByRole('region', { name: 'Deposit and fees' });
  await expect(protection.getByRole('listitem').filter({ hasText: /^Deposit \$12\.50/ })).toContainText('Deposit $12.50 · charged');
  await details.getByRole('button', { name: 'No show' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark as no show?' });
  await confirm.getByRole('button', { name: 'Mark no show' }).click();
  // The visit is weeks ahead: the refusal is shown where the desk clicked, and nothing is charged.
  await expect(confirm.getByRole('alert')).toHaveText('A no-show can be marked only after the start time');
  expect(await seriousViolations(page), 'no-show refused').toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(details.getByText('Booked', { exact: true })).toBeVisible();
  await expect(protection.getByRole('button', { name: /^Charge / })).toHaveCount(0);
});

test("a manager reads the store's booking policies and changes a service's no-show fee", async ({ page }) => {
  await signInThroughApi(page.request, { userType: 'admin', email: employee('franchisor').email, password: fixture().password });
  await page.goto(`/admin/store/${seeded.storeId}`);
  const card = page.getByRole('region', { name: 'Booking policy' });
  const line = card.getByRole('listitem').filter({ hasText: SERVICE });
  await expect(line.getByRole('listitem')).toHaveText([
    'A deposit of $12.50 is charged now and taken off your bill.',
    'Cancelling less than 24 hours before costs $20.00; earlier, any deposit is refunded.',
    'Not coming without cancelling costs $25.00.',
  ]);
  await card.getByRole('button', { name: `Edit the policy of ${SERVICE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking policy' });
  await expect(dialog.getByLabel('Applies to')).toBeDisabled();
  await dialog.getByLabel('No-show fee').fill('30.5x');
  await dialog.getByRole('button', { name: 'Save policy' }).click();
  await expect(dialog.getByText('Enter an amount like 12.50')).toBeVisible();
  await dialog.getByLabel('No-show fee').fill('30.00');
  expect(await seriousViolations(page), 'policy dialog').toEqual([]);
  await screenshots(page, 'booking-policy-dialog');
  await dialog.getByRole('button', { name: 'Save policy' }).click();
  await expect(dialog).toBeHidden();
  await expect(line.getByRole('listitem').last()).toHaveText('Not coming without cancelling costs $30.00.');
  expect(await seriousViolations(page), 'store page').toEqual([]);
  await screenshots(page, 'booking-policy-card');
});
