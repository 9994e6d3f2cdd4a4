// Accounting (issue 16) against a local fake of Intuit's endpoints: store groups, OAuth connect with state,
// mappings, an export through its stages that reconciles with the sales summary report, re-export (nothing
// doubles), a late refund (one adjustment), 401 refresh keeping the new refresh token, 429 pause, a lost answer
// (same request id: no second entry), a revoked grant (reconnect), offline CSV/IIF files, flags and tenants.
import { addDays, POSTING_CATEGORIES } from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { DEMO_GL_ACCOUNTS } from '../../db/seed/demo-accounting.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { type FakeIntuit, startFakeIntuit } from '../../testing/fake-intuit-server.ts';
import { makeEmployee, makeTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { raceTest } from '../../testing/race-test.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { type CheckoutWorld, checkoutWorld } from '../checkout/checkout-test-data.ts';
import { refund, seedMonth } from '../dashboards/kpi-test-data.ts';
import { accountingConnections, accountingEntries } from './accounting.tables.ts';
import { startAccountingWorkers } from './accounting-test-workers.ts';
import { ACCOUNTING_EXPORT_JOB } from './export-job.ts';

let fake: FakeIntuit;
let t: TestApp;
let w: CheckoutWorld;
let month: Awaited<ReturnType<typeof seedMonth>>;
let groupId: string;
const h: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  fake = await startFakeIntuit();
  t = await createTestApp(fake.env);
  w = await checkoutWorld(t.database.db, 'Acc');
  month = await seedMonth(t.app, t.database.db, w);
  h.owner = month.owner;
  h.cutter = w.desk;
  h.manager = (await staffAuth(t.database.db, await makeEmployee(t.database.db, w.tenant, 'general_manager'))).headers;
  const b = await makeTenant(t.database.db, 'AccB');
  h.otherTenant = (await staffAuth(t.database.db, await makeEmployee(t.database.db, b, 'franchisor'))).headers;
  await startAccountingWorkers(t, fake.env);
}, 120_000);
afterAll(() => fake?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers = h.owner!, payload?: object) =>
  t.app.inject({ method, url: `/api/Accounting/${url}`, headers, payload });
const data = (res: { statusCode: number; body: string }, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return JSON.parse(res.body).res_data;
};
const to = () => addDays(month.to, -2);
async function exportOnce(from = month.from, until = to()) {
  const started = data(await call('POST', `Export/${groupId}`, h.owner, { from, to: until }), 201);
  expect(started.status).toBe('queued');
  await t.jobs.drain();
  return data(await call('GET', `Exports/${started.id}`));
}
const entryCount = () => fake.state.entries.length;

