// The in-process benches' app (availability, checkout, composite keys, customers, KPI): production config on the
// bench's database, jobs recorded rather than run, no request log unless asked.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../apps/server/src/app-context.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { type Config, loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { RecordingJobQueue } from '../apps/server/src/testing/recording-job-queue.ts';

export interface BenchApp {
  app: FastifyInstance;
  config: Config;
  jobs: RecordingJobQueue;
  /** The gateway the app was given (`options.gateway`), if any. */
  gateway?: AppContext['gateway'];
}

/** The app on `database` (`url` when it is PostgreSQL), ready; `gateway` for benches that take payments. */
export async function benchApp(
  database: Database,
  options: { url?: string; logger?: false | { level: string }; gateway?: (config: Config) => AppContext['gateway'] } = {},
): Promise<BenchApp> {
  const config = loadConfig({
    NODE_ENV: 'production',
    GIFT_CARD_HASH_KEY: 'bench-gift-card-key-0123456789',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    ...(options.url ? { DATABASE_URL: options.url } : {}),
  });
  const jobs = new RecordingJobQueue();
  const gateway = options.gateway?.(config);
  const app = await buildApp({
    context: { config, database, db: database.db, jobs, now: () => new Date(), ...(gateway ? { gateway } : {}) },
    logger: options.logger ?? false,
  });
  await app.ready();
  return { app, config, jobs, gateway };
}
