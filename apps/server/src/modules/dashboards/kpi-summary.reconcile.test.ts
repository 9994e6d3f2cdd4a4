// Reconciliation: the KPI summary of a seeded month equals sums computed here, independently, from the
// invoices, invoice_tips, invoice_payments and invoice_refunds rows (both databases).
import { addDays, type KpiInvoices, type KpiSummary, samePeriodLastYear, wallClockToInstant } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type CheckoutWorld, checkoutWorld } from '../checkout/checkout-test-data.ts';
import { CHICAGO, dateSale, LOS_ANGELES, seedMonth } from './kpi-test-data.ts';

let t: TestApp;
let w: CheckoutWorld;
let month: Awaited<ReturnType<typeof seedMonth>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await checkoutWorld(t.database.db, 'Kpi');
  month = await seedMonth(t.app, t.database.db, w);
}, 120_000);

const summary = async (query: string, headers = month.owner) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/Dashboard/KpiSummary?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().res_data as KpiSummary;
};

/** The window of local days [from, to] of one store, worked out here from midnights on its own clock. */
const windowOf = (zone: string, from: string, to: string) => ({
  start: wallClockToInstant(zone, from, 0, 'compatible').toISOString(),
  end: wallClockToInstant(zone, addDays(to, 1), 0, 'compatible').toISOString(),
});

/** Independent sums straight from the rows: invoice-level columns, not the lines the service adds up. */
async function expected(storeIds: { id: string; zone: string }[], from: string, to: string) {
  const totals = { net: 0, gift: 0, discount: 0, tax: 0, tips: 0, tickets: 0, refunds: 0, card: 0, cash: 0, gift_card: 0, sold: 0 };
  await withTenant(t.database.db, w.tenant.tenant.id, async (tx) => {
    for (const store of storeIds) {
      const win = windowOf(store.zone, from, to);
      const [inv] = await queryRows<Record<string, number>>(
        tx,
        sql`select coalesce(sum(i.subtotal_cents - i.discount_cents), 0)::int as gross_less_discount,
                   coalesce(sum(i.discount_cents), 0)::int as discount, coalesce(sum(i.tax_cents), 0)::int as tax,
                   coalesce(sum(i.total_cents), 0)::int as total,
                   coalesce(sum((select coalesce(sum(l.amount_cents), 0) from invoice_lines l where l.invoice_id = i.id and l.kind = 'gift_card')), 0)::int as gift,
                   coalesce(sum((select coalesce(sum(x.amount_cents), 0) from invoice_tips x where x.invoice_id = i.id)), 0)::int as tips,
                   count(*) filter (where exists (select 1 from invoice_lines l where l.invoice_id = i.id and l.kind <> 'gift_card'))::int as tickets
            from invoices i
            where i.store_id = ${store.id} and i.status in ('success', 'partial_refund', 'refunded')
              and i.paid_at >= ${win.start} and i.paid_at < ${win.end}`,
      );
      totals.net += inv!.gross_less_discount! - inv!.gift!;
      totals.gift += inv!.gift!;
      totals.discount += inv!.discount!;
      totals.tax += inv!.tax!;
      totals.tips += inv!.tips!;
      totals.tickets += inv!.tickets!;
      totals.sold += inv!.total!;
      const [ref] = await queryRows<{ n: number }>(
        tx,
        sql`select coalesce(sum(r.amount_cents), 0)::int as n from invoice_refunds r join invoices i on i.id = r.invoice_id
            where i.store_id = ${store.id} and r.status = 'succeeded' and r.completed_at >= ${win.start} and r.completed_at < ${win.end}`,
      );
      totals.refunds += ref!.n;
      const pays = await queryRows<{ tender: 'card' | 'cash' | 'gift_card'; n: number }>(
        tx,
        sql`select p.tender, sum(p.amount_cents)::int as n from invoice_payments p join invoices i on i.id = p.invoice_id
            where i.store_id = ${store.id} and p.status = 'succeeded' and p.completed_at >= ${win.start} and p.completed_at < ${win.end}
            group by p.tender`,
      );
      for (const p of pays) totals[p.tender] += p.n;
    }
  });
  return totals;
}

function expectReconciled(figures: KpiSummary['current'], e: Awaited<ReturnType<typeof expected>>) {
  expect(figures.netSalesCents).toBe(e.net);
  expect(figures.servicesCents + figures.productsCents + figures.packagesCents).toBe(e.net);
  expect(figures.giftCardSalesCents).toBe(e.gift);
  expect(figures.discountCents).toBe(e.discount);
  expect(figures.taxCents).toBe(e.tax);
  expect(figures.tipCents).toBe(e.tips);
  expect(figures.tickets).toBe(e.tickets);
  expect(figures.refundsCents).toBe(e.refunds);
  expect(figures.paymentsByTender).toEqual({ card: e.card, saved_card: 0, cash: e.cash, gift_card: e.gift_card });
  // A completed sale's total is what it sold: net + gift cards + tax + tips.
  expect(figures.netSalesCents + figures.giftCardSalesCents + figures.taxCents + figures.tipCents).toBe(e.sold);
}

