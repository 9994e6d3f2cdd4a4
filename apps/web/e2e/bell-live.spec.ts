import { addDays, dayIn, wallClock } from './support/days.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { bookableDay, idOf, staffCaller } from './support/seed.ts';
import { expect, test } from './support/test.ts';
import { signInAsStaff } from './support/ui.ts';

// The live bell (issue 18): a booking made elsewhere shows in the cutter's bell within seconds, pushed over the
// chat socket (the fallback poll is a minute, and the page is not reloaded). "Mark all read" disables itself;
// the focus goes to the panel, never to the page body, and Escape closes the panel back onto the bell.

const suffix = Date.now().toString(36);
test.use({ viewport: { width: 1280, height: 800 } });

test('a booking shows in the bell without a reload; mark all read keeps the focus in the panel', async ({ page }) => {
  const spec = await specStore('bell');
  const cutter = spec.employees.cutter!;
  const mine = await staffCaller(cutter.email, fixture().password);
  await mine('Notification/MarkAllRead', {});
  await mine.dispose();

  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/Chat/Realtime'));
  await signInAsStaff(page, cutter.email, fixture().password);
  const quiet = page.getByRole('button', { name: 'Notifications', exact: true });
  await expect(quiet).toBeVisible();
  // The tab's chat socket is open before the booking, so the push (not a poll) must bring it.
  await socket;
  await page.waitForTimeout(500);

  const call = await staffCaller(employee('franchisor').email, fixture().password);
  const day = addDays(dayIn(spec.store.timezone), 44);
  const serviceId = await bookableDay(call, {
    store: spec.store,
    cutterId: cutter.id,
    day,
    service: { name: `Bell Cut ${suffix}`, priceCents: 2500 },
  });
  idOf.parse(
    await call('Appointment/Create', {
      storeId: spec.store.id,
      cutterId: cutter.id,
      serviceIds: [serviceId],
      source: 'phone',
      start: wallClock(spec.store.timezone, day, '12:00'),
      customerId: spec.customer.id,
    }),
  );
  await call.dispose();
  const ringing = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(ringing).toBeVisible({ timeout: 5000 });

  await ringing.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByTestId('notification').first()).toContainText(`Booked: ${spec.customer.firstName}`);
  // Record every moment the focus leaves for nowhere (the page body) while the panel is open.
  await page.evaluate(() => {
    const w = window as unknown as { focusLost: string[] };
    w.focusLost = [];
    document.addEventListener('focusout', (e) => {
      if (!e.relatedTarget) w.focusLost.push((e.target as HTMLElement).textContent ?? '');
    });
  });
  const markAll = panel.getByRole('button', { name: 'Mark all read' });
  await markAll.click();
  await expect(markAll).toBeDisabled();
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => (window as unknown as { focusLost: string[] }).focusLost)).toEqual([]);
  expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.getAttribute('aria-labelledby') != null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeFocused();

  // The hourly digest is the person's own choice, kept across visits.
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await panel.getByRole('button', { name: 'Choose what reaches me' }).click();
  const digest = panel.getByRole('checkbox', { name: 'Email me one digest an hour instead of each one' });
  await expect(digest).not.toBeChecked();
  await digest.click();
  await expect(digest).toBeChecked();
  await page.reload();
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await panel.getByRole('button', { name: 'Choose what reaches me' }).click();
  await expect(digest).toBeChecked();
  await digest.click();
  await expect(digest).not.toBeChecked();
});
