import { z } from 'zod';
import { addDays, dayIn, wallClock } from './support/days.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { expect, test } from './support/test.ts';
import { signInAsStaff } from './support/ui.ts';
import { bookableDay, changePhoneByCode, staffCaller } from './support/seed.ts';

// The front desk's CRM (issue 13): find a customer by four phone digits, pin a note the calendar shows,
// merge a duplicate and see one history.

const idOf = z.object({ res_data: z.object({ id: z.string() }) });

test.use({ viewport: { width: 1280, height: 800 } });

test('a coordinator finds a customer by four digits, pins a note the calendar shows, and merges a duplicate', async ({ page }) => {
  test.setTimeout(120_000);
  const { store, employees, customer } = await specStore('customers');
  const call = await staffCaller(employee('franchisor').email, fixture().password);
  // Phones of this run's own, so four digits find only them.
  const seed = Date.now() % 10_000_000;
  const phone = `+1312${String(seed).padStart(7, '0')}`;
  const dupPhone = `+1312${String((seed + 5_000_003) % 10_000_000).padStart(7, '0')}`;
  const lastFour = phone.slice(-4);
  const name = `${customer.firstName} Newcomer`;
  await call(`Customer/Update/${customer.id}`, { firstName: customer.firstName, lastName: 'Newcomer' }, 'put');
  await changePhoneByCode(call, customer.id, phone);
  const duplicate = idOf.parse(
    await call('Customer/Create', { firstName: customer.firstName, lastName: 'Newcomer', phoneNumber: dupPhone, storeId: store.id }),
  ).res_data;

  const day = addDays(dayIn(store.timezone), 2);
  const cutter = employees.cutter;
  const service = { id: await bookableDay(call, { store, cutterId: cutter.id, day, service: { name: 'CRM Cut', priceCents: 3000 } }) };
  for (const [who, time] of [
    [customer.id, '11:00'],
    [duplicate.id, '13:00'],
  ] as const)
    await call('Appointment/Create', {
      storeId: store.id,
      cutterId: cutter.id,
      serviceIds: [service.id],
      source: 'phone',
      start: wallClock(store.timezone, day, time),
      customerId: who,
    });
  await call.dispose();

  // Find the customer by the last four digits of the phone.
  await signInAsStaff(page, employees.coordinator.email, fixture().password);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.getByLabel('Name, phone digits or email').fill(lastFour);
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(phone);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'customers-list');
  await table.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // A pinned note, with its author.
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('textbox', { name: 'Note' }).fill('Allergic to lavender oil');
  await notes.getByLabel('Pin this note (shows in the calendar)').check();
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('list', { name: 'Notes' })).toContainText('Allergic to lavender oil');
  await expect(notes.getByRole('list', { name: 'Notes' })).toContainText('Coordinator');
  await expect(notes.getByText('Pinned', { exact: true })).toBeVisible();

  // The calendar's appointment details show it.
  await page.goto(`/admin/appointments-calendar?date=${day}`);
  await page
    .getByTestId('appointment-calendar')
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: new RegExp(`^Appointment: ${name}`) });
  await expect(details.getByLabel('Pinned customer notes')).toContainText('Allergic to lavender oil');
  await details.getByRole('button', { name: 'Close' }).click();

  // Merge the duplicate: the preview counts what moves, then one history holds both visits.
  await page.goto(`/admin/customers/${customer.id}`);
  await page.getByRole('button', { name: 'Merge duplicate' }).click();
  const merge = page.getByRole('dialog', { name: 'Merge a duplicate into one profile' });
  await merge.getByLabel('Find the duplicate').fill(dupPhone.slice(-4));
  await page.getByRole('option', { name: new RegExp(dupPhone.replace('+', '\\+')) }).click();
  await expect(merge.getByText(/Moves to the kept profile: 1 appointments, 0 invoices/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await merge.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(merge).toBeHidden();
  await expect(page.getByRole('list', { name: 'Visit history' }).getByRole('listitem')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'customers-detail');

  // The merged-away address says where the customer went.
  await page.goto(`/admin/customers/${duplicate.id}`);
  await expect(page.getByText('This profile was merged into another.')).toBeVisible();
  await page.getByRole('link', { name: 'Open the kept profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the desk creates a customer from the list, is sent to the existing one for a taken phone, and sees gift cards held', async ({
  page,
}) => {
  const { store } = await specStore('customers');
  const fiona = fixture().customers.find((c) => c.firstName === 'Fiona');
  if (!fiona) throw new Error('the fixture has no Fiona');
  await signInAsStaff(page, employee('franchisor').email, fixture().password);
  const phone = `+1773${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const create = async (firstName: string, phoneNumber: string) => {
    await page.goto('/admin/customers');
    await page.getByRole('link', { name: 'New customer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New customer' })).toBeVisible();
    const storeField = page.getByRole('combobox', { name: 'Store' });
    if (await storeField.count()) {
      await storeField.click();
      await page.getByRole('option', { name: store.name }).click();
    }
    await page.getByLabel('First name').fill(firstName);
    await page.getByLabel('Last name').fill('Walkup');
    await page.getByLabel('Phone number').fill(phoneNumber);
    await page.getByRole('button', { name: 'Create customer' }).click();
  };
  await create('Wren', phone);
  await expect(page.getByRole('heading', { level: 1, name: 'Wren Walkup' })).toBeVisible();
  const created = page.url();

  // The same phone again: refused, with the way to the customer who has it.
  await create('Robin', phone);
  await expect(page.getByRole('alert')).toContainText('Open the existing customer');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Open the existing customer' }).click();
  await expect(page).toHaveURL(created);

  // Fiona holds a $50.00 gift card with $12.50 spent (the fixture's): her wallet shows the balance.
  await page.goto(`/admin/customers/${fiona.id}`);
  await expect(page.getByText(`Gift card ending ${fixture().giftCard.number.slice(-4)}: $37.50`)).toBeVisible();
});
