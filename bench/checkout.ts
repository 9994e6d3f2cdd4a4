// `npm run checkout -w bench`: the cost of idempotency on a checkout request. Pays invoices in full in cash
// (one transaction: payment row, cash drawer movement, invoice status, audit) through the checkout service,
// alternating calls WITH an Idempotency-Key (runIdempotent: key row inserted first, answer stored) and WITHOUT,
// on the same database, and reports p50/p95/mean of each and the ratio (goal <= 1.5). Also the whole HTTP
// request (POST Invoice/Pay with a key, app.inject). Rewrites its own section of bench/README.md.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../apps/server/src/app-context.ts';
import { openDatabase, runMigrations } from '../apps/server/src/db/client.ts';
import { bookingWorld } from '../apps/server/src/modules/appointments/appointment-test-data.ts';
import { addLine } from '../apps/server/src/modules/checkout/invoice-lines.service.ts';
import { createNewSale } from '../apps/server/src/modules/checkout/invoices.service.ts';
import { payInvoice } from '../apps/server/src/modules/checkout/payments.service.ts';
import { lookupSession } from '../apps/server/src/platform/auth/sessions.ts';
import { createGateway } from '../apps/server/src/platform/payments/create-gateway.ts';
import { withTenant } from '../apps/server/src/platform/tenancy.ts';
import { runOnEachDatabase, type Timing, timing, writeReadmeSection } from './bench-support.ts';
import { benchApp } from './bench-app.ts';

const WARMUP = Number(process.env.BENCH_WARMUP_CALLS ?? 20);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const GOAL_RATIO = 1.5;

interface Result {
  database: string;
  withKey: Timing;
  withoutKey: Timing;
  route: Timing;
}

