import type { Page } from '@playwright/test';
import { z } from 'zod';
import { addDays, dayIn, wallClock, zoneAtOnePm } from './support/days.ts';
import { employee, fixture, moveLateVisit, specStore } from './support/fixture.ts';
import { screenshots, seriousViolations, shot } from './support/look.ts';
import { staffCaller } from './support/seed.ts';
import { expect, test } from './support/test.ts';
import { openAsStaff } from './support/ui.ts';

// The calendar a front desk lives in (issue 23), at the spec's own Wicker Park store in the afternoon of today:
// the current-time line in view, off-shift time shaded, a 15-minute card that names its customer (and its status
// with colours forced off), find by phone digits, booking with the keyboard only, the day sheet.
// The browser's clock may not run ahead of the server's (the translation signature allows 5 minutes), so the
// store's zone is chosen where it is now 1 PM: a fixed-offset zone (Etc/GMT-N is UTC+N), and every visit is later.

const idOf = z.object({ res_data: z.object({ id: z.string() }) });

interface Seeded {
  storeId: string;
  timezone: string;
  day: string;
  coordinator: string;
  /** The day of the visit moved to 23:45, running 30 minutes past midnight. */
  lateDay: string;
}

async function seed(): Promise<Seeded> {
  const timezone = zoneAtOnePm();
  const key = `wicker-park-${timezone.replace('+', 'w').replace('-', 'e').replace(/\W/g, '').toLowerCase()}`;
  const spec = await specStore(key, timezone);
  const { store } = spec;
  const call = await staffCaller(employee('franchisor').email, fixture().password);
  const day = dayIn(store.timezone);
  const cutterId = spec.employees.cutter.id;
  await call(`Employee/Update/${cutterId}`, { serviceDetails: { skills: ['haircut'] } }, 'put');
  // The cutter works 12:00-18:00: 10:00-12:00 and 18:00-20:00 are open but off shift.
  await call('Shift/Create', {
    storeId: store.id,
    employeeId: cutterId,
    start: wallClock(store.timezone, day, '12:00'),
    end: wallClock(store.timezone, day, '18:00'),
  });
  await call('Shift/Publish', { storeId: store.id, from: day, to: day, employeeIds: [cutterId] });
  const service = async (name: string, durationMinutes: number) =>
    idOf.parse(
      await call('Service/Create', {
        basicDetails: { name, category: 'Haircuts', durationMinutes, priceCents: 2000, skillSet: 'haircut' },
        others: { storeIds: [store.id], onlineBookable: true },
      }),
    ).res_data.id;
  const cut = await service('Wicker Cut', 30);
  const trim = await service('Wicker Trim', 15);
  const book = (time: string, serviceId: string, guest: { name: string; phoneNumber?: string }) =>
    call('Appointment/Create', {
      storeId: store.id,
      cutterId,
      serviceIds: [serviceId],
      source: 'phone',
      start: wallClock(store.timezone, day, time),
      guest,
    });
  await book('14:30', trim, { name: 'Quinn Short' });
  await book('15:00', cut, { name: 'Jordan Rivers', phoneNumber: '+13125550100' });
  // The newcomer booked twice today: the front desk combines the two into one visit.
  for (const [time, serviceId] of [
    ['16:00', cut],
    ['17:30', trim],
  ])
    await call('Appointment/Create', {
      storeId: store.id,
      cutterId,
      serviceIds: [serviceId],
      source: 'web',
      start: wallClock(store.timezone, day, time),
      customerId: spec.customer.id,
    });
  // A late walk-in: booked in the afternoon, then moved to 23:45 three days ahead (no screen books past closing).
  const owl = idOf.parse(await book('16:30', cut, { name: 'Night Owl' })).res_data.id;
  const late = await moveLateVisit(key, owl);
  await call.dispose();
  return { storeId: store.id, timezone: store.timezone, day, coordinator: spec.employees.coordinator.email, lateDay: late.date };
}

let seeded: Seeded;
test.beforeAll(async () => {
  seeded = await seed();
});

const card = (page: Page, name: RegExp) => page.getByTestId('appointment-calendar').getByRole('button', { name });
const slot = (page: Page, time: string) => {
  const [h, m] = time.split(':').map(Number);
  return page
    .locator('.rbc-time-content .rbc-day-slot')
    .first()
    .locator('.rbc-time-slot')
    .nth(((h - 10) * 60 + m) / 5);
};

