// `npx tsx bench/kpi-split.ts`: the time of each query of the KPI summary's period load (one month, all stores) on the KPI
// bench's 500,000-appointment seed, 4 calls each (issue 15): which part of the route's time is left where.
import { localDayBounds } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { openDatabase, runMigrations } from '../apps/server/src/db/client.ts';
import { queryRows } from '../apps/server/src/db/query-rows.ts';
import { clientFigures } from '../apps/server/src/modules/dashboards/kpi-clients.ts';
import { clientFiguresByProbes } from '../apps/server/src/modules/dashboards/kpi-clients-probe.ts';
import { dailySalesInRange } from '../apps/server/src/modules/dashboards/kpi-daily-sales.ts';
import { shiftSums, visitSums } from '../apps/server/src/modules/dashboards/kpi-visit-sums.ts';
import { withTenant } from '../apps/server/src/platform/tenancy.ts';
import { withBenchDatabase } from './bench-support.ts';
import { kpiBenchTenant, seedKpi } from './kpi-seed.ts';

// BENCH_KPI_KEEP: the database the KPI bench kept (bench/kpi.ts), used as it is.
const KEEP = process.env.BENCH_KPI_KEEP;
await withBenchDatabase('postgres://postgres@127.0.0.1:5432/postgres', 'salon_bench_split', KEEP, async (url, fresh) => {
  const database = await openDatabase({ url });
  await runMigrations(database);
  const tenant = await kpiBenchTenant(database.db, fresh, KEEP !== undefined);
  if (fresh) await seedKpi(database.db, tenant, 500_000, 80_000);
  const t = tenant.tenant.id;
  await withTenant(database.db, t, async (tx) => {
    const stores = await queryRows<{ id: string; timezone: string }>(tx, sql`select id, timezone from stores`);
    const windows = stores.map((s) => {
      const b = localDayBounds(s.timezone, '2026-10-01', '2026-10-31');
      return { storeId: s.id, start: b[0]!, end: b[b.length - 1]! };
    });
    const time = async (name: string, fn: () => Promise<unknown>) => {
      for (let i = 0; i < 4; i++) {
        const at = performance.now();
        await fn();
        console.info(name, (performance.now() - at).toFixed(0), 'ms');
      }
    };
    await time('daily sales', () =>
      dailySalesInRange(
        tx,
        t,
        stores.map((s) => s.id),
        '2026-10-01',
        '2026-10-31',
      ),
    );
    await time('visit sums', () => visitSums(tx, t, windows));
    await time('visit sums, total only (the periods compared with)', () => visitSums(tx, t, windows, true));
    await time('shift sums', () => shiftSums(tx, t, windows));
    await time('client figures', () => clientFigures(tx, t, windows, Date.now()));
    // The same figures by the per-client probes of appointments the facts replaced (kept as the tests' oracle).
    await time('client figures, old probes (kpi-clients-probe.ts)', () => clientFiguresByProbes(tx, t, windows, Date.now()));
    console.info(
      'same figures',
      JSON.stringify(await clientFigures(tx, t, windows, Date.now())) ===
        JSON.stringify(await clientFiguresByProbes(tx, t, windows, Date.now())),
    );
    // What the facts cost a write: one served appointment's status changed, the trigger recomputing its customer.
    const [one] = await queryRows<{ id: string }>(
      tx,
      sql`select id from appointments where customer_id is not null and status in ('checked_out', 'completed') limit 1`,
    );
    await time('one appointment write (status), with the facts trigger', () =>
      tx.execute(
        sql`update appointments set status = case status when 'checked_out' then 'completed' else 'checked_out' end where id = ${one!.id}`,
      ),
    );
    if (process.env.SPLIT_PLANS) {
      await tx.execute(sql`set local enable_hashjoin = off`);
      await tx.execute(sql`set local enable_mergejoin = off`);
      await time('client figures, old probes, index probes only (no hash or merge joins)', () =>
        clientFiguresByProbes(tx, t, windows, Date.now()),
      );
    }
  });
  await database.close();
});
