// Accounting (issue 16), beyond the month of accounting.routes.test.ts: service revenue per service category,
// the accountant role, the range lock on overlapping dates (and its PostgreSQL race), and a quarter of sales
// whose journal totals equal the sales summary report month by month. Offline exports: no QuickBooks needed.
import { addDays, instantToWallClock, POSTING_CATEGORIES } from '@salon/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GL_ACCOUNTS } from '../../db/seed/demo-accounting.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee } from '../../testing/factories.ts';
import { raceTest } from '../../testing/race-test.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { addPromo, cardToken, type CheckoutWorld, checkoutWorld, createInvoice, openDrawer, pay } from '../checkout/checkout-test-data.ts';
import { CHICAGO, dateSale, refund } from '../dashboards/kpi-test-data.ts';
import { categoryFor } from '../services/service-categories.ts';
import { accountingEntries } from './accounting.tables.ts';
import { startAccountingWorkers } from './accounting-test-workers.ts';

let t: TestApp;
let w: CheckoutWorld;
let groupId: string;
let colourId: string;
const h: Record<string, Record<string, string>> = {};
type Res = { statusCode: number; body: string };
const ok = (res: Res, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return JSON.parse(res.body).res_data;
};
/** Any 2xx (the checkout routes answer 200 or 201). */
const done = (res: Res) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return JSON.parse(res.body).res_data;
};
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const acc = (method: 'GET' | 'POST' | 'PUT', url: string, headers = h.owner!, payload?: object) =>
  inject(method, `/api/Accounting/${url}`, headers, payload);

/** The three calendar months before this one (Chicago), [first day, last day] each: at most 92 days together. */
function lastQuarter(): [string, string][] {
  const [y, m] = instantToWallClock(CHICAGO, new Date()).date.split('-').map(Number) as [number, number];
  return [3, 2, 1].map((back) => {
    const first = new Date(Date.UTC(y, m - 1 - back, 1)).toISOString().slice(0, 10);
    const last = new Date(Date.UTC(y, m - back, 0)).toISOString().slice(0, 10);
    return [first, last];
  });
}
const months = lastQuarter();
const quarter = { from: months[0]![0], to: months[2]![1] };

/** Each month: haircut + colour + pomade with 10% off and a tip, split cash/card; a haircut half refunded later. */
async function seedQuarter() {
  const tenantId = w.tenant.tenant.id;
  await openDrawer(t.database.db, w);
  await addPromo(t.database.db, w, { code: 'TENOFF', type: 'percentage', value: 1000 });
  let giftNumber: string | null = null;
  for (const [i, [first]] of months.entries()) {
    const a = await createInvoice(t.app, w);
    done(await inject('POST', `/api/Invoice/AddLine/${a.id}`, w.desk, { kind: 'service', itemId: w.color, cutterId: w.cutter.id }));
    done(await inject('POST', `/api/Invoice/AddLine/${a.id}`, w.desk, { kind: 'product', itemId: w.productId }));
    done(await inject('POST', `/api/Invoice/ApplyPromo/${a.id}`, w.desk, { code: 'TENOFF' }));
    let due = done(await inject('PUT', `/api/Invoice/Tips/${a.id}`, w.desk, { tips: [{ cutterId: w.cutter.id, amountCents: 500 }] }))
      .totalCents as number;
    if (giftNumber)
      due = done(await pay(t.app, w.desk, a.id, { tender: 'gift_card', number: giftNumber, amountCents: 1500 })).invoice.dueCents;
    due = done(await pay(t.app, w.desk, a.id, { tender: 'cash', amountCents: 2000 })).invoice.dueCents;
    done(await pay(t.app, w.desk, a.id, { tender: 'card', token: await cardToken(t.app), amountCents: due }));
    await dateSale(t.database.db, tenantId, a.id, CHICAGO, addDays(first, 4), 600);
    const b = await createInvoice(t.app, w);
    const paid = done(await pay(t.app, w.desk, b.id, { tender: 'card', token: await cardToken(t.app), amountCents: b.totalCents }));
    await refund(t.app, w.desk, paid.payment.id, Math.floor(b.totalCents / 2));
    await dateSale(t.database.db, tenantId, b.id, CHICAGO, addDays(first, 11), 23 * 60 + 30, new Date(`${addDays(first, 19)}T18:00:00Z`));
    if (i === 0) {
      const c = done(await inject('POST', '/api/Invoice/NewSale', w.desk, { storeId: w.store.id, customerId: w.customer.id }));
      done(await inject('POST', `/api/Invoice/AddLine/${c.id}`, w.desk, { kind: 'gift_card', amountCents: 5000 }));
      giftNumber = done(await pay(t.app, w.desk, c.id, { tender: 'cash', amountCents: 5000 })).issuedGiftCards[0].number;
      await dateSale(t.database.db, tenantId, c.id, CHICAGO, addDays(first, 20), 720);
    }
  }
}

