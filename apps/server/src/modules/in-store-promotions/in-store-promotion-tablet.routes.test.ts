// The tablet's side of in-store promotions (issue 19): today's images for its store in the store's own zone,
// and who may read an image: the brand's paired tablets of a store it shows at, and staff with the flags.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, staffAuth } from '../../testing/test-sessions.ts';
import { pairTablet } from '../kiosk/kiosk-test-data.ts';
import { addPromotion } from './in-store-promotion-test-data.ts';

// 07:00 UTC on 2 March: already 2 March in Chicago (01:00, the first store) but still 1 March in Los Angeles (23:00).
const NOW = new Date('2026-03-02T07:00:00Z');
let t: TestApp;
let tenant: TestTenant;
let owner: Record<string, string>;
let chicago: string;
let losAngeles: string;
const promos: Record<string, { id: string; imageFileId: string }> = {};

const session = (token: string) => t.app.inject({ method: 'GET', url: '/api/Kiosk/Session', headers: { 'x-kiosk-token': token } });
const image = (id: string, headers: Record<string, string> = {}, thumb = false) =>
  t.app.inject({ method: 'GET', url: `/api/InStorePromotion/Image/${id}${thumb ? '?thumb=1' : ''}`, headers });
const titles = async (token: string) => {
  const res = await session(token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().res_data.promotionImages.map((p: { title: string }) => p.title);
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  tenant = await makeTenant(t.database.db, 'Loop');
  owner = (await staffAuth(t.database.db, await makeEmployee(t.database.db, tenant, 'franchisor'))).headers;
  const brandId = tenant.brand.id;
  const uptown = tenant.stores[1].id;
  promos.everywhere = await addPromotion(t.app, owner, { brandId, title: 'Everywhere', caption: 'All stores' });
  promos.startsToday = await addPromotion(t.app, owner, { brandId, title: 'Starts 2 March', startsOn: '2026-03-02' });
  promos.endedYesterday = await addPromotion(t.app, owner, { brandId, title: 'Ends 1 March', endsOn: '2026-03-01' });
  promos.uptownOnly = await addPromotion(t.app, owner, { brandId, title: 'Uptown only', storeIds: [uptown] });
  promos.off = await addPromotion(t.app, owner, { brandId, title: 'Switched off', active: false });
  promos.window = await addPromotion(t.app, owner, { brandId, title: 'Late February', startsOn: '2026-02-20', endsOn: '2026-02-28' });
  chicago = (await pairTablet(t.app, t.database.db, tenant, owner, 'Downtown tablet')).token;
  losAngeles = (await pairTablet(t.app, t.database.db, tenant, owner, 'Uptown tablet', uptown)).token;
});

describe("the tablet's session", () => {
  it("lists today's active images for its store, today being the store's own day", async () => {
    expect(await titles(chicago)).toEqual(['Everywhere', 'Starts 2 March']);
    expect(await titles(losAngeles)).toEqual(['Everywhere', 'Ends 1 March', 'Uptown only']);
    const [first] = (await session(chicago)).json().res_data.promotionImages;
    expect(first).toEqual({
      id: promos.everywhere.id,
      title: 'Everywhere',
      caption: 'All stores',
      imageUrl: `/api/InStorePromotion/Image/${promos.everywhere.id}`,
    });
  });

  it('follows the display order and the active flag', async () => {
    const move = await t.app.inject({
      method: 'POST',
      url: `/api/InStorePromotion/Move/${promos.startsToday.id}`,
      headers: owner,
      payload: { direction: 'up' },
    });
    expect(move.statusCode).toBe(200);
    expect(await titles(chicago)).toEqual(['Starts 2 March', 'Everywhere']);
    await t.app.inject({ method: 'POST', url: `/api/InStorePromotion/Deactivate/${promos.startsToday.id}`, headers: owner });
    expect(await titles(chicago)).toEqual(['Everywhere']);
    await t.app.inject({ method: 'POST', url: `/api/InStorePromotion/Activate/${promos.startsToday.id}`, headers: owner });
    expect(await titles(chicago)).toEqual(['Starts 2 March', 'Everywhere']);
  });
});

describe('reading an image', () => {
  it("is for the brand's tablets at a store the promotion shows at", async () => {
    const res = await image(promos.everywhere.id, { 'x-kiosk-token': chicago });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect([...res.rawPayload.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await image(promos.everywhere.id, { 'x-kiosk-token': chicago }, true)).statusCode).toBe(200);
    expect((await image(promos.uptownOnly.id, { 'x-kiosk-token': losAngeles })).statusCode).toBe(200);
    // Another store's promotion, a forged credential, an unknown id: not found.
    expect((await image(promos.uptownOnly.id, { 'x-kiosk-token': chicago })).statusCode).toBe(404);
    const [tenantId, deviceId] = chicago.split('.');
    expect((await image(promos.everywhere.id, { 'x-kiosk-token': `${tenantId}.${deviceId}.forged` })).statusCode).toBe(404);
    expect((await image(tenantId as string, { 'x-kiosk-token': chicago })).statusCode).toBe(404);
  });

  it("is not for another tenant's tablet, nor a tablet once unpaired", async () => {
    const other = await makeTenant(t.database.db, 'Far');
    const otherOwner = (await staffAuth(t.database.db, await makeEmployee(t.database.db, other, 'franchisor'))).headers;
    const far = await pairTablet(t.app, t.database.db, other, otherOwner);
    expect((await image(promos.everywhere.id, { 'x-kiosk-token': far.token })).statusCode).toBe(404);
    const gone = await pairTablet(t.app, t.database.db, tenant, owner, 'Old tablet');
    expect((await image(promos.everywhere.id, { 'x-kiosk-token': gone.token })).statusCode).toBe(200);
    const unpair = await t.app.inject({ method: 'DELETE', url: `/api/Kiosk/Unpair/${gone.deviceId}`, headers: owner });
    expect(unpair.statusCode).toBe(200);
    expect((await image(promos.everywhere.id, { 'x-kiosk-token': gone.token })).statusCode).toBe(404);
  });

  it('is for staff with the promo code flags; a desk employee, a customer or no one gets 404', async () => {
    expect((await image(promos.off.id, owner)).statusCode).toBe(200);
    const gm = (await staffAuth(t.database.db, await makeEmployee(t.database.db, tenant, 'general_manager'))).headers;
    expect((await image(promos.everywhere.id, gm, true)).statusCode).toBe(200);
    const desk = (await staffAuth(t.database.db, await makeEmployee(t.database.db, tenant, 'coordinator'))).headers;
    expect((await image(promos.everywhere.id, desk)).statusCode).toBe(404);
    const customer = (await customerAuth(t.database.db, await makeCustomer(t.database.db, tenant))).headers;
    expect((await image(promos.everywhere.id, customer)).statusCode).toBe(404);
    expect((await image(promos.everywhere.id)).statusCode).toBe(404);
    // Attached, the file is read only through this route: not through the general upload route, even by its uploader.
    const direct = await t.app.inject({ method: 'GET', url: `/api/Upload/File/${promos.everywhere.imageFileId}`, headers: owner });
    expect(direct.statusCode).toBe(404);
  });
});
