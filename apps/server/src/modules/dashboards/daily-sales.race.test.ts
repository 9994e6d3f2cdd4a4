// Two sales of one store-day at the same time (issue 15), on PostgreSQL (READ COMMITTED, a connection each).
// refreshDailySales takes an advisory lock on the store-day before it recomputes, so the second waits for the
// first to commit and its aggregate then holds both sales. Without the lock, the second's aggregate is read
// while the first is uncommitted: it can only miss the first's sale, and the rollup's unique key (one row per
// store-day and cutter) then refuses its row once the first commits, so that checkout fails instead.
import { instantToWallClock } from '@salon/shared';
import { addDays } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee } from '../../testing/factories.ts';
import { interleavedTransactions, raceTest } from '../../testing/race-test.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CheckoutWorld, checkoutWorld, openDrawer, pay } from '../checkout/checkout-test-data.ts';
import { refreshDailySales, type StoreDay, writeStoreDay } from '../daily-sales/daily-sales.ts';
import { expectedRows, rollupRows } from './daily-sales-test-data.ts';

let t: TestApp;
let w: CheckoutWorld;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  w = await checkoutWorld(t.database.db, 'RollupRace');
  await openDrawer(t.database.db, w);
  owner = (await staffAuth(t.database.db, await makeEmployee(t.database.db, w.tenant, 'franchisor'))).headers;
}, 120_000);

const today = (zone = 'America/Chicago') => instantToWallClock(zone, new Date()).date;
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: owner, payload });

/** A new unpaid sale of a haircut at the first store; answers its id and total. */
async function unpaidSale(storeId = w.store.id): Promise<{ id: string; totalCents: number }> {
  const sale = (await post('/api/Invoice/NewSale', { storeId, customerId: w.customer.id })).json().res_data;
  const line = await post(`/api/Invoice/AddLine/${sale.id}`, { kind: 'service', itemId: w.haircut, cutterId: w.cutter.id });
  expect(line.statusCode, line.body).toBe(200);
  return { id: sale.id, totalCents: line.json().res_data.totalCents };
}

async function expectRollupEqualsInvoices() {
  const tenantId = w.tenant.tenant.id;
  await withTenant(t.database.db, tenantId, async (tx) => {
    const days = [addDays(today(), -1), today(), addDays(today(), 1)];
    expect(await rollupRows(tx, tenantId)).toEqual(await expectedRows(tx, tenantId, [{ id: w.store.id, zone: 'America/Chicago' }], days));
  });
}

/**
 * Two transactions each mark their sale paid and refresh the store-day; the second's reads are made while the
 * first is uncommitted (interleavedTransactions). Answers how each ended.
 */
async function interleaved(
  refresh: (tx: Tx, day: StoreDay & { tenantId: string }) => Promise<void>,
  store = { id: w.store.id, zone: 'America/Chicago' },
) {
  const tenantId = w.tenant.tenant.id;
  const [a, b] = [await unpaidSale(store.id), await unpaidSale(store.id)];
  const day = { tenantId, storeId: store.id, day: today(store.zone) };
  const paidAndRefreshed = (sale: { id: string; totalCents: number }) => async (tx: Tx) => {
    await tx.execute(sql`update invoices set status = 'success', paid_at = now(), paid_cents = ${sale.totalCents} where id = ${sale.id}`);
    await refresh(tx, day);
  };
  return interleavedTransactions(t.database, tenantId, paidAndRefreshed(a), paidAndRefreshed(b));
}

describe('two sales of one store-day at once', () => {
  raceTest('with the store-day lock, the second waits for the first: both commit and the rollup holds both', async () => {
    expect(await interleaved(refreshDailySales)).toEqual(['committed', 'committed']);
    await expectRollupEqualsInvoices();
  });

  raceTest('without the lock, the second reads the day before the first commits: its row misses a sale and is refused', async () => {
    const outcome = await interleaved(writeStoreDay);
    expect(outcome[0]).toBe('committed');
    expect(outcome[1]).toMatch(/daily_sales_uq/);
    // The failed checkout left nothing: the rollup still equals the invoices (the first sale only).
    await expectRollupEqualsInvoices();
  });

  raceTest(
    'twenty concurrent checkouts of one store-day through the route all succeed and the rollup equals the invoices',
    async () => {
      const sales = [];
      for (let i = 0; i < 20; i++) sales.push(await unpaidSale());
      const results = await Promise.all(sales.map((s) => pay(t.app, w.desk, s.id, { tender: 'cash', amountCents: s.totalCents })));
      expect(results.map((r) => r.statusCode)).toEqual(sales.map(() => 200));
      await expectRollupEqualsInvoices();
    },
    120_000,
  );

  // Last: it drops the unique key of this file's own database. At the second store, whose day has no row yet
  // (with a row, the second's delete would wait on the first's and read after it committed).
  raceTest('without the lock or the unique key, the second writes a total of the day that misses the first sale', async () => {
    await t.database.raw('alter table daily_sales drop constraint daily_sales_uq');
    const store = { id: w.tenant.stores[1].id, zone: 'America/Los_Angeles' };
    expect(await interleaved(writeStoreDay, store)).toEqual(['committed', 'committed']);
    const day = [store.id, today(store.zone)];
    const sold = await t.database.raw(
      `select count(*)::int as n from invoices where store_id = $1 and status = 'success' and (paid_at at time zone 'America/Los_Angeles')::date = $2::date`,
      day,
    );
    expect(sold.rows[0]?.n).toBe(2);
    // Two store rows for a day of two sales, each written from a snapshot without the other's sale.
    const rows = await t.database.raw(`select sales from daily_sales where store_id = $1 and day = $2::date and cutter_id is null`, day);
    expect(rows.rows.map((r) => r.sales)).toEqual([1, 1]);
  });
});
