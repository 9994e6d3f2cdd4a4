// Who may do what in checkout (permission matrix), tenant isolation, and the customer's online payment.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeEmployee } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, staffAuth } from '../../testing/test-sessions.ts';
import { cardToken, type CheckoutWorld, checkoutWorld, createInvoice, key, openDrawer, pay } from './checkout-test-data.ts';

let t: TestApp;
let a: CheckoutWorld;
let b: CheckoutWorld;

beforeAll(async () => {
  t = await createTestApp();
  a = await checkoutWorld(t.database.db, 'Alpha');
  b = await checkoutWorld(t.database.db, 'Bravo');
  await openDrawer(t.database.db, a);
});

describe('permission matrix', () => {
  const roles = [
    'franchisor',
    'general_manager',
    'store_owner',
    'shop_manager',
    'coordinator',
    'lead_shop_coordinator',
    'cutter',
    'cleaner',
  ] as const;
  // What each default role may do: view/pay an invoice, start a new sale, refund.
  const expected: Record<(typeof roles)[number], { view: boolean; sale: boolean; refund: boolean }> = {
    franchisor: { view: true, sale: true, refund: true },
    general_manager: { view: true, sale: true, refund: true },
    store_owner: { view: true, sale: true, refund: true },
    shop_manager: { view: true, sale: true, refund: true },
    coordinator: { view: true, sale: true, refund: true },
    lead_shop_coordinator: { view: true, sale: true, refund: true },
    cutter: { view: false, sale: false, refund: false },
    cleaner: { view: false, sale: false, refund: false },
  };

  it.each(roles)('%s', async (role) => {
    const employee = await makeEmployee(t.database.db, a.tenant, role);
    const headers = (await staffAuth(t.database.db, employee)).headers;
    const inv = await createInvoice(t.app, a);
    const paid = await pay(t.app, a.desk, inv.id, { tender: 'cash', amountCents: 100 });
    const paymentId = paid.json().res_data.payment.id;
    const view = await t.app.inject({ method: 'GET', url: `/api/Invoice/GetById/${inv.id}`, headers });
    expect(view.statusCode === 200, `${role} view ${view.statusCode}`).toBe(expected[role].view);
    if (!expected[role].view) expect(view.statusCode).toBe(403);
    const sale = await t.app.inject({ method: 'POST', url: '/api/Invoice/NewSale', headers, payload: { storeId: a.store.id } });
    expect(sale.statusCode === 201, `${role} sale ${sale.statusCode}`).toBe(expected[role].sale);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/Payment/Refund/${paymentId}`,
      headers: { ...headers, 'idempotency-key': key() },
      payload: { amountCents: 50 },
    });
    expect(refund.statusCode === 200, `${role} refund ${refund.statusCode} ${refund.body}`).toBe(expected[role].refund);
  });

  it('a cutter cannot take a payment', async () => {
    const inv = await createInvoice(t.app, a);
    const cutterHeaders = (await staffAuth(t.database.db, a.cutter)).headers;
    const res = await pay(t.app, cutterHeaders, inv.id, { tender: 'cash', amountCents: 100 });
    expect(res.statusCode).toBe(403);
  });

  it('staff of another store of the tenant cannot see the invoice', async () => {
    const inv = await createInvoice(t.app, a);
    const elsewhere = await makeEmployee(t.database.db, a.tenant, 'coordinator', { storeId: a.tenant.stores[1].id });
    const headers = (await staffAuth(t.database.db, elsewhere)).headers;
    const res = await t.app.inject({ method: 'GET', url: `/api/Invoice/GetById/${inv.id}`, headers });
    expect(res.statusCode).toBe(403);
  });
});

describe('tenant isolation', () => {
  it("another tenant's invoice, payment and appointment answer 404", async () => {
    const inv = await createInvoice(t.app, a);
    const paid = await pay(t.app, a.desk, inv.id, { tender: 'cash', amountCents: 100 });
    const paymentId = paid.json().res_data.payment.id;
    for (const [method, url, payload] of [
      ['GET', `/api/Invoice/GetById/${inv.id}`, undefined],
      ['GET', `/api/Invoice/ByAppointment/${inv.appointmentId}`, undefined],
      ['POST', `/api/Invoice/AddLine/${inv.id}`, { kind: 'gift_card', amountCents: 1000 }],
      ['POST', `/api/Invoice/CreateForAppointment/${inv.appointmentId}`, undefined],
      ['POST', `/api/Invoice/RollbackInvoice/${inv.id}`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: b.desk, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const payRes = await pay(t.app, b.desk, inv.id, { tender: 'cash', amountCents: 100 });
    expect(payRes.statusCode).toBe(404);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/Payment/Refund/${paymentId}`,
      headers: { ...b.desk, 'idempotency-key': key() },
      payload: { amountCents: 10 },
    });
    expect(refund.statusCode).toBe(404);
    const outsider = await customerAuth(t.database.db, b.customer);
    const outcome = await t.app.inject({
      method: 'GET',
      url: `/api/CustomerInvoice/Outcome?invoiceId=${inv.id}`,
      headers: outsider.headers,
    });
    expect(outcome.json().res_data.status).toBe('invoice_does_not_exist');
  });
});

