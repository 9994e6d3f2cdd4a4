import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { PaymentGateway } from '../platform/payments/gateway.ts';
import { closeAfterFile } from './file-resources.ts';
import { RecordingJobQueue } from './recording-job-queue.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  jobs: RecordingJobQueue;
}

/** The real app over a fresh database, closed after the file's tests. The gateway is the sandbox unless one is given. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { gateway?: PaymentGateway; logger?: BuildAppOptions['logger']; now?: () => Date } = {},
): Promise<TestApp> {
  const { close, ...built } = await openTestApp(await createTestDatabase(), env, options);
  closeAfterFile(close);
  return built;
}

/** The real app over `database`; `close` closes the app and the database and removes the app's data folder. */
export async function openTestApp(
  database: Database,
  env: Record<string, string> = {},
  options: { gateway?: PaymentGateway; logger?: BuildAppOptions['logger']; now?: () => Date } = {},
): Promise<TestApp & { close: () => Promise<void> }> {
  const jobs = new RecordingJobQueue();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salon-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    CAPTCHA_MAX_NUMBER: '1000',
    DATA_DIR: dataDir,
    // No web app unless a test brings its own: npm test builds apps/web/dist beside the embedded pass, so what a
    // test app serves must not depend on whether that build has finished.
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    ...env,
  });
  const app = await buildApp({
    context: { config, database, db: database.db, jobs, now: options.now ?? (() => new Date()), gateway: options.gateway },
    logger: options.logger ?? false,
  });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, database, jobs, close };
}

/**
 * Another app on the same database whose clock reads `at`, for rules that depend on "now"; `jobs` shares the first
 * app's queue when its workers should run what this one queues.
 */
export async function createAppAt(database: Database, at: Date, jobs = new RecordingJobQueue()): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const app = await buildApp({
    context: { config, database, db: database.db, jobs, now: () => new Date(at) },
    logger: false,
  });
  await app.ready();
  closeAfterFile(() => app.close());
  return app;
}
