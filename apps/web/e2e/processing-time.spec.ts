import { z } from 'zod';
import { employee, fixture, specStore } from './support/fixture.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { bookedOpenDay, specCutter, staffCaller } from './support/seed.ts';
import { expect, test } from './support/test.ts';
import { openAsStaff } from './support/ui.ts';

// Processing time (issue 20): a colour booked at 11:00 (30 min application, 40 min processing, 15 min rinse,
// 10 min set-up) shows its processing as a lighter band, and the front desk books a cut for the same cutter
// at 11:30, inside the processing window. Data: a cutter of this run at the spec's own store (no other spec's
// cutters or visits share its calendar) with a shift 16-19 days ahead.

const suffix = Date.now().toString(36);
const idOf = z.object({ res_data: z.object({ id: z.string() }) });
const CUTTER = 'Piper Processing';
const COLOUR = `Gloss Colour ${suffix}`;
const CUT = `Quick Cut ${suffix}`;

async function seed(): Promise<{ day: string; coordinator: string }> {
  const call = await staffCaller(employee('franchisor').email, fixture().password);
  const { store, employees } = await specStore('processing-time');
  const cutter = await specCutter(call, {
    storeId: store.id,
    name: CUTTER,
    email: `piper.${suffix}@e2e.test`,
    phoneNumber: '+13125550166',
    color: '#b45309',
    password: 'Process#Cutter2026',
  });
  const colour = idOf.parse(
    await call('Service/Create', {
      basicDetails: { name: COLOUR, category: 'Colour', durationMinutes: 30, priceCents: 9000, skillSet: 'haircut' },
      additionalDetails: { extraTimeMinutes: 15, processingGapMinutes: 40, bufferBeforeMinutes: 10 },
      others: { storeIds: [store.id], onlineBookable: true },
    }),
  ).res_data.id;
  await call('Service/Create', {
    basicDetails: { name: CUT, category: 'Haircuts', durationMinutes: 30, priceCents: 3000, skillSet: 'haircut' },
    others: { storeIds: [store.id], onlineBookable: true },
  });
  const day = await bookedOpenDay(call, {
    store,
    cutterId: cutter,
    days: [16, 19],
    shift: ['10:00', '16:00'],
    booking: { serviceIds: [colour], at: '11:00', guest: 'Cora Colour' },
  });
  return { day, coordinator: employees.coordinator.email };
}

let day: string;
let coordinator: string;
test.beforeAll(async () => {
  ({ day, coordinator } = await seed());
});

test('a colour frees its cutter while it processes: the calendar shows the band and takes a cut inside it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAsStaff(page, coordinator, fixture().password, `/admin/appointments-calendar?date=${day}`);
  const colour = page.getByTestId('appointment-calendar').getByRole('button', { name: /Cora Colour/ });
  await expect(colour).toBeVisible();
  await expect(colour).toContainText('11:00 AM – 12:25 PM');
  await expect(colour).toContainText('processing 11:30 AM – 12:10 PM, cutter free');
  expect(await colour.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('linear-gradient');

  const headers = await page.locator('.rbc-time-header .rbc-row-resource .rbc-header').allInnerTexts();
  const column = headers.findIndex((h) => h.includes(CUTTER));
  expect(column, headers.join(', ')).toBeGreaterThanOrEqual(0);
  const box = await page.locator('.rbc-time-content .rbc-day-slot').nth(column).locator('.rbc-time-slot').nth(0).boundingBox();
  if (!box) throw new Error('no slot');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const booking = page.getByRole('dialog', { name: 'New appointment' });
  await expect(booking.getByRole('combobox', { name: 'Cutter' })).toContainText(CUTTER);
  await booking.getByLabel('Time').fill('11:30');
  await booking.getByRole('checkbox', { name: new RegExp(CUT) }).check();
  await booking.getByRole('button', { name: 'Guest' }).click();
  await booking.getByLabel(/^Guest name/).fill('Kit Cut');
  await booking.getByRole('button', { name: 'Book' }).click();
  await expect(booking).toBeHidden();
  await expect(page.getByTestId('appointment-calendar').getByRole('button', { name: /Kit Cut/ })).toContainText('11:30 AM – 12:00 PM');

  // 12:00 would run into the rinse (12:10): the popup says why.
  const again = await page.locator('.rbc-time-content .rbc-day-slot').nth(column).locator('.rbc-time-slot').nth(0).boundingBox();
  if (!again) throw new Error('no slot');
  await page.mouse.click(again.x + again.width / 2, again.y + again.height / 2);
  await booking.getByLabel('Time').fill('12:00');
  await booking.getByRole('checkbox', { name: new RegExp(CUT) }).check();
  await booking.getByRole('button', { name: 'Why not this time?' }).click();
  await expect(booking.getByRole('region', { name: 'Answers for 12:00 PM' }).getByRole('listitem').filter({ hasText: 'Piper' })).toHaveText(
    'Not freePiper already has an appointment from 12:10 PM to 12:25 PM',
  );
  await booking.getByRole('button', { name: 'Cancel' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'processing-time-calendar');
});
