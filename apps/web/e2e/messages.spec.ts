import type { Browser, Page } from '@playwright/test';
import { z } from 'zod';
import { addDays, dayIn, wallClock } from './support/days.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { bookableDay, staffCaller } from './support/seed.ts';
import { expect, test } from './support/test.ts';
import { signInAsStaff } from './support/ui.ts';

// Staff messages (issue 18): the front desk and a cutter chat live, the cutter's browser on the second server
// instance; edit and delete own; the cutter opens an appointment's chat from the calendar and the desk's
// calendar shows the unread marker. Its own spec store, so no other spec's people or appointments mix in.

const suffix = Date.now().toString(36);
const idOf = z.object({ res_data: z.object({ id: z.string() }) });

async function person(browser: Browser, email: string, baseURL = fixture().baseURL): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  await signInAsStaff(page, email, fixture().password);
  return page;
}

test.describe.configure({ mode: 'serial' });

test('two staff chat live across two server instances; Enter sends, Shift+Enter is a new line; edit and delete own', async ({
  browser,
}) => {
  const spec = await specStore('messages');
  const desk = spec.employees.coordinator!;
  const cutter = spec.employees.cutter!;
  const deskPage = await person(browser, desk.email);
  const cutterPage = await person(browser, cutter.email, fixture().secondBaseURL);

  await deskPage.goto('/admin/messages');
  await expect(deskPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await deskPage.getByRole('button', { name: 'New message' }).click();
  const dialog = deskPage.getByRole('dialog', { name: 'New message' });
  await dialog.getByLabel('Colleague').click();
  await deskPage.getByRole('option', { name: /^Cutter / }).click();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(deskPage).toHaveURL(/\/admin\/messages\?c=/);

  await cutterPage.goto('/admin/messages');
  const row = cutterPage.getByTestId('conversation-row').filter({ hasText: /Coordinator/ });
  await expect(row).toBeVisible();

  // The desk writes two lines (Shift+Enter) and sends with Enter; the cutter, on the other instance, sees it live.
  const composer = deskPage.getByLabel('Message', { exact: true });
  await composer.fill('Your 2pm is here');
  await composer.press('Shift+Enter');
  await composer.pressSequentially('and asks for a beard trim');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  await expect(row).toContainText('Your 2pm is here');
  await expect(row.getByLabel('1 unread')).toBeVisible();
  await row.click();
  const thread = cutterPage.getByRole('log', { name: 'Messages' });
  await expect(thread.getByTestId('chat-message').last()).toContainText('Your 2pm is here\nand asks for a beard trim');
  await expect(
    cutterPage
      .getByTestId('conversation-row')
      .filter({ hasText: /Coordinator/ })
      .getByLabel('1 unread'),
  ).toHaveCount(0);

  // The cutter answers from instance B; the desk on A sees it without a reload.
  await cutterPage.getByLabel('Message', { exact: true }).fill(`On my way ${suffix}`);
  await cutterPage.getByLabel('Message', { exact: true }).press('Enter');
  const deskThread = deskPage.getByRole('log', { name: 'Messages' });
  await expect(deskThread.getByText(`On my way ${suffix}`)).toBeVisible();

  // Edit, then delete, own messages; the other side sees both changes live.
  const mine = deskThread.getByTestId('chat-message').filter({ hasText: 'Your 2pm is here' });
  await mine.getByRole('button', { name: 'Edit' }).click();
  await deskThread.getByLabel('Edit').fill('Your 2pm is early');
  await deskThread.getByRole('button', { name: 'Save' }).click();
  await expect(thread.getByText('Your 2pm is early')).toBeVisible();
  await expect(thread.getByTestId('chat-message').filter({ hasText: 'Your 2pm is early' })).toContainText('edited');
  // Only own messages have the actions.
  await expect(
    deskThread
      .getByTestId('chat-message')
      .filter({ hasText: `On my way ${suffix}` })
      .getByRole('button', { name: 'Edit' }),
  ).toHaveCount(0);
  await deskThread.getByTestId('chat-message').filter({ hasText: 'Your 2pm is early' }).getByRole('button', { name: 'Delete' }).click();
  await expect(thread.getByText('This message was deleted.')).toBeVisible();

  expect(await seriousViolations(deskPage)).toEqual([]);
  await screenshots(deskPage, 'messages');
  // At 375 px the list and the thread take turns.
  await cutterPage.setViewportSize({ width: 375, height: 812 });
  await expect(cutterPage.getByRole('button', { name: 'Back to conversations' })).toBeVisible();
  expect(await seriousViolations(cutterPage)).toEqual([]);
  await cutterPage.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(cutterPage.getByTestId('conversation-row').first()).toBeVisible();
  await deskPage.context().close();
  await cutterPage.context().close();
});

test("a cutter opens an appointment's chat from the calendar; the front desk's calendar shows the unread marker", async ({ browser }) => {
  const spec = await specStore('messages');
  const store = spec.store;
  const cutter = spec.employees.cutter!;
  const call = await staffCaller(employee('franchisor').email, fixture().password);
  const day = addDays(dayIn(store.timezone), 47);
  const serviceId = await bookableDay(call, { store, cutterId: cutter.id, day, service: { name: `Chat Cut ${suffix}`, priceCents: 3000 } });
  idOf.parse(
    await call('Appointment/Create', {
      storeId: store.id,
      cutterId: cutter.id,
      serviceIds: [serviceId],
      source: 'phone',
      start: wallClock(store.timezone, day, '11:00'),
      customerId: spec.customer.id,
    }),
  );
  await call.dispose();

  const cutterPage = await person(browser, cutter.email);
  await cutterPage.goto(`/admin/appointments-calendar?date=${day}`);
  await cutterPage.locator('.rbc-event').filter({ hasText: spec.customer.firstName }).first().click();
  await cutterPage.getByRole('button', { name: 'Chat' }).click();
  const chat = cutterPage.getByRole('dialog', { name: /^Appointment chat/ });
  await chat.getByLabel('Message', { exact: true }).fill('Client wants the same fade as last time');
  await chat.getByLabel('Message', { exact: true }).press('Enter');
  await expect(chat.getByTestId('chat-message')).toHaveText([/Client wants the same fade as last time/]);
  expect(await seriousViolations(cutterPage)).toEqual([]);
  await screenshots(cutterPage, 'appointment-chat');

  const deskPage = await person(browser, spec.employees.coordinator!.email);
  await deskPage.goto(`/admin/appointments-calendar?date=${day}`);
  const event = deskPage.locator('.rbc-event').filter({ hasText: spec.customer.firstName }).first();
  await expect(event.getByTestId('unread-chat-marker')).toBeVisible();
  await event.click();
  await deskPage.getByRole('button', { name: 'Chat' }).click();
  await expect(
    deskPage.getByRole('dialog', { name: /^Appointment chat/ }).getByText('Client wants the same fade as last time'),
  ).toBeVisible();
  await deskPage.keyboard.press('Escape');
  await deskPage.keyboard.press('Escape');
  await expect(event.getByTestId('unread-chat-marker')).toHaveCount(0);
  await cutterPage.context().close();
  await deskPage.context().close();
});

test('a stock count below the threshold shows in the general manager’s bell; a click reads it and opens inventory', async ({ browser }) => {
  const spec = await specStore('messages');
  const store = spec.store;
  const call = await staffCaller(employee('franchisor').email, fixture().password);
  const name = `Bell Pomade ${suffix}`;
  await call('Product/Create', {
    basicDetails: { name, description: 'Matte hold.', priceCents: 1800 },
    productDetails: { productUse: 'retail', category: 'styling', sku: `BELL-${suffix}`, resellable: true },
    inventoryDetails: { threshold: 5, unitCostCents: 700, initialStock: [{ storeId: store.id, quantity: 12 }] },
  });
  const items = z
    .object({ res_data: z.object({ items: z.array(z.object({ id: z.string(), storeId: z.string() })) }) })
    .parse(await call('Inventory/Search', { page: 1, pageSize: 10, search: name })).res_data.items;
  const item = items.find((i) => i.storeId === store.id);
  if (!item) throw new Error('no stock item');
  await call(`Inventory/EditQuantity/${item.id}`, { quantity: 3, reason: 'Weekly count' });
  await call.dispose();

  // The general manager (the shop manager is told too, but its inventory screen asks Store/Search, which that role may not call).
  const page = await person(browser, spec.employees.general_manager!.email);
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const line = panel.getByTestId('notification').filter({ hasText: `Low stock: ${name} at ${store.name} (3 left)` });
  await expect(line).toContainText('Unread');
  // On the store's clock (Chicago), not the browser's (Kolkata).
  await expect(line).toContainText(/\d{1,2}:\d{2} [AP]M C[SD]T/);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'notifications');
  await line.click();
  await expect(page).toHaveURL(/\/admin\/inventory$/);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByTestId('notification').filter({ hasText: name })).not.toContainText(
    'Unread',
  );
  // Other lines (the shifts the seeding published) may still be unread: mark all read empties the count.
  const markAll = page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'Mark all read' });
  if (await markAll.isEnabled()) await markAll.click();
  await expect(markAll).toBeDisabled();
  // The clicked button is disabled now; the panel took the focus, so Escape (pressed where the focus is) closes it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCount(0);
  // Nothing unread: the bell carries no count.
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.context().close();
});
