// Saved reports over the seeded month: totals equal the rows, limited view, flags, isolation, exports.
import { inflateSync } from 'node:zlib';
import { addDays } from '@salon/shared';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { withTenant } from '../../platform/tenancy.ts';
import type { TestApp } from '../../testing/test-app.ts';
import type { CheckoutWorld } from '../checkout/checkout-test-data.ts';
import { type ReportWorld, reportWorld, reportCaller } from './report-test-world.ts';

let t: TestApp;
let w: CheckoutWorld;
let month: ReportWorld['month'];
let h: ReportWorld['h'];

beforeAll(async () => {
  ({ t, w, month, h } = await reportWorld('Rep'));
}, 120_000);

const call = reportCaller(() => t);
const create = async (type: string, name: string, params: object = {}, storeId: string | null = null) => {
  const res = await call('POST', 'Create', h.owner!, { type, name, storeId, params });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().res_data.id as string;
};
const run = (id: string, headers = h.owner!) => call('POST', `Run/${id}`, headers, { from: month.from, to: month.to });

async function tipsFromRows() {
  const [row] = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
    queryRows<{ n: number }>(
      tx,
      sql`select coalesce(sum(x.amount_cents), 0)::int as n from invoice_tips x join invoices i on i.id = x.invoice_id
          where i.status in ('success', 'partial_refund', 'refunded') and i.paid_at is not null
            and i.paid_at >= ${new Date(Date.now() - 40 * 86_400_000).toISOString()} and x.amount_cents > 0
            and i.id <> ${month.sales[6]!.id}`,
    ),
  );
  return row!.n;
}