describe('store groups', () => {
  it('creates a group of the two stores; a store in another group, no flag, another tenant are refused', async () => {
    const stores = w.tenant.stores.map((s) => s.id);
    const group = data(await call('POST', 'StoreGroups', h.owner, { name: 'Acc Franchisee LLC', storeIds: stores }), 201);
    groupId = group.id;
    expect(group).toMatchObject({ locationKind: 'class', connection: { status: 'not_connected', companyName: null } });
    expect(group.stores.map((s: { id: string }) => s.id).sort()).toEqual([...stores].sort());
    expect(group.unmappedCategories).toEqual([...POSTING_CATEGORIES]);
    const taken = await call('POST', 'StoreGroups', h.owner, { name: 'Other LLC', storeIds: [stores[1]] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.fields).toEqual({ 'storeIds.0': 'This store already belongs to another store group' });
    expect((await call('POST', 'StoreGroups', h.owner, { name: 'Acc Franchisee LLC' })).statusCode).toBe(409);
    expect((await call('GET', 'StoreGroups', h.manager)).statusCode).toBe(403);
    expect((await call('GET', `StoreGroups/${groupId}`, h.otherTenant)).statusCode).toBe(404);
    expect(data(await call('GET', 'StoreGroups', h.otherTenant)).items).toEqual([]);
  });
});

describe('QuickBooks Online connection', () => {
  it('connects through the consent page; the state works once; tokens are sealed at rest', async () => {
    const { authorizeUrl } = data(await call('POST', `Connect/${groupId}`));
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(fake.env.INTUIT_AUTHORIZE_URL);
    expect(url.searchParams.get('scope')).toBe('com.intuit.quickbooks.accounting');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/admin/accounting/store-groups/quickbook-redirect');
    const page = await (await fetch(authorizeUrl)).text();
    expect(page).toContain('Sandbox Company US (local fake)');
    const back = new URL(/id="connect" href="([^"]+)"/.exec(page)![1]!.replaceAll('&#38;', '&'));
    const params = Object.fromEntries(back.searchParams);
    const wrong = await call('POST', 'CompleteConnection', h.owner, { ...params, state: 'forged-state' });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().error.fields)).toEqual(['state']);
    const group = data(await call('POST', 'CompleteConnection', h.owner, params));
    expect(group.connection).toMatchObject({ status: 'connected', companyName: 'Sandbox Company US (local fake)' });
    expect((await call('POST', 'CompleteConnection', h.owner, params)).statusCode).toBe(422);
    const [row] = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx.select().from(accountingConnections).where(eq(accountingConnections.groupId, groupId)),
    );
    const [access] = [...fake.state.access.keys()];
    expect(row!.accessTokenSealed).not.toContain(access);
    expect(JSON.stringify(group)).not.toContain(access);
    expect(row!.realmId).toBe(fake.state.realmId);
  });

  it('GL accounts: the live chart of the company; a missing mapping stops the export naming it', async () => {
    const gl = data(await call('GET', `GlAccounts/${groupId}`));
    expect(gl.chart).toHaveLength(12);
    expect(gl.chart[0]).toEqual({ id: '1', name: 'Undeposited Funds', type: 'Other Current Asset' });
    const all = Object.entries(DEMO_GL_ACCOUNTS).map(([category, [accountId, accountName]]) => ({ category, accountId, accountName }));
    data(await call('PUT', `GlAccounts/${groupId}`, h.owner, { mappings: all.filter((m) => m.category !== 'tips_payable') }));
    const failed = await exportOnce();
    expect(failed.status).toBe('failed');
    expect(failed.error).toEqual({
      message: 'No account is mapped for Tips payable: map it on the GL accounts screen.',
      category: 'tips_payable',
    });
    expect(failed.stages[0]).toMatchObject({ stage: 'beginExport', status: 'failed' });
    expect(entryCount()).toBe(0);
    const saved = data(await call('PUT', `GlAccounts/${groupId}`, h.owner, { mappings: all }));
    expect(saved.mappings).toHaveLength(POSTING_CATEGORIES.length);
  });
});

describe('token refresh', () => {
  raceTest('five calls at an expired access token refresh it once under the row lock, keeping the new refresh token', async () => {
    await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx
        .update(accountingConnections)
        .set({ accessExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountingConnections.groupId, groupId)),
    );
    const before = fake.state.tokenCalls.length;
    fake.state.tokenDelayMs = 300;
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('GET', `GlAccounts/${groupId}`)));
    fake.state.tokenDelayMs = 0;
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(fake.state.tokenCalls.slice(before)).toEqual(['refresh_token']);
    expect(fake.state.refresh.size).toBe(1);
    expect(data(await call('GET', `StoreGroups/${groupId}`)).connection.status).toBe('connected');
  });
});

