import { randomUUID } from 'node:crypto';
import { addDays } from '@salon/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tenancy.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { tenantToday } from './promo-codes.service.ts';
import { quotePromoCode, redeemPromoCode, releasePromoCode } from './promo-redemption.ts';
import { raceTest } from '../../testing/race-test.ts';

type Headers = Record<string, string>;
/** Today as the service reads it for the tenant (its first store's day: the two test stores are in two zones). */
let today: string;
let seq = 0;
const uniqueCode = (prefix = 'SAVE') => `${prefix}${Date.now().toString(36).slice(-5)}${seq++}`.toUpperCase();

describe('promo codes: routes, rules and races', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  let franchisor: Headers;
  let betaFranchisor: Headers;
  const headersOf: Record<string, Headers> = {};

  const create = (body: Record<string, unknown>, headers = franchisor) =>
    t.app.inject({
      method: 'POST',
      url: '/api/PromoCode/Create',
      headers,
      payload: { startsOn: today, type: 'percentage', value: 1500, ...body },
    });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    alpha = await makeTenant(db, 'Alpha');
    today = await withTenant(db, alpha.tenant.id, (tx) => tenantToday(tx, alpha.tenant.id, new Date()));
    beta = await makeTenant(db, 'Beta');
    for (const slug of ['franchisor', 'general_manager', 'shop_manager', 'coordinator', 'cutter'])
      headersOf[slug] = (await staffAuth(db, await makeEmployee(db, alpha, slug))).headers;
    franchisor = headersOf.franchisor!;
    betaFranchisor = (await staffAuth(db, await makeEmployee(db, beta, 'franchisor'))).headers;
  });

  it('creates a percentage code with limits, dates and stores, kept upper case, and reads it back', async () => {
    const code = uniqueCode('spring');
    const res = await create({
      code: code.toLowerCase(),
      description: 'Spring sale',
      value: 1500,
      endsOn: addDays(today, 30),
      storeIds: [alpha.stores[0].id],
      usageLimit: 100,
      perCustomerLimit: 1,
      minSpendCents: 2500,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().res_data;
    expect(created).toMatchObject({
      code: code.toUpperCase(),
      type: 'percentage',
      value: 1500,
      state: 'active',
      storeNames: [alpha.stores[0].name],
      usageLimit: 100,
      perCustomerLimit: 1,
      minSpendCents: 2500,
      timesUsed: 0,
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/PromoCode/GetById/${created.id}`, headers: franchisor });
    expect(read.json().res_data).toEqual(created);
  });

  it('refuses bad input with a message per field and saves nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'AB' }, 'code', 'Code must be 3 to 20 characters'],
      [{ code: 'TOO-LONG-A-CODE-123456' }, 'code', 'Code must be 3 to 20 characters'],
      [{ code: 'HAS SPACE' }, 'code', 'Code may contain only letters A-Z, digits, hyphens and underscores'],
      [{ code: uniqueCode(), value: 0 }, 'value', 'Percentage must be between 1% and 100%'],
      [{ code: uniqueCode(), value: 10001 }, 'value', 'Percentage must be between 1% and 100%'],
      [{ code: uniqueCode(), type: 'fixed', value: 0 }, 'value', 'Amount must be more than $0.00'],
      [{ code: uniqueCode(), endsOn: addDays(today, -1) }, 'endsOn', 'End date must be on or after the start date'],
      [{ code: uniqueCode(), usageLimit: 0 }, 'usageLimit', 'Usage limit must be at least 1'],
      [{ code: uniqueCode(), value: 12.5 }, 'value', 'Value must be a whole number of cents or basis points'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect({ body, status: res.statusCode, message: res.json().error.fields?.[field] }).toEqual({ body, status: 422, message });
    }
    const unknownStore = await create({ code: uniqueCode(), storeIds: [beta.stores[0].id] });
    expect(unknownStore.statusCode).toBe(422);
    expect(unknownStore.json().error.fields.storeIds).toBe('One of the stores does not exist');
    const search = await t.app.inject({ method: 'POST', url: '/api/PromoCode/Search', headers: franchisor, payload: { search: 'HAS' } });
    expect(search.json().res_data.total).toBe(0);
  });

  it('keeps codes unique per tenant whatever the case (409), while another tenant may use the same code', async () => {
    const code = uniqueCode('dup');
    expect((await create({ code })).statusCode).toBe(201);
    const again = await create({ code: code.toLowerCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.code).toBe(`Promo code ${code} already exists`);
    expect((await create({ code }, betaFranchisor)).statusCode).toBe(201);
  });

  it('searches by state (active, scheduled, expired, inactive) and text, paged', async () => {
    const tag = uniqueCode('ST');
    const ids: Record<string, string> = {};
    ids.active = (await create({ code: `${tag}A` })).json().res_data.id;
    ids.scheduled = (await create({ code: `${tag}S`, startsOn: addDays(today, 5) })).json().res_data.id;
    ids.expired = (await create({ code: `${tag}E`, startsOn: addDays(today, -10), endsOn: addDays(today, -2) })).json().res_data.id;
    ids.inactive = (await create({ code: `${tag}I`, active: false })).json().res_data.id;
    for (const state of ['active', 'scheduled', 'expired', 'inactive']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/PromoCode/Search',
        headers: franchisor,
        payload: { search: tag, state },
      });
      const items = res.json().res_data.items;
      expect(items.map((i: { id: string; state: string }) => [i.id, i.state])).toEqual([[ids[state], state]]);
    }
    const paged = await t.app.inject({
      method: 'POST',
      url: '/api/PromoCode/Search',
      headers: franchisor,
      payload: { search: tag, pageSize: 3, page: 2 },
    });
    expect(paged.json().res_data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(paged.json().res_data.items).toHaveLength(1);
  });

  it('updates a code, switches it off and on; a used code keeps its code', async () => {
    const code = uniqueCode('edit');
    const id = (await create({ code })).json().res_data.id;
    const base = { code, type: 'fixed', value: 500, startsOn: today };
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/PromoCode/Update/${id}`,
      headers: franchisor,
      payload: { ...base, minSpendCents: 1000 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().res_data).toMatchObject({ type: 'fixed', value: 500, minSpendCents: 1000 });
    const off = await t.app.inject({ method: 'POST', url: `/api/PromoCode/Deactivate/${id}`, headers: franchisor });
    expect(off.json().res_data).toMatchObject({ active: false, state: 'inactive' });
    const quoteOff = await t.app.inject({
      method: 'POST',
      url: '/api/PromoCode/Quote',
      headers: franchisor,
      payload: { code, storeId: alpha.stores[0].id, subtotalCents: 2000 },
    });
    expect(quoteOff.statusCode).toBe(422);
    expect(quoteOff.json().error).toMatchObject({ code: 'PROMO_CODE_INVALID', fields: { promoCode: `Promo code ${code} is not active` } });
    const on = await t.app.inject({ method: 'POST', url: `/api/PromoCode/Activate/${id}`, headers: franchisor });
    expect(on.json().res_data.state).toBe('active');
    await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      redeemPromoCode(tx, {
        tenantId: alpha.tenant.id,
        storeId: alpha.stores[0].id,
        customerId: null,
        code,
        subtotalCents: 2000,
        now: new Date(),
        invoiceId: randomUUID(),
      }),
    );
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/PromoCode/Update/${id}`,
      headers: franchisor,
      payload: { ...base, code: `${code}X` },
    });
    expect(rename.statusCode).toBe(409);
    const detail = await t.app.inject({ method: 'GET', url: `/api/PromoCode/GetById/${id}`, headers: franchisor });
    expect(detail.json().res_data).toMatchObject({ timesUsed: 1, discountGivenCents: 500, minSpendCents: 1000 });
  });

  it('quotes the discount and says why a code is refused', async () => {
    const store = alpha.stores[0].id;
    const q = (code: string, subtotalCents = 10_000, storeId = store, customerId: string | null = null) =>
      withTenant(t.database.db, alpha.tenant.id, (tx) =>
        quotePromoCode(tx, { tenantId: alpha.tenant.id, storeId, customerId, code, subtotalCents, now: new Date() }),
      );
    const reason = async (p: Promise<unknown>) => {
      try {
        await p;
        return 'accepted';
      } catch (err) {
        return (err as { fields?: Record<string, string> }).fields?.promoCode;
      }
    };
    const pct = uniqueCode('pct');
    await create({ code: pct, value: 1250 });
    expect((await q(pct, 999)).discountCents).toBe(125); // 12.5% of $9.99 = 124.875 -> 125 (half away from zero)
    const fixed = uniqueCode('fix');
    await create({ code: fixed, type: 'fixed', value: 2000 });
    expect((await q(fixed, 1500)).discountCents).toBe(1500); // never more than the subtotal
    expect(await reason(q('NOPE-NOT-HERE'))).toBe('Promo code NOPE-NOT-HERE does not exist');
    const later = uniqueCode('later');
    await create({ code: later, startsOn: addDays(today, 3) });
    expect(await reason(q(later))).toMatch(new RegExp(`^Promo code ${later} starts on `));
    const old = uniqueCode('old');
    await create({ code: old, startsOn: '2020-01-01', endsOn: '2020-01-31' });
    expect(await reason(q(old))).toBe(`Promo code ${old} expired on Jan 31, 2020`);
    const uptownOnly = uniqueCode('up');
    await create({ code: uptownOnly, storeIds: [alpha.stores[1].id] });
    expect(await reason(q(uptownOnly))).toBe(`Promo code ${uptownOnly} is not valid at this store`);
    const min = uniqueCode('min');
    await create({ code: min, minSpendCents: 5000 });
    expect(await reason(q(min, 4999))).toBe(`Promo code ${min} needs a spend of at least $50.00`);
    const once = uniqueCode('once');
    await create({ code: once, perCustomerLimit: 1 });
    const customer = await makeCustomer(t.database.db, alpha);
    await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      redeemPromoCode(tx, {
        tenantId: alpha.tenant.id,
        storeId: store,
        customerId: customer.id,
        code: once,
        subtotalCents: 100,
        now: new Date(),
        invoiceId: randomUUID(),
      }),
    );
    expect(await reason(q(once, 100, store, customer.id))).toBe(
      `This customer has already used promo code ${once} once, the allowed number of times`,
    );
    expect(await reason(q(once, 100, store, null))).toBe('accepted');
  });

  it('redeems once per invoice, counts uses, and a release frees the use', async () => {
    const code = uniqueCode('one');
    await create({ code, usageLimit: 1 });
    const invoiceId = randomUUID();
    const redeem = (invoice: string) =>
      withTenant(t.database.db, alpha.tenant.id, (tx) =>
        redeemPromoCode(tx, {
          tenantId: alpha.tenant.id,
          storeId: alpha.stores[0].id,
          customerId: null,
          code,
          subtotalCents: 4000,
          now: new Date(),
          invoiceId: invoice,
        }),
      );
    expect((await redeem(invoiceId)).discountCents).toBe(600);
    expect((await redeem(invoiceId)).discountCents).toBe(600); // a retry for the same invoice is the same use
    await expect(redeem(randomUUID())).rejects.toMatchObject({
      code: 'PROMO_CODE_INVALID',
      fields: { promoCode: `Promo code ${code} has been used up` },
    });
    await withTenant(t.database.db, alpha.tenant.id, (tx) => releasePromoCode(tx, { tenantId: alpha.tenant.id, invoiceId }));
    expect((await redeem(randomUUID())).discountCents).toBe(600);
  });

  raceTest('lets exactly one of 12 concurrent redemptions of a code limited to 1 through', async () => {
    const code = uniqueCode('race');
    await create({ code, usageLimit: 1 });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        withTenant(t.database.db, alpha.tenant.id, (tx) =>
          redeemPromoCode(tx, {
            tenantId: alpha.tenant.id,
            storeId: alpha.stores[0].id,
            customerId: null,
            code,
            subtotalCents: 4000,
            now: new Date(),
            invoiceId: randomUUID(),
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'PROMO_CODE_INVALID' });
  });

  it("answers another tenant's codes like missing ones (404) and lists none of them", async () => {
    const id = (await create({ code: uniqueCode('iso') })).json().res_data.id;
    for (const [method, url] of [
      ['GET', `/api/PromoCode/GetById/${id}`],
      ['POST', `/api/PromoCode/Activate/${id}`],
      ['POST', `/api/PromoCode/Deactivate/${id}`],
    ] as const)
      expect((await t.app.inject({ method, url, headers: betaFranchisor })).statusCode).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/PromoCode/Update/${id}`,
      headers: betaFranchisor,
      payload: { code: 'TAKEN', type: 'fixed', value: 100, startsOn: today },
    });
    expect(put.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'POST', url: '/api/PromoCode/Search', headers: betaFranchisor, payload: { pageSize: 100 } });
    expect(list.json().res_data.items.map((i: { id: string }) => i.id)).not.toContain(id);
  });

  it('permission matrix: only create_edit_promo_codes writes, view_promo_codes reads, checkout staff quote', async () => {
    const id = (await create({ code: uniqueCode('perm') })).json().res_data.id;
    const calls = {
      search: () => ({ method: 'POST' as const, url: '/api/PromoCode/Search', payload: {} }),
      get: () => ({ method: 'GET' as const, url: `/api/PromoCode/GetById/${id}` }),
      create: () => ({
        method: 'POST' as const,
        url: '/api/PromoCode/Create',
        payload: { code: uniqueCode('pm'), type: 'fixed', value: 100, startsOn: today },
      }),
      deactivate: () => ({ method: 'POST' as const, url: `/api/PromoCode/Deactivate/${id}` }),
      quote: () => ({
        method: 'POST' as const,
        url: '/api/PromoCode/Quote',
        payload: { code: 'NOPE-NOT-HERE', storeId: alpha.stores[0].id, subtotalCents: 100 },
      }),
    };
    // Default roles: promo flags are the franchisor's; front desk and managers check out (quote answers 422 for an unknown code).
    const expected: Record<string, Record<keyof typeof calls, number>> = {
      franchisor: { search: 200, get: 200, create: 201, deactivate: 200, quote: 422 },
      general_manager: { search: 200, get: 200, create: 403, deactivate: 403, quote: 422 },
      shop_manager: { search: 403, get: 403, create: 403, deactivate: 403, quote: 422 },
      coordinator: { search: 403, get: 403, create: 403, deactivate: 403, quote: 422 },
      cutter: { search: 403, get: 403, create: 403, deactivate: 403, quote: 403 },
    };
    for (const [slug, statuses] of Object.entries(expected)) {
      const actual: Record<string, number> = {};
      for (const [name, make] of Object.entries(calls))
        actual[name] = (await t.app.inject({ ...make(), headers: headersOf[slug] })).statusCode;
      expect({ slug, actual }).toEqual({ slug, actual: statuses });
    }
    for (const make of Object.values(calls)) expect((await t.app.inject(make())).statusCode).toBe(401);
  });
});
