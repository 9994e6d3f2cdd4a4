import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { raceTest } from '../../testing/race-test.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type BookingWorld, bookingWorld, dayAhead } from '../appointments/appointment-test-data.ts';
import { appointments } from '../appointments/appointments.tables.ts';
import { offerFreedTime } from './waitlist-offers.ts';
import { deskBooks, join, offersTo, signedInCustomer, waitlistDeps } from './waitlist-test-data.ts';

let t: TestApp;
let w: BookingWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db, 'WaitlistRace');
});

const cancel = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/Appointment/Cancel/${id}`, headers: w.desk, payload: { reason: 'Sick' } });

async function freedSlot(id: string) {
  const [row] = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
    tx
      .select()
      .from(appointments)
      .where(and(eq(appointments.tenantId, w.tenant.tenant.id), eq(appointments.id, id))),
  );
  return { storeId: row.storeId, cutterId: row.cutterId, start: row.startsAt, end: row.endsAt };
}

const statuses = () =>
  withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
    queryRows<{ status: string; n: number }>(
      tx,
      sql`select status, count(*)::int as n from waitlist_entries group by status order by status`,
    ),
  );

raceTest('two cancellations at once offer the one waiting entry once', async () => {
  const day = dayAhead(2);
  const blocker = await signedInCustomer(t.database.db, w);
  const a = await deskBooks(t.app, w, day.iso('11:00'), blocker.customer.id);
  const b = await deskBooks(t.app, w, day.iso('11:30'), blocker.customer.id);
  const me = await signedInCustomer(t.database.db, w);
  expect(
    (await join(t.app, me.headers, { storeId: w.store.id, serviceIds: [w.haircut], date: day.date, from: '11:00', to: '12:00' }))
      .statusCode,
  ).toBe(200);
  expect((await cancel(a)).statusCode).toBe(200);
  expect((await cancel(b)).statusCode).toBe(200);
  const deps = waitlistDeps(t.database.db, t.jobs);
  const offered = await Promise.all([a, b, a, b].map(async (id) => offerFreedTime(deps, w.tenant.tenant.id, await freedSlot(id))));
  expect(offered.filter((id) => id !== null)).toHaveLength(1);
  expect(await statuses()).toEqual([{ status: 'offered', n: 1 }]);
  expect(await offersTo(t.database.db, w.tenant.tenant.id, me.customer.email!)).toHaveLength(1);
});

raceTest('one freed time offered by two workers at once goes to one of two waiting customers', async () => {
  const day = dayAhead(3);
  const blocker = await signedInCustomer(t.database.db, w);
  const a = await deskBooks(t.app, w, day.iso('14:00'), blocker.customer.id);
  const wish = { storeId: w.store.id, serviceIds: [w.haircut], date: day.date, from: '14:00', to: '14:30' };
  const first = await signedInCustomer(t.database.db, w);
  const second = await signedInCustomer(t.database.db, w);
  expect((await join(t.app, first.headers, wish)).statusCode).toBe(200);
  expect((await join(t.app, second.headers, wish)).statusCode).toBe(200);
  expect((await cancel(a)).statusCode).toBe(200);
  const deps = waitlistDeps(t.database.db, t.jobs);
  const slot = await freedSlot(a);
  const offered = await Promise.all([1, 2, 3, 4].map(() => offerFreedTime(deps, w.tenant.tenant.id, slot)));
  expect(offered.filter((id) => id !== null)).toHaveLength(1);
  const rows = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
    queryRows<{ status: string; n: number }>(
      tx,
      sql`select status, count(*)::int as n from waitlist_entries where date = ${day.date} group by status order by status`,
    ),
  );
  expect(rows).toEqual([
    { status: 'offered', n: 1 },
    { status: 'waiting', n: 1 },
  ]);
});