describe('KPI summary reconciles to the invoices and payments of a seeded month', () => {
  it('one store: every total equals the rows, and the seeded sales are all there', async () => {
    const s = await summary(`storeId=${w.store.id}&from=${month.from}&to=${month.to}`);
    const e = await expected([{ id: w.store.id, zone: CHICAGO }], month.from, month.to);
    expectReconciled(s.current, e);
    // Hand-checked shape of the month: sales 1, 2, 4, 5 are tickets (3 is a gift card only, 6 unpaid, 7 before).
    expect(s.current.tickets).toBe(4);
    expect(s.current.serviceTickets).toBe(4);
    expect(s.current.giftCardSalesCents).toBe(5000);
    expect(s.current.tipCents).toBe(800);
    expect(s.current.paymentsByTender.gift_card).toBe(1500);
    expect(s.current.discountCents).toBeGreaterThan(500); // 10% of 43.00 + 5.00
    expect(s.current.retailAttachmentBasisPoints).toBe(2500); // 1 of 4 service tickets sold the pomade
    expect(s.stores.map((x) => x.id)).toEqual([w.store.id]);
  });

  it('the previous period holds the sale of the day before the month', async () => {
    const s = await summary(`storeId=${w.store.id}&from=${month.from}&to=${month.to}`);
    const prev = await expected([{ id: w.store.id, zone: CHICAGO }], s.previousFrom, s.previousTo);
    expectReconciled(s.previous, prev);
    expect(s.previous.tickets).toBe(1);
    expect(s.previousTo).toBe(addDays(month.from, -1));
  });

  it("all stores adds the Los Angeles sale made at 23:30 on that store's last day", async () => {
    const s = await summary(`from=${month.from}&to=${month.to}`);
    const stores = [
      { id: w.tenant.stores[0].id, zone: CHICAGO },
      { id: w.tenant.stores[1].id, zone: LOS_ANGELES },
    ];
    const e = await expected(stores, month.from, month.to);
    expectReconciled(s.current, e);
    expect(s.current.tickets).toBe(5);
    expect(s.stores).toHaveLength(2);
    expect(s.daily.find((d) => d.date === month.to)?.tickets).toBe(2); // sale 5 (Chicago) + sale 8 (LA)
    expect(s.daily.reduce((sum, d) => sum + d.netSalesCents, 0)).toBe(e.net);
    // The per-cutter breakdown adds up to the tips and the service sales.
    expect(s.cutters.reduce((sum, c) => sum + c.tipCents, 0)).toBe(e.tips);
    expect(s.cutters.reduce((sum, c) => sum + c.servicesCents, 0)).toBe(s.current.servicesCents);
  });

  it('a range of one day has exactly the sales dated to that local day', async () => {
    const s = await summary(`storeId=${w.store.id}&from=${month.from}&to=${month.from}`);
    expect(s.current.tickets).toBe(1); // sale 1 at 00:01
    expectReconciled(s.current, await expected([{ id: w.store.id, zone: CHICAGO }], month.from, month.from));
  });

  it('the drill-down lists the sales behind the figures and its rows add up to them exactly', async () => {
    const query = `from=${month.from}&to=${month.to}`;
    const s = await summary(query);
    const res = await t.app.inject({ method: 'GET', url: `/api/Dashboard/KpiInvoices?${query}`, headers: month.owner });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().res_data as KpiInvoices;
    const sum = (key: 'netSalesCents' | 'giftCardSalesCents' | 'discountCents' | 'taxCents' | 'tipCents') =>
      d.invoices.reduce((total, row) => total + row[key], 0);
    // Sales 1, 2, 3 (gift card only), 4, 5 and 8; not 6 (unpaid) or 7 (the day before).
    const seeded = month.sales.map((x) => x.id);
    expect(d.invoices.map((row) => row.id).sort()).toEqual([seeded[0], seeded[1], seeded[2], seeded[3], seeded[4], seeded[7]].sort());
    expect(sum('netSalesCents')).toBe(s.current.netSalesCents);
    expect(sum('giftCardSalesCents')).toBe(s.current.giftCardSalesCents);
    expect(sum('discountCents')).toBe(s.current.discountCents);
    expect(sum('taxCents')).toBe(s.current.taxCents);
    expect(sum('tipCents')).toBe(s.current.tipCents);
    expect(d.invoices.filter((row) => row.ticket)).toHaveLength(s.current.tickets);
    expect(d.totals).toMatchObject({ netSalesCents: s.current.netSalesCents, tickets: s.current.tickets });
    expect(d.invoices.find((row) => row.id === seeded[7])).toMatchObject({ storeName: w.tenant.stores[1].name, date: month.to });
  });

  it('the same dates last year hold nothing: no data (null), not zeros', async () => {
    const s = await summary(`storeId=${w.store.id}&from=${month.from}&to=${month.to}`);
    expect(s.lastYear).toBeNull();
    expect(s.lastYearTo.slice(0, 4)).toBe(String(Number(month.to.slice(0, 4)) - 1));
  });

  it("a sale dated a year back is last year's figure", async () => {
    const lastYearDay = samePeriodLastYear(month.from, month.from).from;
    const s0 = await summary(`storeId=${w.store.id}&from=${month.from}&to=${month.to}`);
    const sale = month.sales[6]!; // the previous period's sale, moved a year back, then returned
    await dateSale(t.database.db, w.tenant.tenant.id, sale.id, CHICAGO, lastYearDay, 600);
    try {
      const s = await summary(`storeId=${w.store.id}&from=${month.from}&to=${month.to}`);
      expect(s.lastYear?.tickets).toBe(1);
      expect(s.lastYear?.netSalesCents).toBe(s0.previous.netSalesCents);
      expect(s.previous.tickets).toBe(0);
    } finally {
      await dateSale(t.database.db, w.tenant.tenant.id, sale.id, sale.zone, sale.date, sale.minutes);
    }
  });
});
