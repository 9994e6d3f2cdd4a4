import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { z } from 'zod';
import { staffApi } from './support/api.ts';
import { addDays, dayIn, wallClock } from './support/days.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { openAsStaff } from './support/ui.ts';

// Issue 21, "Times must be the store's, everywhere": the browser runs in Asia/Kolkata (playwright.config.ts),
// the store in America/Chicago. A 3:00 PM visit reads 3:00 PM with the store's zone named in the checkout header,
// on the on-screen and emailed receipt and in the appointment history; the drawer's opened-at is the store's clock.

const ZONE = 'America/Chicago';
const suffix = Date.now().toString(36);
const idOf = z.object({ res_data: z.object({ id: z.string() }) });

/** What the store's clock reads at an instant, and the zone's abbreviation then (CST or CDT), computed here, not by the app. */
const chicago = (iso: string) => ({
  time: new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' }).format(new Date(iso)).replace(/\s/g, ' '),
  zone:
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'short' })
      .formatToParts(new Date(iso))
      .find((p) => p.type === 'timeZoneName')?.value ?? '',
});

/** The first Tuesday to Thursday at least two weeks ahead on the store's calendar. */
function visitDay(): string {
  let day = addDays(dayIn(ZONE), 14);
  while (![2, 3, 4].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
}

async function seed() {
  const own = await specStore('store-times', ZONE);
  const staff = await staffApi(employee('franchisor').email, fixture().password);
  const call = async (url: string, data?: unknown, method: 'post' | 'put' | 'get' = 'post', headers: Record<string, string> = {}) => {
    const response = await staff.api[method](`/api/${url}`, { headers: { Authorization: `Bearer ${staff.token}`, ...headers }, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const day = visitDay();
  const cutter = own.employees.cutter;
  await call(`Employee/Update/${cutter.id}`, { serviceDetails: { skills: ['haircut'] } }, 'put');
  await call('Shift/Create', {
    storeId: own.store.id,
    employeeId: cutter.id,
    start: wallClock(ZONE, day, '10:00'),
    end: wallClock(ZONE, day, '18:00'),
  });
  await call('Shift/Publish', { storeId: own.store.id, from: day, to: day, employeeIds: [cutter.id] });
  const service = idOf.parse(
    await call('Service/Create', {
      basicDetails: { name: `Zone Cut ${suffix}`, category: 'Haircuts', durationMinutes: 30, priceCents: 3000, skillSet: 'haircut' },
      others: { storeIds: [own.store.id], onlineBookable: true },
    }),
  ).res_data;
  const start = wallClock(ZONE, day, '15:00');
  const appointment = idOf.parse(
    await call('Appointment/Create', {
      storeId: own.store.id,
      cutterId: cutter.id,
      serviceIds: [service.id],
      source: 'phone',
      start,
      customerId: fixture().customers[0].id,
    }),
  ).res_data;
  for (const action of ['CheckIn', 'Start', 'Stop']) await call(`Appointment/${action}/${appointment.id}`, {});
  const registers = z
    .object({ res_data: z.array(z.object({ id: z.string() })) })
    .parse(await call(`CashDrawer/Registers?storeId=${own.store.id}`, undefined, 'get'));
  const drawer = z
    .object({ res_data: z.object({ id: z.string(), openedAt: z.string() }) })
    .parse(await call('CashDrawer/Open', { registerId: registers.res_data[0].id, counts: { bill_2000: 5 } })).res_data;
  const invoice = idOf.parse(await call(`Invoice/CreateForAppointment/${appointment.id}`)).res_data;
  await call(`Invoice/Pay/${invoice.id}`, { tender: 'cash', amountCents: 3000 }, 'post', { 'Idempotency-Key': `zone-${suffix}` });
  return { own, staff, day, start, appointmentId: appointment.id, drawer };
}

async function outboxText(staff: { api: APIRequestContext; token: string }, to: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await staff.api.post('/api/Outbox/Search', {
          headers: { Authorization: `Bearer ${staff.token}` },
          data: { channel: 'email', to, page: 1, pageSize: 10 },
        });
        const items = z.object({ res_data: z.object({ items: z.array(z.object({ bodyText: z.string().optional() }).loose()) }) });
        text = items.parse(await response.json()).res_data.items[0]?.bodyText ?? '';
        return text.length > 0;
      },
      { message: 'the emailed receipt', timeout: 15_000 },
    )
    .toBe(true);
  return text;
}

test.use({ viewport: { width: 1280, height: 800 } });

test('a 3:00 PM visit at a Chicago store reads 3:00 PM (store zone) on every screen and the emailed receipt, with the browser in Kolkata', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const seeded = await seed();
  const visit = chicago(seeded.start);
  expect(visit.time).toBe('3:00 PM');
  const visitAt = `3:00 PM ${visit.zone}`;
  // The browser really is elsewhere: its own clock would put the visit at 1:30 or 2:30 AM the next day.
  expect(await page.evaluate(() => new Date().getTimezoneOffset())).toBe(-330);

  // The checkout header and the on-screen receipt.

  await openAsStaff(page, seeded.own.employees.coordinator.email, fixture().password, `/admin/checkout/${seeded.appointmentId}`);
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' }).locator('..')).toContainText(visitAt);
  const receipt = page.getByRole('region', { name: 'Receipt', exact: true });
  await receipt.getByRole('button', { name: 'View receipt' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(seeded.own.store.name) });
  await expect(dialog.getByTestId('receipt-visit')).toContainText(visitAt);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The emailed receipt names the visit on the store's clock too.
  const to = `zone.${suffix}@e2e.test`;
  await receipt.getByLabel('Email receipt to').fill(to);
  await receipt.getByRole('button', { name: 'Email receipt' }).click();
  await expect(receipt.getByText(`Receipt sent to ${to} with the PDF attached.`)).toBeVisible();
  const emailed = await outboxText(seeded.staff, to);
  expect(emailed).toContain(`Visit: `);
  expect(emailed.split('\n').find((l) => l.startsWith('Visit: '))).toMatch(new RegExp(`, ${visitAt}$`));
  expect(emailed).not.toMatch(/GMT/);

  // The calendar lays the visit at 3:00 PM, and its history names the visit it booked.
  await page.goto(`/admin/appointments-calendar?date=${seeded.day}`);
  await page
    .getByTestId('appointment-calendar')
    .getByRole('button', { name: /^3:00 PM – 3:30 PM / })
    .click();
  const history = page.getByRole('dialog', { name: /^Appointment/ }).getByRole('region', { name: 'History' });
  await expect(history).toContainText(`Booked for `);
  await expect(history).toContainText(visitAt);

  // The drawer's opened-at is the store's clock, its zone named.
  const opened = chicago(seeded.drawer.openedAt);
  await page.goto('/admin/store/cash-drawer');
  await expect(page.getByText(/^Opened by /)).toContainText(`${opened.time} ${opened.zone}`);
  await seeded.staff.api.dispose();
});
