// Report exports: a large one is queued once, records its progress, and its file (the asker's only) holds what
// the asker may see; a failure leaves no file; a small one is ready at once.
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import type { CheckoutWorld } from '../checkout/checkout-test-data.ts';
import { exportFilePath, REPORT_EXPORT_JOB } from './report-export.service.ts';
import { type ReportWorld, reportExportWorld, reportCaller } from './report-test-world.ts';

let t: TestApp;
let w: CheckoutWorld;
let month: ReportWorld['month'];
let h: ReportWorld['h'];
let dataDir: string;

beforeAll(async () => {
  // Every export of one row or more is "large" here.
  ({ t, w, month, h, dataDir } = await reportExportWorld('RepX', 0));
}, 120_000);

const call = reportCaller(() => t);
const create = async (type: string, name: string) => {
  const res = await call('POST', 'Create', h.owner!, { type, name, storeId: null, params: {} });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().res_data.id as string;
};
const start = (id: string, headers: Record<string, string>, format = 'csv') =>
  call('POST', `StartExport/${id}`, headers, { from: month.from, to: month.to, format });
const jobsSent = () => t.jobs.history.filter((j) => j.name === REPORT_EXPORT_JOB).length;

describe('background report exports', () => {
  it('queues a large export once, records rows done of the total, and gives its file to its asker only', async () => {
    const id = await create('sales_summary', 'Daily sales');
    const rows = (await call('POST', `Run/${id}`, h.owner!, { from: month.from, to: month.to })).json().res_data.rows;
    expect(rows.length).toBeGreaterThan(1);
    const before = jobsSent();
    const first = await start(id, h.owner!);
    expect(first.statusCode, first.body).toBe(202);
    const queued = first.json().res_data;
    expect(queued).toMatchObject({ status: 'queued', background: true, rowsDone: 0, rowsTotal: null, fileName: null });
    // A double click: the same export, one job.
    const again = await start(id, h.owner!);
    expect(again.statusCode).toBe(202);
    expect(again.json().res_data.id).toBe(queued.id);
    expect(jobsSent()).toBe(before + 1);
    expect((await call('GET', `ExportFile/${queued.id}`, h.owner!)).statusCode).toBe(409);

    await t.jobs.drain();
    const done = (await call('GET', `ExportStatus/${queued.id}`, h.owner!)).json().res_data;
    expect(done).toMatchObject({
      status: 'succeeded',
      rowsDone: rows.length,
      rowsTotal: rows.length,
      errorMessage: null,
      fileName: `Daily-sales-${month.from}-${month.to}.csv`,
    });
    const file = await call('GET', `ExportFile/${queued.id}`, h.owner!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="Daily-sales-${month.from}-${month.to}.csv"`);
    const lines = file.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Tickets,Net sales,Discounts,Tax,Tips,Gift cards sold,Booking fees');
    expect(lines.slice(1, -1).map((l) => l.split(',')[0])).toEqual(rows.map((r: { date: string }) => r.date));
    expect(lines.at(-1)!.startsWith('Total,')).toBe(true);
    // Finished, the same ask makes a new export.
    expect((await start(id, h.owner!)).json().res_data.id).not.toBe(queued.id);

    // Another person of the tenant, and another tenant, get 404 for it.
    for (const who of ['manager', 'otherTenant']) {
      expect((await call('GET', `ExportStatus/${queued.id}`, h[who]!)).statusCode).toBe(404);
      expect((await call('GET', `ExportFile/${queued.id}`, h[who]!)).statusCode).toBe(404);
    }
    expect((await start(id, h.otherTenant!)).statusCode).toBe(404);
  });

  it("a limited view's background file holds only the person's own rows", async () => {
    const id = await create('sales_by_employee', 'By employee');
    const full = await start(id, h.owner!);
    const own = await start(id, h.cutter!);
    expect([full.statusCode, own.statusCode]).toEqual([202, 202]);
    await t.jobs.drain();
    const body = async (res: typeof full, headers: Record<string, string>) =>
      (await call('GET', `ExportFile/${res.json().res_data.id}`, headers)).body.trimEnd().split('\r\n');
    const everyone = await body(full, h.owner!);
    const mine = await body(own, h.cutter!);
    expect(everyone.length).toBeGreaterThan(3);
    expect(mine).toHaveLength(3);
    expect(mine[1]!.split(',')[0]).toBe(`${w.cutter.firstName} ${w.cutter.lastName}`);
    // The owner's file has everyone, the cutter among them (at every store; the cutter's own view has their stores).
    expect(everyone.some((l) => l.startsWith(`${w.cutter.firstName} ${w.cutter.lastName},`))).toBe(true);
  });

  it('a report deactivated before the job runs: the export fails with the reason and no file is left', async () => {
    const id = await create('sales_summary', 'Switched off');
    const queued = (await start(id, h.owner!, 'pdf')).json().res_data;
    expect((await call('POST', `SetActive/${id}`, h.owner!, { active: false })).statusCode).toBe(200);
    await t.jobs.drain();
    const failed = (await call('GET', `ExportStatus/${queued.id}`, h.owner!)).json().res_data;
    expect(failed).toMatchObject({
      status: 'failed',
      errorMessage: 'This report is deactivated: activate it to run it.',
      fileName: null,
    });
    expect((await call('GET', `ExportFile/${queued.id}`, h.owner!)).statusCode).toBe(409);
    expect(existsSync(exportFilePath(dataDir, { tenantId: w.tenant.tenant.id, id: queued.id, format: 'pdf' }))).toBe(false);
  });

  it('a small export is ready at once; the immediate GET refuses a large one', async () => {
    const id = await create('tips_by_cutter', 'Tips small');
    const small = await start(id, h.otherCutter!);
    expect(small.statusCode, small.body).toBe(201);
    expect(small.json().res_data).toMatchObject({ status: 'succeeded', background: false, rowsDone: 0, rowsTotal: 0 });
    const file = await call('GET', `ExportFile/${small.json().res_data.id}`, h.otherCutter!);
    expect(file.body).toBe('Cutter,Tickets with a tip,Tips\r\nTotal,0,0.00\r\n');
    const large = await t.app.inject({
      method: 'GET',
      url: `/api/Report/Export/${id}?from=${month.from}&to=${month.to}&format=csv`,
      headers: h.owner!,
    });
    expect(large.statusCode).toBe(409);
    const bad = await call('POST', `StartExport/${id}`, h.owner!, { from: month.to, to: month.from, format: 'doc' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['format']);
  });
});