describe('export', () => {
  let first: { id: string };
  it('posts one balanced entry per store per day with sales; the totals equal the sales summary report', async () => {
    const ex = await exportOnce();
    first = ex;
    expect(ex.status, JSON.stringify(ex.error)).toBe('succeeded');
    expect(ex.stages.map((s: { stage: string; status: string }) => `${s.stage}:${s.status}`)).toEqual([
      'beginExport:done',
      'exportStarted:done',
      'preparation:done',
      'documentPreparation:done',
      'posting:done',
    ]);
    // Days with sales or refunds in the range (Chicago): sales 1, 2, 3 (with the refund of sale 2) and 4.
    expect(ex.entries).toEqual({ posted: 4, adjustments: 0, unchanged: 0, documents: 4 });
    expect(entryCount()).toBe(4);
    for (const e of fake.state.entries) {
      const lines = e.body.Line as { Amount: number; JournalEntryLineDetail: { PostingType: string; ClassRef?: { value: string } } }[];
      const net = lines.reduce((s, l) => s + Math.round(l.Amount * 100) * (l.JournalEntryLineDetail.PostingType === 'Debit' ? 1 : -1), 0);
      expect(net).toBe(0);
      expect(lines.every((l) => l.JournalEntryLineDetail.ClassRef?.value === '1')).toBe(true);
    }
    expect(fake.state.classes.map((c) => c.Name)).toEqual([w.tenant.stores[0].name]);
    const report = data(
      await t.app.inject({
        method: 'POST',
        url: '/api/Report/Create',
        headers: h.owner,
        payload: { type: 'sales_summary', name: 'S', storeId: null, params: {} },
      }),
      201,
    );
    const summary = data(
      await t.app.inject({
        method: 'POST',
        url: `/api/Report/Run/${report.id}`,
        headers: h.owner,
        payload: { from: month.from, to: to() },
      }),
    ).totals;
    const lines = (
      await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
        tx.select().from(accountingEntries).where(eq(accountingEntries.exportId, ex.id)),
      )
    ).flatMap((e) => e.lines);
    const sum = (cats: string[], type: string) =>
      lines.filter((l) => cats.includes(l.category) && l.postingType === type).reduce((s, l) => s + l.amountCents, 0);
    expect(sum(['service_revenue', 'retail_revenue', 'package_revenue'], 'Credit') - sum(['discounts'], 'Debit')).toBe(
      summary.netSalesCents,
    );
    expect(sum(['sales_tax_payable'], 'Credit')).toBe(summary.taxCents);
    expect(sum(['tips_payable'], 'Credit')).toBe(summary.tipCents);
    expect(sum(['gift_card_sold'], 'Credit')).toBe(summary.giftCardSalesCents);
    expect(sum(['rounding'], 'Credit') + sum(['rounding'], 'Debit')).toBe(0);
  });

  it('exporting the same range again posts nothing; a double click is refused while one runs', async () => {
    const started = data(await call('POST', `Export/${groupId}`, h.owner, { from: month.from, to: to() }), 201);
    expect((await call('POST', `Export/${groupId}`, h.owner, { from: month.from, to: to() })).statusCode).toBe(409);
    await t.jobs.drain();
    const again = data(await call('GET', `Exports/${started.id}`));
    expect(again).toMatchObject({ status: 'succeeded', entries: { posted: 0, adjustments: 0, unchanged: 4, documents: 0 } });
    expect(entryCount()).toBe(4);
  });

  it('a late refund of a posted day posts one adjustment of its difference', async () => {
    const tenantId = w.tenant.tenant.id;
    const [card] = await withTenant(t.database.db, tenantId, (tx) =>
      queryRows<{ id: string }>(tx, sql`select id from invoice_payments where invoice_id = ${month.sales[0]!.id} and tender = 'card'`),
    );
    await refund(t.app, w.desk, card!.id, 700);
    await withTenant(t.database.db, tenantId, (tx) =>
      tx.execute(
        sql`update invoice_refunds set completed_at = (select paid_at from invoices where id = ${month.sales[0]!.id}) where payment_id = ${card!.id}`,
      ),
    );
    const ex = await exportOnce();
    expect(ex.entries).toEqual({ posted: 1, adjustments: 1, unchanged: 3, documents: 1 });
    const adjustment = fake.state.entries[4]!.body as {
      DocNumber: string;
      Line: { Amount: number; JournalEntryLineDetail: { PostingType: string; AccountRef: { value: string } } }[];
    };
    expect(adjustment.DocNumber).toMatch(/-A1$/);
    expect(adjustment.Line.map((l) => [l.JournalEntryLineDetail.PostingType, l.JournalEntryLineDetail.AccountRef.value, l.Amount])).toEqual(
      [
        ['Credit', '1', 7],
        ['Debit', '10', 7],
      ],
    );
  });

  it('an answer lost after posting: the retry sends the same request id and QuickBooks makes no second entry', async () => {
    const tenantId = w.tenant.tenant.id;
    await withTenant(t.database.db, tenantId, (tx) =>
      tx
        .update(accountingEntries)
        .set({ status: 'pending', remoteId: null })
        .where(and(eq(accountingEntries.groupId, groupId), eq(accountingEntries.version, 1))),
    );
    const ex = await exportOnce();
    expect(ex).toMatchObject({ status: 'succeeded', entries: { posted: 4, unchanged: 4 } });
    expect(entryCount()).toBe(5);
    const rows = await withTenant(t.database.db, tenantId, (tx) =>
      tx.select().from(accountingEntries).where(eq(accountingEntries.groupId, groupId)),
    );
    expect(new Set(rows.map((r) => r.remoteId)).size).toBe(5);
  });

  it('an expired access token is refreshed once (the new refresh token kept); 429 pauses the job and resumes', async () => {
    const before = fake.state.tokenCalls.length;
    const [rowBefore] = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx.select().from(accountingConnections).where(eq(accountingConnections.groupId, groupId)),
    );
    fake.state.failNext.push(401);
    const gl = data(await call('GET', `GlAccounts/${groupId}`));
    expect(gl.chart).toHaveLength(12);
    expect(fake.state.tokenCalls.slice(before)).toEqual(['refresh_token']);
    const [rowAfter] = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx.select().from(accountingConnections).where(eq(accountingConnections.groupId, groupId)),
    );
    expect(rowAfter!.refreshTokenSealed).not.toBe(rowBefore!.refreshTokenSealed);
    expect(fake.state.refresh.size).toBe(1);

    // One entry whose answer was lost, so posting calls QuickBooks; the first call is throttled.
    await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx
        .update(accountingEntries)
        .set({ status: 'pending' })
        .where(and(eq(accountingEntries.groupId, groupId), eq(accountingEntries.version, 2))),
    );
    fake.state.failNext.push(429);
    const ex = await exportOnce();
    expect(t.jobs.history.filter((j) => j.name === ACCOUNTING_EXPORT_JOB && j.options?.startAfterSeconds === 60)).toHaveLength(1);
    expect(ex).toMatchObject({ status: 'succeeded', entries: { posted: 1 } });
    expect(entryCount()).toBe(5);
  });

  it('downloads the QBO journal-import CSV and the IIF of an export', async () => {
    const csv = await call('GET', `ExportFile/${first.id}?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('Journal No.,Journal Date,Account Name,Description,Debits,Credits');
    expect(rows.length).toBeGreaterThan(10);
    const iif = await call('GET', `ExportFile/${first.id}?format=iif`);
    expect(iif.body.split('\r\n').filter((l) => l === 'ENDTRNS')).toHaveLength(4);
    expect((await call('GET', `ExportFile/${first.id}?format=csv`, h.otherTenant)).statusCode).toBe(404);
  });

  it('a revoked grant shows reconnect and fails the export without losing it', async () => {
    fake.state.revokeAll();
    const ex = await exportOnce();
    expect(ex.status).toBe('failed');
    expect(ex.error.message).toBe('The QuickBooks connection has expired or was revoked: reconnect the store group.');
    expect(data(await call('GET', `StoreGroups/${groupId}`)).connection.status).toBe('reconnect');
    const history = data(await call('GET', `Exports?groupId=${groupId}`)).items;
    expect(history[0].id).toBe(ex.id);
  });
});
