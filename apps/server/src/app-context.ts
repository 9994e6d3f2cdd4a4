import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';

/** What modules are given: narrow, explicit, the same in tests and in production. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  now: () => Date;
}
