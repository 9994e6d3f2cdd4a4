import { CONFIG_FETCH_GROUPS, configFetchResultSchema } from '@salon/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { configGroups } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, expireSession, staffAuth } from '../../testing/test-sessions.ts';

describe('POST /api/Config/Fetch and GET /api/getEnv', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  const domainOf = (tenant: TestTenant) => ({ 'x-brand-domain': tenantDomain.get(tenant.tenant.id)! });
  const tenantDomain = new Map<string, string>();

  const fetchConfig = (groups: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/Config/Fetch', headers, payload: { groups } });

  beforeAll(async () => {
    t = await createTestApp({
      HEAP_APP_ID: 'heap-123',
      SESSION_POLLING_SECONDS: '90',
      TAG_MANAGER_ID: 'GTM-TEST',
      PUBLIC_URL: 'https://salon.example.com',
    });
    alpha = await makeTenant(t.database.db, 'Alpha');
    beta = await makeTenant(t.database.db, 'Beta');
    for (const tenant of [alpha, beta]) {
      const rows = await withTenant(t.database.db, tenant.tenant.id, (tx) => tx.query.brandDomains.findMany());
      tenantDomain.set(tenant.tenant.id, rows[0].domain);
    }
    await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx.insert(configGroups).values([
        { tenantId: alpha.tenant.id, groupKey: 'skills', value: [{ value: 'mullet', label: 'Mullet' }] },
        { tenantId: alpha.tenant.id, groupKey: 'languages', value: { not: 'a list' } },
      ]),
    );
  });

  it('answers the environment config from the server configuration', async () => {
    const res = await fetchConfig(['environment_config']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ res_data: { environment_config: { heapAppId: 'heap-123', sessionPollingSeconds: 90 } } });
  });

  it('answers every group the spec lists, each in its documented shape, with the defaults from code', async () => {
    const res = await fetchConfig([...CONFIG_FETCH_GROUPS], domainOf(beta));
    expect(res.statusCode).toBe(200);
    const data = res.json().res_data;
    expect(Object.keys(data).sort()).toEqual([...CONFIG_FETCH_GROUPS].sort());
    expect(configFetchResultSchema.safeParse(data).success).toBe(true);
    expect(data.languages).toEqual([
      { code: 'en', name: 'English' },
      { code: 'es', name: 'Español' },
    ]);
    expect(data.states).toHaveLength(51);
    expect(data.states).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(data.states).toContainEqual({ code: 'WY', name: 'Wyoming' });
    expect(data.application_source).toContainEqual({ value: 'socialmedia', label: 'Social Media' });
    expect(data.document_types.store.map((d: { label: string }) => d.label)).toEqual([
      'Store license',
      'Agreement',
      'Store Details',
      'Terms & conditions',
    ]);
    expect(data.document_types.employee.map((d: { label: string }) => d.label)).toEqual(['Licence', 'Identity document']);
    expect(data.store_timings.weekdays).toHaveLength(7);
    expect(data.store_timings.weekdays[1]).toEqual({ day: 1, name: 'Monday', open: '10:00', close: '20:00' });
    expect(data.store_timings.slotIntervals).toEqual([5, 10, 15, 20]);
    expect(data.product_config.defaultProductType).toBe('consumable');
    expect(data.product_config.productType).toContainEqual({ value: 'consumable', label: 'Consumable' });
    expect(data.cash_drawer_config.denominations).toContainEqual({ cents: 2000, label: '$20', kind: 'bill' });
    expect(data.cash_drawer_config.denominations).toContainEqual({ cents: 25, label: '25¢', kind: 'coin' });
    expect(data.country_codes.default).toBe('+1');
    expect(data.skills.length).toBeGreaterThan(5);
    expect(data.roles).toEqual([]);
  });

  it("lists the tenant's roles to its staff only", async () => {
    const staff = await staffAuth(t.database.db, await makeEmployee(t.database.db, alpha, 'coordinator'));
    const roles = (await fetchConfig(['roles'], staff.headers)).json().res_data.roles;
    expect(roles.map((r: { slug: string }) => r.slug)).toEqual(
      expect.arrayContaining(['franchisor', 'cutter', 'coordinator', 'store_owner']),
    );
    expect(roles[0]).toEqual({ id: expect.any(String), slug: expect.any(String), name: expect.any(String) });
    const customer = await customerAuth(t.database.db, await makeCustomer(t.database.db, alpha));
    expect((await fetchConfig(['roles'], customer.headers)).json().res_data.roles).toEqual([]);
    expect((await fetchConfig(['roles'], domainOf(alpha))).json().res_data.roles).toEqual([]);
  });

  it("applies a tenant's override to that tenant only, and ignores an override of the wrong shape", async () => {
    const mine = (await fetchConfig(['skills', 'languages'], domainOf(alpha))).json().res_data;
    expect(mine.skills).toEqual([{ value: 'mullet', label: 'Mullet' }]);
    expect(mine.languages.map((l: { code: string }) => l.code)).toEqual(['en', 'es']);
    const staff = await staffAuth(t.database.db, await makeEmployee(t.database.db, alpha, 'cutter'));
    expect((await fetchConfig(['skills'], staff.headers)).json().res_data.skills).toEqual([{ value: 'mullet', label: 'Mullet' }]);
    const theirs = (await fetchConfig(['skills'], domainOf(beta))).json().res_data;
    expect(theirs.skills).not.toContainEqual({ value: 'mullet', label: 'Mullet' });
  });

  it('answers the defaults on a domain no brand owns, and treats an expired session as no session', async () => {
    const res = await fetchConfig(['languages', 'roles'], { 'x-brand-domain': 'nobody.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json().res_data.roles).toEqual([]);
    const session = await staffAuth(t.database.db, await makeEmployee(t.database.db, alpha, 'franchisor'));
    await expireSession(t.database.db, alpha.tenant.id, session.sessionId);
    const expired = await fetchConfig(['roles'], session.headers);
    expect(expired.statusCode).toBe(200);
    expect(expired.json().res_data.roles).toEqual([]);
  });

  it('refuses unknown group names with 422 naming them', async () => {
    const res = await fetchConfig(['languages', 'bogus', "'; drop table config_groups; --"]);
    expect(res.statusCode).toBe(422);
    const { fields } = res.json().error;
    expect(Object.values(fields).join(' ')).toContain('Unknown config group: bogus');
    expect(Object.values(fields).join(' ')).toContain("Unknown config group: '; drop table config_groups; --");
  });

  it.each([
    ['no groups', []],
    ['a missing list', undefined],
    ['a list of the wrong type', 'languages'],
    ['numbers for names', [1, 2]],
    ['an over-long name', ['x'.repeat(5000)]],
    ['HTML as a name', ['<img src=x onerror=alert(1)>']],
  ])('refuses %s with 422', async (_name, groups) => {
    const res = await fetchConfig(groups);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers getEnv without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getEnv' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      res_data: {
        apiBaseUrl: '/api',
        syncDomain: 'salon.example.com',
        // No Intuit app configured outside production: the app's local fake of Intuit (issue 16).
        accountingConnectUrl: 'https://salon.example.com/fake-intuit/connect/oauth2',
        accountingRedirectUrl: 'https://salon.example.com/admin/accounting/store-groups/quickbook-redirect',
        tagManagerId: 'GTM-TEST',
        analyticsAppId: 'heap-123',
        paymentGateway: { name: 'sandbox', tokenizeUrl: '/sandbox-gateway/v1/tokens', publishableKey: null },
      },
    });
  });
});
