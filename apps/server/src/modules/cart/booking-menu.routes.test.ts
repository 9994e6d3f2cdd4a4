import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth, staffAuth } from '../../testing/test-sessions.ts';
import { createCustomer } from '../customers/customers.service.ts';
import { addService, addShift, bookingWorld, type BookingWorld, dayAhead, makeCutter } from '../appointments/appointment-test-data.ts';

let t: TestApp;
let w: BookingWorld;
let me: Record<string, string>;
let domain: string;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db);
  me = (await customerAuth(t.database.db, w.customer)).headers;
  const rows = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
    tx.execute(sql`select domain from brand_domains where brand_id = ${w.tenant.brand.id}`),
  );
  domain = (rows as unknown as { rows: { domain: string }[] }).rows?.[0]?.domain ?? (rows as unknown as { domain: string }[])[0].domain;
  await withTenant(t.database.db, w.tenant.tenant.id, async (tx) => {
    await tx.execute(sql`update stores set phone_number = '+13125550100', postal_code = '60654' where id = ${w.store.id}`);
    // The store's own price and duration for the haircut.
    await tx.execute(sql`insert into service_store_overrides (id, tenant_id, service_id, store_id, price_cents, duration_minutes)
                         values (${randomUUID()}, ${w.tenant.tenant.id}, ${w.haircut}, ${w.store.id}, 3000, 40)`);
  });
  // A service not bookable online and an archived one never show.
  const phoneOnly = await addService(t.database.db, w.tenant, { name: 'Hot towel shave', minutes: 20 });
  const archived = await addService(t.database.db, w.tenant, { name: 'Old cut', minutes: 20 });
  await withTenant(t.database.db, w.tenant.tenant.id, async (tx) => {
    await tx.execute(sql`update services set online_bookable = false where id = ${phoneOnly}`);
    await tx.execute(sql`update services set archived_at = now() where id = ${archived}`);
  });
  // A colorist on shift at the store, and a cutter with shifts only at the other store.
  const colorist = await makeCutter(t.database.db, w.tenant, ['haircut', 'color']);
  await addShift(t.database.db, w.tenant, colorist.id, dayAhead(2).at('10:00'), dayAhead(2).at('16:00'));
  const elsewhere = await makeCutter(t.database.db, w.tenant);
  await addShift(t.database.db, w.tenant, elsewhere.id, dayAhead(2).at('10:00'), dayAhead(2).at('16:00'), w.tenant.stores[1].id);
});

