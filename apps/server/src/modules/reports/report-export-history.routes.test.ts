// A person's recent exports of a report (found again after a reload, their own only) and the retention sweep that
// deletes exports and their files REPORT_EXPORT_KEEP_DAYS days after they were asked for.
import { existsSync } from 'node:fs';
import { REPORT_EXPORT_KEEP_DAYS } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { asSystem } from '../../platform/tenancy.ts';
import type { TestApp } from '../../testing/test-app.ts';
import type { CheckoutWorld } from '../checkout/checkout-test-data.ts';
import { purgeReportExports } from './report-export-history.ts';
import { exportFilePath } from './report-export.service.ts';
import { type ReportWorld, reportExportWorld, reportCaller } from './report-test-world.ts';

let t: TestApp;
let w: CheckoutWorld;
let month: ReportWorld['month'];
let h: ReportWorld['h'];
let dataDir: string;

beforeAll(async () => {
  // Every export of one row or more is "large" here.
  ({ t, w, month, h, dataDir } = await reportExportWorld('RepH', 0));
}, 120_000);

const call = reportCaller(() => t);
const create = async (name: string) => {
  const res = await call('POST', 'Create', h.owner!, { type: 'sales_summary', name, storeId: null, params: {} });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().res_data.id as string;
};
const start = async (id: string, headers: Record<string, string>, format: string) => {
  const res = await call('POST', `StartExport/${id}`, headers, { from: month.from, to: month.to, format });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().res_data.id as string;
};
const mine = async (id: string, headers: Record<string, string>) => {
  const res = await call('GET', `MyExports/${id}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().res_data as { id: string; status: string; format: string }[];
};
const age = (id: string, days: number) =>
  asSystem(t.database.db, (tx) =>
    tx.execute(sql`UPDATE report_exports SET created_at = now() - make_interval(days => ${days}) WHERE id = ${id}`),
  );

describe('recent report exports', () => {
  it("lists the person's own exports of the report, newest first, running ones included; never anyone else's", async () => {
    const id = await create('Recent');
    const pdf = await start(id, h.owner!, 'pdf');
    expect((await mine(id, h.owner!)).map((e) => [e.id, e.status])).toEqual([[pdf, 'queued']]);
    await t.jobs.drain();
    const csv = await start(id, h.owner!, 'csv');
    expect((await mine(id, h.owner!)).map((e) => [e.id, e.format, e.status])).toEqual([
      [csv, 'csv', 'queued'],
      [pdf, 'pdf', 'succeeded'],
    ]);
    // Another person of the tenant sees none of them; another tenant gets 404 for the report.
    expect(await mine(id, h.manager!)).toEqual([]);
    expect((await call('GET', `MyExports/${id}`, h.otherTenant!)).statusCode).toBe(404);
    // One asked for more than the kept days ago is no longer listed.
    await age(pdf, REPORT_EXPORT_KEEP_DAYS + 1);
    expect((await mine(id, h.owner!)).map((e) => e.id)).toEqual([csv]);
  });

  it('the sweep deletes exports and files older than the kept days and keeps the rest', async () => {
    await t.jobs.drain();
    const id = await create('Swept');
    const old = await start(id, h.owner!, 'csv');
    await t.jobs.drain();
    const recent = await start(id, h.owner!, 'pdf');
    await t.jobs.drain();
    const fileOf = (exportId: string, format: 'csv' | 'pdf') =>
      exportFilePath(dataDir, { tenantId: w.tenant.tenant.id, id: exportId, format });
    expect([existsSync(fileOf(old, 'csv')), existsSync(fileOf(recent, 'pdf'))]).toEqual([true, true]);
    await age(old, REPORT_EXPORT_KEEP_DAYS + 1);
    await age(recent, REPORT_EXPORT_KEEP_DAYS - 1);

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir });
    const purged = await purgeReportExports({ db: t.database.db, now: () => new Date(), config });
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(existsSync(fileOf(old, 'csv'))).toBe(false);
    expect((await call('GET', `ExportStatus/${old}`, h.owner!)).statusCode).toBe(404);
    expect(existsSync(fileOf(recent, 'pdf'))).toBe(true);
    expect((await call('GET', `ExportFile/${recent}`, h.owner!)).statusCode).toBe(200);
  });
});
