// The customer and customer retention dashboards over a hand-worked March 2026 at the Chicago store, their
// drill-down to the clients each figure counted, the same dates a year earlier, and who may open them.
import { randomUUID } from 'node:crypto';
import { type CustomerDashboard, type CustomerList, type RetentionDashboard, wallClockToInstant } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tenancy.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';

let t: TestApp;
let a: TestTenant;
const headers: Record<string, Record<string, string>> = {};
const c: Record<string, string> = {};
let cutter1: string;
let cutter2: string;
const ZONE = 'America/Chicago';
const at = (date: string, hour = 10) => wallClockToInstant(ZONE, date, hour * 60, 'compatible');
const DAY = 86_400_000;

async function visit(
  customer: string,
  cutterId: string,
  status: string,
  startsAt: Date,
  createdAt = new Date(startsAt.getTime() - 7 * DAY),
) {
  await withTenant(t.database.db, a.tenant.id, (tx) =>
    tx.execute(sql`insert into appointments (id, tenant_id, store_id, cutter_id, customer_id, status, source, starts_at, ends_at, created_at)
      values (${randomUUID()}, ${a.tenant.id}, ${a.stores[0].id}, ${cutterId}, ${customer}, ${status}, 'admin', ${startsAt.toISOString()},
              ${new Date(startsAt.getTime() + 30 * 60_000).toISOString()}, ${createdAt.toISOString()})`),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  a = await makeTenant(t.database.db, 'CustDash');
  const b = await makeTenant(t.database.db, 'CustDashB');
  for (const slug of ['franchisor', 'general_manager', 'shop_manager', 'coordinator', 'cutter']) {
    headers[slug] = (await staffAuth(t.database.db, await makeEmployee(t.database.db, a, slug))).headers;
  }
  headers.otherTenant = (await staffAuth(t.database.db, await makeEmployee(t.database.db, b, 'franchisor'))).headers;
  cutter1 = (await makeEmployee(t.database.db, a, 'cutter')).id;
  cutter2 = (await makeEmployee(t.database.db, a, 'cutter')).id;
  for (const k of ['a', 'b', 'c', 'd', 'e', 'f']) c[k] = (await makeCustomer(t.database.db, a)).id;
  // a: served 1 Feb, 1 Mar (cutter 1) and 21 Mar (cutter 2): returning; gaps 28 and 20 days; back within 20 days.
  await visit(c.a!, cutter1, 'checked_out', at('2026-02-01'));
  await visit(c.a!, cutter1, 'checked_out', at('2026-03-01'));
  await visit(c.a!, cutter2, 'completed', at('2026-03-21'));
  // b: served 400 days before 11 Mar (new again); 11 Mar with cutter 1, left with a booking made 2 h later.
  await visit(c.b!, cutter1, 'checked_out', new Date(at('2026-03-11').getTime() - 400 * DAY));
  await visit(c.b!, cutter1, 'checked_out', at('2026-03-11'));
  await visit(c.b!, cutter1, 'booked', at('2026-04-25'), at('2026-03-11', 12));
  // c: first visit 5 Mar with cutter 2 (new), a no-show on 20 Mar.
  await visit(c.c!, cutter2, 'checked_out', at('2026-03-05'));
  await visit(c.c!, cutter2, 'no_show', at('2026-03-20'));
  // d: last served 1 Dec 2025, nothing since: lapsed on 31 March. e: the same, but booked for December 2026.
  await visit(c.d!, cutter1, 'checked_out', at('2025-12-01'));
  await visit(c.e!, cutter1, 'checked_out', at('2025-12-01', 11));
  await visit(c.e!, cutter1, 'booked', at('2026-12-10'));
  // f: served 15 March 2025 only: the same dates last year.
  await visit(c.f!, cutter2, 'checked_out', at('2025-03-15'));
}, 60_000);

