import path from 'node:path';
import type { AppFaults } from './app-context.ts';
import { buildApp, createLogger } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, runMigrations } from './db/client.ts';
import { OPS_SOCKET } from './backup-cli.ts';
import { startOpsSocket } from './platform/backup/ops-socket.ts';
import { gracefulClose } from './platform/http/graceful-close.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';
import { createJobQueue } from './platform/jobs/pg-boss-queue.ts';
import { registerWorkers } from './platform/jobs/workers.ts';
import { createGateway } from './platform/payments/create-gateway.ts';
import { startBanner } from './start-banner.ts';

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
  const log = createLogger(config);
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.DATA_DIR, 'db') },
    log,
  );
  await runMigrations(database);
  const seeded =
    config.SEED_DEMO && config.NODE_ENV !== 'test' ? await seedDemoIfEmpty(database.db, new Date(), { dataDir: config.DATA_DIR }) : null;
  const jobs = await createJobQueue(database, { log });
  const gateway = createGateway(config, database);
  const app = await buildApp({
    context: { config, database, db: database.db, jobs, now: () => new Date(), gateway, faults: faultsOf(config) },
    logger: log,
  });
  const workers = await registerWorkers({ config, database, db: database.db, jobs, log: app.log, now: () => new Date(), gateway });
  await jobs.start();
  await app.listen({ port: config.PORT, host: config.HOST });
  // The embedded database is held by this process: `npm run backup` asks it for a snapshot here.
  // A socket path over ~107 bytes (a deep DATA_DIR) cannot be opened: the server runs on, backups need it stopped.
  const ops = database.pglite
    ? await startOpsSocket(database.pglite, path.join(config.DATA_DIR, OPS_SOCKET), app.log).catch((err: unknown) => {
        app.log.warn({ err }, 'no backup socket: npm run backup works only while the server is stopped');
        return null;
      })
    : null;
  const listening = app.server.address();
  if (listening && typeof listening !== 'string') console.log(startBanner(config, listening, seeded !== null));

  const shutdown = async (signal: string) => {
    app.log.info({ signal, timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS }, 'shutting down: draining requests and jobs');
    try {
      await gracefulClose({
        app,
        jobs,
        database,
        timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
        stopTimers: () => {
          workers.stop();
          void ops?.close();
        },
        log: app.log,
      });
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

/** The crash test's fault (checkout.kill.test.ts): config allows it only when NODE_ENV=test. */
function faultsOf(config: Config): AppFaults | undefined {
  return config.CHECKOUT_FAULT_EXIT_AFTER_APPROVAL ? { afterCardApproval: () => process.exit(86) } : undefined;
}

main().catch((err) => {
  console.error('The server could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
