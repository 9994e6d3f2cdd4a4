import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from './job-queue.ts';

/** Retry and expiry of a queue; pg-boss stores them on the queue when it is created. */
export interface QueuePolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A job still active after this long counts as failed (its worker died) and is retried. */
  expireInSeconds: number;
}

export interface JobQueueLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for jobs (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  defaults?: Partial<QueuePolicy>;
  /** Per-queue overrides, by queue name. */
  queues?: Record<string, Partial<QueuePolicy>>;
  /** The app's logger (main.ts creates it before the queue and gives the same one to the app). */
  log: JobQueueLog;
}

const DEFAULT_POLICY: QueuePolicy = { retryLimit: 4, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 300 };
const SCHEMA = 'pgboss';

type Handler = (data: unknown) => Promise<void>;

/**
 * The JobQueue on pg-boss 10. Sending works as soon as this resolves (the pgboss schema is installed or
 * migrated here); workers registered with work() start fetching at start(). Delivery is at least once:
 * handlers must be idempotent.
 */
export async function createJobQueue(database: Database, options: JobQueueOptions): Promise<PgBossJobQueue> {
  const boss = new PgBoss({ ...connectionOf(database), schema: SCHEMA, schedule: false, supervise: true, migrate: true });
  const queue = new PgBossJobQueue(boss, options);
  await boss.start();
  return queue;
}

/** PGlite has one connection: pg-boss goes through `raw`, which waits for PGlite's transaction lock. */
function connectionOf(database: Database): PgBoss.DatabaseOptions {
  if (database.driver === 'pglite') {
    return { db: { executeSql: (text: string, values: unknown[]) => database.raw(text, values) } };
  }
  const connectionString = database.pool?.options.connectionString;
  if (!connectionString) throw new Error('The job queue needs the PostgreSQL connection string of the database pool.');
  // Its own small pool, so long-polling workers never starve the request pool.
  return { connectionString, max: 4, application_name: 'salon-jobs' };
}

export class PgBossJobQueue implements JobQueue {
  private readonly created = new Map<string, Promise<void>>();
  private readonly pending = new Map<string, Handler>();
  private started = false;
  private readonly log: JobQueueLog;

  constructor(
    private readonly boss: PgBoss,
    private readonly options: JobQueueOptions,
  ) {
    this.log = options.log;
    boss.on('error', (err) => this.log.error({ err: err.message }, 'job queue error'));
  }

  /**
   * singletonKey: while a job of this queue with the same key waits, retries or runs, another send is
   * dropped and answers null. The check is best effort across instances (pg-boss 10 has no atomic
   * equivalent on a standard queue); handlers stay idempotent.
   */
  async send(name: string, data: object, options: { startAfterSeconds?: number; singletonKey?: string } = {}) {
    await this.ensureQueue(name);
    if (options.singletonKey && (await this.hasUnfinished(name, options.singletonKey))) return null;
    const sendOptions: PgBoss.SendOptions = {};
    if (options.startAfterSeconds && options.startAfterSeconds > 0) sendOptions.startAfter = Math.ceil(options.startAfterSeconds);
    if (options.singletonKey) sendOptions.singletonKey = options.singletonKey;
    return this.boss.send(name, data, sendOptions);
  }

  async work(name: string, handler: Handler) {
    await this.ensureQueue(name);
    if (this.started) await this.attach(name, handler);
    else this.pending.set(name, handler);
  }

  async start() {
    if (this.started) return;
    this.started = true;
    for (const [name, handler] of this.pending) await this.attach(name, handler);
    this.pending.clear();
  }

  async stop({ timeoutMs = 10_000 }: { timeoutMs?: number } = {}) {
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }

  /** How many jobs of a queue have not finished yet (tests and diagnostics). */
  async unfinished(name: string): Promise<number> {
    const { rows } = await this.boss
      .getDb()
      .executeSql(`select count(*)::int as n from ${SCHEMA}.job where name = $1 and state < 'completed'`, [name]);
    return Number(rows[0]?.n ?? 0);
  }

  private policyOf(name: string): QueuePolicy {
    return { ...DEFAULT_POLICY, ...this.options.defaults, ...this.options.queues?.[name] };
  }

  /** pg-boss 10 needs a queue created before the first send or work; creating one twice is a no-op. */
  private ensureQueue(name: string): Promise<void> {
    let creating = this.created.get(name);
    if (!creating) {
      const p = this.policyOf(name);
      creating = this.boss.createQueue(name, {
        name,
        retryLimit: p.retryLimit,
        retryDelay: p.retryDelaySeconds,
        retryBackoff: p.retryBackoff,
        expireInSeconds: p.expireInSeconds,
      });
      creating.catch(() => this.created.delete(name));
      this.created.set(name, creating);
    }
    return creating;
  }

  private async hasUnfinished(name: string, key: string) {
    const { rows } = await this.boss
      .getDb()
      .executeSql(`select 1 from ${SCHEMA}.job where name = $1 and singleton_key = $2 and state < 'completed' limit 1`, [name, key]);
    return rows.length > 0;
  }

  private async attach(name: string, handler: Handler) {
    const pollingIntervalSeconds = Math.max(0.5, this.options.pollingIntervalSeconds ?? 2);
    await this.boss.work<object>(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
      for (const job of jobs) {
        try {
          await handler(job.data);
        } catch (err) {
          this.log.warn(
            { job: name, jobId: job.id, err: err instanceof Error ? err.message : String(err) },
            'job failed; pg-boss retries it',
          );
          throw err;
        }
      }
    });
  }
}
