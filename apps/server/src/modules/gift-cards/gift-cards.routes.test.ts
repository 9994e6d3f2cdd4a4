import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { issueGiftCard, redeemGiftCard, refundGiftCardRedemption } from './gift-card-ledger.ts';
import { raceTest } from '../../testing/race-test.ts';

type Headers = Record<string, string>;

describe('gift cards: issue, balance, redeem, refund, races, isolation', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  const headersOf: Record<string, Headers> = {};
  let betaHeaders: Headers;

  const issue = (amountCents: number, tenant = alpha) =>
    withTenant(t.database.db, tenant.tenant.id, (tx) =>
      issueGiftCard(tx, {
        tenantId: tenant.tenant.id,
        storeId: tenant.stores[0].id,
        amountCents,
        invoiceId: randomUUID(),
        invoiceLineId: randomUUID(),
        customerId: null,
      }),
    );
  const redeem = (number: string, amountCents: number, paymentId = randomUUID()) =>
    withTenant(t.database.db, alpha.tenant.id, (tx) =>
      redeemGiftCard(tx, { tenantId: alpha.tenant.id, number, amountCents, invoiceId: randomUUID(), paymentId }),
    );
  const balance = (number: string, headers = headersOf.franchisor) =>
    t.app.inject({ method: 'GET', url: `/api/GiftCard/Balance/${number}`, headers });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    alpha = await makeTenant(db, 'Alpha');
    beta = await makeTenant(db, 'Beta');
    for (const slug of ['franchisor', 'general_manager', 'shop_manager', 'coordinator', 'cutter'])
      headersOf[slug] = (await staffAuth(db, await makeEmployee(db, alpha, slug))).headers;
    betaHeaders = (await staffAuth(db, await makeEmployee(db, beta, 'franchisor'))).headers;
  });

  it('issues a 16-digit card whose number is never stored, and reads its balance masked', async () => {
    const card = await issue(5000);
    expect(card.number).toMatch(/^[1-9]\d{15}$/);
    expect(card.balanceCents).toBe(5000);
    const res = await balance(card.number.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(res.statusCode).toBe(200);
    expect(res.json().res_data).toEqual({
      maskedNumber: `•••• •••• •••• ${card.number.slice(-4)}`,
      last4: card.number.slice(-4),
      status: 'active',
      balanceCents: 5000,
    });
    expect(JSON.stringify(res.json())).not.toContain(card.number);
    const rows = await queryRows<{ row: string }>(t.database.db, sql`select row_to_json(g)::text as row from gift_cards g`);
    const ledger = await queryRows<{ row: string }>(t.database.db, sql`select row_to_json(l)::text as row from gift_card_ledger l`);
    for (const r of [...rows, ...ledger]) expect(r.row).not.toContain(card.number);
  });

  it("answers unknown numbers and other tenants' cards with 422 invalid_giftcard_number", async () => {
    const card = await issue(1000);
    for (const number of ['1234567812345678', '12345', 'abcdabcdabcdabcd']) {
      const res = await balance(number);
      expect(res.statusCode).toBe(422);
    }
    const unknown = await balance('1234567812345678');
    expect(unknown.json().error.code).toBe('invalid_giftcard_number');
    const other = await balance(card.number, betaHeaders);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('invalid_giftcard_number');
    await expect(redeem('1234567812345678', 100)).rejects.toMatchObject({ statusCode: 422, code: 'invalid_giftcard_number' });
  });

  it('redeems down to zero, refuses more naming the balance, and refunds never beyond the redemption', async () => {
    const card = await issue(3000);
    const paymentId = randomUUID();
    expect(await redeem(card.number, 2000, paymentId)).toMatchObject({ last4: card.number.slice(-4), remainingCents: 1000 });
    await expect(redeem(card.number, 1001)).rejects.toMatchObject({
      statusCode: 422,
      code: 'GIFT_CARD_INSUFFICIENT',
      message: 'This gift card has only $10.00 left',
    });
    const refund = (amountCents: number) =>
      withTenant(t.database.db, alpha.tenant.id, (tx) =>
        refundGiftCardRedemption(tx, { tenantId: alpha.tenant.id, paymentId, amountCents }),
      );
    await refund(500);
    expect((await balance(card.number)).json().res_data.balanceCents).toBe(1500);
    await expect(refund(1501)).rejects.toMatchObject({ statusCode: 422 });
    await refund(1500);
    expect((await balance(card.number)).json().res_data.balanceCents).toBe(3000);
    await expect(refund(1)).rejects.toMatchObject({ statusCode: 422 });
  });

  raceTest('50 concurrent redemptions never take the balance below zero, and the ledger adds up', async () => {
    const card = await issue(10_000); // room for 33 redemptions of $3.00
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => redeem(card.number, 300)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(33);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'GIFT_CARD_INSUFFICIENT' });
    expect((await balance(card.number)).json().res_data.balanceCents).toBe(100);
    const [sum] = await queryRows<{ redeemed: number }>(
      t.database.db,
      sql`select coalesce(sum(amount_cents), 0)::int as redeemed from gift_card_ledger where gift_card_id = ${card.giftCardId} and kind = 'redeem'`,
    );
    expect(sum?.redeemed).toBe(9900);
  });

  raceTest('20 concurrent refunds of one redemption stay within it', async () => {
    const card = await issue(2000);
    const paymentId = randomUUID();
    await redeem(card.number, 2000, paymentId);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        withTenant(t.database.db, alpha.tenant.id, (tx) =>
          refundGiftCardRedemption(tx, { tenantId: alpha.tenant.id, paymentId, amountCents: 300 }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(6);
    expect((await balance(card.number)).json().res_data.balanceCents).toBe(1800);
  });

  it('searches cards by last four with their ledger; another tenant sees none', async () => {
    const card = await issue(4200);
    await redeem(card.number, 1200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/GiftCard/Search',
      headers: headersOf.franchisor,
      payload: { search: card.number.slice(-4) },
    });
    expect(res.statusCode).toBe(200);
    const found = res.json().res_data.items.find((c: { id: string }) => c.id === card.giftCardId);
    expect(found).toMatchObject({ balanceCents: 3000, initialCents: 4200, storeName: alpha.stores[0].name });
    expect(
      found.ledger.map((l: { kind: string; amountCents: number; balanceAfterCents: number }) => [
        l.kind,
        l.amountCents,
        l.balanceAfterCents,
      ]),
    ).toEqual([
      ['issue', 4200, 4200],
      ['redeem', 1200, 3000],
    ]);
    expect(JSON.stringify(res.json())).not.toContain(card.number);
    const whole = await t.app.inject({
      method: 'POST',
      url: '/api/GiftCard/Search',
      headers: headersOf.franchisor,
      payload: { search: card.number },
    });
    expect(whole.json().res_data.items.map((c: { id: string }) => c.id)).toEqual([card.giftCardId]);
    const other = await t.app.inject({ method: 'POST', url: '/api/GiftCard/Search', headers: betaHeaders, payload: { pageSize: 100 } });
    expect(other.json().res_data.items.map((c: { id: string }) => c.id)).not.toContain(card.giftCardId);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/GiftCard/Search',
      headers: headersOf.franchisor,
      payload: { search: 'abc' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('reads one card by id with its ledger; another tenant and a malformed id are refused exactly', async () => {
    const card = await issue(2500);
    await redeem(card.number, 700);
    const byId = (id: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/GiftCard/GetById/${id}`, headers });
    const res = await byId(card.giftCardId, headersOf.shop_manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().res_data).toMatchObject({ id: card.giftCardId, balanceCents: 1800, initialCents: 2500, status: 'active' });
    expect(res.json().res_data.ledger.map((l: { kind: string; amountCents: number }) => [l.kind, l.amountCents])).toEqual([
      ['issue', 2500],
      ['redeem', 700],
    ]);
    expect(JSON.stringify(res.json())).not.toContain(card.number);
    expect((await byId(card.giftCardId, betaHeaders)).statusCode).toBe(404);
    expect((await byId(card.giftCardId, headersOf.cutter)).statusCode).toBe(403);
    expect((await byId('not-an-id', headersOf.shop_manager)).statusCode).toBe(422);
  });

  it('permission matrix: checkout and till staff look cards up, a cutter may not', async () => {
    const card = await issue(100);
    const expected: Record<string, number> = { franchisor: 200, general_manager: 200, shop_manager: 200, coordinator: 200, cutter: 403 };
    for (const [slug, status] of Object.entries(expected)) {
      expect({ slug, status: (await balance(card.number, headersOf[slug])).statusCode }).toEqual({ slug, status });
      const search = await t.app.inject({ method: 'POST', url: '/api/GiftCard/Search', headers: headersOf[slug], payload: {} });
      expect({ slug, status: search.statusCode }).toEqual({ slug, status });
    }
    expect((await balance(card.number, {})).statusCode).toBe(401);
  });
});
