import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

export interface GracefulCloseParts {
  app: FastifyInstance;
  jobs: JobQueue;
  database: Database;
  /** SHUTDOWN_TIMEOUT_SECONDS in ms: the longest wait for requests in flight and running jobs. */
  timeoutMs: number;
  /** Stops timers of this instance (the outbox sweeper). */
  stopTimers?: () => void;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * A restart or deploy without failed requests (main.ts calls it on SIGTERM/SIGINT):
 * 1. HTTP: the listener closes at once (new connections are refused; a request arriving on a kept-alive
 *    connection gets 503 with `connection: close`, so a load balancer retries it elsewhere); idle
 *    connections close; requests in flight run to their answer. Realtime sockets get close code 1012
 *    (service restart), on which the web client reconnects (to another instance).
 * 2. Jobs, at the same time: workers stop fetching; running jobs get the same time to finish, then
 *    pg-boss fails them so they are retried by another instance (handlers are idempotent).
 * 3. After `timeoutMs` the connections still open are cut, then the pool closes.
 */
export async function gracefulClose(parts: GracefulCloseParts): Promise<void> {
  const { app, jobs, database, timeoutMs, log } = parts;
  const started = Date.now();
  parts.stopTimers?.();
  const cutOff = setTimeout(() => {
    log.warn({ timeoutMs }, 'requests still in flight at the shutdown timeout; closing their connections');
    app.server.closeAllConnections();
  }, timeoutMs);
  cutOff.unref();
  // A kept-alive connection whose request was in flight turns idle once answered: close it then
  // (the server closes idle connections only once, when close starts).
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  sweep.unref();
  try {
    await Promise.all([app.close(), jobs.stop({ timeoutMs })]);
  } finally {
    clearTimeout(cutOff);
    clearInterval(sweep);
  }
  await database.close();
  log.info({ ms: Date.now() - started }, 'stopped: requests drained, jobs stopped, database closed');
}
