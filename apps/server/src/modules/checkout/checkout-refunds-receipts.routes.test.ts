import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { withTenant } from '../../platform/tenancy.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { checkoutAppWithDrawer } from './checkout-test-app.ts';
import { addPromo, cardToken, type CheckoutWorld, createInvoice, deskReaders, key, pay } from './checkout-test-data.ts';
import { raceTest } from '../../testing/race-test.ts';

let t: TestApp;
let w: CheckoutWorld;

beforeAll(async () => {
  ({ t, w } = await checkoutAppWithDrawer());
});

const { get, invoiceOf, appointmentStatus } = deskReaders(() => ({ app: t.app, world: w }));

describe('refunds and rollbacks', () => {
  it('refunds part of a card payment (partial_refund), never more than it took, then the rest (refunded)', async () => {
    const inv = await createInvoice(t.app, w);
    const paid = await pay(t.app, w.desk, inv.id, { tender: 'card', token: await cardToken(t.app), amountCents: inv.totalCents });
    const paymentId = paid.json().res_data.payment.id;
    const refund = (amountCents: number, k = key()) =>
      t.app.inject({
        method: 'POST',
        url: `/api/Payment/Refund/${paymentId}`,
        headers: { ...w.desk, 'idempotency-key': k },
        payload: { amountCents, reason: 'Unhappy' },
      });
    const half = Math.floor(inv.totalCents / 2);
    const first = await refund(half);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().res_data.invoice).toMatchObject({ status: 'partial_refund', refundedCents: half });
    const over = await refund(inv.totalCents);
    expect(over.statusCode).toBe(422);
    expect(over.json().error.fields.amountCents).toMatch(/At most/);
    const rest = await refund(inv.totalCents - half);
    expect(rest.json().res_data.invoice).toMatchObject({ status: 'refunded', paidCents: 0 });
  });

  raceTest('20 concurrent refunds of one payment stay within what it took', async () => {
    const inv = await createInvoice(t.app, w);
    const paid = await pay(t.app, w.desk, inv.id, { tender: 'card', token: await cardToken(t.app), amountCents: 1000 });
    const paymentId = paid.json().res_data.payment.id;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/Payment/Refund/${paymentId}`,
          headers: { ...w.desk, 'idempotency-key': key() },
          payload: { amountCents: 300 },
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(3);
    // The others wait for the payment's lock, then find too little left: 422 naming the most that can be refunded.
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.statusCode)).toEqual(Array(17).fill(422));
    const invoice = await invoiceOf(inv.id);
    expect(invoice.refundedCents).toBe(900);
    expect(invoice.payments[0].refundedCents).toBe(900);
    // The gateway agrees: this payment's charge has exactly the three refunds, and its refunded total is theirs.
    const [payment] = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      queryRows<{ charge_id: string }>(tx, sql`select charge_id from invoice_payments where id = ${paymentId}`),
    );
    const { rows: gateway } = await t.database.raw(
      `select count(r.id)::int as refunds, coalesce(sum(r.amount_cents), 0)::int as refunded, c.refunded_cents as charge_refunded
         from sandbox_gateway_charges c left join sandbox_gateway_refunds r on r.charge_id = c.id and r.status = 'succeeded'
        where c.id = $1 group by c.refunded_cents`,
      [payment.charge_id],
    );
    expect(gateway).toEqual([{ refunds: 3, refunded: 900, charge_refunded: 900 }]);
  });

  it('rollback-invoice voids an unpaid invoice and frees the promo; refused once money was taken', async () => {
    await addPromo(t.database.db, w, { code: 'ONCE', type: 'fixed', value: 500, usageLimit: 1 });
    const inv = await createInvoice(t.app, w);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/Invoice/ApplyPromo/${inv.id}`, headers: w.desk, payload: { code: 'ONCE' } }))
        .statusCode,
    ).toBe(200);
    const voided = await t.app.inject({ method: 'POST', url: `/api/Invoice/RollbackInvoice/${inv.id}`, headers: w.desk });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().res_data).toMatchObject({ status: 'cancelled', appointmentStatus: 'completed' });
    // The single use is free again for the next invoice.
    const other = await createInvoice(t.app, w);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/Invoice/ApplyPromo/${other.id}`, headers: w.desk, payload: { code: 'ONCE' } }))
        .statusCode,
    ).toBe(200);
    await pay(t.app, w.desk, other.id, { tender: 'cash', amountCents: 100 });
    const refused = await t.app.inject({ method: 'POST', url: `/api/Invoice/RollbackInvoice/${other.id}`, headers: w.desk });
    expect(refused.statusCode).toBe(409);
  });

  it('rollback-checkout refunds card and cash payments and reopens the invoice', async () => {
    const inv = await createInvoice(t.app, w);
    await pay(t.app, w.desk, inv.id, { tender: 'card', token: await cardToken(t.app), amountCents: 1000 });
    await pay(t.app, w.desk, inv.id, { tender: 'cash', amountCents: inv.totalCents - 1000 });
    expect(await appointmentStatus(inv.appointmentId)).toBe('checked_out');
    const res = await t.app.inject({ method: 'POST', url: `/api/Invoice/RollbackCheckout/${inv.id}`, headers: w.desk });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().res_data).toMatchObject({
      status: 'incomplete',
      paidCents: 0,
      dueCents: inv.totalCents,
      appointmentStatus: 'checkout',
    });
    expect(res.json().res_data.refunds.map((r: { status: string }) => r.status)).toEqual(['succeeded', 'succeeded']);
    // It can be paid again.
    const again = await pay(t.app, w.desk, inv.id, { tender: 'cash', amountCents: inv.totalCents });
    expect(again.json().res_data.invoice.status).toBe('success');
  });

  it('editing a paid invoice needs edit_invoice and is audited', async () => {
    const inv = await createInvoice(t.app, w);
    await pay(t.app, w.desk, inv.id, { tender: 'cash', amountCents: 500 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/Invoice/AddLine/${inv.id}`,
      headers: w.desk,
      payload: { kind: 'product', itemId: w.productId },
    });
    expect(res.statusCode, res.body).toBe(200); // the coordinator holds edit_invoice by default
    const [row] = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from audit_log where entity_id = ${inv.id} and action = 'invoice.line_add_after_payment'`,
      ),
    );
    expect(row.n).toBe(1);
  });
});

describe('receipts', () => {
  it('emails the receipt with a PDF attached through the outbox', async () => {
    const inv = await createInvoice(t.app, w);
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/Invoice/EmailReceipt/${inv.id}`,
      headers: w.desk,
      payload: { email: 'a@b.test' },
    });
    expect(none.statusCode).toBe(409);
    await pay(t.app, w.desk, inv.id, { tender: 'cash', amountCents: inv.totalCents });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/Invoice/EmailReceipt/${inv.id}`,
      headers: w.desk,
      payload: { email: 'guest@client.test' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [message] = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      queryRows<{ to_address: string; body_text: string; attachments: { filename: string; contentType: string; path: string }[] }>(
        tx,
        sql`select to_address, body_text, attachments from outbox_messages where id = ${res.json().res_data.messageId}`,
      ),
    );
    expect(message.to_address).toBe('guest@client.test');
    expect(message.body_text).toContain('Total');
    expect(message.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(Buffer.from(message.attachments[0].path.split(',')[1], 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await get(`/api/Invoice/ReceiptPdf/${inv.id}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(t.jobs.sent.some((j) => j.name === 'outbox.deliver')).toBe(true);
  });
});

