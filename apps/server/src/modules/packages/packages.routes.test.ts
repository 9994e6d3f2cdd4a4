import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, packages } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, type TestTenant } from '../../testing/factories.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { catalogCalls, createCatalogTestApp } from '../services/catalog-test-app.ts';
import {
  HOSTILE_TEXT,
  type Headers,
  packageWizard,
  patched,
  serviceWizard,
  staffWithFlags,
  uploadedImage,
} from '../services/catalog-test-data.ts';

describe('packages: Package/Search, GetById, Create, Update, Activate, Delete', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  let franchisorId: string;
  let franchisor: Headers;
  let betaFranchisor: Headers;
  let cut: { id: string; priceCents: number };
  let shave: { id: string; priceCents: number };

  const { call, create, created, search } = catalogCalls(
    'Package',
    () => ({ t, headers: franchisor }),
    () => packageWizard([cut.id]),
  );
  const newService = async (headers: Headers = franchisor, priceCents = 2500) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Service/Create',
      headers,
      payload: patched(serviceWizard(), 'basicDetails.priceCents', priceCents),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().res_data.id as string, priceCents };
  };

  beforeAll(async () => {
    ({ t, alpha, beta, franchisorId, franchisor, betaFranchisor } = await createCatalogTestApp());
    cut = await newService(franchisor, 2500);
    shave = await newService(franchisor, 1800);
  });

  it('creates an active package from every step and reads it back', async () => {
    const image = await uploadedImage(t.database.db, alpha.tenant.id, franchisorId, 'package');
    const wizard = patched(packageWizard([cut.id, shave.id], 'Wedding Party'), 'others.images', { image1: image.id });
    const pkg = await created(wizard);
    expect(pkg).toMatchObject({
      active: true,
      archived: false,
      hasHistory: false,
      basicDetails: { name: 'Wedding Party', priceCents: 9900 },
      additionalDetails: { validityDays: 90 },
      others: {
        description: 'Five cuts for the price of four.',
        notes: [{ text: 'Not transferable' }],
        images: { image1: image.id, image2: null },
      },
      servicesValueCents: 2500 * 1 + 1800 * 2,
    });
    expect(pkg.basicDetails.services).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ serviceId: cut.id, count: 1, priceCents: 2500 }),
        expect.objectContaining({ serviceId: shave.id, count: 2, priceCents: 1800 }),
      ]),
    );
    expect((await call('GET', `GetById/${pkg.id}`)).json().res_data).toEqual(pkg);
    const audits = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'package'), eq(auditLog.entityId, pkg.id)))
        .orderBy(auditLog.createdAt),
    );
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([['package.create', franchisorId]]);
  });

  it('trims the description and every note, and drops notes blank after trimming', async () => {
    const pkg = await created(
      patched(packageWizard([cut.id]), 'others', {
        description: '   Ten cuts, one price.  \n ',
        notes: [{ text: '  Valid at every store ' }, { text: '   ' }, { text: '' }, { text: '\n\t' }, { text: 'Book ahead' }],
      }),
    );
    expect(pkg.others).toMatchObject({
      description: 'Ten cuts, one price.',
      notes: [{ text: 'Valid at every store' }, { text: 'Book ahead' }],
    });
    const blank = await created(patched(packageWizard([cut.id]), 'others', { description: '    ', notes: [{ text: '  ' }] }));
    expect(blank.others).toMatchObject({ description: null, notes: [] });
  });

  it('stores SQL and HTML in the description and notes verbatim', async () => {
    const pkg = await created(patched(packageWizard([cut.id]), 'others', { description: HOSTILE_TEXT, notes: [{ text: HOSTILE_TEXT }] }));
    expect(pkg.others.description).toBe(HOSTILE_TEXT);
    expect(pkg.others.notes).toEqual([{ text: HOSTILE_TEXT }]);
    const [row] = await withTenant(t.database.db, alpha.tenant.id, (tx) => tx.select().from(packages).where(eq(packages.id, pkg.id)));
    expect(row.description).toBe(HOSTILE_TEXT);
  });

  it.each([
    ['an empty name', 'basicDetails.name', ''],
    ['a name over 100 characters', 'basicDetails.name', 'P'.repeat(101)],
    ['no services', 'basicDetails.services', []],
    ['missing services', 'basicDetails.services', undefined],
    [
      'a service listed twice',
      'basicDetails.services',
      [
        { serviceId: '00000000-0000-4000-8000-000000000001', count: 1 },
        { serviceId: '00000000-0000-4000-8000-000000000001', count: 2 },
      ],
    ],
    ['a count of 0', 'basicDetails.services', [{ serviceId: '00000000-0000-4000-8000-000000000001', count: 0 }]],
    ['a fractional count', 'basicDetails.services', [{ serviceId: '00000000-0000-4000-8000-000000000001', count: 1.5 }]],
    ['a service id that is not an id', 'basicDetails.services', [{ serviceId: 'cut', count: 1 }]],
    ['a price as a string', 'basicDetails.priceCents', '99.00'],
    ['a negative price', 'basicDetails.priceCents', -100],
    ['a missing validity', 'additionalDetails.validityDays', undefined],
    ['a validity of 0 days', 'additionalDetails.validityDays', 0],
    ['a validity over ten years', 'additionalDetails.validityDays', 3651],
    ['a description over 2000 characters', 'others.description', 'd'.repeat(2001)],
    ['a note over 500 characters', 'others.notes', [{ text: 'n'.repeat(501) }]],
    ['a note without text', 'others.notes', [{}]],
    ['a note that is a string', 'others.notes', ['Not transferable']],
    ['21 notes', 'others.notes', Array.from({ length: 21 }, (_, i) => ({ text: `Note ${i}` }))],
    ['an image that is not an id', 'others.images', { image3: 'x.png' }],
  ])('refuses %s with 422 naming the field', async (_name, path, value) => {
    const res = await create(patched(packageWizard([cut.id]), path, value));
    expect(res.statusCode).toBe(422);
    const fields = Object.keys(res.json().error.fields);
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(field.startsWith(path), field).toBe(true);
  });

  it('refuses services of another tenant and archived services, and a second package of the same name', async () => {
    const foreign = await newService(betaFranchisor);
    const res = await create(packageWizard([cut.id, foreign.id]));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ 'basicDetails.services.1.serviceId': 'Choose a service of your organisation' });

    const old = await newService();
    await created(packageWizard([old.id]));
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/Service/Delete/${old.id}`, headers: franchisor })).json().res_data.outcome,
    ).toBe('archived');
    const archived = await create(packageWizard([old.id]));
    expect(archived.json().error.fields).toEqual({ 'basicDetails.services.0.serviceId': 'This service is archived' });

    await created(packageWizard([cut.id], 'Dad and Lad'));
    const twice = await create(packageWizard([cut.id], 'DAD AND LAD'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toEqual({ 'basicDetails.name': 'Already used by another package' });
  });

  it('edits every step (a service archived since may stay in the package) and audits what changed', async () => {
    const kept = await newService();
    const pkg = await created(packageWizard([cut.id, kept.id]));
    await t.app.inject({ method: 'DELETE', url: `/api/Service/Delete/${kept.id}`, headers: franchisor });
    const res = await call('PUT', `Update/${pkg.id}`, franchisor, {
      basicDetails: {
        name: pkg.basicDetails.name,
        services: [
          { serviceId: kept.id, count: 3 },
          { serviceId: shave.id, count: 1 },
        ],
        priceCents: 12000,
      },
      additionalDetails: { validityDays: 365 },
      others: { description: 'Updated', notes: [{ text: ' ' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().res_data).toMatchObject({
      basicDetails: { priceCents: 12000 },
      additionalDetails: { validityDays: 365 },
      others: { description: 'Updated', notes: [] },
    });
    const [, update] = await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'package'), eq(auditLog.entityId, pkg.id)))
        .orderBy(auditLog.createdAt),
    );
    expect(update.details).toEqual({ changed: expect.arrayContaining(['priceCents', 'validityDays', 'description', 'notes', 'services']) });
  });

  it('searches by name, filters by service, active and archived, and pages', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const special = await newService();
    const a = await created(packageWizard([cut.id], `Alpha Deal ${tag}`));
    const b = await created(packageWizard([special.id, cut.id], `Beta Deal ${tag}`));
    await call('PATCH', `Activate/${a.id}`, franchisor, { active: false });
    const ids = async (body: object) => (await search({ search: tag, ...body })).json().res_data.items.map((i: { id: string }) => i.id);
    expect(await ids({})).toEqual([a.id, b.id]);
    expect(await ids({ filters: { serviceId: special.id } })).toEqual([b.id]);
    expect(await ids({ filters: { active: true } })).toEqual([b.id]);
    expect(await ids({ sort: '-priceCents' })).toHaveLength(2);
    expect((await search({ search: tag, pageSize: 1 })).json().res_data).toMatchObject({
      total: 2,
      items: [{ id: a.id, serviceCount: 1 }],
    });
    await call('DELETE', `Delete/${b.id}`);
    expect(await ids({})).toEqual([a.id]);
  });

  it('activates by the wanted state; deletes a package without history for good', async () => {
    const pkg = await created();
    expect((await call('PATCH', `Activate/${pkg.id}`, franchisor, { active: false })).json().res_data).toEqual({
      id: pkg.id,
      active: false,
      archived: false,
    });
    expect((await call('DELETE', `Delete/${pkg.id}`)).json().res_data).toEqual({ id: pkg.id, outcome: 'deleted' });
    expect((await call('GET', `GetById/${pkg.id}`)).statusCode).toBe(404);
    expect((await search({ filters: { archived: true } })).json().res_data.items.map((i: { id: string }) => i.id)).not.toContain(pkg.id);
  });

  it("answers another tenant's package as missing (404) on every call, and the database shows it no row", async () => {
    const pkg = await created();
    for (const [method, path, body] of [
      ['GET', `GetById/${pkg.id}`, undefined],
      ['PUT', `Update/${pkg.id}`, packageWizard([cut.id])],
      ['PATCH', `Activate/${pkg.id}`, { active: false }],
      ['DELETE', `Delete/${pkg.id}`, undefined],
    ] as const) {
      expect((await call(method, path, betaFranchisor, body)).statusCode, `${method} ${path}`).toBe(404);
    }
    const rows = await withTenant(t.database.db, beta.tenant.id, (tx) => tx.select().from(packages).where(eq(packages.id, pkg.id)));
    expect(rows).toEqual([]);
  });

  describe('permissions (default roles)', () => {
    const roles = ['franchisor', 'general_manager', 'shop_manager', 'coordinator', 'cutter'] as const;
    const expected: Record<(typeof roles)[number], number[]> = {
      // create, view (search), view (detail), edit, activate, delete
      franchisor: [201, 200, 200, 200, 200, 200],
      // view_package only (CATALOG_VIEW): search and detail, nothing else.
      general_manager: [403, 200, 200, 403, 403, 403],
      shop_manager: [403, 200, 200, 403, 403, 403],
      coordinator: [403, 200, 200, 403, 403, 403],
      // The cutter holds view_service but no package flag.
      cutter: [403, 403, 403, 403, 403, 403],
    };
    it.each(roles)('%s', async (slug) => {
      const headers =
        slug === 'franchisor' ? franchisor : (await staffAuth(t.database.db, await makeEmployee(t.database.db, alpha, slug))).headers;
      const target = await created();
      const statuses = [
        (await create(packageWizard([cut.id]), headers)).statusCode,
        (await search({}, headers)).statusCode,
        (await call('GET', `GetById/${target.id}`, headers)).statusCode,
        (await call('PUT', `Update/${target.id}`, headers, packageWizard([cut.id]))).statusCode,
        (await call('PATCH', `Activate/${target.id}`, headers, { active: false })).statusCode,
        (await call('DELETE', `Delete/${target.id}`, headers)).statusCode,
      ];
      expect(statuses).toEqual(expected[slug]);
    });

    it('grants each call to its own flag only', async () => {
      const target = await created();
      const [creator, viewer, editor, activator, deleter] = await Promise.all(
        (['create_package', 'view_package', 'edit_package', 'activate_package', 'delete_package'] as const).map((f) =>
          staffWithFlags(t.database.db, alpha, [f]),
        ),
      );
      expect((await create(packageWizard([cut.id]), creator)).statusCode).toBe(201);
      expect((await create(packageWizard([cut.id]), editor)).statusCode).toBe(403);
      expect((await search({}, viewer)).statusCode).toBe(200);
      expect((await call('GET', `GetById/${target.id}`, viewer)).statusCode).toBe(200);
      expect((await call('PUT', `Update/${target.id}`, viewer, packageWizard([cut.id]))).statusCode).toBe(403);
      expect((await call('PUT', `Update/${target.id}`, editor, packageWizard([cut.id]))).statusCode).toBe(200);
      expect((await call('PATCH', `Activate/${target.id}`, editor, { active: false })).statusCode).toBe(403);
      expect((await call('PATCH', `Activate/${target.id}`, activator, { active: false })).statusCode).toBe(200);
      expect((await call('DELETE', `Delete/${target.id}`, activator)).statusCode).toBe(403);
      expect((await call('DELETE', `Delete/${target.id}`, deleter)).statusCode).toBe(200);
    });
  });

  it('answers malformed bodies with the exact refusal, never a 500', async () => {
    const cases: [string, number][] = [
      ['{', 400],
      ['[]', 422],
      ['{"basicDetails":{"services":"all"}}', 422],
      [JSON.stringify({ ...packageWizard([cut.id]), others: { notes: 'x' } }), 422],
    ];
    const answers: [string, number][] = [];
    for (const [payload] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Package/Create',
        headers: { ...franchisor, 'content-type': 'application/json' },
        payload,
      });
      answers.push([payload, res.statusCode]);
    }
    expect(answers).toEqual(cases);
  });
});
