// $0.00 invoices (Invoice/Complete), the front desk's saved-card tender (Invoice/SavedCards), and the
// customer paying online with a gift card (invalid_giftcard_number recorded for payment-response).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, staffAuth } from '../../testing/test-sessions.ts';
import { issueGiftCard } from '../gift-cards/gift-card-ledger.ts';
import { addPromo, cardToken, type CheckoutWorld, checkoutWorld, createInvoice, key, openDrawer, pay } from './checkout-test-data.ts';

let t: TestApp;
let w: CheckoutWorld;
let other: CheckoutWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await checkoutWorld(t.database.db, 'Gaps');
  other = await checkoutWorld(t.database.db, 'Elsewhere');
  await openDrawer(t.database.db, w);
  await addPromo(t.database.db, w, { code: 'FREE100', type: 'percentage', value: 10000 });
});

const complete = (invoiceId: string, headers = w.desk, k = key()) =>
  t.app.inject({ method: 'POST', url: `/api/Invoice/Complete/${invoiceId}`, headers: { ...headers, 'idempotency-key': k } });
const stockOf = async (world: CheckoutWorld) =>
  (
    await queryRows<{ quantity: number }>(
      t.database.db,
      sql`select quantity from stock_items where tenant_id = ${world.tenant.tenant.id} and store_id = ${world.store.id} and product_id = ${world.productId}`,
    )
  )[0].quantity;

async function freeInvoice() {
  const inv = await createInvoice(t.app, w);
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/Invoice/AddLine/${inv.id}`,
    headers: w.desk,
    payload: { kind: 'product', itemId: w.productId, quantity: 1 },
  });
  expect(added.statusCode, added.body).toBe(200);
  const applied = await t.app.inject({
    method: 'POST',
    url: `/api/Invoice/ApplyPromo/${inv.id}`,
    headers: w.desk,
    payload: { code: 'FREE100' },
  });
  expect(applied.statusCode, applied.body).toBe(200);
  expect(applied.json().res_data).toMatchObject({ totalCents: 0, dueCents: 0, status: 'incomplete' });
  return inv;
}

describe('completing an invoice with $0.00 due', () => {
  it('a 100% promo: success, appointment checked_out, the product leaves stock once, audited; replay answers the same', async () => {
    const inv = await freeInvoice();
    // A payment cannot do it (at least 1 cent).
    expect((await pay(t.app, w.desk, inv.id, { tender: 'cash', amountCents: 1 })).statusCode).toBe(409);
    const before = await stockOf(w);
    const k = key();
    const res = await complete(inv.id, w.desk, k);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().res_data).toMatchObject({ status: 'success', appointmentStatus: 'checked_out', dueCents: 0, paidCents: 0 });
    expect(res.json().res_data.paidAt).not.toBeNull();
    expect(await stockOf(w)).toBe(before - 1);
    const replay = await complete(inv.id, w.desk, k);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().res_data.status).toBe('success');
    expect(await stockOf(w)).toBe(before - 1);
    // The same key for another invoice is refused; a new key on a completed invoice is a conflict.
    const second = await freeInvoice();
    const reused = await complete(second.id, w.desk, k);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await complete(inv.id)).statusCode).toBe(409);
    const audits = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where tenant_id = ${w.tenant.tenant.id} and entity_id = ${inv.id} and action = 'invoice.completed_zero_due'`,
    );
    expect(audits[0].n).toBe(1);
    // A receipt exists; voiding is refused; rollback-checkout reopens it and puts the product back.
    expect((await t.app.inject({ method: 'GET', url: `/api/Invoice/Receipt/${inv.id}`, headers: w.desk })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/Invoice/RollbackInvoice/${inv.id}`, headers: w.desk })).statusCode).toBe(409);
    const rolled = await t.app.inject({ method: 'POST', url: `/api/Invoice/RollbackCheckout/${inv.id}`, headers: w.desk });
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect(rolled.json().res_data).toMatchObject({ status: 'incomplete', appointmentStatus: 'checkout' });
    expect(await stockOf(w)).toBe(before);
  });

  it('refuses an invoice with money due, and needs an Idempotency-Key and the checkout flag', async () => {
    const inv = await createInvoice(t.app, w);
    const due = await complete(inv.id);
    expect(due.statusCode).toBe(409);
    expect(due.json().message).toMatch(/due on this invoice/);
    const free = await freeInvoice();
    const noKey = await t.app.inject({ method: 'POST', url: `/api/Invoice/Complete/${free.id}`, headers: w.desk });
    expect(noKey.statusCode).toBe(422);
    const cutter = (await staffAuth(t.database.db, w.cutter)).headers;
    expect((await complete(free.id, cutter)).statusCode).toBe(403);
    expect((await complete(free.id, other.desk)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/Invoice/GetById/${free.id}`, headers: w.desk })).json().res_data.status).toBe(
      'incomplete',
    );
  });
});

