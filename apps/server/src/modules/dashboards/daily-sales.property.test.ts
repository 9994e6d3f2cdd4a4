// The daily sales rollup equals the invoices (issue 15): random sequences of sales (split tenders, gift cards,
// products, tips), refunds (part and whole), tip edits after payment and voids at two stores in two zones,
// with the clock on the days around the end of daylight saving time (Sunday 2026-11-01) and a minute either
// side of local midnight. After every step, every row of daily_sales equals what the KPI code's own window
// queries and salesFigures give for that store-day (daily-sales-test-data.ts), and there is no other row.
import { addDays, wallClockToInstant } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { type CheckoutWorld, cardToken, checkoutWorld, key, openDrawer, pay } from '../checkout/checkout-test-data.ts';
import { expectedRows, rollupRows } from './daily-sales-test-data.ts';

const CHICAGO = 'America/Chicago';
const LOS_ANGELES = 'America/Los_Angeles';
const DAYS = ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03'];
const at = (zone: string, date: string, minutes: number) => wallClockToInstant(zone, date, minutes, 'compatible');
const HOUR = 3_600_000;
/** The instants the clock jumps between: either side of midnight in each zone, the repeated hour of 1 November. */
const INSTANTS = [
  at(CHICAGO, '2026-10-31', 23 * 60 + 59),
  at(CHICAGO, '2026-11-01', 0),
  at(CHICAGO, '2026-11-01', 90),
  new Date(at(CHICAGO, '2026-11-01', 90).getTime() + HOUR), // 01:30 again, standard time
  at(CHICAGO, '2026-11-01', 23 * 60 + 59),
  at(LOS_ANGELES, '2026-10-31', 23 * 60 + 59),
  at(LOS_ANGELES, '2026-11-01', 22 * 60 + 30),
  at(LOS_ANGELES, '2026-11-02', 0),
  at(CHICAGO, '2026-11-02', 12 * 60),
];

let t: TestApp;
let w: CheckoutWorld;
let owner: Record<string, string>;
let clock = INSTANTS[0]!;
/** What the random sequences did that went through (the last test checks they did each kind). */
const done = new Map<string, number>();
/** Gift cards sold so far (any sequence's), with what is left on them. */
const gifts: { number: string; left: number }[] = [];
const count = (what: string) => done.set(what, (done.get(what) ?? 0) + 1);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  w = await checkoutWorld(t.database.db, 'Rollup');
  await openDrawer(t.database.db, w, w.tenant.stores[1].id);
  await openDrawer(t.database.db, w);
  owner = (await staffAuth(t.database.db, await makeEmployee(t.database.db, w.tenant, 'franchisor'))).headers;
}, 120_000);

/** A small seeded generator (mulberry32), so a failing sequence can be run again. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Paid = { paymentId: string; left: number; tender: string };
const body = (res: { statusCode: number; body: string }) => JSON.parse(res.body).res_data;

function actions(app: FastifyInstance, rnd: () => number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const post = (url: string, payload: object, headers = owner) => app.inject({ method: 'POST', url, headers, payload });
  const payments: Paid[] = [];
  const invoices: string[] = [];
  const record = (res: { statusCode: number; body: string }, tender: string) => {
    if (res.statusCode !== 200) return null;
    const b = body(res);
    count(`payment ${tender}`);
    if (b.payment?.status === 'succeeded') payments.push({ paymentId: b.payment.id, left: b.payment.amountCents, tender });
    for (const g of b.issuedGiftCards ?? []) gifts.push({ number: g.number, left: g.balanceCents ?? 1000 });
    return b.invoice as { id: string; dueCents: number };
  };
  const tender = async (id: string, amountCents: number) => {
    const gift = gifts.find((g) => g.left > 0);
    if (gift && rnd() < 0.5) {
      const part = Math.min(gift.left, amountCents);
      gift.left -= part;
      return record(await pay(app, owner, id, { tender: 'gift_card', number: gift.number, amountCents: part }), 'gift_card');
    }
    if (rnd() < 0.5) return record(await pay(app, owner, id, { tender: 'cash', amountCents }), 'cash');
    return record(await pay(app, owner, id, { tender: 'card', token: await cardToken(app), amountCents }), 'card');
  };
  return {
    /** A sale at a store: a service, maybe a product (first store) or a gift card, maybe tips; paid whole, split or in part. */
    async sale(fixed?: { store: number }) {
      const store = fixed ? w.tenant.stores[fixed.store]! : pick(w.tenant.stores);
      const created = await post('/api/Invoice/NewSale', { storeId: store.id, customerId: w.customer.id });
      const sale = body(created);
      invoices.push(sale.id);
      await post(`/api/Invoice/AddLine/${sale.id}`, { kind: 'service', itemId: w.haircut, cutterId: w.cutter.id });
      if (store.id === w.store.id && rnd() < 0.3) await post(`/api/Invoice/AddLine/${sale.id}`, { kind: 'product', itemId: w.productId });
      if (rnd() < 0.3) await post(`/api/Invoice/AddLine/${sale.id}`, { kind: 'gift_card', amountCents: 1000 });
      if (rnd() < 0.5)
        await app.inject({
          method: 'PUT',
          url: `/api/Invoice/Tips/${sale.id}`,
          headers: owner,
          payload: { tips: [{ cutterId: w.cutter.id, amountCents: 300 }] },
        });
      const due = body(await app.inject({ method: 'GET', url: `/api/Invoice/GetById/${sale.id}`, headers: owner })).dueCents as number;
      if (fixed) return record(await pay(app, owner, sale.id, { tender: 'cash', amountCents: due }), 'cash');
      const split = rnd();
      if (split < 0.15) await tender(sale.id, Math.min(1000, due));
      else if (split < 0.45) {
        const first = await tender(sale.id, Math.min(1500, due));
        if (first && first.dueCents > 0 && (await tender(sale.id, first.dueCents))) count('split');
      } else await tender(sale.id, due);
    },
    /** A refund of part or all of what is left on a payment. */
    async refund() {
      const p = payments.filter((x) => x.left > 0);
      if (p.length === 0) return;
      const payment = pick(p);
      const amountCents = rnd() < 0.5 ? payment.left : Math.max(1, Math.floor(payment.left / 3));
      const res = await app.inject({
        method: 'POST',
        url: `/api/Payment/Refund/${payment.paymentId}`,
        headers: { ...owner, 'idempotency-key': key() },
        payload: { amountCents, reason: 'Unhappy' },
      });
      if (res.statusCode === 200) {
        payment.left -= amountCents;
        count(amountCents === payment.left + amountCents ? 'whole refund' : 'part refund');
      }
    },
    /** New tips on an invoice (after payment too: the edit-invoice permission). */
    async tips() {
      if (invoices.length === 0) return;
      const res = await app.inject({
        method: 'PUT',
        url: `/api/Invoice/Tips/${pick(invoices)}`,
        headers: owner,
        payload: { tips: [{ cutterId: w.cutter.id, amountCents: pick([0, 200, 700]) }] },
      });
      if (res.statusCode === 200) count(body(res).paidCents > 0 ? 'tips after payment' : 'tips');
    },
    /** Voids an invoice (refused once money was taken: then nothing may change). */
    async void() {
      if (invoices.length === 0 || rnd() < 0.5) {
        const sale = body(await post('/api/Invoice/NewSale', { storeId: pick(w.tenant.stores).id, customerId: w.customer.id }));
        await post(`/api/Invoice/AddLine/${sale.id}`, { kind: 'service', itemId: w.haircut, cutterId: w.cutter.id });
        invoices.push(sale.id);
      }
      const res = await post(`/api/Invoice/RollbackInvoice/${invoices[invoices.length - 1]}`, {});
      count(res.statusCode === 200 ? 'void' : 'void refused');
    },
    async clock() {
      clock = pick(INSTANTS);
    },
    pick,
  };
}

