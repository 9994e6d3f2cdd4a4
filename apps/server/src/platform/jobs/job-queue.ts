/** A durable Postgres-backed job queue (pg-boss on PostgreSQL and on PGlite). */
export interface JobQueue {
  send(name: string, data: object, options?: { startAfterSeconds?: number; singletonKey?: string }): Promise<string | null>;
  work(name: string, handler: (data: unknown) => Promise<void>): Promise<void>;
  start(): Promise<void>;
  /** Stops fetching; running jobs get timeoutMs to finish, then are failed so another instance retries them. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}
