import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { withTenant } from '../../platform/tenancy.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { checkoutAppWithDrawer } from './checkout-test-app.ts';
import {
  addPromo,
  bookedAppointment,
  cardToken,
  type CheckoutWorld,
  checkoutWorld,
  completedAppointment,
  createInvoice,
  deskReaders,
  key,
  pay,
} from './checkout-test-data.ts';

let t: TestApp;
let w: CheckoutWorld;

beforeAll(async () => {
  ({ t, w } = await checkoutAppWithDrawer());
});

const { get, invoiceOf, appointmentStatus } = deskReaders(() => ({ app: t.app, world: w }));

describe('create invoice', () => {
  it('moves a completed appointment to checkout with its services, the store tax and no tip', async () => {
    const appointmentId = await completedAppointment(t.app, w);
    const res = await t.app.inject({ method: 'POST', url: `/api/Invoice/CreateForAppointment/${appointmentId}`, headers: w.desk });
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json().res_data;
    expect(invoice).toMatchObject({
      status: 'incomplete',
      kind: 'appointment',
      appointmentStatus: 'checkout',
      subtotalCents: 2500,
      taxCents: 206, // 8.25% of 25.00 = 2.0625 -> 2.06
      totalCents: 2706,
      dueCents: 2706,
      tipCents: 0,
      // The server says what the invoice allows; the checkout screen offers exactly these.
      allowedActions: ['edit', 'pay', 'void'],
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({ kind: 'service', name: 'Haircut', fromAppointment: true, cutterId: w.cutter.id }),
    ]);
    expect(invoice.tipCandidates.map((c: { cutterId: string }) => c.cutterId)).toContain(w.cutter.id);
    // Asking again answers the same invoice; the appointment is no longer completed.
    const again = await t.app.inject({ method: 'POST', url: `/api/Invoice/CreateForAppointment/${appointmentId}`, headers: w.desk });
    expect(again.json().res_data.id).toBe(invoice.id);
    expect((await get(`/api/Invoice/ByAppointment/${appointmentId}`)).json().res_data.id).toBe(invoice.id);
  });

  it('refuses an appointment that is not completed', async () => {
    const booked = await bookedAppointment(t.app, w);
    const res = await t.app.inject({ method: 'POST', url: `/api/Invoice/CreateForAppointment/${booked}`, headers: w.desk });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('INVALID_TRANSITION');
  });
});

describe('lines, promo, tips and tax', () => {
  it('prices products at the store, one promo on the pre-tax subtotal, untaxed gift cards and tips', async () => {
    await addPromo(t.database.db, w, { code: 'TENOFF', type: 'percentage', value: 1000 });
    const inv = await createInvoice(t.app, w);
    const add = (payload: object) => t.app.inject({ method: 'POST', url: `/api/Invoice/AddLine/${inv.id}`, headers: w.desk, payload });
    // The store's sellable catalog, at its prices.
    const sellable = (await get(`/api/Invoice/Sellable/${inv.id}?search=pom`)).json().res_data.items;
    expect(sellable).toEqual([{ kind: 'product', itemId: w.productId, name: 'Pomade', priceCents: 1800 }]);
    expect((await get(`/api/Invoice/OpenDrawers/${inv.id}`)).json().res_data.drawers).toHaveLength(1);
    expect((await add({ kind: 'product', itemId: w.productId, quantity: 2 })).statusCode).toBe(200);
    const withGift = await add({ kind: 'gift_card', amountCents: 5000 });
    expect(withGift.statusCode, withGift.body).toBe(200);
    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/Invoice/QuotePromo/${inv.id}`,
      headers: w.desk,
      payload: { code: 'tenoff' },
    });
    expect(quote.json().res_data).toMatchObject({ code: 'TENOFF', discountCents: 610 }); // 10% of 25.00 + 2 x 18.00
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/Invoice/ApplyPromo/${inv.id}`,
      headers: w.desk,
      payload: { code: 'NOPE' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toMatchObject({ code: 'PROMO_CODE_INVALID', fields: { promoCode: expect.stringContaining('NOPE') } });
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/Invoice/ApplyPromo/${inv.id}`,
      headers: w.desk,
      payload: { code: 'TENOFF' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const tips = await t.app.inject({
      method: 'PUT',
      url: `/api/Invoice/Tips/${inv.id}`,
      headers: w.desk,
      payload: { tips: [{ cutterId: w.cutter.id, amountCents: 500 }] },
    });
    expect(tips.statusCode, tips.body).toBe(200);
    const invoice = tips.json().res_data;
    // Haircut 2500 - 250 = 2250, tax 185.625 -> 186; pomade 3600 - 360 = 3240, tax 267.3 -> 267; gift card 5000 untaxed.
    expect(invoice).toMatchObject({
      subtotalCents: 11100,
      discountCents: 610,
      taxCents: 453,
      tipCents: 500,
      totalCents: 11443,
      promo: { code: 'TENOFF' },
    });
    expect(invoice.lines.map((l: { taxCents: number }) => l.taxCents)).toEqual([186, 267, 0]);
    // Bad input is refused with a reason and changes nothing.
    const negativeTip = await t.app.inject({
      method: 'PUT',
      url: `/api/Invoice/Tips/${inv.id}`,
      headers: w.desk,
      payload: { tips: [{ cutterId: w.cutter.id, amountCents: -1 }] },
    });
    expect(negativeTip.statusCode).toBe(422);
    const tinyGift = await add({ kind: 'gift_card', amountCents: 100 });
    expect(tinyGift.statusCode).toBe(422);
    expect((await invoiceOf(inv.id)).totalCents).toBe(11443);
    // Removing the promo releases it: the discount goes.
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/Invoice/RemovePromo/${inv.id}`, headers: w.desk });
    expect(removed.json().res_data).toMatchObject({ discountCents: 0, promo: null });
  });
});

