import { expect, test } from './support/test.ts';
import { z } from 'zod';
import { signInThroughApi, staffApi } from './support/api.ts';
import { employee, fixture, specStore } from './support/fixture.ts';
import { openAsStaff } from './support/ui.ts';
import { screenshots, seriousViolations } from './support/look.ts';
import { addDays, dayIn, wallClock } from './support/days.ts';

// Checkout (issue 7): the front desk checks out an appointment with a promo code, a tip and a split card + cash
// payment (after a look at the Saved card tab) and emails the receipt; a refund of half the card payment shows
// "Partly refunded"; a 100% promo code is completed at $0.00 due; a customer pays online with a saved card. It works at the fixture's first store on a day ~8 weeks ahead that no other spec uses,
// with its own register, service and promo code.

const suffix = Date.now().toString(36);
const idOf = z.object({ res_data: z.object({ id: z.string() }) });

const PROMO = `TEN${suffix.slice(-5).toUpperCase()}`;
const FREE = `FREE${suffix.slice(-5).toUpperCase()}`;

/** A service, the cutter's published shift, a promo code, an open register, and two completed appointments of the customer. */
async function seed() {
  const staff = await staffApi(employee('franchisor').email, fixture().password);
  // The spec's own store: no other spec's shifts or visits on its cutter's day, whatever the date.
  const spec = await specStore('checkout');
  const { store } = spec;
  const call = async (url: string, data?: unknown, method: 'post' | 'put' | 'get' = 'post') => {
    const response = await staff.api[method](`/api/${url}`, { headers: { Authorization: `Bearer ${staff.token}` }, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  const day = addDays(dayIn(store.timezone), 56);
  const { cutter } = spec.employees;
  await call(`Employee/Update/${cutter.id}`, { serviceDetails: { skills: ['haircut'] } }, 'put');
  await call('Shift/Create', {
    storeId: store.id,
    employeeId: cutter.id,
    start: wallClock(store.timezone, day, '10:00'),
    end: wallClock(store.timezone, day, '18:00'),
  });
  await call('Shift/Publish', { storeId: store.id, from: day, to: day, employeeIds: [cutter.id] });
  const service = idOf.parse(
    await call('Service/Create', {
      basicDetails: { name: `Checkout Cut ${suffix}`, category: 'Haircuts', durationMinutes: 30, priceCents: 4000, skillSet: 'haircut' },
      others: { storeIds: [store.id], onlineBookable: true },
    }),
  ).res_data;
  await call('PromoCode/Create', {
    code: PROMO,
    type: 'percentage',
    value: 1000,
    startsOn: addDays(day, -60),
    endsOn: null,
    storeIds: [store.id],
  });
  await call('PromoCode/Create', {
    code: FREE,
    type: 'percentage',
    value: 10000,
    startsOn: addDays(day, -60),
    endsOn: null,
    storeIds: [store.id],
  });
  const register = idOf.parse(await call('CashDrawer/Registers', { storeId: store.id, name: `Checkout till ${suffix}` })).res_data;
  await call('CashDrawer/Open', { registerId: register.id, counts: { bill_2000: 5 } });
  const { customer } = spec;
  const appointments: string[] = [];
  for (const time of ['11:00', '14:00', '16:00']) {
    const created = idOf.parse(
      await call('Appointment/Create', {
        storeId: store.id,
        cutterId: cutter.id,
        serviceIds: [service.id],
        source: 'phone',
        start: wallClock(store.timezone, day, time),
        customerId: customer.id,
      }),
    ).res_data;
    for (const action of ['CheckIn', 'Start', 'Stop']) await call(`Appointment/${action}/${created.id}`, {});
    appointments.push(created.id);
  }
  // The second one is invoiced for the customer to pay online.
  await call(`Invoice/CreateForAppointment/${appointments[1]}`);
  return { staff, store, customer, coordinator: spec.employees.coordinator.email, appointments, registerName: `Checkout till ${suffix}` };
}

const outboxSchema = z.object({
  res_data: z.object({ items: z.array(z.object({ to: z.string(), subject: z.string().nullable() }).loose()) }),
});

test.use({ viewport: { width: 1280, height: 800 } });

test('the front desk checks out with a promo, a tip and card + cash; refunds half the card; the customer pays online', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const seeded = await seed();
  const [deskAppointment, onlineAppointment, freeAppointment] = seeded.appointments;

  // The customer's saved card, added at the gateway, for the desk's Saved card tab and the online payment.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const customerPage = await context.newPage();
  const { customer } = seeded;
  const token = await signInThroughApi(customerPage.request, {
    userType: 'customer',
    identifier: customer.phoneNumber,
    password: fixture().password,
  });
  const tokenised = await customerPage.request.post('/sandbox-gateway/v1/tokens', {
    data: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
  });
  const cardToken = z.object({ token: z.string() }).parse(await tokenised.json()).token;
  const headers = { authorization: `Bearer ${token}`, 'x-brand-domain': new URL(fixture().baseURL).hostname };
  const added = await customerPage.request.post('/api/CustomerCard/Add', { headers, data: { token: cardToken } });
  expect(added.ok(), await added.text()).toBe(true);

  await openAsStaff(page, seeded.coordinator, fixture().password, `/admin/checkout/${deskAppointment}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Create invoice' }).click();
  const invoice = page.getByRole('region', { name: 'Invoice', exact: true });
  await expect(invoice).toContainText(`Checkout Cut ${suffix}`);
  await expect(page.getByTestId('invoice-status')).toHaveText('Unpaid');

  // A wrong code says why, inline; the right one takes 10% off.
  const promo = page.getByRole('region', { name: 'Promo code', exact: true });
  await promo.getByLabel('Promo code').fill('NOSUCHCODE');
  await promo.getByRole('button', { name: 'Check' }).click();
  await expect(promo.getByText(/does not exist/)).toBeVisible();
  await promo.getByLabel('Promo code').fill(PROMO);
  await promo.getByRole('button', { name: 'Check' }).click();
  await expect(promo.getByText(`${PROMO} takes $4.00 off.`)).toBeVisible();
  await promo.getByRole('button', { name: 'Apply' }).click();
  await expect(invoice).toContainText(`Discount (${PROMO})`);

  // A $5.00 tip for the cutter: total 40.00 - 4.00 + 5.00.
  const tips = page.getByRole('region', { name: 'Tips', exact: true });
  await tips.getByLabel('Tip for Cutter Fixture').fill('5.00');
  await tips.getByRole('button', { name: 'Save tips' }).click();
  await expect(invoice).toContainText('Tip for Cutter Fixture');
  await expect(invoice).toContainText(/Total\s*\$41\.00/);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'checkout-invoice');

  // The Saved card tab lists the customer's cards (all four tenders in view, even at 375 px).
  const payment = page.getByRole('region', { name: 'Payment', exact: true });
  await payment.getByRole('tab', { name: 'Saved card' }).click();
  await expect(payment.getByRole('radio', { name: /Visa •••• 4242/ }).first()).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Charge $41.00 to this card' })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'checkout-saved-card');
  await payment.getByRole('tab', { name: 'Card', exact: true }).click();

  // Split: $20.00 by card, then the rest in cash with change.
  await payment.getByLabel('Amount to take').fill('20.00');
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry (MM/YY)').fill('1234');
  await payment.getByLabel('Security code').fill('123');
  await payment.getByRole('button', { name: 'Charge $20.00' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Partially paid');
  await payment.getByRole('tab', { name: 'Cash' }).click();
  await expect(payment.getByLabel('Amount to take')).toHaveValue('21.00');
  const register = payment.getByRole('combobox', { name: /^Register/ });
  if (await register.count()) {
    await register.click();
    await page.getByRole('option', { name: seeded.registerName }).click();
  }
  await payment.getByLabel('Cash handed over').fill('25.00');
  await expect(payment.getByText('Change to give: $4.00')).toBeVisible();
  await payment.getByRole('button', { name: 'Take $21.00 cash' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');
  await expect(payment).toContainText('Tendered $25.00, change $4.00');

  // The receipt by email, with the PDF, through the outbox.
  const to = `receipt.${suffix}@e2e.test`;
  const receipt = page.getByRole('region', { name: 'Receipt', exact: true });
  await receipt.getByLabel('Email receipt to').fill(to);
  await receipt.getByRole('button', { name: 'Email receipt' }).click();
  await expect(receipt.getByText(`Receipt sent to ${to} with the PDF attached.`)).toBeVisible();
  await expect
    .poll(
      async () => {
        const response = await seeded.staff.api.post('/api/Outbox/Search', {
          headers: { Authorization: `Bearer ${seeded.staff.token}` },
          data: { channel: 'email', to, page: 1, pageSize: 10 },
        });
        if (!response.ok()) return [`outbox answered ${response.status()}`];
        return outboxSchema.parse(await response.json()).res_data.items.map((i) => i.subject ?? '');
      },
      { message: 'the receipt email', timeout: 15_000 },
    )
    .toContainEqual(expect.stringMatching(/^Your receipt from /));
  await receipt.getByRole('button', { name: 'View receipt' }).click();
  const receiptDialog = page.getByRole('dialog', { name: new RegExp(seeded.store.name) });
  await expect(receiptDialog).toContainText('$41.00');
  expect(await seriousViolations(page)).toEqual([]);
  await receiptDialog.getByRole('button', { name: 'Close' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'checkout-paid');

  // Half of the card payment back to the card.
  await payment.getByRole('button', { name: 'Refund Card payment of $20.00' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund card payment' });
  await refund.getByLabel('Refund amount').fill('10.00');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Partly refunded');
  await expect(payment).toContainText('Refunded $10.00');
  await screenshots(page, 'checkout-refunded');

  // A 100% promo code leaves $0.00 due: the desk completes the sale without a payment.
  await page.goto(`/admin/checkout/${freeAppointment}`);
  await page.getByRole('button', { name: 'Create invoice' }).click();
  const freePromo = page.getByRole('region', { name: 'Promo code', exact: true });
  await freePromo.getByLabel('Promo code').fill(FREE);
  await freePromo.getByRole('button', { name: 'Apply' }).click();
  const complete = page.getByRole('button', { name: 'Complete sale ($0.00 due)' });
  await expect(complete).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'checkout-zero-due');
  await complete.click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Paid');

  // The customer pays the second visit online with the saved card.
  await customerPage.goto(`/customer/pay/${onlineAppointment}`);
  await expect(customerPage.getByRole('heading', { level: 1, name: 'Pay for your visit' })).toBeVisible();
  await expect(customerPage.getByText(`Checkout Cut ${suffix}`)).toBeVisible();
  await customerPage.getByRole('button', { name: '15% tip' }).click();
  await expect(customerPage.getByText('You pay $46.00 (tip $6.00)')).toBeVisible();
  await expect(customerPage.getByRole('button', { name: '15% tip' })).toContainText('$6.00');
  expect(await seriousViolations(customerPage)).toEqual([]);
  await screenshots(customerPage, 'checkout-customer-pay');
  await customerPage.getByRole('button', { name: 'Pay $46.00' }).click();
  await expect(customerPage).toHaveURL(/\/customer\/payment-response\?invoiceId=/);
  await expect(customerPage.getByTestId('payment-outcome')).toHaveAttribute('data-status', 'success');
  await expect(customerPage.getByText('Payment received')).toBeVisible();
  expect(await seriousViolations(customerPage)).toEqual([]);
  await screenshots(customerPage, 'checkout-payment-response');

  // An invoice that is not theirs (or does not exist) says so.
  await customerPage.goto('/customer/payment-response?invoiceId=00000000-0000-4000-8000-000000000000');
  await expect(customerPage.getByText('We could not find this invoice')).toBeVisible();
  await context.close();
  await seeded.staff.api.dispose();
});
