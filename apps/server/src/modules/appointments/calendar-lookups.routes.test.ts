import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { type BookingWorld, bookingWorld, createBody, dayAhead } from './appointment-test-data.ts';

let t: TestApp;
let w: BookingWorld;
let other: BookingWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db);
  other = await bookingWorld(t.database.db, 'Other');
});

const lookup = (storeId: string, q: string, headers = w.desk) =>
  t.app.inject({ method: 'GET', url: `/api/Appointment/CustomerLookup?storeId=${storeId}&q=${encodeURIComponent(q)}`, headers });
const history = (id: string, headers = w.desk) => t.app.inject({ method: 'GET', url: `/api/Appointment/History/${id}`, headers });

describe('Appointment/CustomerLookup', () => {
  it('finds the brand’s customers by name, email or the last digits of the phone, showing only the last four digits', async () => {
    const byName = await lookup(w.store.id, 'casey cl');
    expect(byName.statusCode).toBe(200);
    const items = byName.json().res_data.items;
    expect(items).toEqual([{ id: w.customer.id, name: 'Casey Client', phoneLast4: w.customer.phoneNumber!.slice(-4) }]);
    expect(JSON.stringify(byName.json())).not.toContain(w.customer.phoneNumber);
    const byPhone = await lookup(w.store.id, w.customer.phoneNumber!.slice(-6));
    expect(byPhone.json().res_data.items.map((c: { id: string }) => c.id)).toEqual([w.customer.id]);
    const byEmail = await lookup(w.store.id, w.customer.email!.slice(0, 10));
    expect(byEmail.json().res_data.items.map((c: { id: string }) => c.id)).toEqual([w.customer.id]);
    expect((await lookup(w.store.id, 'nobody-like-this')).json().res_data.items).toEqual([]);
  });

  it('treats % and _ as plain text', async () => {
    expect((await lookup(w.store.id, '%%')).json().res_data.items).toEqual([]);
  });

  it('refuses a one-letter search with a 422 naming the field', async () => {
    const res = await lookup(w.store.id, 'c');
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('at least 2 characters');
  });

  it("never returns another tenant's customers (their store answers 404, even to a tenant-wide role)", async () => {
    expect((await lookup(other.store.id, 'casey')).statusCode).toBe(404);
    const franchisor = await makeEmployee(t.database.db, w.tenant, 'franchisor');
    const headers = (await staffAuth(t.database.db, franchisor)).headers;
    expect((await lookup(other.store.id, 'casey', headers)).statusCode).toBe(404);
    expect((await lookup(w.store.id, 'casey', headers)).json().res_data.items).toHaveLength(1);
  });

  it('permission matrix: booking roles may search, a cleaner may not', async () => {
    const expectations: [string, number][] = [
      ['franchisor', 200],
      ['general_manager', 200],
      ['shop_manager', 200],
      ['coordinator', 200],
      ['cleaner', 403],
    ];
    for (const [slug, status] of expectations) {
      const employee = await makeEmployee(t.database.db, w.tenant, slug);
      const headers = (await staffAuth(t.database.db, employee)).headers;
      expect((await lookup(w.store.id, 'casey', headers)).statusCode, slug).toBe(status);
    }
  });
});

describe('Appointment/History', () => {
  it('lists every action of an appointment with who took it, oldest first', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Appointment/Create',
      headers: w.desk,
      payload: createBody(w, dayAhead(4).iso('11:00')),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().res_data.id;
    expect((await t.app.inject({ method: 'POST', url: `/api/Appointment/CheckIn/${id}`, headers: w.desk, payload: {} })).statusCode).toBe(
      200,
    );
    const res = await history(id);
    expect(res.statusCode).toBe(200);
    const items = res.json().res_data.items;
    expect(items.map((i: { action: string }) => i.action)).toEqual(['book', 'check-in']);
    expect(items[1]).toMatchObject({ fromStatus: 'booked', toStatus: 'checked_in', actorType: 'admin' });
    expect(items[1].actorName).toMatch(/\S/);
    // The booking names the visit it set (the screen shows it on the store's clock); a check-in sets none.
    expect(items.map((i: { visitStart: string | null }) => i.visitStart)).toEqual([dayAhead(4).iso('11:00'), null]);
  });

  it("answers 404 for another tenant's appointment", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Appointment/Create',
      headers: other.desk,
      payload: createBody(other, dayAhead(4).iso('12:00')),
    });
    expect(created.statusCode).toBe(201);
    expect((await history(created.json().res_data.id)).statusCode).toBe(404);
  });
});
