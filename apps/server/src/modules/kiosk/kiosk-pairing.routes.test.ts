import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, makeTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { countRows, domainOf, managerHeaders, pairTablet } from './kiosk-test-data.ts';
import { bookingWorld, type BookingWorld } from '../appointments/appointment-test-data.ts';

let t: TestApp;
let w: BookingWorld;
let manager: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db, 'Kiosk');
  manager = await managerHeaders(t.database.db, w.tenant);
});

const session = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/Kiosk/Session', headers: token ? { 'x-kiosk-token': token } : {} });

describe('pairing a tablet', () => {
  it('pairs with a one-time code; only hashes are stored; the credential opens the store session', async () => {
    const { token, deviceId, code } = await pairTablet(t.app, t.database.db, w.tenant, manager);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const [row] = await countRows(t.database.db, w.tenant.tenant.id, sql`select * from kiosk_devices where id = ${deviceId}`);
    const secret = token.split('.')[2];
    expect(row.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(row.pairing_code_hash).toBeNull();
    expect(JSON.stringify(row)).not.toContain(secret);
    const res = await session(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().res_data).toMatchObject({ storeName: 'Kiosk Downtown', brandName: 'Kiosk Cuts' });
    expect(res.json().res_data.lists.music.map((o: { label: string }) => o.label)).toContain('Jazz');
    expect(res.json().res_data.services.map((s: { name: string }) => s.name)).toEqual(['Color', 'Haircut']);
  });

  it("a code works once, and not on another brand's domain", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Kiosk/PairingCode',
      headers: manager,
      payload: { storeId: w.store.id, name: 'Tablet 2' },
    });
    const code = res.json().res_data.code;
    const other = await makeTenant(t.database.db, 'Other');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/Kiosk/Pair',
      headers: { 'x-brand-domain': await domainOf(t.database.db, other) },
      payload: { code },
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().error.fields).toEqual({ code: 'This code is wrong or has expired. Ask a manager for a new one.' });
    const pair = () =>
      t.app.inject({ method: 'POST', url: '/api/Kiosk/Pair', headers: { 'x-brand-domain': `x.${'y'}` }, payload: { code } });
    expect((await pair()).statusCode).toBe(404); // unknown domain: no brand
    const domain = await domainOf(t.database.db, w.tenant);
    const once = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Kiosk/Pair',
        headers: { 'x-brand-domain': domain },
        payload: { code: code.toLowerCase() },
      });
    expect((await once()).statusCode).toBe(201);
    expect((await once()).statusCode).toBe(422);
  });

  it('refuses without a credential, with a forged one, and at once after unpairing', async () => {
    const { token, deviceId } = await pairTablet(t.app, t.database.db, w.tenant, manager, 'Soon gone');
    expect((await session()).statusCode).toBe(401);
    const [tenantId, id, secret] = token.split('.');
    expect((await session(`${tenantId}.${id}.${secret.slice(0, -2)}xx`)).statusCode).toBe(401);
    const other = await makeTenant(t.database.db, 'Forger');
    expect((await session(`${other.tenant.id}.${id}.${secret}`)).statusCode).toBe(401);
    expect((await session(token)).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: `/api/Kiosk/Devices/${w.store.id}`, headers: manager });
    expect(list.json().res_data.find((d: { id: string }) => d.id === deviceId)).toMatchObject({ status: 'paired', name: 'Soon gone' });
    const unpair = await t.app.inject({ method: 'DELETE', url: `/api/Kiosk/Unpair/${deviceId}`, headers: manager });
    expect(unpair.statusCode, unpair.body).toBe(200);
    expect(unpair.json().res_data.status).toBe('revoked');
    const after = await session(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('This tablet is not paired with a store. Ask a manager to pair it.');
  });

  it("needs manage_kiosks to pair or unpair; another tenant's tablet answers 404", async () => {
    const cutter = (await staffAuth(t.database.db, w.cutter)).headers;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Kiosk/PairingCode',
      headers: cutter,
      payload: { storeId: w.store.id, name: 'X' },
    });
    expect(res.statusCode).toBe(403);
    const { deviceId } = await pairTablet(t.app, t.database.db, w.tenant, manager, 'Mine');
    const other = await makeTenant(t.database.db, 'Nosy');
    const nosy = (await staffAuth(t.database.db, await makeEmployee(t.database.db, other, 'franchisor'))).headers;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/Kiosk/Unpair/${deviceId}`, headers: nosy })).statusCode).toBe(404);
  });

  it('names the field of a bad pairing request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Kiosk/PairingCode',
      headers: manager,
      payload: { storeId: w.store.id, name: ' ' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ name: 'Tablet name is required' });
  });
});

describe('store lists', () => {
  it("replaces the store's drink and music lists; the tablet sees them", async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/Kiosk/Lists/${w.store.id}`,
      headers: manager,
      payload: { beverages: ['Latte', 'Water'], music: ['Jazz', 'R&B'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().res_data).toEqual({
      beverages: [
        { value: 'latte', label: 'Latte' },
        { value: 'water', label: 'Water' },
      ],
      music: [
        { value: 'jazz', label: 'Jazz' },
        { value: 'randb', label: 'R&B' },
      ],
    });
    const { token } = await pairTablet(t.app, t.database.db, w.tenant, manager, 'Lists');
    expect((await session(token)).json().res_data.lists).toEqual(put.json().res_data);
    const twice = await t.app.inject({
      method: 'PUT',
      url: `/api/Kiosk/Lists/${w.store.id}`,
      headers: manager,
      payload: { beverages: ['Latte', 'latte'], music: [] },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.fields).toEqual({ 'beverages.1': 'latte is listed twice' });
  });
});