test('the front desk reads the afternoon, finds by phone digits, books by keyboard and prints the day sheet', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAsStaff(page, seeded.coordinator, fixture().password, `/admin/appointments-calendar?storeId=${seeded.storeId}`);
  const calendar = page.getByTestId('appointment-calendar');
  await expect(card(page, /Jordan Rivers/)).toBeVisible();

  // Today opens at the current time, not at 10:00.
  await expect(calendar.locator('.rbc-current-time-indicator')).toBeInViewport();
  await expect(calendar.locator('.rbc-label', { hasText: /^10:00 AM$/ })).not.toBeInViewport();

  // Off shift (open, before the 12:00 shift) is shaded; on shift is not; the header counts the booked hours.
  await expect(slot(page, '11:00')).toHaveClass(/calendar-off-shift/);
  await expect(slot(page, '13:00')).not.toHaveClass(/calendar-off-shift/);
  await expect(slot(page, '19:00')).toHaveClass(/calendar-off-shift/);
  await expect(calendar.getByText('1.5 h booked · 25%')).toBeVisible();

  // A 15-minute visit still names its customer, and its status is text (with a glyph), not colour alone.
  const quinn = card(page, /^2:30 PM – 2:45 PM Quinn Short.*Booked, Cutter Fixture$/);
  await expect(quinn.locator('.calendar-card-compact .calendar-event-title')).toHaveText('Quinn Short');
  await expect(quinn.locator('.calendar-card-compact .calendar-event-title')).toBeVisible();
  // The first visit of a customer with an account carries the badge.
  await expect(card(page, /Wicker Newcomer.*, first visit, Web, Unpaid, Booked/).getByText('New', { exact: true })).toBeVisible();

  // Combine from the appointment: the newcomer's two visits today become one (the earliest takes both services).
  await expect(page.getByRole('button', { name: /^Combine/ })).toHaveCount(0);
  await card(page, /^4:00 PM – 4:30 PM Wicker Newcomer/).click();
  await page
    .getByRole('dialog', { name: /^Appointment: Wicker Newcomer/ })
    .getByRole('button', { name: 'Close' })
    .click();
  await page.getByRole('button', { name: 'Combine 2 visits' }).click();
  await expect(card(page, /^4:00 PM – 4:45 PM Wicker Newcomer · Wicker Cut, Wicker Trim/)).toBeVisible();
  await expect(card(page, /Wicker Newcomer/)).toHaveCount(1);
  expect(await seriousViolations(page), 'calendar').toEqual([]);
  for (const width of [1440, 1024, 375]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await shot(page, `calendar-day-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.emulateMedia({ forcedColors: 'active' });
  await quinn.scrollIntoViewIfNeeded();
  await expect(quinn.locator('.calendar-card-status-inline')).toHaveText('Booked');
  await expect(quinn.locator('.calendar-card-status-inline')).toBeVisible();
  await shot(page, 'calendar-day-forced-colors-1440.png', { fullPage: true });
  await page.emulateMedia({ forcedColors: 'none' });

  // Find by the last digits of a phone: the result opens Jordan's card, focused.
  await page.getByRole('searchbox', { name: 'Find appointment' }).fill('0100');
  const results = page.getByRole('list', { name: 'Appointments found' });
  await expect(results.getByRole('button')).toHaveCount(1);
  await expect(results).toContainText('Jordan Rivers');
  expect(await seriousViolations(page), 'find').toEqual([]);
  await results.getByRole('button', { name: /Jordan Rivers/ }).click();
  await expect(card(page, /Jordan Rivers/)).toBeFocused();
  // A focused card shows its details beside it (as a resting pointer does), without opening the appointment.
  const peek = page.getByTestId('card-peek');
  await expect(peek).toContainText('3:00 PM – 3:30 PM · Cutter Fixture');
  await expect(peek).toContainText('Wicker Cut');
  await expect(peek).toContainText('Phone · Unpaid');
  expect(await seriousViolations(page), 'card details').toEqual([]);
  await shot(page, 'calendar-card-peek-1440.png');

  // The keyboard only: `?` lists the shortcuts; arrows move days, `t` comes back; `n` books at the next free time.
  await page.keyboard.press('Escape');
  await expect(peek).toHaveCount(0);
  await page.locator('body').press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toContainText('New appointment at the selected slot');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`date=${addDays(seeded.day, 1)}`));
  await page.keyboard.press('t');
  await expect(page).toHaveURL(new RegExp(`date=${seeded.day}`));
  await expect(card(page, /Jordan Rivers/)).toBeVisible();
  await page.keyboard.press('n');
  const booking = page.getByRole('dialog', { name: 'New appointment' });
  await expect(booking).toBeVisible();
  await expect(booking.getByLabel('Time')).toHaveValue(/^1[34]:\d\d$/);
  await booking.getByLabel('Time').fill('17:00');
  await booking.getByRole('checkbox', { name: /Wicker Cut/ }).press('Space');
  await booking.getByRole('button', { name: 'Guest' }).press('Enter');
  await booking.getByLabel(/^Guest name/).fill('Kim Keys');
  await booking.getByRole('button', { name: 'Book' }).press('Enter');
  await expect(booking).toBeHidden();
  await expect(card(page, /^5:00 PM – 5:30 PM Kim Keys.*Booked, Cutter Fixture$/)).toBeAttached();

  // The day sheet lists the cutter's visits, to print or save as PDF.
  await page.getByRole('button', { name: 'Day sheet' }).click();
  const daySheet = page.getByRole('region', { name: 'Day sheet of Cutter Fixture' });
  for (const name of ['Quinn Short', 'Jordan Rivers', 'Wicker Newcomer', 'Kim Keys']) await expect(daySheet).toContainText(name);
  await expect(daySheet.getByRole('row')).toHaveCount(5);
  expect(await seriousViolations(page), 'day sheet').toEqual([]);
  await shot(page, 'calendar-day-sheet-1440.png');
});

test('a visit that runs past midnight has its card at the end of its day', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAsStaff(
    page,
    seeded.coordinator,
    fixture().password,
    `/admin/appointments-calendar?storeId=${seeded.storeId}&date=${seeded.lateDay}`,
  );
  // The day widens to midnight for it, and the card shows the visit's own times and its customer.
  const owl = card(page, /^11:45 PM – 12:15 AM Night Owl/);
  await owl.scrollIntoViewIfNeeded();
  await expect(owl).toBeVisible();
  await expect(owl.locator('.calendar-event-title')).toHaveText('Night Owl');
  await expect(page.getByTestId('appointment-calendar').locator('.rbc-label', { hasText: /^11:00 PM$/ })).toBeVisible();
  await screenshots(page, 'calendar-past-midnight');
});
