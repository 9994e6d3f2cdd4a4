// The admin home's "today": parts per flag, the store's own day, store scope and tenant isolation.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee, makeTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { type CheckoutWorld, checkoutWorld, createInvoice, openDrawer, pay } from '../checkout/checkout-test-data.ts';

let t: TestApp;
let w: CheckoutWorld;
const h: Record<string, Record<string, string>> = {};
let total = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await checkoutWorld(t.database.db, 'Today');
  await openDrawer(t.database.db, w);
  const invoice = await createInvoice(t.app, w);
  total = invoice.totalCents;
  expect((await pay(t.app, w.desk, invoice.id, { tender: 'cash', amountCents: total })).statusCode).toBe(200);
  for (const slug of ['franchisor', 'shop_manager', 'coordinator', 'cutter']) {
    h[slug] = (await staffAuth(t.database.db, await makeEmployee(t.database.db, w.tenant, slug))).headers;
  }
  h.otherTenant = (
    await staffAuth(t.database.db, await makeEmployee(t.database.db, await makeTenant(t.database.db, 'TodayB'), 'franchisor'))
  ).headers;
}, 60_000);

const today = (headers: Record<string, string>, storeId = w.store.id) =>
  t.app.inject({ method: 'GET', url: `/api/Dashboard/Today?storeId=${storeId}`, headers });

describe('admin home: today', () => {
  it("shows the franchisor every part: today's sale, the cutter's shift, the pomade's stock", async () => {
    const res = await today(h.franchisor!);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().res_data;
    expect(body.revenue).toEqual({ netSalesCents: 2500, tipCents: 0, taxCents: total - 2500, tickets: 1, currency: 'USD' });
    expect(body.onShift).toEqual([expect.objectContaining({ employeeId: w.cutter.id })]);
    expect(body.appointments).toEqual(expect.any(Array));
    expect(body.lowStock).toEqual([]);
  });

  it.each([
    ['shop_manager', { revenue: true, onShift: true, appointments: true, lowStock: true }],
    ['coordinator', { revenue: false, onShift: false, appointments: true, lowStock: false }],
    ['cutter', { revenue: false, onShift: false, appointments: true, lowStock: false }],
  ])('%s sees only the parts its flags open', async (slug, parts) => {
    const body = (await today(h[slug]!)).json().res_data;
    for (const [part, shown] of Object.entries(parts)) expect(body[part] !== null, part).toBe(shown);
  });

  it('a store outside the scope is 403, another tenant 404, a bad id 422', async () => {
    expect((await today(h.shop_manager!, w.tenant.stores[1].id)).statusCode).toBe(403);
    expect((await today(h.otherTenant!)).statusCode).toBe(404);
    const bad = await today(h.franchisor!, 'nope');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.storeId).toBe('Choose a store');
  });
});