beforeAll(async () => {
  t = await createTestApp();
  w = await checkoutWorld(t.database.db, 'AccQ');
  colourId = await withTenant(t.database.db, w.tenant.tenant.id, async (tx) => {
    const colour = await categoryFor(tx, w.tenant.tenant.id, 'Colour');
    await tx.execute(sql`update services set category = ${colour.category}, category_id = ${colour.categoryId} where id = ${w.color}`);
    return colour.categoryId;
  });
  h.owner = (await staffAuth(t.database.db, await makeEmployee(t.database.db, w.tenant, 'franchisor'))).headers;
  h.accountant = (await staffAuth(t.database.db, await makeEmployee(t.database.db, w.tenant, 'accountant'))).headers;
  await startAccountingWorkers(t);
  await seedQuarter();
  groupId = ok(await acc('POST', 'StoreGroups', h.owner, { name: 'AccQ LLC', storeIds: w.tenant.stores.map((s) => s.id) }), 201).id;
}, 240_000);

describe('service revenue per service category', () => {
  it('maps Colour to its own income account; service revenue stays the default; bad mappings are refused', async () => {
    const typed = POSTING_CATEGORIES.map((category) => ({ category, accountId: null, accountName: DEMO_GL_ACCOUNTS[category][1] }));
    const before = ok(await acc('GET', `GlAccounts/${groupId}`));
    expect(before.serviceCategories).toEqual([
      { id: colourId, name: 'Colour' },
      { id: expect.any(String), name: 'Haircuts' },
    ]);
    const wrong = await acc('PUT', `GlAccounts/${groupId}`, h.owner, {
      mappings: [...typed, { category: 'retail_revenue', serviceCategoryId: colourId, accountId: null, accountName: 'X' }],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields).toEqual({
      [`mappings.${typed.length}.serviceCategoryId`]: 'Only service revenue is mapped per service category',
    });
    const unknown = await acc('PUT', `GlAccounts/${groupId}`, h.owner, {
      mappings: [...typed, { category: 'service_revenue', serviceCategoryId: groupId, accountId: null, accountName: 'X' }],
    });
    expect(unknown.json().error.fields).toEqual({ [`mappings.${typed.length}.serviceCategoryId`]: 'No service category has this id' });
    const colour = { category: 'service_revenue', serviceCategoryId: colourId, accountId: null, accountName: 'Sales:Colour' };
    const twice = await acc('PUT', `GlAccounts/${groupId}`, h.owner, { mappings: [...typed, colour, colour] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.fields).toEqual({ [`mappings.${typed.length + 1}.serviceCategoryId`]: 'This category is mapped twice' });
    const saved = ok(await acc('PUT', `GlAccounts/${groupId}`, h.owner, { mappings: [...typed, colour] }));
    expect(saved.mappings.filter((m: { category: string }) => m.category === 'service_revenue')).toEqual([
      { category: 'service_revenue', serviceCategoryId: null, accountId: null, accountName: 'Services' },
      colour,
    ]);
    expect(ok(await acc('GET', `StoreGroups/${groupId}`)).unmappedCategories).toEqual([]);
  });
});

async function runExport(range: { from: string; to: string }, headers = h.owner!) {
  const started = ok(await acc('POST', `Export/${groupId}`, headers, { ...range, mode: 'offline' }), 201);
  await t.jobs.drain();
  return ok(await acc('GET', `Exports/${started.id}`, headers));
}

describe('a quarter reconciles with the sales summary report, month by month', () => {
  it('every entry balances; net sales, tax, tips and gift cards equal the report for each of the 3 months', async () => {
    const ex = await runExport(quarter);
    expect(ex.status, JSON.stringify(ex.error)).toBe('succeeded');
    // Per month: sale A and sale B on two days, B's refund on a third; the gift card on a fourth in month 1.
    expect(ex.entries.documents).toBe(10);
    const entries = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx.select().from(accountingEntries).where(eq(accountingEntries.exportId, ex.id)),
    );
    const report = ok(
      await inject('POST', '/api/Report/Create', h.owner!, { type: 'sales_summary', name: 'Q', storeId: null, params: {} }),
      201,
    );
    for (const [from, to] of months) {
      const totals = ok(await inject('POST', `/api/Report/Run/${report.id}`, h.owner!, { from, to })).totals;
      const lines = entries.filter((e) => e.day >= from && e.day <= to).flatMap((e) => e.lines);
      const sum = (cats: string[], type: string) =>
        lines.filter((l) => cats.includes(l.category) && l.postingType === type).reduce((s, l) => s + l.amountCents, 0);
      expect(totals.netSalesCents).toBeGreaterThan(0);
      expect(sum(['service_revenue', 'retail_revenue', 'package_revenue'], 'Credit') - sum(['discounts'], 'Debit')).toBe(
        totals.netSalesCents,
      );
      expect(sum(['sales_tax_payable'], 'Credit')).toBe(totals.taxCents);
      expect(sum(['tips_payable'], 'Credit')).toBe(totals.tipCents);
      expect(sum(['gift_card_sold'], 'Credit')).toBe(totals.giftCardSalesCents);
      expect(sum(['discounts'], 'Debit')).toBe(totals.discountCents);
      // Colour is $60.00 once a month, on its own line; every service had a category, so no plain line.
      const service = lines.filter((l) => l.category === 'service_revenue');
      expect(service.filter((l) => l.serviceCategory?.id === colourId).reduce((s, l) => s + l.amountCents, 0)).toBe(6000);
      expect(service.filter((l) => !l.serviceCategory)).toEqual([]);
    }
    for (const e of entries) expect(e.lines.reduce((s, l) => s + (l.postingType === 'Debit' ? l.amountCents : -l.amountCents), 0)).toBe(0);
    const csv = (await acc('GET', `ExportFile/${ex.id}?format=csv`)).body.split('\r\n');
    const colourRows = csv.filter((r) => r.includes(',Sales:Colour,')).map((r) => r.split(','));
    expect(colourRows.map((r) => [r[3]!.endsWith(': Service sales: Colour'), r[4], r[5]])).toEqual([
      [true, '', '60.00'],
      [true, '', '60.00'],
      [true, '', '60.00'],
    ]);
  });
});

describe('a renamed service category keeps its account (keyed by id)', () => {
  it('renames Colour to Color: the next export still posts colour revenue to Sales:Colour', async () => {
    const renamed = ok(await inject('PUT', `/api/ServiceCategory/Rename/${colourId}`, h.owner!, { name: 'Color' }));
    expect(renamed).toEqual({ id: colourId, name: 'Color', services: 1 });
    const service = ok(await inject('GET', `/api/Service/GetById/${w.color}`, h.owner!));
    expect(service.basicDetails.category).toBe('Color');
    // The GL screen lists it by its new name, mapped as before.
    const gl = ok(await acc('GET', `GlAccounts/${groupId}`));
    expect(gl.serviceCategories).toContainEqual({ id: colourId, name: 'Color' });
    expect(gl.mappings).toContainEqual({
      category: 'service_revenue',
      serviceCategoryId: colourId,
      accountId: null,
      accountName: 'Sales:Colour',
    });
    const ex = await runExport({ from: months[0]![0], to: months[0]![1] });
    expect(ex.status, JSON.stringify(ex.error)).toBe('succeeded');
    const csv = (await acc('GET', `ExportFile/${ex.id}?format=csv`)).body.split('\r\n');
    const colourRows = csv.filter((r) => r.includes(',Sales:Colour,')).map((r) => r.split(','));
    expect(colourRows.map((r) => [r[3]!.endsWith(': Service sales: Color'), r[5]])).toEqual([[true, '60.00']]);
    // Nothing of it went to the plain service revenue account.
    expect(csv.filter((r) => r.includes(',Services,') && r.includes('Color'))).toEqual([]);
  });

  it('refuses a name another category has (409 with the field) and an unknown id (404)', async () => {
    const taken = await inject('PUT', `/api/ServiceCategory/Rename/${colourId}`, h.owner!, { name: 'haircuts' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ name: 'Already used by another category' });
    expect((await inject('PUT', `/api/ServiceCategory/Rename/${groupId}`, h.owner!, { name: 'X' })).statusCode).toBe(404);
    expect((await inject('PUT', `/api/ServiceCategory/Rename/${colourId}`, h.accountant!, { name: 'X' })).statusCode).toBe(403);
  });
});

describe('the range lock', () => {
  it('an overlapping export of the group is refused with 409 while one is queued; other dates run', async () => {
    const first = ok(await acc('POST', `Export/${groupId}`, h.owner, { from: months[0]![0], to: months[0]![1], mode: 'offline' }), 201);
    const overlapping = await acc('POST', `Export/${groupId}`, h.owner, { from: months[0]![1], to: months[1]![1], mode: 'offline' });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toBe(
      `An export of this store group for overlapping dates (${months[0]![0]} to ${months[0]![1]}) is already running: wait for it to finish or choose dates that do not overlap.`,
    );
    const other = ok(await acc('POST', `Export/${groupId}`, h.owner, { from: months[1]![0], to: months[2]![1], mode: 'offline' }), 201);
    await t.jobs.drain();
    for (const id of [first.id, other.id]) expect(ok(await acc('GET', `Exports/${id}`)).status).toBe('succeeded');
    // Finished exports hold no dates.
    expect((await runExport({ from: months[0]![0], to: months[0]![1] })).status).toBe('succeeded');
  });

  raceTest('two overlapping exports started at once: one runs, the other gets 409; two apart both run', async () => {
    const start = (from: string, to: string) => acc('POST', `Export/${groupId}`, h.owner, { from, to, mode: 'offline' });
    const clash = await Promise.all([start(months[0]![0], months[1]![1]), start(months[1]![0], months[2]![1])]);
    expect(clash.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    await t.jobs.drain();
    const apart = await Promise.all([start(months[0]![0], months[0]![1]), start(months[1]![0], months[1]![1])]);
    expect(apart.map((r) => r.statusCode)).toEqual([201, 201]);
    await t.jobs.drain();
  });
});

describe('the accountant role', () => {
  it('keeps the books: groups, mappings, exports and downloads, reports read; nothing of the shop floor', async () => {
    const a = h.accountant!;
    expect(ok(await acc('GET', 'StoreGroups', a)).items.map((g: { id: string }) => g.id)).toEqual([groupId]);
    const ex = await runExport({ from: months[2]![0], to: months[2]![1] }, a);
    expect(ex.status).toBe('succeeded');
    expect(ok(await acc('GET', `Exports?groupId=${groupId}`, a)).items[0].id).toBe(ex.id);
    expect((await acc('GET', `ExportFile/${ex.id}?format=iif`, a)).statusCode).toBe(200);
    expect((await inject('GET', '/api/Report/List', a)).statusCode).toBe(200);
    // The set-up of the books is the accountant's too (issue 16: "an accountant role creates a group ... connects").
    // The group dialog's stores come from the accounting module: every store of the tenant, without store-list flags.
    const groupable = ok(await acc('GET', 'Stores', a)).items.map((s: { id: string }) => s.id);
    expect(groupable.sort()).toEqual(w.tenant.stores.map((s) => s.id).sort());
    expect((await inject('POST', '/api/Store/Search', a, {})).statusCode).toBe(403);
    // A store owner holds accounting_module for their own store only.
    const owner = (await staffAuth(t.database.db, await makeEmployee(t.database.db, w.tenant, 'store_owner'))).headers;
    expect(ok(await acc('GET', 'Stores', owner)).items.map((s: { id: string }) => s.id)).toEqual([w.tenant.stores[0]!.id]);
    const created = await acc('POST', 'StoreGroups', a, { name: 'Books by the accountant' });
    expect(created.statusCode).toBe(201);
    expect((await acc('GET', `GlAccounts/${groupId}`, a)).statusCode).toBe(200);
    const refused = [
      await inject('POST', '/api/Report/Create', a, { type: 'sales_summary', name: 'Mine', storeId: null, params: {} }),
      await inject('POST', '/api/Invoice/NewSale', a, { storeId: w.store.id, customerId: w.customer.id }),
      await inject('POST', '/api/Customer/Search', a, {}),
      await inject('POST', '/api/Appointment/Create', a, {}),
      await inject('POST', '/api/Employee/Search', a, {}),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
  });
});
