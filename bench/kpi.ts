// `npm run kpi -w bench`: the KPI summary at scale (issue 15). 20 stores, 2 years, 500,000 appointments with their
// invoices on a throwaway PostgreSQL database (bench/kpi-seed.ts); one month, all stores, through the real route
// (GET /api/Dashboard/KpiSummary: session, row-level security, zod) against the same aggregation in bare SQL
// (bench/kpi-sql.ts) on a plain pg connection, alternating call by call. Runs twice in one process: without the
// KPI indexes of migration kpi_indexes (dropped), then with them. Rewrites its own section of bench/README.md.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, type KpiSummary, previousPeriod, samePeriodLastYear } from '@salon/shared';
import pg from 'pg';
import { openDatabase, runMigrations } from '../apps/server/src/db/client.ts';
import { makeEmployee } from '../apps/server/src/testing/factories.ts';
import { staffAuth } from '../apps/server/src/testing/test-sessions.ts';
import { type Timing, timing, withBenchDatabase } from './bench-support.ts';
import { writeKpiReadme } from './kpi-readme.ts';
import { kpiBenchTenant, seedKpi } from './kpi-seed.ts';
import { KPI_CUTTERS_SQL, KPI_DAILY_SQL, KPI_FIGURES_SQL } from './kpi-sql.ts';
import { benchApp } from './bench-app.ts';

const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 500_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 80_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const WARMUP = 5;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** A database name: seeded on the first run and kept, so a second run measures a change on the same data. */
const KEEP = process.env.BENCH_KPI_KEEP;
/** BENCH_KPI_PHASES=with: only the phase with the KPI indexes (the migrated state). */
const ONLY_WITH_INDEXES = process.env.BENCH_KPI_PHASES === 'with';
const MIGRATIONS = path.join(import.meta.dirname, '../apps/server/src/db/migrations');

export interface Phase {
  label: string;
  route: Timing;
  bare: Timing;
  load: number;
  plan: string;
}

/** The CREATE INDEX statements of the kpi_indexes migration, with the names to drop for the "before" phase. */
function kpiIndexes() {
  const file = readdirSync(MIGRATIONS).find((f) => f.endsWith('_kpi_indexes.sql'));
  if (!file) return [];
  return readFileSync(path.join(MIGRATIONS, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => /^CREATE INDEX/i.test(s))
    .map((statement) => ({ statement, name: /CREATE INDEX (?:IF NOT EXISTS )?"?(\w+)"?/i.exec(statement)![1]! }));
}

/** The last whole calendar month before today (UTC). */
function lastMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
  const last = addDays(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10), -1);
  return { from: first, to: last };
}

