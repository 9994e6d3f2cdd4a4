// Two transactions write served visits of one customer at the same time (issue 15), on PostgreSQL (READ COMMITTED,
// a connection each). The appointments triggers lock the customer (pg_advisory_xact_lock, migration
// client_visit_facts_triggers) before recomputing its facts, so the second waits for the first to commit and its
// recompute then reads both visits. Without the lock, the second recomputes from a snapshot that misses the
// first's uncommitted visit: each visit's row then says the other does not exist.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { interleavedTransactions, raceTest } from '../../testing/race-test.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { expectedFactRows, factRows } from './client-visit-facts-test-data.ts';

const DAY = 86_400_000;
let t: TestApp;
let a: TestTenant;
let cutter: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await makeTenant(t.database.db, 'FactsRace');
  cutter = (await makeEmployee(t.database.db, a, 'cutter')).id;
}, 120_000);

const served = (tx: Tx, customerId: string, startsAt: number, cutterId = cutter) =>
  tx.execute(sql`insert into appointments (id, tenant_id, store_id, cutter_id, customer_id, status, source, starts_at, ends_at, created_at)
    values (${randomUUID()}, ${a.tenant.id}, ${a.stores[0].id}, ${cutterId}, ${customerId}, 'checked_out', 'admin',
            ${new Date(startsAt).toISOString()}, ${new Date(startsAt + 30 * 60_000).toISOString()}, ${new Date(startsAt - DAY).toISOString()})`);

async function expectFactsRight() {
  await withTenant(t.database.db, a.tenant.id, async (tx) => {
    expect(await factRows(tx, a.tenant.id)).toEqual(await expectedFactRows(tx, a.tenant.id));
  });
}

/**
 * A new customer; the first transaction books a served visit, the second books another while the first is
 * uncommitted (interleavedTransactions). Answers how each ended and the customer's facts (prev, next) in order.
 */
async function interleaved(first: number, second: number) {
  const customerId = (await makeCustomer(t.database.db, a)).id;
  // A cutter of its own, so the calls' visits never meet in a cutter's no-overlap rule.
  const own = (await makeEmployee(t.database.db, a, 'cutter')).id;
  const outcome = await interleavedTransactions(
    t.database,
    a.tenant.id,
    (tx) => served(tx, customerId, first, own),
    (tx) => served(tx, customerId, second, own),
  );
  const facts = await withTenant(t.database.db, a.tenant.id, (tx) => factRows(tx, a.tenant.id));
  const rows = facts.filter((f) => f.customerId === customerId).sort((x, y) => x.startsAt - y.startsAt);
  return { outcome, prevNext: rows.map((f) => [f.prevServedAt, f.nextServedAt]) };
}

describe('two served visits of one customer written at once', () => {
  const [may, june] = [Date.UTC(2026, 4, 4, 15), Date.UTC(2026, 5, 1, 15)];

  raceTest('with the customer lock, the second waits for the first: both commit and each row knows the other', async () => {
    expect(await interleaved(may, june)).toEqual({
      outcome: ['committed', 'committed'],
      prevNext: [
        [null, june],
        [may, null],
      ],
    });
    expect(await interleaved(june, may)).toEqual({
      outcome: ['committed', 'committed'],
      prevNext: [
        [null, june],
        [may, null],
      ],
    });
    await expectFactsRight();
  });

  raceTest(
    'twenty concurrent bookings of one customer, each served, all commit and the facts equal the appointments',
    async () => {
      const customerId = (await makeCustomer(t.database.db, a)).id;
      const days = Array.from({ length: 20 }, (_, i) => Date.UTC(2026, 0, 5, 15) + i * 9 * DAY);
      const results = await Promise.allSettled(
        days.map((at) => withTenant(t.database.db, a.tenant.id, (tx) => served(tx, customerId, at))),
      );
      expect(results.map((r) => r.status)).toEqual(days.map(() => 'fulfilled'));
      await expectFactsRight();
    },
    120_000,
  );

  // Last: it replaces the lock function of this file's own database with one that recomputes without locking.
  raceTest('without the lock, the second recomputes without the first visit: each row misses the other', async () => {
    await t.database.raw(`create or replace function client_visit_facts_touch(tenants uuid[], customers uuid[]) returns void
      language plpgsql set search_path = public, pg_temp as $$
      begin
        if customers is null or cardinality(customers) = 0 then return; end if;
        perform client_visit_facts_recompute(tenants, customers);
      end $$`);
    expect(await interleaved(may, june)).toEqual({
      outcome: ['committed', 'committed'],
      prevNext: [
        [null, null],
        [null, null],
      ],
    });
  });
});
