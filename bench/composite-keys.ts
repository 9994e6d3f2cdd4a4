// `npm run composite-keys -w bench`: the cost of `primary key (tenant_id, id)` and tenant-carrying foreign keys
// (migration distribute_by_tenant, docs/scale-out.md). Two databases in one process, one migrated up to just
// before that migration (keys on id alone) and one fully, each with the availability bench's data and a
// checkout world; the same requests alternate between them (order swapped every round), so the load of
// this shared machine touches both alike. Rewrites its own section of bench/README.md.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { openDatabase, runMigrations } from '../apps/server/src/db/client.ts';
import { migrationsBefore } from '../apps/server/src/db/migrations-before.ts';
import { checkoutWorld, openDrawer } from '../apps/server/src/modules/checkout/checkout-test-data.ts';
import { seed } from './availability-seed.ts';
import { type Timing, timing, withThrowawayDatabase, writeReadmeSection } from './bench-support.ts';
import { benchApp } from './bench-app.ts';

const CALLS = Number(process.env.BENCH_CALLS ?? 100);
const WARMUP = Number(process.env.BENCH_WARMUP_CALLS ?? 15);
const LOAD_AT_START = os.loadavg()[0];
type Call = 'slots' | 'pay';

/** One app over one database, with the data both calls need. */
async function side(options: { url: string } | { dataDir: string }, migrations?: string) {
  const database = await openDatabase(options);
  await runMigrations(database, migrations);
  const { app } = await benchApp(database, 'url' in options ? { url: options.url } : {});
  const s = await seed(database);
  const world = await checkoutWorld(database.db, 'Keys', 0);
  await openDrawer(database.db, world);
  const invoices: string[] = [];
  for (let i = 0; i < WARMUP + CALLS; i++) invoices.push(await newSale(app, world.desk, world.store.id, world.haircut));
  const slotsHeaders = { authorization: `Bearer ${s.token}` };
  const call: Record<Call, () => Promise<void>> = {
    slots: async () => {
      const payload = { storeId: s.storeId, serviceIds: [s.serviceId], from: s.firstDay, to: s.lastDay };
      await expectOk(app.inject({ method: 'POST', url: '/api/Availability/Slots', headers: slotsHeaders, payload }));
    },
    pay: async () => {
      const headers = { ...world.desk, 'idempotency-key': randomUUID() };
      const url = `/api/Invoice/Pay/${invoices.pop()}`;
      await expectOk(app.inject({ method: 'POST', url, headers, payload: { tender: 'cash', amountCents: 2500 } }));
    },
  };
  return { call, close: () => app.close().then(() => database.close()) };
}

async function newSale(app: FastifyInstance, headers: Record<string, string>, storeId: string, serviceId: string) {
  const sale = await expectOk(app.inject({ method: 'POST', url: '/api/Invoice/NewSale', headers, payload: { storeId } }));
  const id = sale.json().res_data.id as string;
  const line = { kind: 'service', itemId: serviceId };
  await expectOk(app.inject({ method: 'POST', url: `/api/Invoice/AddLine/${id}`, headers, payload: line }));
  return id;
}

async function expectOk(pending: Promise<LightMyRequestResponse>) {
  const res = await pending;
  if (res.statusCode >= 300) throw new Error(`${res.statusCode}: ${res.body}`);
  return res;
}

interface Result {
  database: string;
  calls: Record<Call, { before: Timing; after: Timing }>;
}

async function compare(label: string, before: Awaited<ReturnType<typeof side>>, after: Awaited<ReturnType<typeof side>>) {
  const samples = { before: { slots: [] as number[], pay: [] as number[] }, after: { slots: [] as number[], pay: [] as number[] } };
  for (let i = 0; i < WARMUP + CALLS; i++) {
    const order = i % 2 ? (['after', 'before'] as const) : (['before', 'after'] as const);
    for (const which of order)
      for (const name of ['slots', 'pay'] as const) {
        const started = performance.now();
        await (which === 'before' ? before : after).call[name]();
        if (i >= WARMUP) samples[which][name].push(performance.now() - started);
      }
  }
  const calls = Object.fromEntries(
    (['slots', 'pay'] as const).map((n) => [n, { before: timing(samples.before[n]), after: timing(samples.after[n]) }]),
  ) as Result['calls'];
  console.log(`${label}: ${JSON.stringify(calls)}`);
  return { database: label, calls };
}

async function onPglite(): Promise<Result> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'salon-bench-keys-'));
  try {
    const before = await side({ dataDir: path.join(dir, 'before') }, migrationsBefore('distribute_by_tenant', path.join(dir, 'mig')));
    const after = await side({ dataDir: path.join(dir, 'after') });
    try {
      return await compare('PGlite (embedded)', before, after);
    } finally {
      await before.close();
      await after.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(adminUrl: string): Promise<Result> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'salon-bench-keys-'));
  try {
    return await withThrowawayDatabase(adminUrl, 'salon_bench_keys_before', (beforeUrl) =>
      withThrowawayDatabase(adminUrl, 'salon_bench_keys_after', async (afterUrl) => {
        const before = await side({ url: beforeUrl }, migrationsBefore('distribute_by_tenant', dir));
        const after = await side({ url: afterUrl });
        try {
          return await compare('PostgreSQL', before, after);
        } finally {
          await before.close();
          await after.close();
        }
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (n: number) => n.toFixed(1);
const ratio = (a: number, b: number) => (b / a).toFixed(2);
function section(results: Result[]) {
  const names: Record<Call, string> = {
    slots: 'POST Availability/Slots (7 days, 20 cutters, 2,000 appointments)',
    pay: 'POST Invoice/Pay, cash in full (Idempotency-Key)',
  };
  const rows = results.flatMap((r) =>
    (['slots', 'pay'] as const).map((n) => {
      const { before: b, after: a } = r.calls[n];
      return `| ${r.database} | ${names[n]} | ${ms(b.p50)} / ${ms(b.p95)} | ${ms(a.p50)} / ${ms(a.p95)} | ${ratio(b.p50, a.p50)} | ${ratio(b.p95, a.p95)} |`;
    }),
  );
  return `## Composite tenant keys: before and after (issue 22)

**Method.** \`npm run composite-keys -w bench\` (\`bench/composite-keys.ts\`) opens two databases in one process, one
migrated up to just before \`distribute_by_tenant\` (primary keys and foreign keys on \`id\` alone) and one fully
(\`primary key (tenant_id, id)\`, foreign keys carrying \`tenant_id\`), gives each the availability bench's data and a
checkout world with an open drawer, and calls the real app (\`app.inject\`) on each in turn: ${WARMUP} warm-up rounds, then
${CALLS} measured rounds, the order of the two databases swapped every round. The application code is the same on both.
Milliseconds, p50 / p95; ratio = after / before.

**Machine.** ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; load average (1 min)
${LOAD_AT_START.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end (other engineers' runs shared the machine).
Smaller workload than the availability and checkout benches (${CALLS} calls, not 300/200) to fit the busy machine.

| database | call | before (id keys) | after (tenant keys) | ratio p50 | ratio p95 |
| --- | --- | ---: | ---: | ---: | ---: |
${rows.join('\n')}
`;
}

const results = [await onPglite()];
if (process.env.BENCH_DATABASE_URL) results.push(await onPostgres(process.env.BENCH_DATABASE_URL));
writeReadmeSection('composite-keys', section(results));
console.log('Figures written to bench/README.md');
