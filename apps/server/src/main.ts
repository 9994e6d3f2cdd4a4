import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, runMigrations } from './db/client.ts';
import { DEMO_STAFF, DEMO_CUSTOMER, DEMO_PASSWORD, seedDemoIfEmpty } from './db/seed/demo.ts';
import { createJobQueue } from './platform/jobs/pg-boss-queue.ts';
import { registerWorkers } from './platform/jobs/workers.ts';
import { createGateway } from './platform/payments/create-gateway.ts';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.DATA_DIR, 'db') });
  await runMigrations(database);
  const seeded = config.SEED_DEMO && config.NODE_ENV !== 'test' ? await seedDemoIfEmpty(database.db) : null;
  const jobs = await createJobQueue(database);
  const gateway = createGateway(config, database);
  const app = await buildApp({ context: { config, database, db: database.db, jobs, now: () => new Date(), gateway } });
  await registerWorkers({ config, database, db: database.db, jobs, log: app.log, now: () => new Date(), gateway });
  await jobs.start();
  await app.listen({ port: config.PORT, host: config.HOST });
  printSignIns(config, seeded !== null);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

function printSignIns(config: Config, justSeeded: boolean) {
  if (!config.SEED_DEMO) return;
  const lines = [
    '',
    `Salon platform is running at ${config.PUBLIC_URL}${justSeeded ? ' (demo data seeded)' : ''}`,
    `Staff sign-in: ${config.PUBLIC_URL}/admin   Customer area: ${config.PUBLIC_URL}/customer`,
    `Demo sign-ins (password ${DEMO_PASSWORD} for all):`,
    ...DEMO_STAFF.map(([role, email]) => `  ${role.padEnd(22)} ${email}`),
    `  ${'customer'.padEnd(22)} ${DEMO_CUSTOMER.phoneNumber} or ${DEMO_CUSTOMER.email}`,
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error('The server could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
