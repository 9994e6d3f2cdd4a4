// The world of the saved-report tests: the seeded month (kpi-test-data.ts) and who asks — its owner, the month's
// cutter, another cutter, a manager, the front desk, and a franchisor of another tenant.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../config.ts';
import { SandboxGateway } from '../../platform/payments/sandbox-gateway.ts';
import { makeEmployee, makeTenant } from '../../testing/factories.ts';
import { closeAfterFile } from '../../testing/file-resources.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { makeCutter } from '../appointments/appointment-test-data.ts';
import { type CheckoutWorld, checkoutWorld } from '../checkout/checkout-test-data.ts';
import { seedMonth } from '../dashboards/kpi-test-data.ts';
import { registerReportWorkers } from './report-export-job.ts';

export interface ReportWorld {
  t: TestApp;
  w: CheckoutWorld;
  month: Awaited<ReturnType<typeof seedMonth>>;
  h: Record<string, Record<string, string>>;
}

export async function reportWorld(name: string, env: Record<string, string> = {}): Promise<ReportWorld> {
  const t = await createTestApp(env);
  const w = await checkoutWorld(t.database.db, name);
  const month = await seedMonth(t.app, t.database.db, w);
  const auth = async (employee: { id: string; tenantId: string }) => (await staffAuth(t.database.db, employee)).headers;
  const other = await makeTenant(t.database.db, `${name}B`);
  const h = {
    owner: month.owner,
    cutter: await auth(w.cutter),
    otherCutter: await auth(await makeCutter(t.database.db, w.tenant)),
    manager: await auth(await makeEmployee(t.database.db, w.tenant, 'general_manager')),
    coordinator: w.desk,
    otherTenant: await auth(await makeEmployee(t.database.db, other, 'franchisor')),
  };
  return { t, w, month, h };
}

/**
 * A world whose exports of more than `backgroundRows` rows run as jobs on the test app's queue (`t.jobs.drain()`),
 * with the report.export worker registered over the same data folder as the app.
 */
export async function reportExportWorld(name: string, backgroundRows: number): Promise<ReportWorld & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salon-report-exports-'));
  closeAfterFile(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, REPORT_EXPORT_BACKGROUND_ROWS: String(backgroundRows) };
  const world = await reportWorld(name, env);
  await registerReportWorkers({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env }),
    database: world.t.database,
    db: world.t.database.db,
    jobs: world.t.jobs,
    log: pino({ level: 'silent' }),
    now: () => new Date(),
    gateway: new SandboxGateway(world.t.database),
  });
  return { ...world, dataDir };
}

/** A call of the /api/Report routes on the file's app (`app()`: the test app its beforeAll made). */
export const reportCaller =
  (app: () => TestApp) => (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    app().app.inject({ method, url: `/api/Report/${url}`, headers, payload });
