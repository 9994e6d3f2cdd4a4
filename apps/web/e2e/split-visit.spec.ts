import { employee, fixture, type SpecStore, specStore } from './support/fixture.ts';
import { dragTo, slotAt } from './support/calendar-drag.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { idOf, specCutter, staffCaller } from './support/seed.ts';
import { addDays, dayIn, wallClock } from './support/days.ts';
import { expect, test } from './support/test.ts';
import { openAsStaff } from './support/ui.ts';

// A visit split across cutters (issue 20): the desk books a colour with Dana then a cut with Marcus as one
// visit, sees it in both cutters' columns, drags Dana's colour to a later time and sees both parts move, moves it back
// with Reschedule (no mouse), checks it in once, and checks out one ticket whose lines credit each cutter (with a tip field for each). Data: the
// spec's own store (specStore: no other spec's visits there), two cutters of this run with shifts on an open day
// 22-29 days ahead.

const suffix = Date.now().toString(36);
/** Names take letters only. */
const tag = suffix.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
const DANA = `Dana Tint${tag}`;
const MARCUS = `Marcus Shear${tag}`;
const COLOUR = `Split Colour ${suffix}`;
const CUT = `Split Cut ${suffix}`;
const GUEST = `Gia Split${tag}`;

async function seed(): Promise<{ day: string; spec: SpecStore }> {
  const spec = await specStore('split-visit');
  const call = await staffCaller(employee('franchisor').email, fixture().password);
  const { store } = spec;
  const cutter = (name: string, n: number) =>
    specCutter(call, {
      storeId: store.id,
      name,
      email: `split${n}.${suffix}@e2e.test`,
      phoneNumber: `+1312555017${n}`,
      color: n === 1 ? '#7c3aed' : '#0f766e',
      password: 'Split#Cutter2026',
    });
  const dana = await cutter(DANA, 1);
  const marcus = await cutter(MARCUS, 2);
  for (const [name, minutes, priceCents] of [
    [COLOUR, 60, 6000],
    [CUT, 30, 3000],
  ] as const)
    idOf.parse(
      await call('Service/Create', {
        basicDetails: { name, category: 'Haircuts', durationMinutes: minutes, priceCents, skillSet: 'haircut' },
        others: { storeIds: [store.id], onlineBookable: true },
      }),
    );
  await call('CashDrawer/Open', {
    registerId: idOf.parse(await call('CashDrawer/Registers', { storeId: store.id, name: `Split till ${suffix}` })).res_data.id,
    counts: { bill_2000: 5 },
  });
  for (let offset = 22; offset <= 29; offset++) {
    const day = addDays(dayIn(store.timezone), offset);
    try {
      for (const employeeId of [dana, marcus])
        await call('Shift/Create', {
          storeId: store.id,
          employeeId,
          start: wallClock(store.timezone, day, '10:00'),
          end: wallClock(store.timezone, day, '16:00'),
        });
    } catch {
      continue; // the store is closed that day
    }
    await call('Shift/Publish', { storeId: store.id, from: day, to: day, employeeIds: [dana, marcus] });
    await call.dispose();
    return { day, spec };
  }
  throw new Error('no open day for the cutters');
}

let day: string;
let desk: string;
test.beforeAll(async () => {
  const seeded = await seed();
  day = seeded.day;
  desk = seeded.spec.employees.coordinator?.email ?? '';
});

