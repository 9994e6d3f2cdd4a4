import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { createAppAt, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { raceTest } from '../../testing/race-test.ts';
import { customerAuth, staffAuth } from '../../testing/test-sessions.ts';
import { makeEmployee } from '../../testing/factories.ts';
import { dayAhead } from '../appointments/appointment-test-data.ts';
import { FEE_RECEIPT_TEMPLATE } from './fee-receipt.ts';
import { bookWithDeposit, type DepositWorld, depositWorld, moneyOf, savedCard } from './deposit-test-data.ts';

let t: TestApp;
let w: DepositWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await depositWorld(t.app, t.database.db, 'FeeRace');
});

raceTest('two clerks charging the same no-show fee at once make one charge and one emailed receipt', async () => {
  const me = (await customerAuth(t.database.db, w.customer)).headers;
  const card = await savedCard(t.app, me);
  const start = dayAhead(2).at('15:00');
  const id = await bookWithDeposit(t.app, w, me, card, start.toISOString());
  const later = await createAppAt(t.database, new Date(start.getTime() + 20 * 60_000));
  expect((await later.inject({ method: 'POST', url: `/api/Appointment/NoShow/${id}`, headers: w.desk, payload: {} })).statusCode).toBe(200);
  const other = (await staffAuth(t.database.db, await makeEmployee(t.database.db, w.tenant, 'coordinator'))).headers;
  const answers = await Promise.all(
    [w.desk, other, w.desk, other].map((headers) =>
      later.inject({ method: 'POST', url: `/api/BookingPolicy/ChargeFee/${id}`, headers, payload: {} }),
    ),
  );
  expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
  expect(await moneyOf(t.database.db, w.tenant.tenant.id, id)).toEqual({
    charges: [
      { kind: 'deposit', status: 'succeeded', amount_cents: 1000, refunded_cents: 0, kept_cents: 1000 },
      { kind: 'no_show_fee', status: 'succeeded', amount_cents: 2000, refunded_cents: 0, kept_cents: 0 },
    ],
    gateway: { approved: 2, cents: 3000, refunded: 0 },
  });
  const [receipts] = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
    queryRows<{ n: number }>(tx, sql`select count(*)::int as n from outbox_messages where template = ${FEE_RECEIPT_TEMPLATE}`),
  );
  expect(receipts.n).toBe(1);
});