describe("the front desk charges the customer's saved card", () => {
  it('lists only safe fields, charges the card, and is scoped by flag, store and tenant', async () => {
    const me = (await customerAuth(t.database.db, w.customer)).headers;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/CustomerCard/Add',
      headers: me,
      payload: { token: await cardToken(t.app) },
    });
    expect(added.statusCode, added.body).toBe(201);
    const savedCardId = added.json().res_data.id;
    const inv = await createInvoice(t.app, w);
    const list = await t.app.inject({ method: 'GET', url: `/api/Invoice/SavedCards/${inv.id}`, headers: w.desk });
    expect(list.statusCode, list.body).toBe(200);
    const cards = list.json().res_data.cards;
    expect(cards).toEqual([
      { id: savedCardId, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2035, isDefault: true, expired: false },
    ]);
    expect(list.body).not.toMatch(/cardRef|customerRef|card_|cus_/);

    const paid = await pay(t.app, w.desk, inv.id, { tender: 'saved_card', savedCardId, amountCents: inv.totalCents });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().res_data.payment).toMatchObject({ tender: 'saved_card', status: 'succeeded', last4: '4242' });
    expect(paid.json().res_data.invoice).toMatchObject({ status: 'success', appointmentStatus: 'checked_out' });

    // Permission: a cutter has neither checkout flag; staff of another store: 403; another tenant: 404.
    const cutter = (await staffAuth(t.database.db, w.cutter)).headers;
    expect((await t.app.inject({ method: 'GET', url: `/api/Invoice/SavedCards/${inv.id}`, headers: cutter })).statusCode).toBe(403);
    const elsewhere = await makeEmployee(t.database.db, w.tenant, 'coordinator', { storeId: w.tenant.stores[1].id });
    const elsewhereHeaders = (await staffAuth(t.database.db, elsewhere)).headers;
    expect((await t.app.inject({ method: 'GET', url: `/api/Invoice/SavedCards/${inv.id}`, headers: elsewhereHeaders })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/Invoice/SavedCards/${inv.id}`, headers: other.desk })).statusCode).toBe(404);
    // A customer cannot use the staff route.
    expect((await t.app.inject({ method: 'GET', url: `/api/Invoice/SavedCards/${inv.id}`, headers: me })).statusCode).toBe(403);
    // Another customer's card cannot be charged on this invoice.
    const otherInv = await createInvoice(t.app, other);
    const wrong = await pay(t.app, other.desk, otherInv.id, { tender: 'saved_card', savedCardId, amountCents: 100 });
    expect(wrong.statusCode).toBe(404);
  });

  it('a new sale without a customer has no saved cards', async () => {
    const sale = await t.app.inject({ method: 'POST', url: '/api/Invoice/NewSale', headers: w.desk, payload: { storeId: w.store.id } });
    expect(sale.statusCode, sale.body).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: `/api/Invoice/SavedCards/${sale.json().res_data.id}`, headers: w.desk });
    expect(list.json().res_data.cards).toEqual([]);
  });
});

describe('the customer pays online with a gift card', () => {
  const payOnline = (headers: Record<string, string>, invoiceId: string, payload: object, k = key()) =>
    t.app.inject({ method: 'POST', url: `/api/CustomerInvoice/Pay/${invoiceId}`, headers: { ...headers, 'idempotency-key': k }, payload });

  it('an unknown number is invalid_giftcard_number for payment-response; a card with less pays part, the rest by card', async () => {
    const me = (await customerAuth(t.database.db, w.customer)).headers;
    const inv = await createInvoice(t.app, w);
    const k = key();
    const bad = await payOnline(me, inv.id, { tender: 'gift_card', number: '1234 5678 9012 3456' }, k);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('invalid_giftcard_number');
    const paymentId = bad.json().error.fields.paymentId;
    const outcome = await t.app.inject({
      method: 'GET',
      url: `/api/CustomerInvoice/Outcome?invoiceId=${inv.id}&paymentId=${paymentId}`,
      headers: me,
    });
    expect(outcome.json().res_data).toMatchObject({ status: 'invalid_giftcard_number', dueCents: inv.totalCents });
    // A replay answers the same refusal and records nothing more.
    const replay = await payOnline(me, inv.id, { tender: 'gift_card', number: '1234 5678 9012 3456' }, k);
    expect(replay.json().error.code).toBe('invalid_giftcard_number');

    const card = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      issueGiftCard(tx, {
        tenantId: w.tenant.tenant.id,
        storeId: w.store.id,
        amountCents: 1000,
        invoiceId: inv.id,
        invoiceLineId: inv.lines[0].id,
        customerId: null,
      }),
    );
    const part = await payOnline(me, inv.id, { tender: 'gift_card', number: card.number });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().res_data.payment).toMatchObject({ tender: 'gift_card', status: 'succeeded', amountCents: 1000 });
    expect(part.json().res_data.invoice).toMatchObject({
      status: 'partially-paid',
      dueCents: inv.totalCents - 1000,
      appointmentStatus: 'partially-paid',
    });
    const empty = await payOnline(me, inv.id, { tender: 'gift_card', number: card.number });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.code).toBe('GIFT_CARD_INSUFFICIENT');
    const rest = await payOnline(me, inv.id, { tender: 'card', token: await cardToken(t.app) });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().res_data.invoice).toMatchObject({ status: 'success', appointmentStatus: 'checked_out' });
    // Cash stays a front-desk tender.
    const other2 = await createInvoice(t.app, w);
    const cash = await payOnline(me, other2.id, { tender: 'cash', amountCents: 100 });
    expect(cash.statusCode).toBe(422);
  });

  it("a gift card covering everything pays the invoice in full; another tenant's card number is unknown here", async () => {
    const me = (await customerAuth(t.database.db, w.customer)).headers;
    const inv = await createInvoice(t.app, w);
    const elsewhere = await createInvoice(t.app, other);
    const foreign = await withTenant(t.database.db, other.tenant.tenant.id, (tx) =>
      issueGiftCard(tx, {
        tenantId: other.tenant.tenant.id,
        storeId: other.store.id,
        amountCents: 100000,
        invoiceId: elsewhere.id,
        invoiceLineId: elsewhere.lines[0].id,
        customerId: null,
      }),
    );
    const refused = await payOnline(me, inv.id, { tender: 'gift_card', number: foreign.number });
    expect(refused.json().error.code).toBe('invalid_giftcard_number');
    const card = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      issueGiftCard(tx, {
        tenantId: w.tenant.tenant.id,
        storeId: w.store.id,
        amountCents: 100000,
        invoiceId: inv.id,
        invoiceLineId: inv.lines[0].id,
        customerId: null,
      }),
    );
    const res = await payOnline(me, inv.id, { tender: 'gift_card', number: card.number, tipCents: 200 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().res_data.payment.amountCents).toBe(inv.totalCents + 200);
    expect(res.json().res_data.invoice).toMatchObject({ status: 'success', dueCents: 0 });
  });
});
