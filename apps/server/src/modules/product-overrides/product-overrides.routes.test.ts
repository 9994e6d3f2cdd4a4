import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productOverrides } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { type Headers, patched, productWizard, staffWithFlags } from '../services/catalog-test-data.ts';
import { effectiveProductPrice } from './effective-price.ts';

describe('product overrides: ProductOverride/Search, GetById, Create, Update, Delete and effectiveProductPrice', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  let franchisor: Headers;
  let betaFranchisor: Headers;
  let downtown: string;
  let uptown: string;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, headers: Headers = franchisor, payload?: object) =>
    t.app.inject({ method, url: `/api/ProductOverride/${path}`, headers, ...(payload === undefined ? {} : { payload }) });
  const body = (basicDetails: object) => ({ basicDetails });
  const create = (basicDetails: object, headers: Headers = franchisor) => call('POST', 'Create', headers, body(basicDetails));
  const newProduct = async (headers: Headers = franchisor, priceCents = 1899) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Product/Create',
      headers,
      payload: patched(productWizard(), 'basicDetails.priceCents', priceCents),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().res_data.id as string;
  };
  const priceAt = (storeId: string, productId: string, tenantId = alpha.tenant.id) =>
    withTenant(t.database.db, tenantId, (tx) => effectiveProductPrice(tx, storeId, productId));

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await makeTenant(t.database.db, 'Alpha');
    beta = await makeTenant(t.database.db, 'Beta');
    [downtown, uptown] = alpha.stores.map((s) => s.id);
    franchisor = (await staffAuth(t.database.db, await makeEmployee(t.database.db, alpha, 'franchisor'))).headers;
    betaFranchisor = (await staffAuth(t.database.db, await makeEmployee(t.database.db, beta, 'franchisor'))).headers;
  });

  it("overrides a product's price at one store: the override wins there, the product price elsewhere", async () => {
    const productId = await newProduct(franchisor, 2000);
    expect(await priceAt(downtown, productId)).toMatchObject({ priceCents: 2000, available: true, overrideId: null, resellable: true });

    const res = await create({ storeId: downtown, productId, priceCents: 1500 });
    expect(res.statusCode, res.body).toBe(201);
    const override = res.json().res_data;
    expect(override).toMatchObject({
      basicDetails: { storeId: downtown, productId, priceCents: 1500, available: true },
      storeName: alpha.stores[0].name,
      productPriceCents: 2000,
      effectivePriceCents: 1500,
    });
    expect(await priceAt(downtown, productId)).toEqual({
      productId,
      storeId: downtown,
      priceCents: 1500,
      available: true,
      resellable: true,
      overrideId: override.id,
    });
    expect(await priceAt(uptown, productId)).toMatchObject({ priceCents: 2000, overrideId: null });

    // A later change of the product's own price does not beat the store's override.
    const product = (await t.app.inject({ method: 'GET', url: `/api/Product/GetById/${productId}`, headers: franchisor })).json().res_data;
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/Product/Update/${productId}`,
      headers: franchisor,
      payload: { ...product, basicDetails: { ...product.basicDetails, priceCents: 2400 } },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(await priceAt(downtown, productId)).toMatchObject({ priceCents: 1500 });
    expect(await priceAt(uptown, productId)).toMatchObject({ priceCents: 2400 });

    expect((await call('GET', `GetById/${override.id}`)).json().res_data).toMatchObject({
      productPriceCents: 2400,
      effectivePriceCents: 1500,
    });
    expect((await call('DELETE', `Delete/${override.id}`)).json().res_data).toEqual({ id: override.id, deleted: true });
    expect(await priceAt(downtown, productId)).toMatchObject({ priceCents: 2400, overrideId: null });
  });

  it('takes a product off sale at one store, keeping its price; archived or inactive products are off sale everywhere', async () => {
    const productId = await newProduct(franchisor, 900);
    const res = await create({ storeId: uptown, productId, available: false });
    expect(res.json().res_data).toMatchObject({ basicDetails: { priceCents: null, available: false }, effectivePriceCents: 900 });
    expect(await priceAt(uptown, productId)).toMatchObject({ priceCents: 900, available: false });
    expect(await priceAt(downtown, productId)).toMatchObject({ available: true });

    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/Product/Activate/${productId}`, headers: franchisor, payload: { active: false } }))
        .statusCode,
    ).toBe(200);
    expect(await priceAt(downtown, productId)).toMatchObject({ available: false });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/Product/Delete/${productId}`, headers: franchisor })).json().res_data.outcome,
    ).toBe('archived');
  });

  it('answers null for a store or product of another tenant', async () => {
    const productId = await newProduct();
    expect(await priceAt(beta.stores[0].id, productId)).toBeNull();
    expect(await priceAt(downtown, productId, beta.tenant.id)).toBeNull();
  });

  it('keeps one override per store and product (409), also when an update would make a second', async () => {
    const productId = await newProduct();
    expect((await create({ storeId: downtown, productId, priceCents: 100 })).statusCode).toBe(201);
    const twice = await create({ storeId: downtown, productId, priceCents: 200 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toEqual({ 'basicDetails.productId': 'Already overridden at this store' });
    const other = (await create({ storeId: uptown, productId, priceCents: 300 })).json().res_data;
    const moved = await call('PUT', `Update/${other.id}`, franchisor, body({ storeId: downtown, productId, priceCents: 300 }));
    expect(moved.statusCode).toBe(409);
    const edited = await call(
      'PUT',
      `Update/${other.id}`,
      franchisor,
      body({ storeId: uptown, productId, priceCents: 350, available: false }),
    );
    expect(edited.json().res_data).toMatchObject({ basicDetails: { priceCents: 350, available: false } });
    const audits = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'product_override'), eq(auditLog.entityId, other.id)))
        .orderBy(auditLog.createdAt),
    );
    expect(audits.map((a) => a.action)).toEqual(['product_override.create', 'product_override.update']);
    expect(audits[1].details).toMatchObject({ changed: ['priceCents', 'available'] });
  });

  it.each([
    ['a missing store', { storeId: undefined }, 'basicDetails.storeId'],
    ['a store that is not an id', { storeId: 'downtown' }, 'basicDetails.storeId'],
    ['a missing product', { productId: undefined }, 'basicDetails.productId'],
    ['a price as a string', { priceCents: '12.00' }, 'basicDetails.priceCents'],
    ['a fractional price', { priceCents: 12.5 }, 'basicDetails.priceCents'],
    ['a negative price', { priceCents: -1 }, 'basicDetails.priceCents'],
    ['availability as text', { available: 'no' }, 'basicDetails.available'],
  ])('refuses %s with 422 naming the field', async (_name, change, field) => {
    const productId = '00000000-0000-4000-8000-000000000001';
    const res = await create({ storeId: downtown, productId, priceCents: 100, ...change });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toEqual([field]);
  });

  it('refuses stores and products of another tenant and archived products', async () => {
    const productId = await newProduct();
    const foreignStore = await create({ storeId: beta.stores[0].id, productId, priceCents: 100 });
    expect(foreignStore.json().error.fields).toEqual({ 'basicDetails.storeId': 'Choose a store of your organisation' });
    const foreignProduct = await create({ storeId: downtown, productId: await newProduct(betaFranchisor), priceCents: 100 });
    expect(foreignProduct.json().error.fields).toEqual({ 'basicDetails.productId': 'Choose a product of your organisation' });
    await create({ storeId: downtown, productId, priceCents: 100 });
    await t.app.inject({ method: 'DELETE', url: `/api/Product/Delete/${productId}`, headers: franchisor });
    const archived = await create({ storeId: uptown, productId, priceCents: 100 });
    expect(archived.json().error.fields).toEqual({ 'basicDetails.productId': 'This product is archived' });
  });

  it('searches by product name or SKU, filters by store, product and availability', async () => {
    const productId = await newProduct();
    const product = (await t.app.inject({ method: 'GET', url: `/api/Product/GetById/${productId}`, headers: franchisor })).json().res_data;
    const a = (await create({ storeId: downtown, productId, priceCents: 100 })).json().res_data;
    const b = (await create({ storeId: uptown, productId, available: false })).json().res_data;
    const ids = async (payload: object) =>
      (await call('POST', 'Search', franchisor, payload)).json().res_data.items.map((i: { id: string }) => i.id);
    expect(await ids({ search: product.productDetails.sku, sort: 'storeName' })).toEqual([a.id, b.id]);
    expect(await ids({ filters: { productId, storeId: uptown } })).toEqual([b.id]);
    expect(await ids({ filters: { productId, available: true } })).toEqual([a.id]);
    expect((await call('POST', 'Search', franchisor, { filters: { storeId: 'x' } })).statusCode).toBe(422);
  });

  it('limits store-scoped staff to the stores they work at', async () => {
    const manager = await staffWithFlags(
      t.database.db,
      alpha,
      ['view_product_override', 'create_product_override', 'update_product_override', 'delete_product_override'],
      downtown,
    );
    const productId = await newProduct();
    const mine = await create({ storeId: downtown, productId, priceCents: 100 }, manager);
    expect(mine.statusCode, mine.body).toBe(201);
    const elsewhere = await create({ storeId: uptown, productId, priceCents: 100 }, manager);
    expect(elsewhere.statusCode).toBe(403);
    const theirs = (await create({ storeId: uptown, productId, priceCents: 100 })).json().res_data;
    expect((await call('GET', `GetById/${theirs.id}`, manager)).statusCode).toBe(403);
    expect((await call('PUT', `Update/${theirs.id}`, manager, body({ storeId: uptown, productId, priceCents: 1 }))).statusCode).toBe(403);
    expect((await call('DELETE', `Delete/${theirs.id}`, manager)).statusCode).toBe(403);
    const seen = (await call('POST', 'Search', manager, { filters: { productId } })).json().res_data.items.map((i: { id: string }) => i.id);
    expect(seen).toEqual([mine.json().res_data.id]);
    const moveAway = await call('PUT', `Update/${mine.json().res_data.id}`, manager, body({ storeId: uptown, productId, priceCents: 1 }));
    expect(moveAway.statusCode).toBe(403);
  });

  it("answers another tenant's override as missing (404), and the database shows it no row", async () => {
    const productId = await newProduct();
    const override = (await create({ storeId: downtown, productId, priceCents: 100 })).json().res_data;
    expect((await call('GET', `GetById/${override.id}`, betaFranchisor)).statusCode).toBe(404);
    expect(
      (await call('PUT', `Update/${override.id}`, betaFranchisor, body({ storeId: beta.stores[0].id, productId, priceCents: 1 })))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `Delete/${override.id}`, betaFranchisor)).statusCode).toBe(404);
    expect((await call('POST', 'Search', betaFranchisor, {})).json().res_data.items).toEqual([]);
    const rows = await withTenant(t.database.db, beta.tenant.id, (tx) =>
      tx.select().from(productOverrides).where(eq(productOverrides.id, override.id)),
    );
    expect(rows).toEqual([]);
  });

  describe('permissions', () => {
    const roles = ['franchisor', 'general_manager', 'shop_manager', 'coordinator', 'cutter'] as const;
    const expected: Record<(typeof roles)[number], number[]> = {
      // create (at uptown), search, detail, update, delete; the target override is at downtown
      franchisor: [201, 200, 200, 200, 200],
      // view, create and update product overrides, no delete. The general manager works at downtown only,
      // so creating one at uptown is refused by store scope (403) although the flag is held.
      general_manager: [403, 200, 200, 200, 403],
      // view_product_override only.
      shop_manager: [403, 200, 200, 403, 403],
      coordinator: [403, 403, 403, 403, 403],
      cutter: [403, 403, 403, 403, 403],
    };
    it.each(roles)('%s (default role)', async (slug) => {
      const headers =
        slug === 'franchisor' ? franchisor : (await staffAuth(t.database.db, await makeEmployee(t.database.db, alpha, slug))).headers;
      const productId = await newProduct();
      const target = (await create({ storeId: downtown, productId, priceCents: 100 })).json().res_data;
      const statuses = [
        (await create({ storeId: uptown, productId, priceCents: 100 }, headers)).statusCode,
        (await call('POST', 'Search', headers, {})).statusCode,
        (await call('GET', `GetById/${target.id}`, headers)).statusCode,
        (await call('PUT', `Update/${target.id}`, headers, body({ storeId: downtown, productId, priceCents: 5 }))).statusCode,
        (await call('DELETE', `Delete/${target.id}`, headers)).statusCode,
      ];
      expect(statuses).toEqual(expected[slug]);
    });

    it('grants each call to its own flag only', async () => {
      const [viewer, creator, updater, deleter] = await Promise.all(
        (['view_product_override', 'create_product_override', 'update_product_override', 'delete_product_override'] as const).map((f) =>
          staffWithFlags(t.database.db, alpha, [f]),
        ),
      );
      const productId = await newProduct();
      expect((await create({ storeId: downtown, productId, priceCents: 1 }, viewer)).statusCode).toBe(403);
      const made = await create({ storeId: downtown, productId, priceCents: 1 }, creator);
      expect(made.statusCode).toBe(201);
      const id = made.json().res_data.id;
      expect((await call('POST', 'Search', viewer, {})).statusCode).toBe(200);
      expect((await call('POST', 'Search', creator, {})).statusCode).toBe(403);
      expect((await call('GET', `GetById/${id}`, viewer)).statusCode).toBe(200);
      expect((await call('PUT', `Update/${id}`, creator, body({ storeId: downtown, productId, priceCents: 2 }))).statusCode).toBe(403);
      expect((await call('PUT', `Update/${id}`, updater, body({ storeId: downtown, productId, priceCents: 2 }))).statusCode).toBe(200);
      expect((await call('DELETE', `Delete/${id}`, updater)).statusCode).toBe(403);
      expect((await call('DELETE', `Delete/${id}`, deleter)).statusCode).toBe(200);
    });
  });
});