const stores = () => [
  { id: w.tenant.stores[0].id, zone: CHICAGO },
  { id: w.tenant.stores[1].id, zone: LOS_ANGELES },
];

async function expectRollupEqualsInvoices(step: string) {
  await withTenant(t.database.db, w.tenant.tenant.id, async (tx) => {
    const expected = await expectedRows(tx, w.tenant.tenant.id, stores(), [addDays(DAYS[0]!, -1), ...DAYS]);
    expect(await rollupRows(tx, w.tenant.tenant.id), step).toEqual(expected);
  });
}

describe('daily_sales equals the invoices after every step', () => {
  it('the first sales of the morning of 1 November (the repeated hour), then one a minute before midnight', async () => {
    const act = actions(t.app, random(1));
    for (const [instant, store] of [
      [INSTANTS[2]!, 0],
      [INSTANTS[3]!, 0],
      [INSTANTS[4]!, 0],
      [INSTANTS[6]!, 1],
    ] as const) {
      clock = instant;
      await act.sale({ store });
      await expectRollupEqualsInvoices(`sale at ${instant.toISOString()}`);
    }
    const rows = await withTenant(t.database.db, w.tenant.tenant.id, (tx) => rollupRows(tx, w.tenant.tenant.id));
    // 06:30 and 07:30 UTC are both 01:30 on 1 November in Chicago; 05:59 UTC on 2 November is still 1 November there.
    // 06:30 UTC on 2 November is 00:30 on 2 November in Chicago but 22:30 on 1 November in Los Angeles, the store's zone.
    const days = (storeId: string) => rows.filter((r) => r.cutterId === null && r.storeId === storeId).map((r) => [r.day, r.sales]);
    expect(days(w.tenant.stores[0].id)).toEqual([['2026-11-01', 3]]);
    expect(days(w.tenant.stores[1].id)).toEqual([['2026-11-01', 1]]);
  }, 300_000);

  for (const seed of [7, 19, 42, 101, 2026]) {
    it(`random sequence ${seed}: 14 steps of sales, refunds, tip edits, voids and clock jumps`, async () => {
      const rnd = random(seed);
      const act = actions(t.app, rnd);
      for (let step = 0; step < 14; step++) {
        const name = act.pick(['sale', 'sale', 'sale', 'refund', 'refund', 'tips', 'void', 'clock'] as const);
        await act[name]();
        await expectRollupEqualsInvoices(`seed ${seed} step ${step}: ${name} at ${clock.toISOString()}`);
      }
    }, 600_000);
  }

  it('the random sequences took split, card, cash and gift card payments, part and whole refunds, tip edits after payment and voids', () => {
    for (const what of [
      'split',
      'payment card',
      'payment cash',
      'payment gift_card',
      'part refund',
      'whole refund',
      'tips after payment',
      'void',
    ])
      expect(done.get(what) ?? 0, what).toBeGreaterThan(0);
  });
});
