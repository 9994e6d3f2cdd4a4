// client_visit_facts equals a fresh recomputation from appointments after every write (issue 15): random
// sequences of bookings, serving (each served status), cancels and no-shows, reschedules, rollbacks of a served
// visit, deletes (a visit with its split parts), merges (every appointment of one customer moved to another in one
// statement), later bookings made within or after 24 hours of a visit, split-visit parts and two visits of one
// customer at the same instant, each its own transaction as the app's role (row-level security on). After each
// step the facts rows equal the old per-row probes (client-visit-facts-test-data.ts), and the KPI client figures
// read from them equal the old probe query (kpi-clients-probe.ts) for month and year windows.
import { randomUUID } from 'node:crypto';
import { SERVED_STATUSES } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { expectedFactRows, factRows } from './client-visit-facts-test-data.ts';
import { clientFigures } from './kpi-clients.ts';
import { clientFiguresByProbes } from './kpi-clients-probe.ts';
import type { Window } from './kpi-data.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A fixed midnight UTC; visits fall on whole hours from 400 days before it to 60 days after. */
const BASE = Date.UTC(2026, 9, 1);
const NOT_SERVED = ['booked', 'rescheduled', 'checked_in', 'pending'] as const;

let t: TestApp;
let a: TestTenant;
let cutters: string[];
let customers: string[];
const done = new Map<string, number>();
const count = (what: string) => done.set(what, (done.get(what) ?? 0) + 1);

beforeAll(async () => {
  t = await createTestApp();
  a = await makeTenant(t.database.db, 'Facts');
  cutters = [(await makeEmployee(t.database.db, a, 'cutter')).id, (await makeEmployee(t.database.db, a, 'cutter')).id];
  customers = [];
  for (let i = 0; i < 4; i++) customers.push((await makeCustomer(t.database.db, a)).id);
}, 120_000);

/** A small seeded generator (mulberry32), so a failing sequence can be run again. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let r = Math.imul(s ^ (s >>> 15), 1 | s);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Visit = { id: string; customerId: string; startsAt: number; status: string; visitId: string | null; cutterId: string };
const iso = (ms: number) => new Date(ms).toISOString();

const write = (fn: (tx: Tx) => Promise<unknown>) => withTenant(t.database.db, a.tenant.id, fn);

async function visits(): Promise<Visit[]> {
  return write((tx) =>
    queryRows<Visit>(
      tx,
      sql`select id, customer_id as "customerId", (extract(epoch from starts_at) * 1000)::float8 as "startsAt", status,
            visit_id as "visitId", cutter_id as "cutterId"
          from appointments where tenant_id = ${a.tenant.id} and customer_id is not null order by created_at, id`,
    ),
  ) as Promise<Visit[]>;
}

function actions(rnd: () => number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const slot = () => BASE + Math.floor(rnd() * 460 - 400) * DAY + (9 + Math.floor(rnd() * 9)) * HOUR;
  /** Books a visit (refused by the cutter's no-overlap rule now and then: then nothing changed). */
  const book = async (v: {
    customerId: string;
    startsAt: number;
    status: string;
    createdAt: number;
    cutterId?: string;
    visitId?: string;
  }) => {
    try {
      await write((tx) =>
        tx.execute(sql`insert into appointments (id, tenant_id, store_id, cutter_id, customer_id, status, source, starts_at, ends_at, created_at, visit_id)
          values (${randomUUID()}, ${a.tenant.id}, ${pick(a.stores).id}, ${v.cutterId ?? pick(cutters)}, ${v.customerId}, ${v.status}, 'admin',
                  ${iso(v.startsAt)}, ${iso(v.startsAt + 30 * 60_000)}, ${iso(v.createdAt)}, ${v.visitId ?? null})`),
      );
      return true;
    } catch {
      count('refused');
      return false;
    }
  };
  const set = (id: string, assignment: ReturnType<typeof sql>) =>
    write((tx) => tx.execute(sql`update appointments set ${assignment}, version = version + 1 where id = ${id}`)).then(
      () => true,
      () => {
        count('refused');
        return false;
      },
    );
  const heads = async () => (await visits()).filter((v) => v.visitId === null);
  const served = async () => (await heads()).filter((v) => (SERVED_STATUSES as readonly string[]).includes(v.status));
  const some = async (list: Promise<Visit[]>, what: string, fn: (v: Visit) => Promise<boolean>) => {
    const l = await list;
    if (l.length > 0 && (await fn(pick(l)))) count(what);
  };
  const all = {
    book: async () => {
      const startsAt = slot();
      if (
        await book({
          customerId: pick(customers),
          startsAt,
          status: pick([...NOT_SERVED, ...SERVED_STATUSES]),
          createdAt: startsAt - Math.floor(rnd() * 40) * DAY,
        })
      )
        count('book');
    },
    serve: () => some(heads(), 'serve', (v) => set(v.id, sql`status = ${pick(SERVED_STATUSES)}`)),
    cancel: () => some(heads(), 'cancel', (v) => set(v.id, sql`status = ${pick(['cancelled', 'no_show'])}`)),
    reschedule: () =>
      some(heads(), 'reschedule', (v) => {
        const at = slot();
        return set(v.id, sql`starts_at = ${iso(at)}, ends_at = ${iso(at + 30 * 60_000)}`);
      }),
    rollback: () => some(served(), 'rollback', (v) => set(v.id, sql`status = ${pick(['checked_in', 'booked'])}`)),
    delete: () =>
      some(heads(), 'delete', (v) => write((tx) => tx.execute(sql`delete from appointments where id = ${v.id}`)).then(() => true)),
    merge: async () => {
      const [from, into] = [pick(customers), pick(customers)];
      if (from === into) return;
      await write((tx) => tx.execute(sql`update appointments set customer_id = ${into} where customer_id = ${from}`));
      count('merge');
    },
    rebook: () =>
      some(served(), 'rebook', async (v) => {
        const within = rnd() < 0.6;
        const createdAt = v.startsAt + (within ? Math.floor(rnd() * 24) : 25 + Math.floor(rnd() * 24)) * HOUR;
        const ok = await book({
          customerId: v.customerId,
          startsAt: v.startsAt + (7 + Math.floor(rnd() * 60)) * DAY,
          status: pick(['booked', 'pending', 'cancelled']),
          createdAt,
        });
        if (ok) count(within ? 'rebook within 24 h' : 'rebook after 24 h');
        return ok;
      }),
    part: () =>
      some(heads(), 'split part', (v) =>
        book({
          customerId: v.customerId,
          startsAt: v.startsAt + 30 * 60_000,
          status: v.status,
          createdAt: v.startsAt - DAY,
          cutterId: cutters.find((c) => c !== v.cutterId)!,
          visitId: v.id,
        }),
      ),
    tie: () =>
      some(served(), 'same instant', (v) =>
        book({
          customerId: v.customerId,
          startsAt: v.startsAt,
          status: pick(SERVED_STATUSES),
          createdAt: v.startsAt - DAY,
          cutterId: cutters.find((c) => c !== v.cutterId)!,
        }),
      ),
    serveAll: async () => {
      const customerId = pick(customers);
      await write((tx) =>
        tx.execute(sql`update appointments set status = 'completed' where customer_id = ${customerId} and status = 'booked'`),
      );
      count('serve all of a customer');
    },
    touch: () => some(heads(), 'note only', (v) => set(v.id, sql`notes = ${`note ${rnd()}`}`)),
  };
  return { all, pick };
}

