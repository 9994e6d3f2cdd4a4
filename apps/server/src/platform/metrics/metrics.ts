import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { asSystem } from '../tenancy.ts';

/** The label of a request that matched no route: one series, not one per scanned URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Node's own metrics (heap, event-loop lag, GC) are the process's, not an app's: collected once per process into
 * a registry of their own. collectDefaultMetrics starts process-wide observers that keep its registry alive for
 * good; called per app, they kept every app ever built (and its database) alive too.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'salon_' });
  }
  return processRegistry;
}

/**
 * An app's Prometheus metrics, in a registry of their own (each app built in a test has its own).
 * Requests are counted by route pattern (`/api/stores/:id`, never the raw URL) so series stay few;
 * the gauges read their value at scrape time.
 */
export class AppMetrics {
  private readonly appRegistry = new Registry();
  private websocketCount: () => number = () => 0;
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly errors: Counter<'method' | 'route' | 'status'>;
  private readonly duration: Histogram<'method' | 'route' | 'status'>;

  constructor(database: Database) {
    processMetrics();
    const registers = [this.appRegistry];
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.errors = new Counter({
      name: 'http_request_errors_total',
      help: 'HTTP requests answered with a server error (5xx), by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const self = this;
    new Gauge({
      name: 'salon_websocket_connections',
      help: 'Open realtime websockets on this instance',
      registers,
      collect() {
        this.set(self.websocketCount());
      },
    });
    const pool = database.pool;
    if (pool) {
      new Gauge({
        name: 'salon_db_pool_connections',
        help: 'Request pool connections to PostgreSQL: total open, idle, and requests waiting for one',
        labelNames: ['state'],
        registers,
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }
    new Gauge({
      name: 'salon_outbox_messages',
      help: 'Outbox messages not delivered: queued (backlog) and failed (retries used up)',
      labelNames: ['status'],
      registers,
      async collect() {
        const rows = await asSystem(database.db, (tx) =>
          queryRows<{ status: string; n: number }>(
            tx,
            sql`select status, count(*)::int as n from outbox_messages where status in ('queued', 'failed') group by status`,
          ),
        );
        this.set({ status: 'queued' }, rows.find((r) => r.status === 'queued')?.n ?? 0);
        this.set({ status: 'failed' }, rows.find((r) => r.status === 'failed')?.n ?? 0);
      },
    });
    new Gauge({
      name: 'salon_jobs',
      help: 'Background jobs by queue and state: created and retry are the queue depth, failed ran out of retries',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        for (const r of await jobCounts(database)) this.set({ queue: r.name, state: r.state }, r.n);
      },
    });
  }

  /** What a scrape reads: the process's metrics and this app's. */
  get registry(): Registry {
    return Registry.merge([processMetrics(), this.appRegistry]);
  }

  /** The realtime routes hand over how to count their sockets. */
  countWebsockets(count: () => number) {
    this.websocketCount = count;
  }

  observeRequest(method: string, route: string | undefined, status: number, seconds: number) {
    const labels = { method, route: route ?? UNMATCHED_ROUTE, status: String(status) };
    this.requests.inc(labels);
    this.duration.observe(labels, seconds);
    if (status >= 500) this.errors.inc(labels);
  }
}

/** pg-boss's jobs waiting, retrying or failed, by queue; nothing before pg-boss installed its schema. */
async function jobCounts(database: Database) {
  const { rows } = await database.raw(`select to_regclass('pgboss.job') is not null as installed`);
  if (!rows[0]?.installed) return [];
  const counts = await database.raw(
    `select name, state::text as state, count(*)::int as n from pgboss.job
      where state in ('created', 'retry', 'failed') group by name, state`,
  );
  return counts.rows as { name: string; state: string; n: number }[];
}
