import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { CONFIG_DEFAULTS } from '../config/config-defaults.ts';
import { type Headers, patched, productWizard, staffWithFlags } from '../services/catalog-test-data.ts';

describe('product lists: Product/Lists and Product/Lists/{list}', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  let franchisor: Headers;
  let betaFranchisor: Headers;

  const lists = (headers: Headers = franchisor) => t.app.inject({ method: 'GET', url: '/api/Product/Lists', headers });
  const put = (list: string, payload: object, headers: Headers = franchisor) =>
    t.app.inject({ method: 'PUT', url: `/api/Product/Lists/${list}`, headers, payload });
  const createProduct = (payload: object) => t.app.inject({ method: 'POST', url: '/api/Product/Create', headers: franchisor, payload });

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await makeTenant(t.database.db, 'Alpha');
    beta = await makeTenant(t.database.db, 'Beta');
    franchisor = (await staffAuth(t.database.db, await makeEmployee(t.database.db, alpha, 'franchisor'))).headers;
    betaFranchisor = (await staffAuth(t.database.db, await makeEmployee(t.database.db, beta, 'franchisor'))).headers;
  });

  it('answers the defaults (product type Consumable by default) until the tenant edits a list', async () => {
    const res = await lists();
    expect(res.statusCode).toBe(200);
    expect(res.json().res_data).toEqual(CONFIG_DEFAULTS.product_config);
    expect(res.json().res_data.defaultProductType).toBe('consumable');
    expect(res.json().res_data.productType).toContainEqual({ value: 'consumable', label: 'Consumable' });
  });

  it('replaces one list, making values from labels; products then choose from it; Config/Fetch sees it; other tenants do not', async () => {
    const res = await put('category', {
      items: [{ label: 'Shampoo' }, { label: 'Beard & Moustache' }, { value: 'wax', label: 'Hair Wax' }, { label: 'Styling' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().res_data.category).toEqual([
      { value: 'shampoo', label: 'Shampoo' },
      { value: 'beard_and_moustache', label: 'Beard & Moustache' },
      { value: 'wax', label: 'Hair Wax' },
      { value: 'styling', label: 'Styling' },
    ]);
    expect(res.json().res_data.manufacturer).toEqual(CONFIG_DEFAULTS.product_config.manufacturer);
    expect((await lists()).json().res_data).toEqual(res.json().res_data);
    expect((await createProduct(patched(productWizard(), 'productDetails.category', 'wax'))).statusCode).toBe(201);
    expect((await createProduct(patched(productWizard(), 'productDetails.category', 'tools'))).statusCode).toBe(422);

    const fetched = await t.app.inject({
      method: 'POST',
      url: '/api/Config/Fetch',
      headers: franchisor,
      payload: { groups: ['product_config'] },
    });
    expect(fetched.json().res_data.product_config.category).toEqual(res.json().res_data.category);
    expect((await lists(betaFranchisor)).json().res_data.category).toEqual(CONFIG_DEFAULTS.product_config.category);

    const [entry] = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'product_lists.update'), eq(auditLog.tenantId, alpha.tenant.id))),
    );
    expect(entry.details).toMatchObject({ list: 'category', removed: expect.arrayContaining(['conditioner', 'tools']) });
  });

  it('refuses to remove a value a live product uses (409 naming it)', async () => {
    await put('manufacturer', { items: [{ label: 'Layrite' }, { label: 'Reuzel' }] });
    expect((await createProduct(patched(productWizard(), 'productDetails.manufacturer', 'reuzel'))).statusCode).toBe(201);
    const res = await put('manufacturer', { items: [{ label: 'Layrite' }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({ items: 'Still used: Reuzel' });
    // Renaming keeps the value, so it is allowed.
    expect((await put('manufacturer', { items: [{ label: 'Layrite' }, { value: 'reuzel', label: 'Reuzel Pomade Co' }] })).statusCode).toBe(
      200,
    );
  });

  it('keeps a default product type that is one of the types, and uses it for new products', async () => {
    const missingDefault = await put('productType', { items: [{ label: 'Retail Only' }, { label: 'Back Bar Only' }] });
    expect(missingDefault.statusCode).toBe(422);
    expect(missingDefault.json().error.fields).toEqual({ defaultValue: 'Choose which product type is the default' });
    const res = await put('productType', { items: [{ label: 'Consumable' }, { label: 'Retail Only' }], defaultValue: 'retail_only' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().res_data.defaultProductType).toBe('retail_only');
    const product = await createProduct(patched(productWizard(), 'productDetails.productType', undefined));
    expect(product.json().res_data.productDetails.productType).toBe('retail_only');
    expect((await put('productType', { items: [{ label: 'Consumable' }], defaultValue: 'retail_only' })).statusCode).toBe(422);
  });

  it('keeps both of two edits of different lists made at the same moment', async () => {
    const [uses, makers] = await Promise.all([
      put('productUse', { items: [{ label: 'Retail' }, { label: 'Back Bar' }, { label: 'Retail and Back Bar' }, { label: 'Gift' }] }),
      put('manufacturer', { items: [{ label: 'Layrite' }, { label: 'Reuzel' }, { label: 'Baxter of California' }] }),
    ]);
    expect([uses.statusCode, makers.statusCode]).toEqual([200, 200]);
    const now = (await lists()).json().res_data;
    expect(now.productUse.map((o: { value: string }) => o.value)).toContain('gift');
    expect(now.manufacturer.map((o: { value: string }) => o.value)).toContain('baxter_of_california');
  });

  it.each([
    ['an unknown list', 'brands', { items: [{ label: 'X' }] }],
    ['an empty list', 'category', { items: [] }],
    ['a label twice', 'category', { items: [{ label: 'Wax' }, { label: 'wax' }] }],
    [
      'a value twice',
      'category',
      {
        items: [
          { value: 'a', label: 'A' },
          { value: 'a', label: 'B' },
        ],
      },
    ],
    ['a label of symbols only', 'category', { items: [{ label: '--' }] }],
    ['HTML in a label', 'category', { items: [{ label: '<i>Wax</i>' }] }],
    ['a value with spaces', 'category', { items: [{ value: 'hair wax', label: 'Hair Wax' }] }],
    ['101 items', 'category', { items: Array.from({ length: 101 }, (_, i) => ({ label: `Item ${i}` })) }],
    ['a default for a list without one', 'category', { items: [{ label: 'Wax' }], defaultValue: 'wax' }],
  ])('refuses %s with 422', async (_name, list, body) => {
    expect((await put(list, body)).statusCode).toBe(422);
  });

  it('lets product_categories edit categories, uses and manufacturers, and product_types edit types', async () => {
    const categories = await staffWithFlags(t.database.db, alpha, ['product_categories']);
    const types = await staffWithFlags(t.database.db, alpha, ['product_types']);
    const typesBody = { items: [{ label: 'Consumable' }, { label: 'Retail Only' }] };
    expect(
      (await put('productUse', { items: [{ label: 'Retail' }, { label: 'Back Bar' }, { label: 'Retail and Back Bar' }] }, categories))
        .statusCode,
    ).toBe(200);
    expect((await put('productType', typesBody, categories)).statusCode).toBe(403);
    expect((await put('productType', typesBody, types)).statusCode).toBe(200);
    expect((await put('category', { items: [{ label: 'Wax' }, { label: 'Styling' }, { label: 'Shampoo' }] }, types)).statusCode).toBe(403);
    expect((await lists(types)).statusCode).toBe(200);
    // Default roles: view_product (CATALOG_VIEW) reads the lists; no default role below franchisor edits them.
    for (const [slug, read] of [
      ['general_manager', 200],
      ['shop_manager', 200],
      ['coordinator', 200],
      ['cutter', 403],
    ] as const) {
      const headers = (await staffAuth(t.database.db, await makeEmployee(t.database.db, alpha, slug))).headers;
      expect((await put('category', { items: [{ label: 'Wax' }] }, headers)).statusCode, slug).toBe(403);
      expect((await lists(headers)).statusCode, slug).toBe(read);
    }
  });
});
