import { z } from 'zod';
import { dayIn, wallClock, zoneAtOnePm } from './support/days.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { seriousViolations, shot } from './support/look.ts';
import { staffCaller } from './support/seed.ts';
import { expect, test } from './support/test.ts';
import { openAsStaff } from './support/ui.ts';

// Quick walk-in from the calendar (issue 23): the front desk books a walk-in starting now with the first free
// cutter and sees it on the calendar; a second one at the same moment is told that no cutter is free. The store's
// zone is one where it is now about 1 PM (a fixed-offset Etc zone), so the walk-in falls inside the 10:00-20:00 shift.

const idOf = z.object({ res_data: z.object({ id: z.string() }) });

let seeded: { storeId: string; coordinator: string; cutter: string };
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern (none are needed)
test.beforeAll(async ({}, info) => {
  const timezone = zoneAtOnePm();
  // A retry gets a store of its own: the first try's walk-in would keep the only cutter busy.
  const key = `quick-walk-${timezone.replace('+', 'w').replace('-', 'e').replace(/\W/g, '').toLowerCase()}-r${info.retry}`;
  const spec = await specStore(key, timezone);
  const { store } = spec;
  const call = await staffCaller(employee('franchisor').email, fixture().password);
  const day = dayIn(store.timezone);
  const cutterId = spec.employees.cutter.id;
  await call(`Employee/Update/${cutterId}`, { serviceDetails: { skills: ['haircut'] } }, 'put');
  await call('Shift/Create', {
    storeId: store.id,
    employeeId: cutterId,
    start: wallClock(store.timezone, day, '10:00'),
    end: wallClock(store.timezone, day, '20:00'),
  });
  await call('Shift/Publish', { storeId: store.id, from: day, to: day, employeeIds: [cutterId] });
  idOf.parse(
    await call('Service/Create', {
      basicDetails: { name: 'Walk-in Cut', category: 'Haircuts', durationMinutes: 30, priceCents: 2500, skillSet: 'haircut' },
      others: { storeIds: [store.id], onlineBookable: true },
    }),
  );
  await call.dispose();
  seeded = { storeId: store.id, coordinator: spec.employees.coordinator.email, cutter: 'Cutter Fixture' };
});

test('the front desk books a quick walk-in now and sees it on the calendar; a second finds no cutter free', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAsStaff(page, seeded.coordinator, fixture().password, `/admin/appointments-calendar?storeId=${seeded.storeId}`);
  const calendar = page.getByTestId('appointment-calendar');
  await expect(calendar).toBeVisible();

  const quickWalkIn = async (guest: string) => {
    await page.getByRole('button', { name: 'Quick walk-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick walk-in' });
    await expect(dialog.getByRole('combobox', { name: 'Cutter' })).toHaveText('First free cutter');
    await dialog.getByRole('checkbox', { name: /Walk-in Cut/ }).check();
    await dialog.getByRole('button', { name: 'Guest' }).click();
    await dialog.getByRole('textbox', { name: 'Guest name' }).fill(guest);
    return dialog;
  };

  const dialog = await quickWalkIn('Wally Walkin');
  // Nothing chosen yet would be refused in the dialog; here everything is filled in.
  expect(await seriousViolations(page), 'quick walk-in dialog').toEqual([]);
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await shot(page, `quick-walk-in-${width}.png`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByRole('button', { name: 'Book now' }).click();
  await expect(dialog).toBeHidden();
  // The answer names the time (the next slot mark after about 1 PM: 2:00 PM when the spec runs at 1:56) and the
  // cutter who took the walk-in.
  await expect(page.getByText(new RegExp(`^Walk-in booked: (12|1|2):\\d\\d PM with ${seeded.cutter}\\.$`))).toBeVisible();
  await expect(calendar.getByRole('button', { name: /Wally Walkin.*Walk-in Cut/ })).toBeVisible();

  // The only cutter is now busy: the next walk-in is told clearly, and the dialog stays open to change it.
  const second = await quickWalkIn('Nora Nobody');
  await second.getByRole('button', { name: 'Book now' }).click();
  const refusal = second.getByRole('alert').filter({ hasText: 'No cutter is free now' });
  await expect(refusal).toBeVisible();
  // The walk-in's own words: the service and who is next free, on the store's clock (not "choose another time").
  await expect(refusal).toContainText(/No cutter is free for Walk-in Cut now; the next free time is \d{1,2}:\d\d PM with Cutter\./);
  expect(await seriousViolations(page), 'no cutter free').toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'quick-walk-in-none-free-375.png');
  await second.getByRole('button', { name: 'Cancel' }).click();
  await expect(calendar.getByRole('button', { name: /Nora Nobody/ })).toHaveCount(0);
});
