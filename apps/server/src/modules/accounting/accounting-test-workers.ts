// The accounting export worker for route tests: registered on the test app's job queue, so `t.jobs.drain()`
// runs the exports the routes start.
import pino from 'pino';
import type { AppContext } from '../../app-context.ts';
import { loadConfig } from '../../config.ts';
import { SandboxGateway } from '../../platform/payments/sandbox-gateway.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { registerAccountingWorkers } from './export-job.ts';

export async function startAccountingWorkers(t: TestApp, env: Record<string, string> = {}) {
  const ctx: AppContext = {
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env }),
    database: t.database,
    db: t.database.db,
    jobs: t.jobs,
    log: pino({ level: 'silent' }),
    now: () => new Date(),
    gateway: new SandboxGateway(t.database),
  };
  await registerAccountingWorkers(ctx);
}
