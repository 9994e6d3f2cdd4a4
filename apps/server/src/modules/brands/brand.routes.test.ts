import { beforeAll, describe, expect, it } from 'vitest';
import { brandDomains, stores } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('GET /api/Brand/Current', () => {
  let t: TestApp;
  let alpha: TestTenant;
  let beta: TestTenant;
  let alphaDomain: string;

  const current = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/Brand/Current', headers });

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await makeTenant(t.database.db, 'Alpha');
    beta = await makeTenant(t.database.db, 'Beta');
    alphaDomain = (await withTenant(t.database.db, alpha.tenant.id, (tx) => tx.select().from(brandDomains)))[0].domain;
    await withTenant(t.database.db, alpha.tenant.id, (tx) =>
      tx.insert(stores).values({
        tenantId: alpha.tenant.id,
        brandId: alpha.brand.id,
        name: 'Alpha Not Yet Open',
        timezone: 'America/New_York',
        openingHours: alpha.stores[0].openingHours,
        status: 'pending',
      }),
    );
  });

  it('answers the brand of the x-brand-domain header with its look and active stores', async () => {
    const res = await current({ 'x-brand-domain': alphaDomain });
    expect(res.statusCode).toBe(200);
    const brand = res.json().res_data;
    expect(brand).toMatchObject({ id: alpha.brand.id, name: alpha.brand.name, theme: 'dark', logoUrl: null, colors: {} });
    expect(brand.stores.map((s: { name: string }) => s.name).sort()).toEqual(['Alpha Downtown', 'Alpha Uptown']);
    expect(brand.stores.find((s: { name: string }) => s.name === 'Alpha Downtown')).toEqual({
      id: alpha.stores[0].id,
      name: 'Alpha Downtown',
      timezone: 'America/Chicago',
      address: null,
      city: 'Chicago',
      state: 'IL',
      geoLat: null,
      geoLong: null,
    });
  });

  it('falls back to the host name, ignoring its port and case', async () => {
    const res = await current({ host: `${alphaDomain.toUpperCase()}:3000` });
    expect(res.statusCode).toBe(200);
    expect(res.json().res_data.id).toBe(alpha.brand.id);
  });

  it("never lists another tenant's stores", async () => {
    const betaDomain = (await withTenant(t.database.db, beta.tenant.id, (tx) => tx.select().from(brandDomains)))[0].domain;
    const brand = (await current({ 'x-brand-domain': betaDomain })).json().res_data;
    expect(brand.id).toBe(beta.brand.id);
    expect(brand.stores.map((s: { id: string }) => s.id).sort()).toEqual(beta.stores.map((s) => s.id).sort());
  });

  it.each([['nobody.example'], ["x' or '1'='1"], ['<script>alert(1)</script>'], ['a'.repeat(300)]])(
    'answers 404 for a domain no brand owns: %s',
    async (domain) => {
      const res = await current({ 'x-brand-domain': domain });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    },
  );
});