describe('payments', () => {
  it('splits card and cash: partially-paid, then success and checked_out; gift cards issued; stock sold', async () => {
    const inv = await createInvoice(t.app, w);
    await t.app.inject({
      method: 'POST',
      url: `/api/Invoice/AddLine/${inv.id}`,
      headers: w.desk,
      payload: { kind: 'product', itemId: w.productId, quantity: 1 },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/Invoice/AddLine/${inv.id}`,
      headers: w.desk,
      payload: { kind: 'gift_card', amountCents: 2000 },
    });
    const before = await invoiceOf(inv.id);
    // 2500 + 1800 taxed (206 + 149) + 2000 gift card = 6655
    expect(before.totalCents).toBe(6655);
    const card = await pay(t.app, w.desk, inv.id, { tender: 'card', token: await cardToken(t.app), amountCents: 4000 });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().res_data.payment).toMatchObject({ tender: 'card', status: 'succeeded', brand: 'visa', last4: '4242' });
    expect(card.json().res_data.invoice).toMatchObject({ status: 'partially-paid', paidCents: 4000, dueCents: 2655 });
    expect(await appointmentStatus(inv.appointmentId)).toBe('partially-paid');

    const tooMuch = await pay(t.app, w.desk, inv.id, { tender: 'cash', amountCents: 9999 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.fields.amountCents).toContain('26.55');

    const cash = await pay(t.app, w.desk, inv.id, { tender: 'cash', amountCents: 2655, tenderedCents: 3000 });
    expect(cash.statusCode, cash.body).toBe(200);
    const body = cash.json().res_data;
    expect(body.payment).toMatchObject({ tender: 'cash', tenderedCents: 3000, changeCents: 345 });
    expect(body.invoice).toMatchObject({ status: 'success', paidCents: 6655, dueCents: 0 });
    expect(body.issuedGiftCards).toEqual([{ number: expect.stringMatching(/^\d{16}$/), amountCents: 2000 }]);
    expect(await appointmentStatus(inv.appointmentId)).toBe('checked_out');
    const [stock] = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      queryRows<{ quantity: number }>(
        tx,
        sql`select quantity from stock_items where product_id = ${w.productId} and store_id = ${w.store.id}`,
      ),
    );
    expect(stock.quantity).toBeLessThan(10);
    const [movement] = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from stock_movements where kind = 'sale' and note like ${`%${body.invoice.number}%`}`,
      ),
    );
    expect(movement.n).toBe(1);
    // The gift card sold pays another invoice.
    const next = await createInvoice(t.app, w);
    const gift = await pay(t.app, w.desk, next.id, { tender: 'gift_card', number: body.issuedGiftCards[0].number, amountCents: 1000 });
    expect(gift.statusCode, gift.body).toBe(200);
    expect(gift.json().res_data.payment).toMatchObject({ tender: 'gift_card', last4: body.issuedGiftCards[0].number.slice(-4) });
    const unknown = await pay(t.app, w.desk, next.id, { tender: 'gift_card', number: '1111222233334444', amountCents: 100 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.code).toBe('invalid_giftcard_number');
  });

  it('replays an Idempotency-Key without charging twice and refuses the key with another body', async () => {
    const inv = await createInvoice(t.app, w);
    const k = key();
    const token = await cardToken(t.app);
    const first = await pay(t.app, w.desk, inv.id, { tender: 'card', token, amountCents: 1000 }, k);
    const replay = await pay(t.app, w.desk, inv.id, { tender: 'card', token, amountCents: 1000 }, k);
    expect(first.statusCode, first.body).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().res_data.payment.id).toBe(first.json().res_data.payment.id);
    const other = await pay(t.app, w.desk, inv.id, { tender: 'card', token, amountCents: 1200 }, k);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const invoice = await invoiceOf(inv.id);
    expect(invoice.payments).toHaveLength(1);
    expect(invoice.paidCents).toBe(1000);
    const noKey = await t.app.inject({
      method: 'POST',
      url: `/api/Invoice/Pay/${inv.id}`,
      headers: w.desk,
      payload: { tender: 'cash', amountCents: 100 },
    });
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json().error.fields['Idempotency-Key']).toBeTruthy();
  });

  it('answers a decline with the gateway message and leaves the invoice unpaid', async () => {
    const inv = await createInvoice(t.app, w);
    const res = await pay(t.app, w.desk, inv.id, {
      tender: 'card',
      token: await cardToken(t.app, '4000000000000002'),
      amountCents: inv.totalCents,
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ error: { code: 'PAYMENT_DECLINED' }, message: expect.stringMatching(/declined/i) });
    const invoice = await invoiceOf(inv.id);
    expect(invoice).toMatchObject({ status: 'incomplete', paidCents: 0, dueCents: inv.totalCents });
    expect(invoice.payments[0]).toMatchObject({ status: 'failed' });
    expect(await appointmentStatus(inv.appointmentId)).toBe('checkout');
  });

  it('refuses cash when no drawer is open at the store', async () => {
    const other = await checkoutWorld(t.database.db, 'NoDrawer');
    const inv = await createInvoice(t.app, other);
    const res = await pay(t.app, other.desk, inv.id, { tender: 'cash', amountCents: 100 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CASH_DRAWER_CLOSED');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/Invoice/GetById/${inv.id}`, headers: other.desk })).json().res_data.payments,
    ).toHaveLength(0);
  });
});
