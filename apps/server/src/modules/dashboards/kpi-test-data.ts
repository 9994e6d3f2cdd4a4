// A month of sales through the real checkout routes for the dashboard and report tests: promo codes, tips,
// split tenders, a gift card sold then redeemed, refunds (part and whole), an unpaid invoice, a sale at
// the second store. Each sale is then dated to a chosen local day of its store (paid_at and the times of
// its payments and refunds), so the month and its day boundaries are known.
import { instantToWallClock, addDays, wallClockToInstant } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee } from '../../testing/factories.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { addPromo, cardToken, type CheckoutWorld, createInvoice, key, openDrawer, pay } from '../checkout/checkout-test-data.ts';
import { invoiceDays, refreshInvoiceDays } from '../daily-sales/daily-sales.ts';

export const CHICAGO = 'America/Chicago';
export const LOS_ANGELES = 'America/Los_Angeles';
export const today = (zone = CHICAGO) => instantToWallClock(zone, new Date()).date;

/** Moves an invoice's sale (paid_at, payments) and refunds to `minutes` after local midnight of `date` in `zone`. */
export async function dateSale(db: Db, tenantId: string, invoiceId: string, zone: string, date: string, minutes: number, refundAt?: Date) {
  const at = wallClockToInstant(zone, date, minutes, 'compatible').toISOString();
  await withTenant(db, tenantId, async (tx) => {
    const before = await invoiceDays(tx, tenantId, invoiceId);
    await tx.execute(
      sql`update invoices set paid_at = case when paid_at is null then null else ${at}::timestamptz end where id = ${invoiceId}`,
    );
    await tx.execute(sql`update invoice_payments set completed_at = ${at} where invoice_id = ${invoiceId} and completed_at is not null`);
    await tx.execute(
      sql`update invoice_refunds set completed_at = ${(refundAt ?? new Date(at)).toISOString()} where invoice_id = ${invoiceId} and completed_at is not null`,
    );
    await refreshInvoiceDays(tx, tenantId, invoiceId, before);
  });
}