test('the desk books colour with Dana then a cut with Marcus as one visit, checks it in once and checks out one ticket', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAsStaff(page, desk, fixture().password, `/admin/appointments-calendar?date=${day}`);
  const calendar = page.getByTestId('appointment-calendar');
  const headers = page.locator('.rbc-time-header .rbc-row-resource .rbc-header');
  await expect(headers.filter({ hasText: DANA })).toBeVisible({ timeout: 60_000 });
  const columnOf = async (name: string) => (await headers.allInnerTexts()).findIndex((h) => h.includes(name));
  const dana = await columnOf(DANA);
  const box = await page.locator('.rbc-time-content .rbc-day-slot').nth(dana).locator('.rbc-time-slot').nth(0).boundingBox();
  if (!box) throw new Error('no slot');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

  const booking = page.getByRole('dialog', { name: 'New appointment' });
  await expect(booking.getByRole('combobox', { name: 'Cutter' })).toContainText(DANA);
  await booking.getByLabel('Time').fill('11:00');
  await booking.getByRole('checkbox', { name: new RegExp(COLOUR) }).check();
  await booking.getByRole('checkbox', { name: new RegExp(CUT) }).check();
  const who = booking.getByRole('group', { name: 'Who does each service' });
  await expect(who.getByRole('combobox', { name: `Cutter for ${COLOUR}` })).toHaveText('Same cutter');
  await who.getByRole('combobox', { name: `Cutter for ${CUT}` }).click();
  await page.getByRole('option', { name: MARCUS }).click();
  await booking.getByRole('button', { name: 'Guest' }).click();
  await booking.getByLabel(/^Guest name/).fill(GUEST);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'split-visit-booking');
  await page.setViewportSize({ width: 1440, height: 900 });
  await booking.getByRole('button', { name: 'Book' }).click();
  await expect(booking).toBeHidden();

  // One visit, shown in each cutter's column: Dana's colour, then Marcus's cut.
  const parts = calendar.getByRole('button', { name: new RegExp(GUEST) });
  await expect(parts).toHaveCount(2);
  const colour = parts.filter({ hasText: COLOUR });
  const cut = parts.filter({ hasText: CUT });
  await expect(colour).toContainText('11:00 AM – 12:00 PM');
  await expect(cut).toContainText('12:00 PM – 12:30 PM');
  const columnBox = async (index: number) => {
    const column = await page.locator('.rbc-time-content .rbc-day-slot').nth(index).boundingBox();
    if (!column) throw new Error('no column');
    return column;
  };
  const inside = async (event: typeof colour, index: number) => {
    const [e, c] = [await event.boundingBox(), await columnBox(index)];
    return Boolean(e && e.x >= c.x - 1 && e.x + e.width <= c.x + c.width + 1);
  };
  expect(await inside(colour, dana)).toBe(true);
  expect(await inside(cut, await columnOf(MARCUS))).toBe(true);

  // Dragging Dana's colour to 1:00 PM moves the whole visit: Marcus's cut follows to 2:00 PM in his column.
  // The card's top is grabbed: the grid scrolls it to just below the column headers, 1:00 PM in view below.
  await colour.evaluate((card) => {
    const grid = card.closest('.rbc-time-content');
    if (grid) grid.scrollTop += card.getBoundingClientRect().top - grid.getBoundingClientRect().top - 10;
  });
  await dragTo(page, colour, await slotAt(page, dana, '1:00 PM'));
  await expect(page.getByText(`Moved to 1:00 PM with ${DANA}`)).toBeVisible();
  await expect(colour).toContainText('1:00 PM – 2:00 PM');
  await expect(cut).toContainText('2:00 PM – 2:30 PM');
  expect(await inside(colour, dana)).toBe(true);
  expect(await inside(cut, await columnOf(MARCUS))).toBe(true);
  await screenshots(page, 'split-visit-moved');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Marcus's part opens the whole visit; one check-in moves both parts.
  await cut.click();
  const details = page.getByRole('dialog', { name: `Appointment: ${GUEST}` });
  await expect(details.getByTestId('details-parts')).toHaveText(
    new RegExp(`${DANA}: ${COLOUR} · 1:00 PM – 2:00 PM.*${MARCUS}: ${CUT} · 2:00 PM – 2:30 PM`),
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'split-visit-details');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Without a mouse: Reschedule moves the whole visit back to 11:00 AM, each part keeping its cutter.
  await details.getByRole('button', { name: 'Reschedule' }).click();
  const move = page.getByRole('dialog', { name: 'Reschedule' });
  await expect(move.getByText('The whole visit moves: each part keeps its cutter and its place in the visit.')).toBeVisible();
  await expect(move.getByRole('combobox', { name: 'Cutter' })).toHaveCount(0);
  await move.getByLabel('New start').fill('11:00');
  expect(await seriousViolations(page)).toEqual([]);
  await move.getByRole('button', { name: 'Save' }).click();
  await expect(move).toBeHidden();
  await expect(details.getByTestId('details-parts')).toHaveText(
    new RegExp(`${DANA}: ${COLOUR} · 11:00 AM – 12:00 PM.*${MARCUS}: ${CUT} · 12:00 PM – 12:30 PM`),
  );
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(colour).toContainText('11:00 AM – 12:00 PM');
  await expect(cut).toContainText('12:00 PM – 12:30 PM');
  expect(await inside(colour, dana)).toBe(true);
  expect(await inside(cut, await columnOf(MARCUS))).toBe(true);
  await cut.click();
  await details.getByRole('button', { name: 'Check in' }).click();
  await expect(details.getByText('Checked in', { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await colour.click();
  await expect(details.getByText('Checked in', { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Start' }).click();
  await details.getByRole('button', { name: 'Stop' }).click();
  await details.getByRole('button', { name: 'Checkout' }).click();

  // One ticket: each line credits the cutter of its part, with a tip field for each.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Create invoice' }).click();
  const lines = page.getByRole('list', { name: 'Invoice lines' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(`${COLOUR}Service · ${DANA}$60.00`);
  await expect(lines.nth(1)).toContainText(`${CUT}Service · ${MARCUS}$30.00`);
  const tips = page.getByRole('region', { name: 'Tips', exact: true });
  await tips.getByLabel(`Tip for ${DANA}`).fill('6.00');
  await tips.getByLabel(`Tip for ${MARCUS}`).fill('3.00');
  await tips.getByRole('button', { name: 'Save tips' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'split-visit-checkout');
  await page.setViewportSize({ width: 1440, height: 900 });
  const payment = page.getByRole('region', { name: 'Payment', exact: true });
  await payment.getByRole('tab', { name: 'Cash' }).click();
  const register = payment.getByRole('combobox', { name: /^Register/ });
  if (await register.count()) {
    await register.click();
    await page.getByRole('option', { name: `Split till ${suffix}` }).click();
  }
  await payment.getByLabel('Cash handed over').fill('200.00');
  await payment.getByRole('button', { name: /^Take \$[\d.]+ cash$/ }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
});
