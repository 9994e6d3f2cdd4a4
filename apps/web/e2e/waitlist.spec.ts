import { expect, test } from './support/test.ts';
import { signInThroughApi } from './support/api.ts';
import { longDay } from './support/days.ts';
import { employee, fixture } from './support/fixture.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { fullWaitlistDay } from './support/waitlist-day.ts';
import { chooseBookingStore } from './support/booking.ts';
import { openAsStaff } from './support/ui.ts';

// The waitlist (issue 20), at the spec's own store: its cutter works only 10:00-10:30 on a free day 8-14 days ahead and the desk books
// that half hour for a guest, so the day has no time. The customer joins the waitlist from the booking page; the desk
// cancels the guest's visit; the customer sees the offer under My appointments and books it.

const suffix = Date.now().toString(36);
const SERVICE = `Waitlist Trim ${suffix}`;

const seed = () =>
  fullWaitlistDay('waitlist', { name: SERVICE, priceCents: 3000 }, { name: 'Blocking Guest', phoneNumber: '+15555550999' });

let seeded: Awaited<ReturnType<typeof seed>>;
test.beforeAll(async () => {
  seeded = await seed();
});
test.use({ viewport: { width: 1280, height: 800 } });

test('a waiting customer is offered the cancelled time and books it', async ({ page }) => {
  const { customer } = seeded;
  await signInThroughApi(page.request, { userType: 'customer', identifier: customer.phoneNumber, password: fixture().password });

  await page.goto('/customer/book-appointment');
  await chooseBookingStore(page, seeded.storeName);
  const service = page.getByRole('checkbox', { name: new RegExp(SERVICE) });
  await expect(async () => {
    if (!(await service.isChecked())) await service.click();
    await expect(service).toBeChecked({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('radio', { name: /Cutter Fixture/ }).check();
  await page
    .getByRole('group', { name: 'Day' })
    .getByRole('button', { name: `${longDay(seeded.day)}, no free times`, exact: true })
    .click();
  await expect(page.getByText('No free times on this day.')).toBeVisible();

  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  const form = page.getByRole('form', { name: `Join the waitlist for ${longDay(seeded.day)}` });
  await form.getByLabel('From').fill('10:00');
  await form.getByLabel('To').fill('11:00');
  expect(await seriousViolations(page), 'join form').toEqual([]);
  await screenshots(page, 'waitlist-join');
  await form.getByRole('button', { name: /^Join the waitlist for / }).click();
  await expect(page.getByText(`You are on the waitlist for ${longDay(seeded.day)}, 10:00 AM to 11:00 AM.`, { exact: false })).toBeVisible();

  await page.goto('/customer/my-appointments');
  const mine = page.getByRole('region', { name: 'My waitlist' });
  await expect(mine.getByText('Waiting')).toBeVisible();

  await seeded.cancel();
  await expect(async () => {
    await page.reload();
    // Each look waits long enough for a busy machine to draw the page after the reload (a 1 s look can never pass then).
    await expect(mine.getByText('Time offered')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(mine.getByRole('status')).toContainText(`${longDay(seeded.day)} at 10:00 AM with Cutter Fixture is held for you until`);
  expect(await seriousViolations(page), 'offer').toEqual([]);
  await screenshots(page, 'waitlist-offer');

  await mine.getByRole('button', { name: /^Book .* at / }).click();
  await expect(page.getByText('Booked. See you then!')).toBeVisible();
  await expect(mine).toHaveCount(0);
  await expect(page.getByText(seeded.storeName).first()).toBeVisible();
});

test("the desk sees the store's waitlist on the appointments dashboard", async ({ page }) => {
  await openAsStaff(page, employee('franchisor').email, fixture().password, '/admin/appointments-dashboard');
  const panel = page.getByRole('region', { name: /^Waitlist · / });
  await expect(panel).toBeVisible();
  expect(await seriousViolations(page), 'desk').toEqual([]);
  await screenshots(page, 'waitlist-desk');
});
