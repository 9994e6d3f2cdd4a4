import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { countRows } from '../kiosk/kiosk-test-data.ts';
import { htmlBytes, pdfBytes, pngBytes, uploadFile } from '../uploads/upload-test-files.ts';
import { addPromotion, uploadPromoImage } from './in-store-promotion-test-data.ts';

let t: TestApp;
let tenant: TestTenant;
let owner: Record<string, string>;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url: `/api/InStorePromotion/${url}`, headers, payload: payload as never });

beforeAll(async () => {
  t = await createTestApp();
  tenant = await makeTenant(t.database.db, 'Promo');
  owner = (await staffAuth(t.database.db, await makeEmployee(t.database.db, tenant, 'franchisor'))).headers;
});

describe('managing in-store promotions', () => {
  it('creates, lists in order, edits, moves, switches off and on, and deletes with its image', async () => {
    const brandId = tenant.brand.id;
    const first = await addPromotion(t.app, owner, { brandId, title: 'Beard month', caption: '20% off beard trims', endsOn: '2099-12-31' });
    expect(first).toMatchObject({
      title: 'Beard month',
      position: 1,
      state: 'showing',
      imageUrl: `/api/InStorePromotion/Image/${first.id}`,
    });
    const second = await addPromotion(t.app, owner, {
      brandId,
      title: 'Kids cut',
      storeIds: [tenant.stores[1].id],
      startsOn: '2099-01-01',
    });
    expect(second).toMatchObject({ position: 2, state: 'scheduled' });

    const list = await api('GET', `List?brandId=${brandId}`, owner);
    expect(list.statusCode).toBe(200);
    expect(list.json().res_data.items.map((p: { title: string }) => p.title)).toEqual(['Beard month', 'Kids cut']);
    expect(list.json().res_data.items[1]).toMatchObject({ storeIds: [tenant.stores[1].id], storeNames: ['Promo Uptown'] });

    const moved = await api('POST', `Move/${second.id}`, owner, { direction: 'up' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().res_data.position).toBe(1);
    const top = await api('POST', `Move/${second.id}`, owner, { direction: 'up' });
    expect(top.json().res_data.position).toBe(1); // already first: stays
    const order = await api('GET', `List?brandId=${brandId}`, owner);
    expect(order.json().res_data.items.map((p: { title: string }) => p.title)).toEqual(['Kids cut', 'Beard month']);

    const newImage = await uploadPromoImage(t.app, owner, 'new.png');
    const edited = await api('PUT', `Update/${first.id}`, owner, { brandId, title: 'Beard month!', caption: '', imageFileId: newImage });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().res_data).toMatchObject({ title: 'Beard month!', caption: null, imageFileId: newImage, endsOn: null });
    const oldFile = await countRows(t.database.db, tenant.tenant.id, sql`select id from files where id = ${first.imageFileId}`);
    expect(oldFile).toEqual([]); // the replaced image is gone

    const off = await api('POST', `Deactivate/${first.id}`, owner);
    expect(off.json().res_data).toMatchObject({ active: false, state: 'inactive' });
    const on = await api('POST', `Activate/${first.id}`, owner);
    expect(on.json().res_data).toMatchObject({ active: true, state: 'showing' });

    const deleted = await api('DELETE', `Delete/${first.id}`, owner);
    expect(deleted.statusCode).toBe(200);
    expect(await countRows(t.database.db, tenant.tenant.id, sql`select id from in_store_promotions where id = ${first.id}`)).toEqual([]);
    expect(await countRows(t.database.db, tenant.tenant.id, sql`select id from files where id = ${newImage}`)).toEqual([]);
    expect((await api('DELETE', `Delete/${first.id}`, owner)).statusCode).toBe(404);
  });

  it('refuses without the promo code flag (403), and another tenant sees nothing (404)', async () => {
    const promo = await addPromotion(t.app, owner, { brandId: tenant.brand.id, title: 'Flag test' });
    const desk = (await staffAuth(t.database.db, await makeEmployee(t.database.db, tenant, 'coordinator'))).headers;
    expect((await api('GET', 'List', desk)).statusCode).toBe(403);
    expect((await api('POST', `Deactivate/${promo.id}`, desk)).statusCode).toBe(403);
    const upload = await uploadFile(t.app, desk, 'in_store_promotion', 'image', { name: 'a.png', bytes: await pngBytes() });
    expect(upload.statusCode).toBe(403);
    // A general manager sees promotions (view_promo_codes) but may not change them.
    const gm = (await staffAuth(t.database.db, await makeEmployee(t.database.db, tenant, 'general_manager'))).headers;
    expect((await api('GET', 'List', gm)).statusCode).toBe(200);
    expect((await api('POST', `Move/${promo.id}`, gm, { direction: 'down' })).statusCode).toBe(403);

    const other = await makeTenant(t.database.db, 'Rival');
    const rival = (await staffAuth(t.database.db, await makeEmployee(t.database.db, other, 'franchisor'))).headers;
    expect((await api('GET', 'List', rival)).json().res_data.items).toEqual([]);
    for (const [method, url, body] of [
      ['PUT', `Update/${promo.id}`, { brandId: other.brand.id, title: 'Mine', imageFileId: await uploadPromoImage(t.app, rival) }],
      ['POST', `Move/${promo.id}`, { direction: 'up' }],
      ['POST', `Deactivate/${promo.id}`, undefined],
      ['DELETE', `Delete/${promo.id}`, undefined],
      ['GET', `Image/${promo.id}`, undefined],
    ] as const) {
      const res = await api(method, url, rival, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // The rival cannot attach our image to a promotion of theirs either.
    const stolen = await api('POST', 'Create', rival, { brandId: other.brand.id, title: 'Stolen', imageFileId: promo.imageFileId });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().error.fields).toEqual({ imageFileId: 'This file was not found. Please upload it again.' });
  });

  it('answers 415 for a file that is not a JPG or PNG, and 422 naming the field for bad input', async () => {
    const html = await uploadFile(t.app, owner, 'in_store_promotion', 'image', {
      name: 'promo.png',
      bytes: htmlBytes(),
      contentType: 'image/png',
    });
    expect(html.statusCode).toBe(415);
    const pdf = await uploadFile(t.app, owner, 'in_store_promotion', 'document', { name: 'terms.pdf', bytes: pdfBytes() });
    expect(pdf.statusCode, pdf.body).toBe(201);
    const storeImage = await uploadFile(t.app, owner, 'store', 'image', { name: 's.png', bytes: await pngBytes() });
    const brandId = tenant.brand.id;
    const other = await makeTenant(t.database.db, 'Elsewhere');
    const image = await uploadPromoImage(t.app, owner);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ title: '' }, { title: 'Title is required' }],
      [{ title: 'x'.repeat(81) }, { title: 'Title must be at most 80 characters' }],
      [{ imageFileId: undefined }, { imageFileId: 'Upload an image' }],
      [{ imageFileId: pdf.json().res_data.id }, { imageFileId: 'This must be an image uploaded as an image (JPG, JPEG or PNG).' }],
      [{ imageFileId: storeImage.json().res_data.id }, { imageFileId: 'This file was uploaded for a store, not a in_store_promotion.' }],
      [{ startsOn: '2026-05-02', endsOn: '2026-05-01' }, { endsOn: 'End date must be on or after the start date' }],
      [{ brandId: other.brand.id }, { brandId: 'This brand does not exist' }],
      [{ storeIds: [other.stores[0].id] }, { storeIds: 'Each store must be a store of this brand' }],
    ];
    for (const [over, fields] of cases) {
      const res = await api('POST', 'Create', owner, { brandId, title: 'Ok', imageFileId: image, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().error.fields).toEqual(fields);
    }
    // Nothing was half-written: the image is still unattached and no promotion carries it.
    const [file] = await countRows(t.database.db, tenant.tenant.id, sql`select entity_id from files where id = ${image}`);
    expect(file.entity_id).toBeNull();
  });
});