describe('saved reports', () => {
  it('tips by cutter: totals equal the tips rows; a limited view sees only its own rows', async () => {
    const id = await create('tips_by_cutter', 'Tips by cutter');
    const full = (await run(id)).json().res_data;
    expect(full.limited).toBe(false);
    expect(full.totals.tipCents).toBe(800);
    expect(full.totals.tipCents).toBe(await tipsFromRows());
    expect(full.rows).toEqual([{ cutter: expect.any(String), tickets: 2, tipCents: 800 }]);
    const own = (await run(id, h.cutter)).json().res_data;
    expect(own).toMatchObject({ limited: true, totals: { tipCents: 800 } });
    const other = (await run(id, h.otherCutter)).json().res_data;
    expect(other).toMatchObject({ limited: true, rows: [], totals: { tipCents: 0, tickets: 0 } });
  });

  it('payments by tender and sales summary equal the KPI summary of the same days', async () => {
    const kpi = (
      await t.app.inject({ method: 'GET', url: `/api/Dashboard/KpiSummary?from=${month.from}&to=${month.to}`, headers: h.owner! })
    ).json().res_data.current;
    const pays = (await run(await create('payments_by_tender', 'Payments'))).json().res_data;
    expect(Object.fromEntries(pays.rows.map((r: { tender: string; amountCents: number }) => [r.tender, r.amountCents]))).toEqual(
      Object.fromEntries(Object.entries(kpi.paymentsByTender).filter(([, v]) => v !== 0)),
    );
    const summary = (await run(await create('sales_summary', 'Summary'))).json().res_data;
    expect(summary.totals).toMatchObject({
      netSalesCents: kpi.netSalesCents,
      tipCents: kpi.tipCents,
      taxCents: kpi.taxCents,
      tickets: kpi.tickets,
    });
    const promos = (await run(await create('promo_code_usage', 'Promos'))).json().res_data;
    expect(promos.totals.discountCents).toBe(kpi.discountCents);
    expect(promos.rows.map((r: { code: string }) => r.code)).toEqual(['FIVEOFF', 'TENOFF']);
    const byEmployee = (await run(await create('sales_by_employee', 'By employee'))).json().res_data;
    expect(byEmployee.totals.netSalesCents).toBe(kpi.netSalesCents);
  });

  it('a limited view may not run a report that covers everyone', async () => {
    const id = await create('sales_summary', 'Everyone');
    expect((await run(id, h.cutter)).statusCode).toBe(403);
  });

  it('refuses wrong parameters with the field, a deactivated report, and edits', async () => {
    const bad = await call('POST', 'Create', h.owner!, {
      type: 'tips_by_cutter',
      name: 'Bad',
      storeId: null,
      params: { includeZero: 'yes' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().error.fields)).toEqual(['params.includeZero']);
    const noName = await call('POST', 'Create', h.owner!, { type: 'tips_by_cutter', name: ' ', storeId: null, params: {} });
    expect(noName.json().error.fields.name).toBe('Enter a name');
    const id = await create('tips_by_cutter', 'To switch off');
    expect((await call('POST', `SetActive/${id}`, h.owner!, { active: false })).json().res_data.isActive).toBe(false);
    expect((await run(id)).statusCode).toBe(409);
    const edited = await call('PUT', `Update/${id}`, h.owner!, {
      type: 'tips_by_cutter',
      name: 'Renamed',
      storeId: w.store.id,
      params: {},
    });
    expect(edited.json().res_data).toMatchObject({ name: 'Renamed', storeId: w.store.id, isActive: false });
  });

  it.each([
    ['owner', 201, 200],
    ['manager', 201, 200],
    ['coordinator', 403, 403],
    ['cutter', 403, 200],
  ])('%s: create %i, list %i', async (who, created, listed) => {
    expect(
      (await call('POST', 'Create', h[who]!, { type: 'tips_by_cutter', name: `By ${who}`, storeId: null, params: {} })).statusCode,
    ).toBe(created);
    expect((await call('GET', 'List', h[who]!)).statusCode).toBe(listed);
  });

  it("another tenant gets 404 for this tenant's report", async () => {
    const id = await create('tips_by_cutter', 'Private');
    expect((await call('GET', `GetById/${id}`, h.otherTenant!)).statusCode).toBe(404);
    expect((await run(id, h.otherTenant!)).statusCode).toBe(404);
  });
});

/** The text a PDF shows: its content streams inflated, the strings of Tj operators decoded. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const out: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const tj of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      out.push(tj[1] !== undefined ? Buffer.from(tj[1], 'hex').toString('latin1') : tj[2]!);
    }
  }
  return out.join(' ');
}

describe('exports', () => {
  it('CSV, XLSX and PDF hold the same rows and totals', async () => {
    const id = await create('tips_by_cutter', 'Tips export');
    const url = (format: string) => `/api/Report/Export/${id}?from=${month.from}&to=${month.to}&format=${format}`;
    const csv = await t.app.inject({ method: 'GET', url: url('csv'), headers: h.owner! });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="Tips-export-${month.from}-${month.to}.csv"`);
    const [first] = (await run(id)).json().res_data.rows;
    expect(csv.body).toBe(`Cutter,Tickets with a tip,Tips\r\n${first.cutter},2,8.00\r\nTotal,2,8.00\r\n`);

    const xlsx = await t.app.inject({ method: 'GET', url: url('xlsx'), headers: h.owner! });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Cutter', 'Tickets with a tip', 'Tips']);
    expect(sheet.getRow(3).values).toEqual([undefined, 'Total', 2, 8]);

    const pdf = await t.app.inject({ method: 'GET', url: url('pdf'), headers: h.owner! });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Tips export');
    expect(text).toContain(`Tips by cutter | All stores | ${month.from} to ${month.to}`);
    expect(text).toContain(first.cutter);
    expect(text).toContain('Total');
    expect(text).toContain('$8.00');
  });

  it("a limited view's file holds only its own rows", async () => {
    const id = await create('tips_by_cutter', 'Tips limited');
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/Report/Export/${id}?from=${month.from}&to=${month.to}&format=csv`,
      headers: h.otherCutter!,
    });
    expect(csv.body).toBe('Cutter,Tickets with a tip,Tips\r\nTotal,0,0.00\r\n');
  });

  it('refuses a backwards range on export with the field', async () => {
    const id = await create('tips_by_cutter', 'Tips range');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Report/Export/${id}?from=${month.to}&to=${addDays(month.to, -3)}&format=csv`,
      headers: h.owner!,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.to).toBe('The end date must not be before the start date');
  });
});
