// Issue 21: a customer paying online gets the receipt by email (text and PDF) through the outbox, written in the
// transaction that completes the payment; the front desk's payment sends none unasked (the desk offers Email receipt).
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth } from '../../testing/test-sessions.ts';
import { cardToken, type CheckoutWorld, checkoutWorld, createInvoice, key, pay } from './checkout-test-data.ts';

let t: TestApp;
let w: CheckoutWorld;
let me: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  w = await checkoutWorld(t.database.db, 'Receipts');
  me = (await customerAuth(t.database.db, w.customer)).headers;
});

const payOnline = (invoiceId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/CustomerInvoice/Pay/${invoiceId}`, headers: { ...me, 'idempotency-key': key() }, payload });

const receiptRows = () =>
  withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
    tx
      .select({
        channel: outboxMessages.channel,
        to: outboxMessages.toAddress,
        subject: outboxMessages.subject,
        text: outboxMessages.bodyText,
        attachments: outboxMessages.attachments,
      })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.tenantId, w.tenant.tenant.id), eq(outboxMessages.template, 'receipt')))
      .orderBy(asc(outboxMessages.createdAt)),
  );

describe('receipt email of an online payment', () => {
  it('the customer paying online in full is emailed the receipt with its PDF, once', async () => {
    const invoice = await createInvoice(t.app, w);
    const paid = await payOnline(invoice.id, { tender: 'card', token: await cardToken(t.app) });
    expect(paid.statusCode, paid.body).toBe(200);
    const number = paid.json().res_data.invoice.number as string;
    const rows = await receiptRows();
    expect(rows.map((r) => ({ channel: r.channel, to: r.to, subject: r.subject }))).toEqual([
      { channel: 'email', to: w.customer.email, subject: `Your receipt from ${w.store.name} (${number})` },
    ]);
    expect(rows[0].text.split('\n').slice(0, 2)).toEqual([
      w.store.name,
      expect.stringMatching(new RegExp(`^Receipt ${number} · .+ C[SD]T$`)),
    ]);
    expect(rows[0].text).toMatch(/\nVisit: .+, \d{1,2}:\d{2} [AP]M C[SD]T\n/);
    expect(rows[0].attachments).toEqual([expect.objectContaining({ filename: `receipt-${number}.pdf`, contentType: 'application/pdf' })]);
  });

  it('the front desk taking the payment sends none unasked (the desk offers Email receipt)', async () => {
    const before = (await receiptRows()).length;
    const invoice = await createInvoice(t.app, w);
    const paid = await pay(t.app, w.desk, invoice.id, { tender: 'card', token: await cardToken(t.app), amountCents: invoice.totalCents });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().res_data.invoice.status).toBe('success');
    expect((await receiptRows()).length).toBe(before);
  });
});
