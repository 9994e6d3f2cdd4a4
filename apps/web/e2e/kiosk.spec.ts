import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { fixture, type SpecStore } from './support/fixture.ts';
import { seriousViolations, shot } from './support/look.ts';
import { kioskDay } from './support/kiosk-day.ts';
import { signInAsStaff } from './support/ui.ts';

// Issue 19: a manager pairs a tablet from the store page; a customer checks in on it with phone and last name,
// picks a latte and jazz, and the front desk's calendar shows "Checked in · Latte · Jazz" live; a walk-in joins
// with the engine's wait; the tablet starts over after idling; unpairing stops it at once.

/** The kiosk screens at phone, tablet and desktop widths, then back to the tablet the spec works in. */
async function shots(page: Page, name: string) {
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: width === 768 ? 1024 : width < 600 ? 812 : 900 });
    await page.waitForTimeout(250);
    await shot(page, `${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 768, height: 1024 });
}

async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAsStaff(page, email, fixture().password);
  return page;
}

let spec: SpecStore;
let day: string;
test.beforeAll(async () => {
  ({ spec, day } = await kioskDay('', 'Kiosk cut', '13:00'));
});

test('a manager pairs a tablet; a customer checks in with a latte and jazz, seen live on the calendar; a walk-in joins; idle resets; unpair stops it', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // The manager's store page: the drink and music lists, then a pairing code.
  const manager = await signedIn(browser, spec.employees.general_manager.email);
  await manager.goto(`/admin/store/${spec.store.id}`);
  const card = manager.getByRole('region', { name: 'In-store tablets' });
  await expect(card).toBeVisible();
  await card.getByLabel('Drinks (one per line)').fill('Latte\nWater');
  await card.getByLabel('Music (one per line)').fill('Jazz\nPop');
  await card.getByRole('button', { name: 'Save lists' }).click();
  await expect(card.getByText('Lists saved')).toBeVisible();
  await card.getByLabel('Tablet name').fill('Front desk tablet');
  await card.getByRole('button', { name: 'Pair a tablet' }).click();
  const code = (await manager.getByTestId('pairing-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  expect(await seriousViolations(manager)).toEqual([]);
  await shot(manager, 'kiosk-pairing-code-1440.png');
  await manager.getByRole('button', { name: 'Close' }).click();

  // The front desk's calendar, open before the customer arrives.
  const desk = await signedIn(browser, spec.employees.coordinator.email);
  await desk.goto(`/admin/appointments-calendar?date=${day}&storeId=${spec.store.id}`);
  await expect(desk.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();

  // The tablet: a fake clock (for the idle reset later), pairing, the start screen.
  const tabletContext = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const tablet = await tabletContext.newPage();
  await tablet.clock.install();
  await tablet.goto('/in-store');
  await expect(tablet.getByRole('heading', { level: 1, name: 'Pair this tablet' })).toBeVisible();
  expect(await seriousViolations(tablet)).toEqual([]);
  await shots(tablet, 'kiosk-pair');
  await tablet.getByLabel('Pairing code').fill('ABCD-EFGH');
  await tablet.getByRole('button', { name: 'Pair tablet' }).click();
  await expect(tablet.getByText('This code is wrong or has expired. Ask a manager for a new one.')).toBeVisible();
  await tablet.getByLabel('Pairing code').fill(code);
  await tablet.getByRole('button', { name: 'Pair tablet' }).click();
  await expect(tablet.getByRole('heading', { level: 1, name: `Welcome to ${spec.store.name}` })).toBeVisible();
  expect(await seriousViolations(tablet)).toEqual([]);
  await shots(tablet, 'kiosk-home');

  // Check-in: phone and last name, today's time only, a latte and jazz.
  await tablet.getByRole('link', { name: /Check in/ }).click();
  await tablet.getByLabel('Phone number').fill(spec.customer.phoneNumber);
  await tablet.getByLabel('Last name').fill('newcomer');
  await tablet.getByRole('button', { name: 'Find my appointment' }).click();
  await expect(tablet.getByRole('heading', { level: 1, name: `Hi ${spec.customer.firstName}!` })).toBeVisible();
  await expect(tablet.getByText('Today at 1:00 PM')).toBeVisible();
  await expect(tablet.getByText('Newcomer')).toHaveCount(0);
  await tablet.getByRole('button', { name: 'Latte' }).click();
  await tablet.getByRole('button', { name: 'Jazz' }).click();
  expect(await seriousViolations(tablet)).toEqual([]);
  await shots(tablet, 'kiosk-check-in');
  await tablet.getByRole('button', { name: 'Check me in' }).click();
  await expect(tablet.getByText(`You are checked in, ${spec.customer.firstName}!`)).toBeVisible();
  await expect(tablet.getByText('We have noted: Latte · Jazz.')).toBeVisible();

  // The desk sees it without a reload.
  const prefs = desk.getByTestId('appointment-calendar').getByText('Checked in · Latte · Jazz');
  await expect(prefs).toBeVisible();
  await prefs.scrollIntoViewIfNeeded();
  await shot(desk, 'kiosk-calendar-checked-in-1440.png');

  // A walk-in: the engine's wait for the service, then the queue.
  await tablet.getByRole('link', { name: 'Start over' }).click();
  await tablet.getByRole('link', { name: /Walk in/ }).click();
  await tablet.getByRole('button', { name: /^Kiosk cut/ }).click();
  const estimate = tablet.getByRole('status').filter({ hasText: /Estimated wait|A stylist is free now/ });
  await expect(estimate).toBeVisible();
  await tablet.getByLabel('First name').fill('Walker');
  await tablet.getByRole('button', { name: 'Water' }).click();
  expect(await seriousViolations(tablet)).toEqual([]);
  await shots(tablet, 'kiosk-walk-in');
  await tablet.getByRole('button', { name: 'Join the queue' }).click();
  await expect(tablet.getByText('You are in the queue, Walker!')).toBeVisible();
  await expect(tablet.getByText(/Expected start \d{1,2}:\d{2} (AM|PM): about \d+ min from now\./)).toBeVisible();
  await expect(desk.getByTestId('appointment-calendar').getByRole('button', { name: /Walker/ })).toBeVisible();

  // Idle: 60 s, a 10 s countdown, then the attract loop; a touch starts over.
  await tablet.clock.fastForward(61_000);
  await expect(tablet.getByRole('dialog', { name: 'Still there?' })).toBeVisible();
  await expect(tablet.getByRole('timer')).toContainText('starts over in');
  await tablet.clock.fastForward(10_000);
  await expect(tablet).toHaveURL(/\/in-store-promotion$/);
  await expect(tablet.getByText('You are in the queue, Walker!')).toHaveCount(0);
  expect(await seriousViolations(tablet)).toEqual([]);
  await shots(tablet, 'kiosk-promotion');
  await tablet.getByRole('button', { name: 'Touch the screen to start' }).click();
  await expect(tablet.getByRole('heading', { level: 1, name: `Welcome to ${spec.store.name}` })).toBeVisible();

  // Unpairing from the store page stops the tablet at once.
  await card.getByRole('button', { name: 'Unpair' }).click();
  await manager.getByRole('dialog').getByRole('button', { name: 'Unpair' }).click();
  await expect(card.getByText('No tablets yet.')).toBeVisible();
  await tablet.reload();
  await expect(tablet.getByRole('heading', { level: 1, name: 'Pair this tablet' })).toBeVisible();
});
