/** A durable Postgres-backed job queue (pg-boss on PostgreSQL and on PGlite). */
export interface JobQueue {
  send(name: string, data: object, options?: { startAfterSeconds?: number; singletonKey?: string }): Promise<string | null>;
  work(name: string, handler: (data: unknown) => Promise<void>): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
