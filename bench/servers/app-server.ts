// The real server for the benchmark: a fresh database, one tenant, a signed-in franchisor.
// Started by run.ts as a child process; reports { port, token } over IPC.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, createLogger } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase, runMigrations } from '../../apps/server/src/db/client.ts';
import { createEmployee } from '../../apps/server/src/modules/employees/employees.service.ts';
import { provisionTenant } from '../../apps/server/src/modules/tenancy/provisioning.ts';
import { createSession } from '../../apps/server/src/platform/auth/sessions.ts';
import { createGateway } from '../../apps/server/src/platform/payments/create-gateway.ts';
import { createJobQueue } from '../../apps/server/src/platform/jobs/pg-boss-queue.ts';
import { registerWorkers } from '../../apps/server/src/platform/jobs/workers.ts';
import { withTenant } from '../../apps/server/src/platform/tenancy.ts';

const databaseUrl = process.env.BENCH_DB_URL;
// A second instance on the same database (two-instances.ts) provisions a tenant of its own.
const suffix = process.env.BENCH_INSTANCE ? `-${process.env.BENCH_INSTANCE}` : '';
const dataDir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'salon-bench-'));
const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
await runMigrations(database);

// As in production, except request logs: info-level lines for every request would measure the terminal.
const config = loadConfig({
  NODE_ENV: 'production',
  GIFT_CARD_HASH_KEY: 'bench-gift-card-key-0123456789',
  LOG_LEVEL: 'warn', SEED_DEMO: 'false', HOST: '127.0.0.1', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  IMAGE_DECODE_CONCURRENCY: process.env.IMAGE_DECODE_CONCURRENCY });
const log = createLogger(config);
const jobs = await createJobQueue(database, { log });
const context = { config, database, db: database.db, jobs, now: () => new Date(), gateway: createGateway(config, database) };
const app = await buildApp({ context, logger: log });
const workers = await registerWorkers({ ...context, log: app.log });
await jobs.start();

const { tenant, stores } = await provisionTenant(database.db, {
  name: 'Bench Barbers',
  slug: `bench-barbers${suffix}`,
  brand: { name: 'Bench Cuts', domains: [`bench${suffix}.localhost`] },
  stores: [
    { name: 'Bench Downtown', timezone: 'America/Chicago', status: 'active' },
    { name: 'Bench Uptown', timezone: 'America/Los_Angeles', status: 'active' },
  ],
});
const franchisor = await createEmployee(database.db, {
  tenantId: tenant.id,
  email: `franchisor${suffix}@bench.test`,
  password: 'Bench#Pass1',
  firstName: 'Frankie',
  lastName: 'Bench',
  roles: [
    { slug: 'franchisor', storeId: null },
    { slug: 'store_owner', storeId: stores[0].id, isOwner: true },
  ],
});
// The session a sign-in creates (createSession is what /api/auth/callback/credentials calls).
const { token } = await withTenant(database.db, tenant.id, (tx) =>
  createSession(tx, { tenantId: tenant.id, principalType: 'admin', employeeId: franchisor.id }),
);

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.send?.({ type: 'ready', port, token, driver: database.driver });

process.on('message', async (message) => {
  if (message !== 'stop') return;
  workers.stop();
  await app.close();
  await jobs.stop();
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
