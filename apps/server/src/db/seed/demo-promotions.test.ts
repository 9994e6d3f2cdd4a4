import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { instantToWallClock } from '@salon/shared';
import { beforeAll, expect, it } from 'vitest';
import { pairTablet } from '../../modules/kiosk/kiosk-test-data.ts';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { DEMO_PROMOTIONS, seedDemoPromotions } from './demo-promotions.ts';

let t: TestApp;
let tenant: TestTenant;
let owner: Record<string, string>;
const dataDir = mkdtempSync(path.join(tmpdir(), 'salon-demo-promotions-'));

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  tenant = await makeTenant(t.database.db, 'Demo promo');
  const franchisor = await makeEmployee(t.database.db, tenant, 'franchisor');
  owner = (await staffAuth(t.database.db, franchisor)).headers;
  await seedDemoPromotions(t.database.db, {
    tenantId: tenant.tenant.id,
    brandId: tenant.brand.id,
    storeId: tenant.stores[0].id,
    uploaderId: franchisor.id,
    dataDir,
    today: instantToWallClock(tenant.stores[0].timezone, new Date()).date,
  });
});

it("the demo's two promotion images show on a paired tablet of the first store, and their bytes are PNGs", async () => {
  const { token } = await pairTablet(t.app, t.database.db, tenant, owner);
  const session = await t.app.inject({ method: 'GET', url: '/api/Kiosk/Session', headers: { 'x-kiosk-token': token } });
  const images = session.json().res_data.promotionImages as { title: string; imageUrl: string }[];
  expect(images.map((p) => p.title)).toEqual(DEMO_PROMOTIONS.map((p) => p.title));
  for (const promo of images) {
    for (const url of [promo.imageUrl, `${promo.imageUrl}?thumb=1`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-kiosk-token': token } });
      expect(res.statusCode, url).toBe(200);
      expect([...res.rawPayload.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }
  }
  // The second is the first store's only.
  const uptown = await pairTablet(t.app, t.database.db, tenant, owner, 'Uptown', tenant.stores[1].id);
  const other = await t.app.inject({ method: 'GET', url: '/api/Kiosk/Session', headers: { 'x-kiosk-token': uptown.token } });
  expect(other.json().res_data.promotionImages.map((p: { title: string }) => p.title)).toEqual([DEMO_PROMOTIONS[0].title]);
});