async function run(label: string, options: { url: string } | { dataDir: string }): Promise<Result> {
  const database = await openDatabase(options);
  await runMigrations(database);
  const { app, jobs, gateway } = await benchApp(database, {
    ...('url' in options ? { url: options.url } : {}),
    gateway: (config) => createGateway(config, database),
  });
  const ctx = { db: database.db, jobs, now: () => new Date(), gateway } as Pick<AppContext, 'db' | 'jobs' | 'now' | 'gateway'>;
  try {
    const world = await bookingWorld(database.db, 'Bench');
    const t = world.tenant.tenant.id;
    await withTenant(database.db, t, async (tx) => {
      await tx.execute(sql`update stores set tax_rate_milli_percent = 8250 where id = ${world.store.id}`);
      await tx.execute(
        sql`insert into cash_registers (id, tenant_id, store_id, name) values (${randomUUID()}, ${t}, ${world.store.id}, 'Bench till')`,
      );
      await tx.execute(sql`insert into cash_drawers (id, tenant_id, store_id, register_id, float_cents, opening_count)
                           select ${randomUUID()}, ${t}, ${world.store.id}, id, 10000, '{}'::jsonb from cash_registers where tenant_id = ${t} and name = 'Bench till'`);
    });
    const found = await lookupSession(database.db, world.desk.authorization.replace(/^Bearer /, ''));
    if (found.status !== 'valid') throw new Error('no actor for the bench session');
    const actor = found.actor;
    const total = WARMUP * 3 + CALLS * 3;
    // One sale invoice per payment: a haircut (25.00 + 8.25% tax = 27.06).
    const invoices: string[] = [];
    for (let i = 0; i < total; i++) {
      const sale = await createNewSale(ctx, actor, { storeId: world.store.id, customerId: world.customer.id });
      await addLine(ctx, actor, sale.id, { kind: 'service', itemId: world.haircut });
      invoices.push(sale.id);
    }
    let next = 0;
    const cash = { tender: 'cash' as const, amountCents: 2706 };
    const service = async (withKey: boolean) => {
      const started = performance.now();
      await payInvoice(ctx, actor, invoices[next++], { kind: 'staff', body: cash }, withKey ? { idempotencyKey: randomUUID() } : {});
      return performance.now() - started;
    };
    const route = async () => {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/api/Invoice/Pay/${invoices[next++]}`,
        headers: { ...world.desk, 'idempotency-key': randomUUID() },
        payload: cash,
      });
      if (res.statusCode !== 200) throw new Error(`Pay answered ${res.statusCode}: ${res.body}`);
      return performance.now() - started;
    };
    for (let i = 0; i < WARMUP; i++) {
      await service(true);
      await service(false);
      await route();
    }
    const a: number[] = [];
    const b: number[] = [];
    const c: number[] = [];
    // Interleaved, so drift of the machine touches both the same.
    for (let i = 0; i < CALLS; i++) {
      a.push(await service(true));
      b.push(await service(false));
      c.push(await route());
    }
    return { database: label, withKey: timing(a), withoutKey: timing(b), route: timing(c) };
  } finally {
    await app.close();
    await database.close();
  }
}

const ms = (n: number) => n.toFixed(1);
function section(results: Result[]) {
  const cpu = os.cpus();
  const rows = results.flatMap((r) => {
    const ratio = r.withKey.p50 / r.withoutKey.p50;
    return [
      `| ${r.database} | cash payment, with Idempotency-Key | ${ms(r.withKey.p50)} | ${ms(r.withKey.p95)} | ${ms(r.withKey.mean)} |`,
      `| ${r.database} | cash payment, without | ${ms(r.withoutKey.p50)} | ${ms(r.withoutKey.p95)} | ${ms(r.withoutKey.mean)} |`,
      `| ${r.database} | **ratio (p50)** | **${ratio.toFixed(2)}** ${ratio <= GOAL_RATIO ? '(goal <= 1.5 met)' : '(goal <= 1.5 MISSED)'} | ${(r.withKey.p95 / r.withoutKey.p95).toFixed(2)} | ${(r.withKey.mean / r.withoutKey.mean).toFixed(2)} |`,
      `| ${r.database} | POST Invoice/Pay (HTTP, app.inject, with key) | ${ms(r.route.p50)} | ${ms(r.route.p95)} | ${ms(r.route.mean)} |`,
    ];
  });
  return `## Checkout: idempotency cost (issue 7)

\`npm run checkout -w bench\` (\`bench/checkout.ts\`), ${new Date().toISOString().slice(0, 10)}, ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, Node ${process.version}.
${CALLS} calls of each kind after ${WARMUP} warm-up calls, interleaved (with key, without, HTTP) so the machine's drift touches
each the same. Each call pays a new sale invoice (a haircut, 8.25% tax) in full in cash: the payment row, the cash drawer
movement, the invoice total and status, the audit row, in one transaction. "With" wraps that in \`runIdempotent\`
(the key row inserted first and the answer stored with it, in the same transaction); "without" is the same service call
without a key (the routes always require one). Milliseconds.

| database | call | p50 | p95 | mean |
| --- | --- | ---: | ---: | ---: |
${rows.join('\n')}

The key costs two statements (a delete of an expired row with the key, then the insert) and an update storing the
answer, all in the payment's own transaction; no extra round trip to another system. Card payments add the gateway call
and a second short transaction whatever the key.
${results.length === 1 ? '\nThe PostgreSQL run happens when `BENCH_DATABASE_URL` names a server (a throwaway database is created and dropped).\n' : ''}`;
}

const results = await runOnEachDatabase('checkout', run);
writeReadmeSection('checkout', section(results));
for (const r of results)
  console.log(
    `${r.database}: with key p50 ${ms(r.withKey.p50)} ms, without p50 ${ms(r.withoutKey.p50)} ms, ratio ${(r.withKey.p50 / r.withoutKey.p50).toFixed(2)}; HTTP p50 ${ms(r.route.p50)} ms`,
  );
console.log('Figures written to bench/README.md');
