import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import type { AppMetrics } from './platform/metrics/metrics.ts';
import type { PaymentGateway } from './platform/payments/gateway.ts';

/** What modules are given: narrow, explicit, the same in tests and in production. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  jobs: JobQueue;
  /** The payment gateway chosen by PAYMENT_GATEWAY (sandbox by default); call it outside a transaction. */
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  now: () => Date;
  /** The Prometheus metrics of the app (buildApp makes them; the job workers have none). */
  metrics?: AppMetrics;
  /** Faults a crash test injects through main.ts (config CHECKOUT_FAULT_EXIT_AFTER_APPROVAL); absent otherwise. */
  faults?: AppFaults;
}

export interface AppFaults {
  /** Called right after the gateway approved a card charge, before the payment is recorded. */
  afterCardApproval?: () => void;
}