describe('the customer pays online', () => {
  it('with a saved card and a tip, sees success; a declined card shows failed', async () => {
    const me = (await customerAuth(t.database.db, a.customer)).headers;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/CustomerCard/Add',
      headers: me,
      payload: { token: await cardToken(t.app) },
    });
    expect(added.statusCode, added.body).toBe(201);
    const savedCardId = added.json().res_data.id;
    const inv = await createInvoice(t.app, a);
    const open = await t.app.inject({ method: 'GET', url: `/api/CustomerInvoice/ByAppointment/${inv.appointmentId}`, headers: me });
    expect(open.json().res_data).toMatchObject({ id: inv.id, dueCents: inv.totalCents });

    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/CustomerInvoice/Pay/${inv.id}`,
      headers: { ...me, 'idempotency-key': key() },
      payload: { tender: 'card', token: await cardToken(t.app, '4000000000009995') },
    });
    expect(declined.statusCode).toBe(402);
    const failedPayment = (
      await t.app.inject({ method: 'GET', url: `/api/CustomerInvoice/ByAppointment/${inv.appointmentId}`, headers: me })
    ).json().res_data.payments[0];
    const failedOutcome = await t.app.inject({
      method: 'GET',
      url: `/api/CustomerInvoice/Outcome?invoiceId=${inv.id}&paymentId=${failedPayment.id}`,
      headers: me,
    });
    expect(failedOutcome.json().res_data).toMatchObject({ status: 'failed', message: expect.stringMatching(/funds/i) });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/CustomerInvoice/Pay/${inv.id}`,
      headers: { ...me, 'idempotency-key': key() },
      payload: { tender: 'saved_card', savedCardId, tipCents: 300 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().res_data.invoice).toMatchObject({
      status: 'success',
      tipCents: 300,
      totalCents: inv.totalCents + 300,
      appointmentStatus: 'checked_out',
    });
    const outcome = await t.app.inject({ method: 'GET', url: `/api/CustomerInvoice/Outcome?invoiceId=${inv.id}`, headers: me });
    expect(outcome.json().res_data).toMatchObject({ status: 'success', dueCents: 0 });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/CustomerInvoice/Pay/${inv.id}`,
      headers: { ...me, 'idempotency-key': key() },
      payload: { tender: 'saved_card', savedCardId },
    });
    expect(again.statusCode).toBe(409);
    const garbage = await t.app.inject({ method: 'GET', url: '/api/CustomerInvoice/Outcome?invoiceId=nope', headers: me });
    expect(garbage.json().res_data.status).toBe('invoice_does_not_exist');
  });

  it("another customer cannot see or pay the invoice, nor use someone else's saved card", async () => {
    const inv = await createInvoice(t.app, a);
    const stranger = await makeCustomer(t.database.db, a.tenant);
    const headers = (await customerAuth(t.database.db, stranger)).headers;
    const view = await t.app.inject({ method: 'GET', url: `/api/CustomerInvoice/ByAppointment/${inv.appointmentId}`, headers });
    expect(view.statusCode).toBe(404);
    const payRes = await t.app.inject({
      method: 'POST',
      url: `/api/CustomerInvoice/Pay/${inv.id}`,
      headers: { ...headers, 'idempotency-key': key() },
      payload: { tender: 'card', token: await cardToken(t.app) },
    });
    expect(payRes.statusCode).toBe(404);
  });
});
