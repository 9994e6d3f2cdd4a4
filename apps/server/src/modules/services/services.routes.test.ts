import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, services } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, type TestTenant } from '../../testing/factories.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { catalogCalls, createCatalogTestApp } from './catalog-test-app.ts';
import { type Headers, packageWizard, patched, productWizard, serviceWizard, staffWithFlags, uploadedImage } from './catalog-test-data.ts';

describe('services: Service/Search, GetById, Create, Update, Activate, Delete', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  let franchisorId: string;
  let franchisor: Headers;
  let betaFranchisor: Headers;

  const { call, create, created, search } = catalogCalls(
    'Service',
    () => ({ t, headers: franchisor }),
    () => serviceWizard(),
  );
  const auditOf = (id: string) =>
    withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx
        .select({ action: auditLog.action, actorId: auditLog.actorId })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'service'), eq(auditLog.entityId, id)))
        // Rows come back in no particular order (the table's key is (tenant_id, id)): in the order they happened.
        .orderBy(auditLog.createdAt),
    );
  const consumable = async (headers: Headers = franchisor) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Product/Create',
      headers,
      payload: patched(productWizard(), 'productDetails.consumable', true),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().res_data.id as string;
  };

  beforeAll(async () => {
    ({ t, alpha, beta, franchisorId, franchisor, betaFranchisor } = await createCatalogTestApp());
  });

  it('creates an active service from every step and reads it back', async () => {
    const [downtown, uptown] = alpha.stores;
    const productId = await consumable();
    const image = await uploadedImage(t.database.db, alpha.tenant.id, franchisorId, 'service');
    const wizard = serviceWizard('Skin Fade', {
      additionalDetails: { extraTimeMinutes: 10, processingGapMinutes: 15, signature: true, productUsage: [{ productId, quantity: 2 }] },
      others: {
        storeIds: [downtown.id, uptown.id],
        onlineBookable: true,
        images: { image1: image.id },
        storeOverrides: [{ storeId: uptown.id, priceCents: 3200, durationMinutes: 40 }],
      },
    });
    const res = await create(wizard);
    expect(res.statusCode, res.body).toBe(201);
    const service = res.json().res_data;
    expect(service).toMatchObject({
      active: true,
      archived: false,
      hasHistory: true,
      basicDetails: { name: 'Skin Fade', category: 'Haircuts', durationMinutes: 30, priceCents: 2500, skillSet: 'haircut' },
      additionalDetails: { extraTimeMinutes: 10, processingGapMinutes: 15, signature: true, productUsage: [{ productId, quantity: 2 }] },
      others: {
        onlineBookable: true,
        images: { image1: image.id, image2: null, image3: null, image4: null },
        storeOverrides: [{ storeId: uptown.id, priceCents: 3200, durationMinutes: 40 }],
      },
    });
    expect([...service.others.storeIds].sort()).toEqual([downtown.id, uptown.id].sort());
    const again = await call('GET', `GetById/${service.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().res_data).toEqual(service);
    expect(await auditOf(service.id)).toEqual([{ action: 'service.create', actorId: franchisorId }]);
  });

  it('fills the defaults of the later steps: no extra time or gap, not signature, no stores, offline, no images', async () => {
    const service = await created({ basicDetails: serviceWizard().basicDetails });
    expect(service.additionalDetails).toEqual({
      extraTimeMinutes: 0,
      processingGapMinutes: 0,
      bufferBeforeMinutes: 0,
      signature: false,
      productUsage: [],
    });
    expect(service.others).toEqual({
      storeIds: [],
      stores: [],
      onlineBookable: false,
      images: { image1: null, image2: null, image3: null, image4: null },
      storeOverrides: [],
    });
    expect(service.hasHistory).toBe(false);
  });

  it('accepts the web default price of 0 cents ("0.00")', async () => {
    const service = await created(patched(serviceWizard(), 'basicDetails.priceCents', 0));
    expect(service.basicDetails.priceCents).toBe(0);
  });

  it.each([
    ['an empty name', 'basicDetails.name', ''],
    ['a name of spaces', 'basicDetails.name', '   '],
    ['a name over 100 characters', 'basicDetails.name', 'A'.repeat(101)],
    ['HTML in the name', 'basicDetails.name', '<b>Cut</b>'],
    ['a missing category', 'basicDetails.category', undefined],
    ['a category over 50 characters', 'basicDetails.category', 'C'.repeat(51)],
    ['a duration of 0', 'basicDetails.durationMinutes', 0],
    ['a negative duration', 'basicDetails.durationMinutes', -5],
    ['a duration off the 5-minute scale', 'basicDetails.durationMinutes', 32],
    ['a fractional duration', 'basicDetails.durationMinutes', 30.5],
    ['a duration as text', 'basicDetails.durationMinutes', '30'],
    ['a duration over 12 hours', 'basicDetails.durationMinutes', 725],
    ['a price as a decimal string', 'basicDetails.priceCents', '25.00'],
    ['a price in dollars with cents', 'basicDetails.priceCents', 25.5],
    ['a negative price', 'basicDetails.priceCents', -1],
    ['an absurd price', 'basicDetails.priceCents', 10_000_001],
    ['a missing skill set', 'basicDetails.skillSet', undefined],
    ['a skill set with spaces', 'basicDetails.skillSet', 'hair cut'],
    ['extra time off the 5-minute scale', 'additionalDetails.extraTimeMinutes', 7],
    ['negative extra time', 'additionalDetails.extraTimeMinutes', -5],
    ['a processing gap off the 5-minute scale', 'additionalDetails.processingGapMinutes', 3],
    ['a processing gap over 4 hours', 'additionalDetails.processingGapMinutes', 245],
    ['a signature flag as text', 'additionalDetails.signature', 'yes'],
    ['a product usage of 0', 'additionalDetails.productUsage', [{ productId: '00000000-0000-4000-8000-000000000001', quantity: 0 }]],
    [
      'a fractional product usage',
      'additionalDetails.productUsage',
      [{ productId: '00000000-0000-4000-8000-000000000001', quantity: 0.5 }],
    ],
    [
      'a product used twice',
      'additionalDetails.productUsage',
      [
        { productId: '00000000-0000-4000-8000-000000000001', quantity: 1 },
        { productId: '00000000-0000-4000-8000-000000000001', quantity: 2 },
      ],
    ],
    ['a store id that is not an id', 'others.storeIds', ['downtown']],
    ['a store listed twice', 'others.storeIds', ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001']],
    ['online booking without a store', 'others.onlineBookable', true, 'others.storeIds'],
    ['an image that is not an id', 'others.images', { image1: 'front.png' }],
    [
      'a store price for a store not offering it',
      'others.storeOverrides',
      [{ storeId: '00000000-0000-4000-8000-000000000001', priceCents: 100 }],
    ],
  ] as [string, string, unknown, string?][])('refuses %s with 422 naming the field', async (_name, path, value, field = path) => {
    const res = await create(patched(serviceWizard(), path, value));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    const fields = Object.keys(res.json().error.fields);
    expect(fields.length).toBeGreaterThan(0);
    for (const named of fields) expect(named.startsWith(field), named).toBe(true);
  });

  it('refuses a store price that sets neither price nor duration', async () => {
    const storeId = alpha.stores[0].id;
    const res = await create(patched(serviceWizard(), 'others', { storeIds: [storeId], storeOverrides: [{ storeId }] }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toEqual(['others.storeOverrides.0']);
  });

  it('refuses a skill set that is not in the skills list, and stores or products of another tenant', async () => {
    const unknownSkill = await create(patched(serviceWizard(), 'basicDetails.skillSet', 'juggling'));
    expect(unknownSkill.statusCode).toBe(422);
    expect(unknownSkill.json().error.fields).toEqual({ 'basicDetails.skillSet': 'Choose a skill set from the list' });

    const foreignStore = await create(patched(serviceWizard(), 'others.storeIds', [alpha.stores[0].id, beta.stores[0].id]));
    expect(foreignStore.statusCode).toBe(422);
    expect(foreignStore.json().error.fields).toEqual({ 'others.storeIds.1': 'Choose a store of your organisation' });

    const betaProduct = await consumable(betaFranchisor);
    const foreignProduct = await create(
      patched(serviceWizard(), 'additionalDetails.productUsage', [{ productId: betaProduct, quantity: 1 }]),
    );
    expect(foreignProduct.statusCode).toBe(422);
    expect(foreignProduct.json().error.fields).toEqual({
      'additionalDetails.productUsage.0.productId': 'Choose a product of your organisation',
    });
  });

  it('uses only consumable products at the back bar', async () => {
    const retail = await t.app.inject({ method: 'POST', url: '/api/Product/Create', headers: franchisor, payload: productWizard() });
    const res = await create(
      patched(serviceWizard(), 'additionalDetails.productUsage', [{ productId: retail.json().res_data.id, quantity: 1 }]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      'additionalDetails.productUsage.0.productId': 'Only consumable products are used in services',
    });
  });

  it('refuses a second live service of the same name (any case) with 409 naming the field', async () => {
    await created(serviceWizard('Beard Sculpt'));
    const res = await create(serviceWizard('beard SCULPT'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({ 'basicDetails.name': 'Already used by another service' });
  });

  it('lets only holders of signature_services make or unmake a signature service', async () => {
    const editor = await staffWithFlags(t.database.db, alpha, ['create_service', 'edit_service', 'view_service']);
    const refused = await create(patched(serviceWizard(), 'additionalDetails.signature', true), editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.fields).toEqual({ 'additionalDetails.signature': 'Needs the signature_services permission' });

    const signature = await created(patched(serviceWizard(), 'additionalDetails.signature', true));
    const edit = { basicDetails: { ...signature.basicDetails, priceCents: 2700 }, additionalDetails: { signature: true } };
    expect((await call('PUT', `Update/${signature.id}`, editor, edit)).statusCode).toBe(200);
    const unmake = await call('PUT', `Update/${signature.id}`, editor, { ...edit, additionalDetails: { signature: false } });
    expect(unmake.statusCode).toBe(403);
  });

  it('links uploaded images and refuses files that are not images of a service', async () => {
    const document = await uploadedImage(t.database.db, alpha.tenant.id, franchisorId, 'service', 'document');
    const notImage = await create(patched(serviceWizard(), 'others.images', { image2: document.id }));
    expect(notImage.statusCode).toBe(422);
    expect(Object.keys(notImage.json().error.fields)).toEqual(['others.images.image2']);

    const storeImage = await uploadedImage(t.database.db, alpha.tenant.id, franchisorId, 'store');
    const wrongEntity = await create(patched(serviceWizard(), 'others.images', { image1: storeImage.id }));
    expect(wrongEntity.statusCode).toBe(422);
    expect(Object.keys(wrongEntity.json().error.fields)).toEqual(['others.images.image1']);
  });

  it('edits every step, replaces stores and store prices, and audits the changed fields', async () => {
    const [downtown, uptown] = alpha.stores;
    const service = await created(patched(serviceWizard(), 'others', { storeIds: [downtown.id] }));
    const res = await call('PUT', `Update/${service.id}`, franchisor, {
      basicDetails: { ...service.basicDetails, durationMinutes: 45, priceCents: 3000 },
      additionalDetails: { extraTimeMinutes: 0 },
      others: { storeIds: [uptown.id], onlineBookable: true, storeOverrides: [{ storeId: uptown.id, priceCents: 3500 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().res_data;
    expect(updated.basicDetails).toMatchObject({ durationMinutes: 45, priceCents: 3000 });
    expect(updated.others).toMatchObject({
      storeIds: [uptown.id],
      onlineBookable: true,
      storeOverrides: [{ storeId: uptown.id, priceCents: 3500, durationMinutes: null }],
    });
    const [, update] = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'service'), eq(auditLog.entityId, service.id)))
        .orderBy(auditLog.createdAt),
    );
    expect(update.action).toBe('service.update');
    expect(update.details).toEqual({
      changed: expect.arrayContaining(['durationMinutes', 'priceCents', 'extraTimeMinutes', 'onlineBookable', 'stores', 'storeOverrides']),
    });
  });

  it('searches by name or category and filters by category, store, active, online-bookable and skill set', async () => {
    const storeId = alpha.stores[1].id;
    const tag = Math.random().toString(36).slice(2, 8);
    const a = await created({ ...serviceWizard(`Hot Towel Shave ${tag}`), others: { storeIds: [storeId], onlineBookable: true } });
    const b = await created(patched(serviceWizard(`Kids Cut ${tag}`), 'basicDetails.category', `Kids ${tag}`));
    await call('PATCH', `Activate/${b.id}`, franchisor, { active: false });

    const ids = async (body: object) => {
      const res = await search({ search: tag, ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().res_data.items.map((i: { id: string }) => i.id);
    };
    expect(await ids({})).toEqual([a.id, b.id]);
    expect(await ids({ filters: { category: `kids ${tag}` } })).toEqual([b.id]);
    expect(await ids({ filters: { storeId } })).toEqual([a.id]);
    expect(await ids({ filters: { active: false } })).toEqual([b.id]);
    expect(await ids({ filters: { onlineBookable: true } })).toEqual([a.id]);
    expect(await ids({ filters: { skillSet: 'fade' } })).toEqual([]);
    expect(await ids({ sort: '-name' })).toEqual([b.id, a.id]);
    const first = (await search({ search: tag, pageSize: 1 })).json().res_data;
    expect(first).toMatchObject({ total: 2, page: 1, pageSize: 1, items: [{ id: a.id, storeCount: 1, onlineBookable: true }] });
    const page = (await search({ search: tag, page: 2, pageSize: 1 })).json().res_data;
    expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ id: b.id, storeCount: 0, active: false }] });
  });

  it.each([
    ['a search over 50 characters', { search: 'x'.repeat(51) }],
    ['an unknown filter', { filters: { price: 1 } }],
    ['an unknown sort', { sort: 'skillSet' }],
    ['a page size over 100', { pageSize: 101 }],
  ])('refuses a search with %s', async (_name, body) => {
    expect((await search(body)).statusCode).toBe(422);
  });

  it('treats % and _ in a search as characters', async () => {
    await created(serviceWizard('Cut 100% Natural'));
    const res = await search({ search: '100%' });
    expect(res.json().res_data.items.map((i: { name: string }) => i.name)).toEqual(['Cut 100% Natural']);
  });

  it('activates and deactivates by the wanted state, auditing only real changes', async () => {
    const service = await created();
    const off = await call('PATCH', `Activate/${service.id}`, franchisor, { active: false });
    expect(off.json().res_data).toEqual({ id: service.id, active: false, archived: false });
    expect((await call('PATCH', `Activate/${service.id}`, franchisor, { active: false })).statusCode).toBe(200);
    expect((await call('PATCH', `Activate/${service.id}`, franchisor, { active: true })).json().res_data.active).toBe(true);
    expect((await auditOf(service.id)).map((a) => a.action)).toEqual(['service.create', 'service.deactivate', 'service.activate']);
    expect((await call('PATCH', `Activate/${service.id}`, franchisor, {})).statusCode).toBe(422);
  });

  it('deletes a service without history', async () => {
    const service = await created();
    const res = await call('DELETE', `Delete/${service.id}`);
    expect(res.json().res_data).toEqual({ id: service.id, outcome: 'deleted' });
    expect((await call('GET', `GetById/${service.id}`)).statusCode).toBe(404);
    expect((await auditOf(service.id)).map((a) => a.action)).toEqual(['service.create', 'service.delete']);
  });

  it('archives, never deletes, a service a package includes: hidden from lists, kept, read-only', async () => {
    const service = await created();
    const pkg = await t.app.inject({
      method: 'POST',
      url: '/api/Package/Create',
      headers: franchisor,
      payload: packageWizard([service.id]),
    });
    expect(pkg.statusCode, pkg.body).toBe(201);
    expect((await call('GET', `GetById/${service.id}`)).json().res_data.hasHistory).toBe(true);

    const res = await call('DELETE', `Delete/${service.id}`);
    expect(res.json().res_data).toEqual({ id: service.id, outcome: 'archived' });
    const kept = (await call('GET', `GetById/${service.id}`)).json().res_data;
    expect(kept).toMatchObject({ archived: true, active: false, basicDetails: service.basicDetails });
    const listed = (await search({ search: service.basicDetails.name })).json().res_data.items;
    expect(listed).toEqual([]);
    const archived = (await search({ search: service.basicDetails.name, filters: { archived: true } })).json().res_data.items;
    expect(archived.map((i: { id: string }) => i.id)).toEqual([service.id]);
    expect((await call('PUT', `Update/${service.id}`, franchisor, serviceWizard())).statusCode).toBe(409);
    expect((await call('PATCH', `Activate/${service.id}`, franchisor, { active: true })).statusCode).toBe(409);
    expect((await call('DELETE', `Delete/${service.id}`)).json().res_data.outcome).toBe('archived');
    expect((await auditOf(service.id)).map((a) => a.action)).toEqual(['service.create', 'service.archive']);
    // Its name is free for a new service, and the package still shows it.
    await created(serviceWizard(service.basicDetails.name));
    const bundle = (
      await t.app.inject({ method: 'GET', url: `/api/Package/GetById/${pkg.json().res_data.id}`, headers: franchisor })
    ).json().res_data;
    expect(bundle.basicDetails.services.map((s: { serviceId: string }) => s.serviceId)).toEqual([service.id]);
  });

  it('archives a service with a store price of its own', async () => {
    const storeId = alpha.stores[0].id;
    const service = await created(
      patched(serviceWizard(), 'others', { storeIds: [storeId], storeOverrides: [{ storeId, durationMinutes: 20 }] }),
    );
    expect((await call('DELETE', `Delete/${service.id}`)).json().res_data.outcome).toBe('archived');
  });

  it("answers another tenant's service as missing (404) on every call, and the database shows it no row", async () => {
    const service = await created();
    for (const [method, path, body] of [
      ['GET', `GetById/${service.id}`, undefined],
      ['PUT', `Update/${service.id}`, serviceWizard()],
      ['PATCH', `Activate/${service.id}`, { active: false }],
      ['DELETE', `Delete/${service.id}`, undefined],
    ] as const) {
      const res = await call(method, path, betaFranchisor, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await search({}, betaFranchisor)).json().res_data.items.map((i: { id: string }) => i.id)).not.toContain(service.id);
    const rows = await withTenant(t.database.db, beta.tenant.id, (tx) => tx.select().from(services).where(eq(services.id, service.id)));
    expect(rows).toEqual([]);
    expect((await call('GET', `GetById/${service.id}`)).json().res_data.active).toBe(true);
  });

  describe('permissions (default roles)', () => {
    const roles = ['franchisor', 'general_manager', 'shop_manager', 'coordinator', 'cutter'] as const;
    const expected: Record<(typeof roles)[number], number[]> = {
      // create, view (search), view (detail), edit, activate, delete
      franchisor: [201, 200, 200, 200, 200, 200],
      // view_service only (CATALOG_VIEW; the cutter holds view_service alone): search and detail, nothing else.
      general_manager: [403, 200, 200, 403, 403, 403],
      shop_manager: [403, 200, 200, 403, 403, 403],
      coordinator: [403, 200, 200, 403, 403, 403],
      cutter: [403, 200, 200, 403, 403, 403],
    };
    it.each(roles)('%s', async (slug) => {
      const headers =
        slug === 'franchisor' ? franchisor : (await staffAuth(t.database.db, await makeEmployee(t.database.db, alpha, slug))).headers;
      const target = await created();
      const statuses = [
        (await create(serviceWizard(), headers)).statusCode,
        (await search({}, headers)).statusCode,
        (await call('GET', `GetById/${target.id}`, headers)).statusCode,
        (await call('PUT', `Update/${target.id}`, headers, serviceWizard())).statusCode,
        (await call('PATCH', `Activate/${target.id}`, headers, { active: false })).statusCode,
        (await call('DELETE', `Delete/${target.id}`, headers)).statusCode,
      ];
      expect(statuses).toEqual(expected[slug]);
    });

    it('grants each call to exactly its own flag', async () => {
      const target = await created();
      const only = (flag: Parameters<typeof staffWithFlags>[2][number]) => staffWithFlags(t.database.db, alpha, [flag]);
      const create_ = await only('create_service');
      const view = await only('view_service');
      const edit = await only('edit_service');
      const activate = await only('activate_service');
      const remove = await only('delete_service');
      expect((await create(serviceWizard(), create_)).statusCode).toBe(201);
      expect((await create(serviceWizard(), view)).statusCode).toBe(403);
      expect((await search({}, view)).statusCode).toBe(200);
      expect((await search({}, edit)).statusCode).toBe(403);
      expect((await call('GET', `GetById/${target.id}`, view)).statusCode).toBe(200);
      expect((await call('GET', `GetById/${target.id}`, edit)).statusCode).toBe(200);
      expect((await call('GET', `GetById/${target.id}`, activate)).statusCode).toBe(403);
      expect((await call('PUT', `Update/${target.id}`, edit, serviceWizard())).statusCode).toBe(200);
      expect((await call('PUT', `Update/${target.id}`, create_, serviceWizard())).statusCode).toBe(403);
      expect((await call('PATCH', `Activate/${target.id}`, activate, { active: false })).statusCode).toBe(200);
      expect((await call('PATCH', `Activate/${target.id}`, edit, { active: true })).statusCode).toBe(403);
      expect((await call('DELETE', `Delete/${target.id}`, edit)).statusCode).toBe(403);
      expect((await call('DELETE', `Delete/${target.id}`, remove)).statusCode).toBe(200);
    });

    it('refuses a caller without a session (401)', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/Service/Search', payload: {} })).statusCode).toBe(401);
    });
  });

  it('never answers 500 to hostile or malformed bodies', async () => {
    const bodies: unknown[] = [
      'not json',
      [],
      null,
      { basicDetails: null },
      { basicDetails: { ...serviceWizard().basicDetails, name: { $ne: 1 } } },
      { basicDetails: { ...serviceWizard().basicDetails, priceCents: 1e308 } },
      { basicDetails: { ...serviceWizard().basicDetails, name: "x'); DROP TABLE services;--" } },
      { ...serviceWizard(), others: { storeIds: "'; select 1;--" } },
      // A "__proto__" key in the JSON text (an object literal's __proto__ would never reach the wire).
      JSON.stringify(serviceWizard()).replace('{', '{"__proto__":{"admin":true},'),
    ];
    const answers: number[] = [];
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Service/Create',
        headers: { ...franchisor, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([400, 422, 422, 422, 422, 422, 422, 422, 400]);
    expect((await call('GET', 'GetById/not-an-id')).statusCode).toBe(422);
  });
});