describe('Cart/Stores', () => {
  it("lists the brand's active stores with today's hours for a visitor, by the request's domain", async () => {
    const res = await get('/api/Cart/Stores', { 'x-brand-domain': domain });
    expect(res.statusCode, res.body).toBe(200);
    const stores = res.json().res_data.stores;
    expect(stores.map((s: { id: string }) => s.id).sort()).toEqual(w.tenant.stores.map((s) => s.id).sort());
    const downtown = stores.find((s: { id: string }) => s.id === w.store.id);
    expect(downtown).toMatchObject({ onlineBooking: true, phoneNumber: '+13125550100', postalCode: '60654', timezone: 'America/Chicago' });
    expect(downtown.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(downtown.todayHours === null || /^\d{2}:\d{2}$/.test(downtown.todayHours.open)).toBe(true);
    expect(stores.find((s: { id: string }) => s.id !== w.store.id).onlineBooking).toBe(false);
  });

  it("answers a signed-in customer their own brand's stores whatever the domain, and 404 for an unknown domain", async () => {
    const other = await makeTenant(t.database.db, 'Other');
    const mine = await get('/api/Cart/Stores', { ...me, 'x-brand-domain': 'nowhere.test' });
    expect(mine.statusCode, mine.body).toBe(200);
    const ids = mine.json().res_data.stores.map((s: { id: string }) => s.id);
    expect(ids).toContain(w.store.id);
    expect(ids).not.toContain(other.stores[0].id);
    expect((await get('/api/Cart/Stores', { 'x-brand-domain': 'nowhere.test' })).statusCode).toBe(404);
  });
});

describe('Cart/Menu', () => {
  it("answers the online-bookable services at the store's price and duration, and the cutters on shift with what they can do", async () => {
    const res = await get(`/api/Cart/Menu/${w.store.id}`, { 'x-brand-domain': domain });
    expect(res.statusCode, res.body).toBe(200);
    const menu = res.json().res_data;
    expect(menu.timezone).toBe('America/Chicago');
    expect(menu.services.map((s: { name: string }) => s.name).sort()).toEqual(['Color', 'Haircut']);
    expect(menu.services.find((s: { id: string }) => s.id === w.haircut)).toMatchObject({ priceCents: 3000, durationMinutes: 40 });
    expect(menu.services.find((s: { id: string }) => s.id === w.color)).toMatchObject({ priceCents: 6000, durationMinutes: 60 });
    expect(menu.cutters).toHaveLength(2);
    const byServices = menu.cutters.map((c: { serviceIds: string[] }) => c.serviceIds.sort());
    expect(byServices).toContainEqual([w.haircut]);
    expect(byServices).toContainEqual([w.haircut, w.color].sort());
  });

  it('answers an empty menu for a store that takes no online bookings, and 404 for another tenant or brand', async () => {
    const offline = await get(`/api/Cart/Menu/${w.tenant.stores[1].id}`, me);
    expect(offline.statusCode, offline.body).toBe(200);
    expect(offline.json().res_data).toMatchObject({ services: [], cutters: [] });
    const other = await makeTenant(t.database.db, 'Rival');
    expect((await get(`/api/Cart/Menu/${other.stores[0].id}`, me)).statusCode).toBe(404);
    expect((await get(`/api/Cart/Menu/${other.stores[0].id}`, { 'x-brand-domain': domain })).statusCode).toBe(404);
    expect((await get(`/api/Cart/Menu/${randomUUID()}`, me)).statusCode).toBe(404);
    expect((await get('/api/Cart/Menu/not-an-id', me)).statusCode).toBe(422);
  });
});

describe('Cart/Profiles', () => {
  it('answers the customer first, then their linked profiles, and only theirs', async () => {
    const linked = await createCustomer(t.database.db, {
      tenantId: w.tenant.tenant.id,
      brandId: w.tenant.brand.id,
      firstName: 'Mia',
      lastName: 'Client',
      profileType: 'LINKED',
      primaryCustomerId: w.customer.id,
    });
    const res = await get('/api/Cart/Profiles', me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().res_data.profiles).toEqual([
      { id: w.customer.id, name: 'Casey Client', self: true },
      { id: linked.id, name: 'Mia Client', self: false },
    ]);
    // The linked profile can be booked for.
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/Cart/Hold',
      headers: me,
      payload: { storeId: w.store.id, serviceIds: [w.haircut], start: dayAhead(3).iso('10:00'), customerId: linked.id },
    });
    expect(hold.statusCode, hold.body).toBe(201);
  });

  it.each(['franchisor', 'general_manager', 'shop_manager', 'coordinator', 'cutter'])(
    'is for customers only: %s is refused',
    async (role) => {
      const staff = (await staffAuth(t.database.db, await makeEmployee(t.database.db, w.tenant, role))).headers;
      expect((await get('/api/Cart/Profiles', staff)).statusCode).toBe(403);
    },
  );

  it('is for signed-in customers only: a visitor gets 401', async () => {
    expect((await get('/api/Cart/Profiles')).statusCode).toBe(401);
  });
});

describe('Appointment/Mine', () => {
  it("names each appointment's cutter by id, so the customer can reschedule with the same cutter", async () => {
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/Cart/Hold',
      headers: me,
      payload: { storeId: w.store.id, serviceIds: [w.haircut], start: dayAhead(4).iso('11:00') },
    });
    expect(held.statusCode, held.body).toBe(201);
    const id = held.json().res_data.cartUniqId;
    expect((await t.app.inject({ method: 'POST', url: `/api/Cart/Confirm/${id}`, headers: me, payload: {} })).statusCode).toBe(200);
    const mine = (await get('/api/Appointment/Mine', me)).json().res_data;
    expect(mine.upcoming.find((a: { id: string }) => a.id === id)).toMatchObject({ cutterId: w.cutter.id, canChange: true });
  });
});