const windows = (from: number, days: number): Window[] =>
  a.stores.map((s) => ({ storeId: s.id, start: new Date(from), end: new Date(from + days * DAY) }));

async function expectFactsEqualAppointments(step: string) {
  await withTenant(t.database.db, a.tenant.id, async (tx) => {
    expect(await factRows(tx, a.tenant.id), step).toEqual(await expectedFactRows(tx, a.tenant.id));
    for (const [from, days] of [
      [BASE - 31 * DAY, 31],
      [BASE - 200 * DAY, 120],
      [BASE - 365 * DAY, 425],
    ] as const) {
      const w = windows(from, days);
      expect(await clientFigures(tx, a.tenant.id, w, BASE), `${step}: ${days} days`).toEqual(
        await clientFiguresByProbes(tx, a.tenant.id, w, BASE),
      );
    }
  });
}

describe('client_visit_facts equals the appointments after every write', () => {
  for (const seed of [3, 11, 42, 97, 2026]) {
    it(`random sequence ${seed}: 40 writes`, async () => {
      const rnd = random(seed);
      const { all, pick } = actions(rnd);
      for (let i = 0; i < 8; i++) await all.book();
      await expectFactsEqualAppointments(`seed ${seed} after the first bookings`);
      const names = Object.keys(all) as (keyof typeof all)[];
      for (let step = 0; step < 40; step++) {
        const name = pick([...names, 'book', 'serve', 'rebook'] as const);
        await all[name]();
        await expectFactsEqualAppointments(`seed ${seed} step ${step}: ${name}`);
      }
    }, 600_000);
  }

  it('the sequences did each kind of write, and the facts hold prebooked, returning and retained visits', async () => {
    for (const what of [
      'book',
      'serve',
      'cancel',
      'reschedule',
      'rollback',
      'delete',
      'merge',
      'rebook within 24 h',
      'rebook after 24 h',
      'split part',
      'same instant',
      'serve all of a customer',
      'note only',
    ])
      expect(done.get(what) ?? 0, what).toBeGreaterThan(0);
    const rows = await withTenant(t.database.db, a.tenant.id, (tx) => factRows(tx, a.tenant.id));
    expect(rows.some((r) => r.rebooked)).toBe(true);
    expect(rows.some((r) => r.prevServedAt !== null && r.startsAt - r.prevServedAt <= 365 * DAY)).toBe(true);
    expect(rows.some((r) => r.nextServedAt !== null && r.nextServedAt - r.startsAt <= 90 * DAY)).toBe(true);
  });
});
