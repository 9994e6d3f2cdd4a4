import { addDays, dayIn, wallClock } from './support/days.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { specCutter, specService, staffCaller } from './support/seed.ts';
import { expect, test } from './support/test.ts';
import { openAsStaff } from './support/ui.ts';

// Standing appointments (issue 20): the front desk books "every week at 10:00, six times" for a regular. One of
// the six dates is taken (a booking seeded through the API), the popup names that conflict, the series is
// saved with five, and a later week's card carries the repeat marker. Data: the spec's own store (no other spec's
// visits are there, whatever the date) and a cutter of this run with shifts on six weekly days from ~60 days ahead.

const suffix = Date.now().toString(36);
const CUTTER = 'Stella Standing';
const SERVICE = `Regular Trim ${suffix}`;

/** The six weekly days (the first open day 60-66 days ahead, then weekly), each with a published shift; the third is taken at 10:00. */
async function seed(): Promise<{ days: string[]; coordinator: string }> {
  const spec = await specStore('standing-appointment');
  const { store } = spec;
  const call = await staffCaller(employee('franchisor').email, fixture().password);
  const cutter = await specCutter(call, {
    storeId: store.id,
    name: CUTTER,
    email: `stella.${suffix}@e2e.test`,
    phoneNumber: '+13125550177',
    color: '#7c3aed',
    password: 'Standing#Cutter2026',
  });
  const service = await specService(call, { storeId: store.id, name: SERVICE });
  const shift = (day: string) =>
    call('Shift/Create', {
      storeId: store.id,
      employeeId: cutter,
      start: wallClock(store.timezone, day, '10:00'),
      end: wallClock(store.timezone, day, '18:00'),
    });
  for (let offset = 60; offset <= 66; offset++) {
    const first = addDays(dayIn(store.timezone), offset);
    try {
      await shift(first);
    } catch {
      continue; // the store is closed that weekday
    }
    const days = Array.from({ length: 6 }, (_, i) => addDays(first, 7 * i));
    for (const day of days.slice(1)) await shift(day);
    await call('Shift/Publish', { storeId: store.id, from: days[0], to: days[5], employeeIds: [cutter] });
    await call('Appointment/Create', {
      storeId: store.id,
      cutterId: cutter,
      serviceIds: [service],
      source: 'phone',
      start: wallClock(store.timezone, days[2], '10:00'),
      guest: { name: 'Connie Conflict' },
    });
    await call.dispose();
    return { days, coordinator: spec.employees.coordinator.email };
  }
  throw new Error('no open day for the cutter');
}

let days: string[];
let seeded: Awaited<ReturnType<typeof seed>>;
test.beforeAll(async () => {
  seeded = await seed();
  days = seeded.days;
});

test('a standing appointment for six weeks shows its one conflict, is saved with five, and a later week shows the marker', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAsStaff(page, seeded.coordinator, fixture().password, `/admin/appointments-calendar?date=${days[0]}`);
  const headers = page.locator('.rbc-time-header .rbc-row-resource .rbc-header');
  await expect(headers.filter({ hasText: CUTTER })).toBeVisible();
  const column = (await headers.allInnerTexts()).findIndex((h) => h.includes(CUTTER));
  const slot = await page.locator('.rbc-time-content .rbc-day-slot').nth(column).locator('.rbc-time-slot').nth(0).boundingBox();
  if (!slot) throw new Error('no slot');
  await page.mouse.click(slot.x + slot.width / 2, slot.y + slot.height / 2);

  const booking = page.getByRole('dialog', { name: 'New appointment' });
  await expect(booking.getByRole('combobox', { name: 'Cutter' })).toContainText(CUTTER);
  await booking.getByLabel('Time').fill('10:00');
  await booking.getByRole('checkbox', { name: new RegExp(SERVICE) }).check();
  await booking.getByRole('button', { name: 'Guest' }).click();
  await booking.getByLabel(/^Guest name/).fill('Rita Regular');
  await booking.getByRole('checkbox', { name: 'Repeat' }).check();
  await expect(booking.getByRole('combobox', { name: 'Repeat every' })).toContainText('1 week');
  await expect(booking.getByLabel('Occurrences')).toHaveValue('6');
  await booking.getByRole('button', { name: 'Check dates' }).click();

  const list = booking.getByRole('region', { name: 'Occurrences (store time)' });
  await expect(list.getByRole('listitem')).toHaveCount(6);
  await expect(list.getByText('5 of 6 dates are free.')).toBeVisible();
  const taken = list.locator(`li[data-date="${days[2]}"]`);
  await expect(taken).toContainText('10:00 AM');
  await expect(taken).toContainText('Skipped: Stella Standing already has an appointment from 10:00 AM to 10:30 AM.');
  await expect(list.locator('li[data-bookable="true"]')).toHaveCount(5);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'standing-appointment-check');

  await booking.getByRole('button', { name: 'Book 5, skip 1' }).click();
  await expect(booking).toBeHidden();
  await expect(page.getByText('Standing appointment booked: 5 appointments.')).toBeVisible();

  // A later week: the fourth date is the third kept visit of five.
  await page.goto(`/admin/appointments-calendar?date=${days[3]}`);
  const card = page.getByTestId('appointment-calendar').getByRole('button', { name: /Rita Regular/ });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: 'Every week · 3 of 5' })).toHaveText('↺ 3/5');
  await screenshots(page, 'standing-appointment-card');
  await card.click();
  const details = page.getByRole('dialog', { name: /Rita Regular/ });
  await expect(details.getByTestId('details-repeat')).toHaveText('Every week · 3 of 5');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'standing-appointment-details');

  // The regular stops after this visit: cancel this and all following; the earlier visits keep their marker.
  await details.getByRole('button', { name: 'Cancel appointment' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await cancel.getByRole('radio', { name: 'This and all following' }).check();
  await cancel.getByLabel('Reason').fill('Moving away');
  await cancel.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(cancel).toBeHidden();
  await page.goto(`/admin/appointments-calendar?date=${days[5]}`);
  await expect(page.getByTestId('appointment-calendar').getByRole('button', { name: /Rita Regular/ })).toHaveCount(0);
  await page.goto(`/admin/appointments-calendar?date=${days[1]}`);
  await expect(page.getByTestId('appointment-calendar').getByRole('img', { name: 'Every week · 2 of 2' })).toBeVisible();
});