async function main() {
  await withBenchDatabase(ADMIN_URL, 'salon_bench_kpi', KEEP, async (url, fresh) => {
    const database = await openDatabase({ url });
    await runMigrations(database);
    const { app } = await benchApp(database, { url, logger: process.env.BENCH_LOG ? { level: 'error' } : false });
    const tenant = await kpiBenchTenant(database.db, fresh, KEEP !== undefined);
    const owner = (await staffAuth(database.db, await makeEmployee(database.db, tenant, 'franchisor'))).headers;
    const seedStarted = performance.now();
    const seedSteps = fresh ? await seedKpi(database.db, tenant, APPOINTMENTS, CUSTOMERS) : {};
    const seeded = (performance.now() - seedStarted) / 1000;

    const bare = new pg.Client(url);
    bare.on('error', () => undefined); // the database is dropped with (force) at the end, even after a failure
    await bare.connect();
    const counts = (
      await bare.query(
        `select (select count(*) from appointments)::int as appointments, (select count(*) from invoices)::int as invoices,
                (select count(*) from invoice_lines)::int as lines, (select count(*) from invoice_payments)::int as payments,
                (select count(*) from invoice_refunds)::int as refunds, (select count(*) from invoice_tips)::int as tips,
                (select count(*) from shifts)::int as shifts`,
      )
    ).rows[0] as Record<string, number>;
    const month = lastMonth();
    const prev = previousPeriod(month.from, month.to);
    const lastYear = samePeriodLastYear(month.from, month.to);
    const asOf = new Date();
    const params = [tenant.tenant.id, month.from, month.to, prev.from, prev.to, lastYear.from, lastYear.to, asOf.toISOString()];

    const runBare = async () => {
      const figures = (await bare.query(KPI_FIGURES_SQL, params)).rows;
      await bare.query(KPI_CUTTERS_SQL, params.slice(0, 7));
      await bare.query(KPI_DAILY_SQL, params.slice(0, 7));
      return figures;
    };
    const runRoute = async () => {
      const res = await app.inject({ method: 'GET', url: `/api/Dashboard/KpiSummary?from=${month.from}&to=${month.to}`, headers: owner });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
      return res.json().res_data as KpiSummary;
    };
    checkSameFigures(await runRoute(), await runBare());

    const phases: Phase[] = [];
    const measure = async (label: string) => {
      const route: number[] = [];
      const bareTimes: number[] = [];
      const load = os.loadavg()[0]!;
      for (let i = 0; i < ROUNDS + WARMUP; i++) {
        const timeRoute = async () => {
          const at = performance.now();
          await runRoute();
          if (i >= WARMUP) route.push(performance.now() - at);
        };
        const timeBare = async () => {
          const at = performance.now();
          await runBare();
          if (i >= WARMUP) bareTimes.push(performance.now() - at);
        };
        if (i % 2) {
          await timeRoute();
          await timeBare();
        } else {
          await timeBare();
          await timeRoute();
        }
      }
      const explained = await bare.query(`explain (analyze, buffers) ${KPI_FIGURES_SQL}`, params);
      const plan = explained.rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
      phases.push({ label, route: timing(route), bare: timing(bareTimes), load, plan });
      console.info(label, phases.at(-1)!.route, phases.at(-1)!.bare, `load ${load.toFixed(1)}`);
    };

    const indexes = ONLY_WITH_INDEXES ? [] : kpiIndexes();
    if (indexes.length) {
      for (const index of indexes) await bare.query(`drop index if exists "${index.name}"`);
      await bare.query('analyze');
      await measure(`without the KPI indexes`);
      for (const index of indexes) await bare.query(index.statement);
      await bare.query('analyze');
    }
    await measure(indexes.length ? `with the KPI indexes (${indexes.map((i) => i.name).join(', ')})` : 'as migrated');
    await bare.end();
    await app.close();
    await database.close();
    writeKpiReadme({
      phases,
      seeded: fresh ? seeded : null,
      seedSteps,
      counts,
      month,
      rounds: ROUNDS,
      appointments: APPOINTMENTS,
      customers: CUSTOMERS,
    });
  });
}

/** The route's figures for the range must be the bare SQL's, or the comparison means nothing. */
function checkSameFigures(route: KpiSummary, rows: Record<string, string | number | null>[]) {
  const row = rows.find((r) => r.period === 'current')!;
  const n = (key: string) => Number(row[key] ?? 0);
  const c = route.current;
  const pairs: [string, number, number][] = [
    ['netSalesCents', c.netSalesCents, n('services') + n('products') + n('packages')],
    ['giftCardSalesCents', c.giftCardSalesCents, n('gift_cards')],
    ['discountCents', c.discountCents, n('discount')],
    ['taxCents', c.taxCents, n('tax')],
    ['tipCents', c.tipCents, n('tips')],
    ['refundsCents', c.refundsCents, n('refunds')],
    ['tickets', c.tickets, n('tickets')],
    ['serviceTickets', c.serviceTickets, n('service_tickets')],
    ['card', c.paymentsByTender.card, n('card')],
    ['cash', c.paymentsByTender.cash, n('cash')],
    ['served', c.served, n('served')],
    ['noShows', c.noShows, n('no_shows')],
    ['bookedMinutes', c.bookedMinutes, n('booked_minutes')],
    ['shiftMinutes', c.shiftMinutes, n('shift_minutes')],
    ['clientsServed', c.clientsServed, n('clients_served')],
    ['returningClients', c.returningClients, n('returning_clients')],
    ['prebooked', c.prebooked, n('prebooked')],
    ['retained90', c.retained90, n('retained90')],
  ];
  const wrong = pairs.filter(([, a, b]) => a !== b);
  console.info('figures of the range', Object.fromEntries(pairs.map(([k, a]) => [k, a])));
  if (wrong.length) throw new Error(`route and bare SQL disagree: ${wrong.map(([k, a, b]) => `${k} ${a} vs ${b}`).join(', ')}`);
  if (c.tickets === 0) throw new Error('the month has no sales: the seed did not reach it');
}

await main();
