import { expect, test } from './support/test.ts';
import { fixture, type SpecStore } from './support/fixture.ts';
import { seriousViolations, shot } from './support/look.ts';
import { staffCaller } from './support/seed.ts';
import { kioskDay } from './support/kiosk-day.ts';
import { openAsStaff } from './support/ui.ts';

// Issue 19: the paired tablet's idle screen shows the store's check-in QR; a customer's phone (375 px) opens the
// link it encodes, finds today's appointment by phone and last name, picks a latte and jazz as the tablet offers, checks
// in, and the desk's calendar shows it live with the choices.

let spec: SpecStore;
let day: string;
test.beforeAll(async () => {
  ({ spec, day } = await kioskDay('qr-', 'QR cut', '14:00'));
});

test("a customer scans the tablet's QR, checks in on the phone with a latte and jazz, and the desk's calendar shows them live", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const manager = await staffCaller(spec.employees.general_manager.email, fixture().password);
  const { res_data: pairing } = (await manager('Kiosk/PairingCode', { storeId: spec.store.id, name: 'QR tablet' })) as {
    res_data: { code: string };
  };
  await manager(`Kiosk/Lists/${spec.store.id}`, { beverages: ['Latte', 'Water'], music: ['Jazz', 'Pop'] }, 'put');
  await manager.dispose();

  const deskContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const desk = await deskContext.newPage();
  await openAsStaff(
    desk,
    spec.employees.coordinator.email,
    fixture().password,
    `/admin/appointments-calendar?date=${day}&storeId=${spec.store.id}`,
  );
  await expect(desk.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
  await expect(
    desk.getByTestId('appointment-calendar').getByRole('button', { name: /^2:00 PM – 2:30 PM .*Newcomer/ }),
  ).not.toHaveAccessibleName(/Checked in/);

  // The tablet: paired, its start screen and its idle loop show the store's QR.
  const tabletContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const tablet = await tabletContext.newPage();
  await tablet.goto('/in-store');
  await tablet.getByLabel('Pairing code').fill(pairing.code);
  await tablet.getByRole('button', { name: 'Pair tablet' }).click();
  await expect(tablet.getByRole('heading', { level: 1, name: `Welcome to ${spec.store.name}` })).toBeVisible();
  await tablet.goto('/in-store-promotion');
  const qr = tablet.getByRole('img', { name: `QR code to check in at ${spec.store.name} on your phone` });
  await expect(qr).toBeVisible();
  expect(await seriousViolations(tablet)).toEqual([]);
  await shot(tablet, 'kiosk-qr-idle-1440.png', { fullPage: true });
  await tablet.setViewportSize({ width: 375, height: 812 });
  await shot(tablet, 'kiosk-qr-idle-375.png', { fullPage: true });
  const url = (await qr.getAttribute('data-qr-url')) ?? '';
  expect(url).toMatch(/\/check-in\?token=[\w.%-]+$/);

  // The customer's phone opens the link the QR encodes.
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await phone.goto(url);
  await expect(phone.getByRole('heading', { level: 1, name: `Check in at ${spec.store.name}` })).toBeVisible();
  await phone.getByLabel('Phone number').fill(spec.customer.phoneNumber);
  await phone.getByLabel('Last name').fill('nobody');
  await phone.getByRole('button', { name: 'Find my appointment' }).click();
  await expect(phone.getByText('We could not find you with this phone number and last name.')).toBeVisible();
  await phone.getByLabel('Last name').fill('newcomer');
  await phone.getByRole('button', { name: 'Find my appointment' }).click();
  await expect(phone.getByText(`Hi ${spec.customer.firstName}!`)).toBeVisible();
  await expect(phone.getByText('Today at 2:00 PM')).toBeVisible();
  await expect(phone.getByText('Newcomer')).toHaveCount(0);
  // The same drink and music choice as the tablet.
  await phone.getByRole('button', { name: 'Latte' }).click();
  await phone.getByRole('button', { name: 'Jazz' }).click();
  await expect(phone.getByRole('button', { name: 'Latte' })).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(phone)).toEqual([]);
  await shot(phone, 'kiosk-qr-phone-found-375.png', { fullPage: true });
  await phone.setViewportSize({ width: 768, height: 1024 });
  await shot(phone, 'kiosk-qr-phone-found-768.png', { fullPage: true });
  await phone.setViewportSize({ width: 1440, height: 900 });
  await shot(phone, 'kiosk-qr-phone-found-1440.png', { fullPage: true });
  await phone.setViewportSize({ width: 375, height: 812 });
  await phone.getByRole('button', { name: 'Check me in' }).click();
  await expect(phone.getByText(`You are checked in, ${spec.customer.firstName}!`)).toBeVisible();
  await expect(phone.getByText('We have noted: Latte · Jazz.')).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);
  await shot(phone, 'kiosk-qr-phone-done-375.png', { fullPage: true });

  // The desk sees it without a reload.
  const event = desk.getByTestId('appointment-calendar').getByRole('button', { name: /^2:00 PM – 2:30 PM .*Newcomer/ });
  await expect(event).toHaveAccessibleName(/, Checked in,/);
  await expect(desk.getByTestId('appointment-calendar').getByText('Checked in · Latte · Jazz')).toBeVisible();
  await event.scrollIntoViewIfNeeded();
  await shot(desk, 'kiosk-qr-calendar-checked-in-1440.png');

  // A link someone altered asks to scan again.
  await phone.goto(url.replace(/\.([\w-]+)$/, '.forged'));
  await expect(phone.getByText('Please scan the code on the in-store screen again.')).toBeVisible();
  await phone.waitForTimeout(500);
  await expect(phone).toHaveURL(/\/check-in\?token=/);
  await expect(phone.getByText('Please scan the code on the in-store screen again.')).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);
  await shot(phone, 'kiosk-qr-phone-stale-375.png', { fullPage: true });
});
