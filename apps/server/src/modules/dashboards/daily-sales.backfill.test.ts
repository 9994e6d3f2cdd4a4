// The backfill migration (daily_sales_backfill) writes the same rollup as the checkout's refreshes: a month of
// sales through the real routes (kpi-test-data.ts), the rollup emptied, the migration's statement run again.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addDays } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/client.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CheckoutWorld, checkoutWorld } from '../checkout/checkout-test-data.ts';
import { rebuildDailySales } from '../daily-sales/daily-sales.ts';
import { expectedRows, rollupRows } from './daily-sales-test-data.ts';
import { CHICAGO, LOS_ANGELES, seedMonth } from './kpi-test-data.ts';

let t: TestApp;
let w: CheckoutWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await checkoutWorld(t.database.db, 'Backfill');
  await seedMonth(t.app, t.database.db, w);
}, 120_000);

const rows = () => withTenant(t.database.db, w.tenant.tenant.id, (tx) => rollupRows(tx, w.tenant.tenant.id));

describe('the daily_sales backfill migration', () => {
  it('rebuilds the rows the checkout wrote, each equal to the invoices of its store-day', async () => {
    const kept = await rows();
    expect(kept.filter((r) => r.cutterId === null).length).toBeGreaterThanOrEqual(8);
    const file = readdirSync(MIGRATIONS_DIR).find((f) => f.endsWith('_daily_sales_backfill.sql'))!;
    await t.database.raw('delete from daily_sales');
    expect(await rows()).toEqual([]);
    await t.database.raw(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
    const rebuilt = await rows();
    expect(rebuilt).toEqual(kept);
    const days = [...new Set(rebuilt.map((r) => String(r.day)))].sort();
    const stores = [
      { id: w.tenant.stores[0].id, zone: CHICAGO },
      { id: w.tenant.stores[1].id, zone: LOS_ANGELES },
    ];
    await withTenant(t.database.db, w.tenant.tenant.id, async (tx) => {
      expect(rebuilt).toEqual(await expectedRows(tx, w.tenant.tenant.id, stores, days));
    });
  }, 120_000);

  it('a store that moves to another zone has its days rebuilt (rebuildDailySales of the store, as Store/Update does)', async () => {
    const [chicago, la] = w.tenant.stores;
    await withTenant(t.database.db, w.tenant.tenant.id, async (tx) => {
      await tx.execute(sql`update stores set timezone = 'America/New_York' where id = ${la.id}`);
      await rebuildDailySales(tx, w.tenant.tenant.id, la.id);
      const rebuilt = await rollupRows(tx, w.tenant.tenant.id);
      const days = [...new Set(rebuilt.map((r) => String(r.day)))].sort();
      const moved = [
        { id: chicago.id, zone: CHICAGO },
        { id: la.id, zone: 'America/New_York' },
      ];
      expect(rebuilt).toEqual(await expectedRows(tx, w.tenant.tenant.id, moved, [...days, addDays(days.at(-1)!, 1)]));
      // The Los Angeles sale at 23:30 on the month's last day is on the next day in New York.
      expect(rebuilt.filter((r) => r.storeId === la.id && r.cutterId === null).map((r) => r.day)).not.toEqual(
        (await expectedRows(tx, w.tenant.tenant.id, [{ id: la.id, zone: LOS_ANGELES }], days))
          .filter((r) => r.cutterId === null)
          .map((r) => r.day),
      );
    });
  });
});