describe('new sale', () => {
  it('sells retail without an appointment', async () => {
    const sale = await t.app.inject({
      method: 'POST',
      url: '/api/Invoice/NewSale',
      headers: w.desk,
      payload: { storeId: w.store.id, customerId: w.customer.id },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const invoice = sale.json().res_data;
    expect(invoice).toMatchObject({ kind: 'sale', appointmentId: null, status: 'incomplete', cartUniqId: expect.any(String) });
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/Invoice/AddLine/${invoice.id}`,
      headers: w.desk,
      payload: { kind: 'product', itemId: w.productId },
    });
    expect(added.json().res_data.totalCents).toBe(1949); // 18.00 + 1.485 -> 1.49
    const paid = await pay(t.app, w.desk, invoice.id, { tender: 'cash', amountCents: 1949, tenderedCents: 2000 });
    expect(paid.json().res_data.invoice.status).toBe('success');
    const rollback = await t.app.inject({ method: 'POST', url: `/api/Invoice/RollbackCheckout/${invoice.id}`, headers: w.desk });
    expect(rollback.statusCode).toBe(409);
  });
});

describe('the card number never reaches the database', () => {
  it('scans every text and jsonb column after card checkouts', async () => {
    const numbers = ['4242424242424242', '4000000000000002'];
    const rows = await queryRows<{ table_schema: string; table_name: string; column_name: string }>(
      t.database.db as never,
      sql`select table_schema, table_name, column_name from information_schema.columns
           where table_schema not in ('pg_catalog', 'information_schema') and data_type in ('text', 'jsonb', 'json', 'character varying')`,
    );
    expect(rows.length).toBeGreaterThan(20);
    let hits = 0;
    let sanity = 0;
    for (const c of rows) {
      // The scan must see rows: the store's name is found where it is stored.
      const seen = await queryRows<{ n: number }>(
        t.database.db as never,
        sql`select count(*)::int as n from ${sql.identifier(c.table_schema)}.${sql.identifier(c.table_name)} where ${sql.identifier(c.column_name)}::text like ${`%${w.store.name}%`}`,
      );
      sanity += seen[0].n;
      const found = await queryRows<{ n: number }>(
        t.database.db as never,
        sql`select count(*)::int as n from ${sql.identifier(c.table_schema)}.${sql.identifier(c.table_name)}
             where ${sql.identifier(c.column_name)}::text like ${`%${numbers[0]}%`} or ${sql.identifier(c.column_name)}::text like ${`%${numbers[1]}%`}`,
      );
      hits += found[0].n;
    }
    expect(sanity).toBeGreaterThan(0);
    expect(hits).toBe(0);
  });
});
