import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, type TestTenant } from '../../testing/factories.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { catalogCalls, createCatalogTestApp } from './catalog-test-app.ts';
import { type Headers, serviceWizard, staffWithFlags } from './catalog-test-data.ts';

describe("services: another tenant's ids and hostile bodies", () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  let franchisor: Headers;
  let betaFranchisor: Headers;
  const { call, create, created, search } = catalogCalls(
    'Service',
    () => ({ t, headers: franchisor }),
    () => serviceWizard(),
  );

  beforeAll(async () => {
    ({ t, alpha, beta, franchisor, betaFranchisor } = await createCatalogTestApp());
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