const get = async <T>(path: string, h = headers.franchisor!, status = 200) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/Dashboard/${path}`, headers: h });
  expect(res.statusCode, res.body).toBe(status);
  return res.json().res_data as T;
};
const march = () => `storeId=${a.stores[0].id}&from=2026-03-01&to=2026-03-31`;

describe('customer dashboard', () => {
  it('answers the hand-worked month, the month before and the same month last year', async () => {
    const d = await get<CustomerDashboard>(`CustomerDashboard?${march()}`);
    expect(d.current).toEqual({
      clientsServed: 3,
      newClients: 2,
      returningClients: 1,
      clientVisits: 4,
      visitsPerClientHundredths: 133,
      averageVisitIntervalDays: 24,
      lapsedClients: 1,
      prebooked: 1,
      returningRateBasisPoints: 3333,
      prebookRateBasisPoints: 3333,
    });
    expect([d.previousFrom, d.previousTo, d.lastYearFrom, d.lastYearTo]).toEqual(['2026-01-29', '2026-02-28', '2025-03-01', '2025-03-31']);
    // February: a's first visit; on 1 March f (last seen 15 March 2025, 351 days) has lapsed; d (89.6 days) not yet.
    expect(d.previous).toMatchObject({
      clientsServed: 1,
      newClients: 1,
      returningClients: 0,
      lapsedClients: 1,
      averageVisitIntervalDays: null,
    });
    expect(d.lastYear).toMatchObject({ clientsServed: 1, newClients: 1, clientVisits: 1, visitsPerClientHundredths: 100 });
    const byId = Object.fromEntries(d.cutters.map((x) => [x.cutterId, [x.clientsServed, x.newClients, x.returningClients]]));
    expect(byId).toEqual({ [cutter1]: [2, 1, 1], [cutter2]: [2, 1, 1] });
  });

  it('says "no data" (null) when the same dates last year hold no visit', async () => {
    const d = await get<CustomerDashboard>(`CustomerDashboard?storeId=${a.stores[0].id}&from=2026-06-01&to=2026-06-30`);
    expect(d.lastYear).toBeNull();
    expect(d.current.clientsServed).toBe(0);
    expect(d.current.visitsPerClientHundredths).toBeNull();
  });

  it.each([
    ['served', ['a', 'b', 'c']],
    ['new', ['b', 'c']],
    ['returning', ['a']],
    ['lapsed', ['d']],
    ['prebooked', ['b']],
  ])('the %s figure lists exactly its clients', async (segment, keys) => {
    const d = await get<CustomerDashboard>(`CustomerDashboard?${march()}`);
    const list = await get<CustomerList>(`Customers?${march()}&dashboard=customers&segment=${segment}`);
    expect(list.customers.map((x) => x.id).sort()).toEqual(keys.map((k) => c[k]!).sort());
    const figure = {
      served: 'clientsServed',
      new: 'newClients',
      returning: 'returningClients',
      lapsed: 'lapsedClients',
      prebooked: 'prebooked',
    }[segment] as keyof CustomerDashboard['current'];
    expect(list.count).toBe(d.current[figure]);
    expect(list.customers).toHaveLength(list.count);
  });

  it("shows a lapsed client's last visit on the store's clock", async () => {
    const list = await get<CustomerList>(`Customers?${march()}&dashboard=customers&segment=lapsed`);
    expect(list.customers[0]!.lastVisit).toBe('2025-12-01');
  });
});

describe('customer retention dashboard', () => {
  it('answers rebook, returning, lapsed and the revisit curve, per cutter too', async () => {
    const d = await get<RetentionDashboard>(`RetentionDashboard?${march()}`);
    expect(d.current).toMatchObject({
      clientsServed: 3,
      returningRateBasisPoints: 3333,
      prebooked: 1,
      prebookRateBasisPoints: 3333,
      lapsedClients: 1,
    });
    // Every March visit is over 180 days old by now (the test runs after September 2026).
    expect(d.current.curve).toEqual([30, 60, 90, 120, 180].map((days) => ({ days, retained: 1, eligible: 3, rateBasisPoints: 3333 })));
    const byId = Object.fromEntries(d.cutters.map((x) => [x.cutterId, x]));
    expect(byId[cutter1]).toMatchObject({
      clientsServed: 2,
      prebookRateBasisPoints: 5000,
      retained90: 1,
      eligible90: 2,
      retention90BasisPoints: 5000,
    });
    expect(byId[cutter2]).toMatchObject({
      clientsServed: 2,
      prebookRateBasisPoints: 0,
      retained90: 0,
      eligible90: 2,
      retention90BasisPoints: 0,
    });
    expect(d.lastYear?.clientsServed).toBe(1);
  });
});

describe('who may open them', () => {
  it.each([
    ['franchisor', 200, 200, 200],
    ['general_manager', 200, 403, 200],
    ['shop_manager', 403, 403, 403],
    ['coordinator', 403, 403, 403],
    ['cutter', 403, 403, 403],
  ])('%s: own store %i, other store %i, all stores %i', async (slug, own, other, all) => {
    for (const path of ['CustomerDashboard', 'RetentionDashboard']) {
      await get(`${path}?storeId=${a.stores[0].id}&from=2026-03-01&to=2026-03-31`, headers[slug], own);
      await get(`${path}?storeId=${a.stores[1].id}&from=2026-03-01&to=2026-03-31`, headers[slug], other);
      await get(`${path}?from=2026-03-01&to=2026-03-31`, headers[slug], all);
    }
    await get(`Customers?${march()}&dashboard=retention&segment=new`, headers[slug], own);
  });

  it("another tenant's store answers 404 and its clients stay unseen", async () => {
    await get(`CustomerDashboard?${march()}`, headers.otherTenant, 404);
    await get(`Customers?${march()}&dashboard=customers&segment=served`, headers.otherTenant, 404);
    const all = await get<CustomerDashboard>('CustomerDashboard?from=2026-03-01&to=2026-03-31', headers.otherTenant);
    expect(all.current.clientsServed).toBe(0);
  });

  it('refuses an unknown figure and a backwards range with the field named', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Dashboard/Customers?storeId=${a.stores[0].id}&from=2026-03-31&to=2026-03-01&dashboard=customers&segment=vip`,
      headers: headers.franchisor!,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toMatchObject({ segment: 'Choose a figure' });
  });

  it('lists the stores of each dashboard with whether "All stores" is allowed', async () => {
    const gm = await get<{ allStores: boolean; stores: { id: string }[] }>('Stores/customers', headers.general_manager);
    expect(gm).toEqual({ stores: [expect.objectContaining({ id: a.stores[0].id })], allStores: true });
    await get('Stores/retention', headers.shop_manager, 403);
    expect((await get<{ allStores: boolean }>('Stores/kpi', headers.shop_manager)).allStores).toBe(false);
  });
});
