import { latestCode } from './support/api.ts';
import { addDays, dayIn, wallClock } from './support/days.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { bookableDay, staffCaller } from './support/seed.ts';
import { expect, test } from './support/test.ts';
import { openAsStaff } from './support/ui.ts';

// The CRM in the calendar (issue 13): a customer's pinned note shows as a pin on their card and in the booking
// popup once they are chosen; a caller nobody knows yet is created from the popup and booked at once.

test.use({ viewport: { width: 1280, height: 800 } });

test('the desk sees a pinned note on the card and in the popup, and creates a new caller from the popup', async ({ page }) => {
  test.setTimeout(120_000);
  const { store, employees, customer } = await specStore('crm-popup');
  const call = await staffCaller(employee('franchisor').email, fixture().password);
  const day = addDays(dayIn(store.timezone), 3);
  const serviceId = await bookableDay(call, {
    store,
    cutterId: employees.cutter.id,
    day,
    service: { name: 'Popup Cut', priceCents: 3000 },
  });
  await call(`Customer/Notes/${customer.id}`, { body: 'Prefers scissors, no clippers', pinned: true });
  await call('Appointment/Create', {
    storeId: store.id,
    cutterId: employees.cutter.id,
    serviceIds: [serviceId],
    source: 'phone',
    start: wallClock(store.timezone, day, '11:00'),
    customerId: customer.id,
  });
  await call.dispose();
  // A phone of this run's own, so the search finds nobody.
  const newPhone = `+1312${String(Date.now() % 10_000_000).padStart(7, '0')}`;

  await openAsStaff(page, employees.coordinator.email, fixture().password, `/admin/appointments-calendar?date=${day}`);
  const calendar = page.getByTestId('appointment-calendar');
  const pinnedCard = calendar.getByRole('button', { name: new RegExp(`Pinned note.*${customer.firstName}`) });
  await expect(pinnedCard).toBeVisible();
  await expect(pinnedCard.locator('svg[role="img"][aria-label="Pinned note"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'crm-pinned-card');

  // The booking popup: choosing the customer shows their pinned note.
  await page.locator('body').press('n');
  const booking = page.getByRole('dialog', { name: 'New appointment' });
  await expect(booking).toBeVisible();
  await booking.getByLabel('Time').fill('15:00');
  await booking.getByRole('checkbox', { name: /Popup Cut/ }).check();
  await booking.getByLabel('Search customers').fill(customer.phoneNumber.slice(-4));
  await booking.getByRole('radio', { name: new RegExp(`${customer.firstName}.*${customer.phoneNumber.slice(-4)}`) }).check();
  await expect(booking.getByLabel('Pinned customer notes')).toContainText('Prefers scissors, no clippers');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'crm-popup-pinned');

  // A caller nobody knows: the search finds no one, the desk creates them in the popup and books.
  await booking.getByLabel('Search customers').fill(newPhone);
  await expect(booking.getByRole('status')).toHaveText('No customer matches.');
  await expect(booking.getByLabel('Pinned customer notes')).toHaveCount(0);
  await booking.getByRole('button', { name: 'New customer' }).click();
  const quick = booking.getByRole('group', { name: 'New customer' });
  await expect(quick.getByLabel('Phone number')).toHaveValue(newPhone);
  await quick.getByLabel('First name').fill('Nora');
  await quick.getByLabel('Last name').fill('Newface');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'crm-popup-create');
  await quick.getByRole('button', { name: 'Create and choose' }).click();
  await expect(booking.getByRole('radio', { name: `Nora Newface · ••${newPhone.slice(-4)}` })).toBeChecked();
  await booking.getByRole('button', { name: 'Book' }).click();
  await expect(booking).toBeHidden();
  await expect(calendar.getByRole('button', { name: /Nora Newface/ })).toBeVisible();
  await expect(calendar.getByRole('button', { name: /Nora Newface/ }).locator('svg[role="img"]')).toHaveCount(0);
});

test('the desk changes a customer phone by the code sent to the new number', async ({ page }) => {
  const { employees, customer } = await specStore('crm-contact');
  const newPhone = `+1555${String(Date.now()).slice(-7)}`;
  await openAsStaff(page, employees.coordinator.email, fixture().password, `/admin/customers/${customer.id}`);
  await expect(page.getByText(customer.phoneNumber)).toBeVisible();
  await page.getByRole('button', { name: 'Change' }).first().click();
  await page.getByLabel('New phone number').fill(newPhone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${newPhone}.`)).toBeVisible();
  // Nothing changes until the code comes back.
  await expect(page.getByText(customer.phoneNumber)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'crm-staff-phone-code');
  await page.getByLabel('Code', { exact: true }).fill(await latestCode(newPhone, 'sms'));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText("The customer's phone number is changed and verified")).toBeVisible();
  await expect(page.getByText(newPhone)).toBeVisible();
  await expect(page.getByText(customer.phoneNumber)).toBeHidden();
});
