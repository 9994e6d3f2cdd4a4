import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, stockItems, stockMovements } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, type TestTenant } from '../../testing/factories.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { catalogCalls, createCatalogTestApp } from '../services/catalog-test-app.ts';
import {
  HOSTILE_TEXT,
  type Headers,
  patched,
  productWizard,
  serviceWizard,
  staffWithFlags,
  uploadedImage,
} from '../services/catalog-test-data.ts';
import { raceTest } from '../../testing/race-test.ts';

describe('products: Product/Search, GetById, Create, Update, Activate, Delete', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  let franchisorId: string;
  let franchisor: Headers;
  let betaFranchisor: Headers;

  const { call, create, created, search } = catalogCalls(
    'Product',
    () => ({ t, headers: franchisor }),
    () => productWizard(),
  );
  const auditActions = async (id: string) =>
    (
      await withTenant(t.database.db, alpha.tenant.id, (tx) =>
        tx
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, id)))
          .orderBy(auditLog.createdAt),
      )
    ).map((a) => a.action);

  beforeAll(async () => {
    ({ t, alpha, beta, franchisorId, franchisor, betaFranchisor } = await createCatalogTestApp());
  });

  it('creates an active product from every step, with initial stock per store through inventory, and reads it back', async () => {
    const [downtown, uptown] = alpha.stores;
    const image = await uploadedImage(t.database.db, alpha.tenant.id, franchisorId, 'product');
    const wizard = {
      ...productWizard('Sea Salt Spray'),
      inventoryDetails: {
        threshold: 4,
        unitCostCents: 650,
        initialStock: [
          { storeId: downtown.id, quantity: 12 },
          { storeId: uptown.id, quantity: 0 },
        ],
      },
      images: { image1: image.id },
    };
    const product = await created(wizard);
    expect(product).toMatchObject({
      active: true,
      archived: false,
      hasHistory: true,
      basicDetails: { name: 'Sea Salt Spray', description: 'Strong hold, low shine.', priceCents: 1899 },
      productDetails: {
        productType: 'consumable',
        productUse: 'retail',
        category: 'styling',
        manufacturer: 'layrite',
        resellable: true,
        consumable: false,
      },
      inventoryDetails: { threshold: 4, unitCostCents: 650 },
      images: { image1: image.id, image2: null, image3: null, image4: null },
    });
    expect((await call('GET', `GetById/${product.id}`)).json().res_data).toEqual(product);
    const stock = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx.select().from(stockItems).where(eq(stockItems.productId, product.id)),
    );
    expect(stock.map((s) => [s.storeId, s.quantity, s.threshold]).sort()).toEqual(
      [
        [downtown.id, 12, 4],
        [uptown.id, 0, 4],
      ].sort(),
    );
    const receipts = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx
        .select()
        .from(stockMovements)
        .where(eq(stockMovements.stockItemId, stock.find((s) => s.storeId === downtown.id)!.id)),
    );
    expect(receipts).toMatchObject([{ kind: 'receipt', quantityDelta: 12, unitCostCents: 650, actorId: franchisorId }]);
    expect(await auditActions(product.id)).toEqual(['product.create']);
  });

  it('defaults the product type to the list default (Consumable) and the flags to off', async () => {
    const wizard = productWizard();
    const product = await created({
      basicDetails: { ...wizard.basicDetails, description: undefined },
      productDetails: { productUse: 'back_bar', category: 'shampoo' },
    });
    expect(product.productDetails).toEqual({
      productType: 'consumable',
      productUse: 'back_bar',
      category: 'shampoo',
      manufacturer: null,
      sku: null,
      barcode: null,
      resellable: false,
      consumable: false,
    });
    expect(product.basicDetails.description).toBeNull();
    expect(product.inventoryDetails).toEqual({ threshold: 0, unitCostCents: 0 });
    expect(product.hasHistory).toBe(false);
  });

  it('stores SQL and HTML in the description verbatim', async () => {
    const product = await created(patched(productWizard(), 'basicDetails.description', HOSTILE_TEXT));
    expect(product.basicDetails.description).toBe(HOSTILE_TEXT);
    const [row] = await withTenant(t.database.db, alpha.tenant.id, (tx) => tx.select().from(products).where(eq(products.id, product.id)));
    expect(row.description).toBe(HOSTILE_TEXT);
    expect((await search({ search: 'Matte' })).statusCode).toBe(200);
  });

  it.each([
    ['an empty name', 'basicDetails.name', ''],
    ['a name with < >', 'basicDetails.name', 'Paste <b>'],
    ['a description over 2000 characters', 'basicDetails.description', 'd'.repeat(2001)],
    ['a price as a string', 'basicDetails.priceCents', '18.99'],
    ['a fractional price', 'basicDetails.priceCents', 18.99],
    ['a negative price', 'basicDetails.priceCents', -1],
    ['a missing product use', 'productDetails.productUse', undefined],
    ['a missing category', 'productDetails.category', undefined],
    ['a product type with spaces', 'productDetails.productType', 'non consumable'],
    ['a SKU with spaces', 'productDetails.sku', 'SKU 1'],
    ['a SKU over 48 characters', 'productDetails.sku', 'S'.repeat(49)],
    ['a 3-character barcode', 'productDetails.barcode', '123'],
    ['a barcode with symbols', 'productDetails.barcode', '0123-4567$'],
    ['a resellable flag as text', 'productDetails.resellable', 'true'],
    ['a negative threshold', 'inventoryDetails.threshold', -1],
    ['a fractional threshold', 'inventoryDetails.threshold', 1.5],
    ['a negative unit cost', 'inventoryDetails.unitCostCents', -5],
    ['a unit cost as a string', 'inventoryDetails.unitCostCents', '6.50'],
    ['a negative initial stock', 'inventoryDetails.initialStock', [{ storeId: '00000000-0000-4000-8000-000000000001', quantity: -1 }]],
    [
      'an initial stock over a million',
      'inventoryDetails.initialStock',
      [{ storeId: '00000000-0000-4000-8000-000000000001', quantity: 1_000_001 }],
    ],
    [
      'a store listed twice in initial stock',
      'inventoryDetails.initialStock',
      [
        { storeId: '00000000-0000-4000-8000-000000000001', quantity: 1 },
        { storeId: '00000000-0000-4000-8000-000000000001', quantity: 2 },
      ],
    ],
    ['an image that is not an id', 'images', { image4: 'x.png' }],
  ])('refuses %s with 422 naming the field', async (_name, path, value) => {
    const res = await create(patched(productWizard(), path, value));
    expect(res.statusCode).toBe(422);
    const fields = Object.keys(res.json().error.fields);
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(field.startsWith(path), field).toBe(true);
  });

  it.each([
    ['productType', 'gift_card', 'Choose a product type from the list'],
    ['productUse', 'resale', 'Choose a product use from the list'],
    ['category', 'snacks', 'Choose a category from the list'],
    ['manufacturer', 'acme', 'Choose a manufacturer from the list'],
  ])('refuses a %s that is not in the tenant list', async (field, value, message) => {
    const res = await create(patched(productWizard(), `productDetails.${field}`, value));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ [`productDetails.${field}`]: message });
  });

  it('refuses initial stock at a store of another tenant, and initial stock on update', async () => {
    const res = await create(patched(productWizard(), 'inventoryDetails.initialStock', [{ storeId: beta.stores[0].id, quantity: 5 }]));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ 'inventoryDetails.initialStock.0.storeId': 'Choose a store of your organisation' });
    const product = await created();
    const update = await call(
      'PUT',
      `Update/${product.id}`,
      franchisor,
      patched(productWizard(), 'inventoryDetails.initialStock', [{ storeId: alpha.stores[0].id, quantity: 5 }]),
    );
    expect(update.statusCode).toBe(422);
    expect(Object.keys(update.json().error.fields)).toEqual(['inventoryDetails.initialStock']);
  });

  it('keeps SKU and barcode unique per tenant (any case) with 409 naming the field; other tenants may reuse them', async () => {
    const first = await created(
      patched(patched(productWizard(), 'productDetails.sku', 'AC-POMADE-100'), 'productDetails.barcode', '0123456789012'),
    );
    const sameSku = await create(patched(productWizard(), 'productDetails.sku', 'ac-pomade-100'));
    expect(sameSku.statusCode).toBe(409);
    expect(sameSku.json().error).toMatchObject({ code: 'CONFLICT', fields: { 'productDetails.sku': 'Already used by another product' } });
    const sameBarcode = await create(patched(productWizard(), 'productDetails.barcode', '0123456789012'));
    expect(sameBarcode.statusCode).toBe(409);
    expect(sameBarcode.json().error.fields).toEqual({ 'productDetails.barcode': 'Already used by another product' });

    // Saving a product with its own SKU is no conflict; taking another product's on update is.
    const second = await created();
    expect(
      (await call('PUT', `Update/${first.id}`, franchisor, patched(productWizard(), 'productDetails.sku', 'AC-POMADE-100'))).statusCode,
    ).toBe(200);
    const steal = await call('PUT', `Update/${second.id}`, franchisor, patched(productWizard(), 'productDetails.sku', 'AC-Pomade-100'));
    expect(steal.statusCode).toBe(409);
    expect(steal.json().error.fields).toEqual({ 'productDetails.sku': 'Already used by another product' });

    expect((await create(patched(productWizard(), 'productDetails.sku', 'AC-POMADE-100'), betaFranchisor)).statusCode).toBe(201);
  });

  raceTest('lets only one of two simultaneous saves take a SKU; the other gets 409 naming the field', async () => {
    const results = await Promise.all([1, 2].map(() => create(patched(productWizard(), 'productDetails.sku', 'RACE-SKU-1'))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.fields).toEqual({
      'productDetails.sku': 'Already used by another product',
    });
  });

  it('frees the SKU of an archived product; a deleted one frees it too', async () => {
    const archivedOne = await created(patched(productWizard(), 'productDetails.sku', 'OLD-SKU-1'));
    await call('PATCH', `Activate/${archivedOne.id}`, franchisor, { active: false });
    await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx.insert(stockItems).values({ tenantId: alpha.tenant.id, storeId: alpha.stores[0].id, productId: archivedOne.id, quantity: 1 }),
    );
    expect((await call('DELETE', `Delete/${archivedOne.id}`)).json().res_data.outcome).toBe('archived');
    expect((await create(patched(productWizard(), 'productDetails.sku', 'OLD-SKU-1'))).statusCode).toBe(201);
  });

  it('lets only holders of resellable_products and consumable_products set those flags', async () => {
    const editor = await staffWithFlags(t.database.db, alpha, ['create_product', 'edit_product']);
    const resellable = await create(patched(productWizard(), 'productDetails.resellable', true), editor);
    expect(resellable.statusCode).toBe(403);
    expect(resellable.json().error.fields).toEqual({ 'productDetails.resellable': 'Needs the resellable_products permission' });
    const consumable = await create(
      patched(patched(productWizard(), 'productDetails.resellable', false), 'productDetails.consumable', true),
      editor,
    );
    expect(consumable.json().error.fields).toEqual({ 'productDetails.consumable': 'Needs the consumable_products permission' });
    const plain = await created(patched(productWizard(), 'productDetails.resellable', true));
    expect((await call('PUT', `Update/${plain.id}`, editor, patched(productWizard(), 'productDetails.resellable', true))).statusCode).toBe(
      200,
    );
    expect((await call('PUT', `Update/${plain.id}`, editor, patched(productWizard(), 'productDetails.resellable', false))).statusCode).toBe(
      403,
    );
  });

  it('edits a product, audits the changed fields, and archives one a service uses (never deleted)', async () => {
    const product = await created(patched(productWizard(), 'productDetails.consumable', true));
    const res = await call('PUT', `Update/${product.id}`, franchisor, {
      ...patched(productWizard(product.basicDetails.name), 'productDetails.consumable', true),
      basicDetails: { ...product.basicDetails, priceCents: 2100 },
      productDetails: { ...product.productDetails, category: 'hair_color' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().res_data.productDetails.category).toBe('hair_color');
    const service = await t.app.inject({
      method: 'POST',
      url: '/api/Service/Create',
      headers: franchisor,
      payload: patched(serviceWizard(), 'additionalDetails.productUsage', [{ productId: product.id, quantity: 1 }]),
    });
    expect(service.statusCode, service.body).toBe(201);
    const unconsume = await call('PUT', `Update/${product.id}`, franchisor, {
      ...res.json().res_data,
      productDetails: { ...res.json().res_data.productDetails, consumable: false },
    });
    expect(unconsume.statusCode).toBe(409);
    expect(Object.keys(unconsume.json().error.fields)).toEqual(['productDetails.consumable']);

    expect((await call('DELETE', `Delete/${product.id}`)).json().res_data).toEqual({ id: product.id, outcome: 'archived' });
    expect((await call('GET', `GetById/${product.id}`)).json().res_data).toMatchObject({ archived: true, active: false });
    expect((await call('PUT', `Update/${product.id}`, franchisor, productWizard())).statusCode).toBe(409);
    expect(await auditActions(product.id)).toEqual(['product.create', 'product.update', 'product.archive']);
  });

  it('deletes a product without history', async () => {
    const product = await created();
    expect((await call('DELETE', `Delete/${product.id}`)).json().res_data).toEqual({ id: product.id, outcome: 'deleted' });
    expect((await call('GET', `GetById/${product.id}`)).statusCode).toBe(404);
  });

  it('searches by name, SKU or barcode and filters by list values, flags, active and archived', async () => {
    const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
    const a = await created(patched(productWizard(`Beard Oil ${tag}`), 'productDetails.category', 'beard_care'));
    const b = await created(
      patched(patched(productWizard('Clipper Oil'), 'productDetails.sku', `CLIP-${tag}`), 'productDetails.resellable', false),
    );
    const ids = async (body: object) => (await search({ search: tag, ...body })).json().res_data.items.map((i: { id: string }) => i.id);
    expect(await ids({})).toEqual([a.id, b.id]);
    expect(await ids({ filters: { category: 'beard_care' } })).toEqual([a.id]);
    expect(await ids({ filters: { resellable: false } })).toEqual([b.id]);
    expect(await ids({ filters: { manufacturer: 'layrite', productType: 'consumable', productUse: 'retail' } })).toEqual([a.id, b.id]);
    expect(await ids({ sort: '-name' })).toEqual([b.id, a.id]);
    await call('PATCH', `Activate/${a.id}`, franchisor, { active: false });
    expect(await ids({ filters: { active: true } })).toEqual([b.id]);
    expect(await ids({ filters: { archived: true } })).toEqual([]);
    expect((await search({ filters: { category: 'Beard Care!' } })).statusCode).toBe(422);
  });

  it("answers another tenant's product as missing (404) on every call, and the database shows it no row", async () => {
    const product = await created();
    for (const [method, path, body] of [
      ['GET', `GetById/${product.id}`, undefined],
      ['PUT', `Update/${product.id}`, productWizard()],
      ['PATCH', `Activate/${product.id}`, { active: false }],
      ['DELETE', `Delete/${product.id}`, undefined],
    ] as const) {
      expect((await call(method, path, betaFranchisor, body)).statusCode, `${method} ${path}`).toBe(404);
    }
    const rows = await withTenant(t.database.db, beta.tenant.id, (tx) => tx.select().from(products).where(eq(products.id, product.id)));
    expect(rows).toEqual([]);
  });

  describe('permissions (default roles)', () => {
    const roles = ['franchisor', 'general_manager', 'shop_manager', 'coordinator', 'cutter'] as const;
    const expected: Record<(typeof roles)[number], number[]> = {
      // create, view (search), view (detail), edit, activate, delete, lists
      franchisor: [201, 200, 200, 200, 200, 200, 200],
      // view_product only (CATALOG_VIEW): search, detail and the lists, nothing else.
      general_manager: [403, 200, 200, 403, 403, 403, 200],
      shop_manager: [403, 200, 200, 403, 403, 403, 200],
      coordinator: [403, 200, 200, 403, 403, 403, 200],
      // The cutter holds view_service but no product flag.
      cutter: [403, 403, 403, 403, 403, 403, 403],
    };
    it.each(roles)('%s', async (slug) => {
      const headers =
        slug === 'franchisor' ? franchisor : (await staffAuth(t.database.db, await makeEmployee(t.database.db, alpha, slug))).headers;
      const target = await created();
      const statuses = [
        (await create(productWizard(), headers)).statusCode,
        (await search({}, headers)).statusCode,
        (await call('GET', `GetById/${target.id}`, headers)).statusCode,
        (await call('PUT', `Update/${target.id}`, headers, productWizard())).statusCode,
        (await call('PATCH', `Activate/${target.id}`, headers, { active: false })).statusCode,
        (await call('DELETE', `Delete/${target.id}`, headers)).statusCode,
        (await call('GET', 'Lists', headers)).statusCode,
      ];
      expect(statuses).toEqual(expected[slug]);
    });

    it('grants each call to its own flag only', async () => {
      const target = await created(patched(productWizard(), 'productDetails.resellable', false));
      const [creator, viewer, editor, activator, deleter] = await Promise.all(
        (['create_product', 'view_product', 'edit_product', 'activate_product', 'delete_product'] as const).map((f) =>
          staffWithFlags(t.database.db, alpha, [f]),
        ),
      );
      const plain = patched(productWizard(), 'productDetails.resellable', false);
      expect((await create(patched(productWizard(), 'productDetails.resellable', false), creator)).statusCode).toBe(201);
      expect((await create(plain, viewer)).statusCode).toBe(403);
      expect((await search({}, viewer)).statusCode).toBe(200);
      expect((await search({}, creator)).statusCode).toBe(403);
      expect((await call('GET', `GetById/${target.id}`, viewer)).statusCode).toBe(200);
      expect((await call('PUT', `Update/${target.id}`, viewer, plain)).statusCode).toBe(403);
      expect((await call('PUT', `Update/${target.id}`, editor, plain)).statusCode).toBe(200);
      expect((await call('PATCH', `Activate/${target.id}`, editor, { active: false })).statusCode).toBe(403);
      expect((await call('PATCH', `Activate/${target.id}`, activator, { active: false })).statusCode).toBe(200);
      expect((await call('DELETE', `Delete/${target.id}`, activator)).statusCode).toBe(403);
      expect((await call('DELETE', `Delete/${target.id}`, deleter)).statusCode).toBe(200);
    });
  });

  it('answers malformed bodies with the exact refusal, never a 500', async () => {
    const cases: [string, number][] = [
      ['{', 400],
      ['"x"', 422],
      ['{"productDetails":{"sku":{"$gt":""}}}', 422],
      [JSON.stringify({ ...productWizard(), inventoryDetails: { initialStock: {} } }), 422],
    ];
    const answers: [string, number][] = [];
    for (const [payload] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Product/Create',
        headers: { ...franchisor, 'content-type': 'application/json' },
        payload,
      });
      answers.push([payload, res.statusCode]);
    }
    expect(answers).toEqual(cases);
  });
});