export async function refund(app: FastifyInstance, headers: Record<string, string>, paymentId: string, amountCents: number) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/Payment/Refund/${paymentId}`,
    headers: { ...headers, 'idempotency-key': key() },
    payload: { amountCents, reason: 'Unhappy' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const ok = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return JSON.parse(res.body).res_data;
};

/** Seeds the month; answers the invoice ids with the local day and minute each sale was dated to. */
export async function seedMonth(app: FastifyInstance, db: Db, w: CheckoutWorld) {
  const tenantId = w.tenant.tenant.id;
  const t0 = today();
  const post = (url: string, payload: object, headers = w.desk) => app.inject({ method: 'POST', url, headers, payload });
  const put = (url: string, payload: object) => app.inject({ method: 'PUT', url, headers: w.desk, payload });
  await openDrawer(db, w);
  await openDrawer(db, w, w.tenant.stores[1].id);
  await addPromo(db, w, { code: 'TENOFF', type: 'percentage', value: 1000 });
  await addPromo(db, w, { code: 'FIVEOFF', type: 'fixed', value: 500 });
  const franchisor = await makeEmployee(db, w.tenant, 'franchisor');
  const owner = (await staffAuth(db, franchisor)).headers;
  const sales: { id: string; zone: string; date: string; minutes: number }[] = [];

  // 1. Haircut + pomade, 10% promo, $5 tip; split cash 20.00 + card for the rest. First minute of the month.
  const a = await createInvoice(app, w);
  ok(await post(`/api/Invoice/AddLine/${a.id}`, { kind: 'product', itemId: w.productId }));
  ok(await post(`/api/Invoice/ApplyPromo/${a.id}`, { code: 'TENOFF' }));
  const aTotal = ok(await put(`/api/Invoice/Tips/${a.id}`, { tips: [{ cutterId: w.cutter.id, amountCents: 500 }] })).totalCents as number;
  const aCash = ok(await pay(app, w.desk, a.id, { tender: 'cash', amountCents: 2000 }));
  expect(aCash.invoice.dueCents).toBe(aTotal - 2000);
  ok(await pay(app, w.desk, a.id, { tender: 'card', token: await cardToken(app), amountCents: aCash.invoice.dueCents }));
  sales.push({ id: a.id, zone: CHICAGO, date: addDays(t0, -29), minutes: 1 });

  // 2. Haircut paid by card, half refunded (the refund dated later in the month).
  const b = await createInvoice(app, w);
  const bPay = ok(await pay(app, w.desk, b.id, { tender: 'card', token: await cardToken(app), amountCents: b.totalCents }));
  await refund(app, w.desk, bPay.payment.id, Math.floor(b.totalCents / 2));
  sales.push({ id: b.id, zone: CHICAGO, date: addDays(t0, -20), minutes: 600 });

  // 3. A $50 gift card sold alone, cash.
  const c = ok(await post('/api/Invoice/NewSale', { storeId: w.store.id, customerId: w.customer.id }));
  ok(await post(`/api/Invoice/AddLine/${c.id}`, { kind: 'gift_card', amountCents: 5000 }));
  const cPaid = ok(await pay(app, w.desk, c.id, { tender: 'cash', amountCents: 5000 }));
  const giftNumber = cPaid.issuedGiftCards[0].number as string;
  sales.push({ id: c.id, zone: CHICAGO, date: addDays(t0, -15), minutes: 720 });

  // 4. Haircut, $5 promo, $3 tip; gift card 15.00 then card.
  const d = await createInvoice(app, w);
  ok(await post(`/api/Invoice/ApplyPromo/${d.id}`, { code: 'FIVEOFF' }));
  const dTotal = ok(await put(`/api/Invoice/Tips/${d.id}`, { tips: [{ cutterId: w.cutter.id, amountCents: 300 }] })).totalCents as number;
  const dGift = ok(await pay(app, w.desk, d.id, { tender: 'gift_card', number: giftNumber, amountCents: 1500 }));
  expect(dGift.invoice.dueCents).toBe(dTotal - 1500);
  ok(await pay(app, w.desk, d.id, { tender: 'card', token: await cardToken(app), amountCents: dGift.invoice.dueCents }));
  sales.push({ id: d.id, zone: CHICAGO, date: addDays(t0, -10), minutes: 900 });

  // 5. Haircut paid by card and refunded in whole: still a sale on its day, the refund on the refund's day.
  const e = await createInvoice(app, w);
  const ePay = ok(await pay(app, w.desk, e.id, { tender: 'card', token: await cardToken(app), amountCents: e.totalCents }));
  await refund(app, w.desk, ePay.payment.id, e.totalCents);
  sales.push({ id: e.id, zone: CHICAGO, date: t0, minutes: 23 * 60 + 59 });

  // 6. Partly paid only: not a sale (its cash payment still counts as a payment).
  const f = await createInvoice(app, w);
  ok(await pay(app, w.desk, f.id, { tender: 'cash', amountCents: 1000 }));
  sales.push({ id: f.id, zone: CHICAGO, date: addDays(t0, -5), minutes: 700 });

  // 7. The day before the month: the previous period.
  const g = await createInvoice(app, w);
  ok(await pay(app, w.desk, g.id, { tender: 'cash', amountCents: g.totalCents }));
  sales.push({ id: g.id, zone: CHICAGO, date: addDays(t0, -30), minutes: 23 * 60 + 59 });

  // 8. The second store (Los Angeles): a service sold by the franchisor at 23:30 local on the last day
  //    (01:30 the next day in Chicago: inside the month only on the store's own clock).
  const h = ok(await post('/api/Invoice/NewSale', { storeId: w.tenant.stores[1].id, customerId: w.customer.id }, owner));
  ok(await post(`/api/Invoice/AddLine/${h.id}`, { kind: 'service', itemId: w.haircut, cutterId: w.cutter.id }, owner));
  const hTotal = (await invoiceTotal(db, tenantId, h.id)) as number;
  ok(await pay(app, owner, h.id, { tender: 'cash', amountCents: hTotal }));
  sales.push({ id: h.id, zone: LOS_ANGELES, date: t0, minutes: 23 * 60 + 30 });

  for (const s of sales) await dateSale(db, tenantId, s.id, s.zone, s.date, s.minutes);
  // Refund of sale 2 happened 5 days after it.
  await withTenant(db, tenantId, async (tx) => {
    const before = await invoiceDays(tx, tenantId, b.id);
    await tx.execute(
      sql`update invoice_refunds set completed_at = ${wallClockToInstant(CHICAGO, addDays(t0, -15), 600, 'compatible').toISOString()} where invoice_id = ${b.id}`,
    );
    await refreshInvoiceDays(tx, tenantId, b.id, before);
  });
  return { owner, franchisor, from: addDays(t0, -29), to: t0, sales };
}

async function invoiceTotal(db: Db, tenantId: string, id: string) {
  const [row] = await withTenant(db, tenantId, (tx) =>
    queryRows<{ total: number }>(tx, sql`select total_cents as total from invoices where id = ${id}`),
  );
  return row!.total;
}
