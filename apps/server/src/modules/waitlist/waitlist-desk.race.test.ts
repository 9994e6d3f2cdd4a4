import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee } from '../../testing/factories.ts';
import { raceTest } from '../../testing/race-test.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { type BookingWorld, bookingWorld, dayAhead } from '../appointments/appointment-test-data.ts';
import { signedInCustomer } from './waitlist-test-data.ts';

let t: TestApp;
let w: BookingWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db, 'WaitlistDeskRace');
});

raceTest('two desk staff booking the same waitlist entry at once (different times) make one booking', async () => {
  const day = dayAhead(2);
  const caller = await signedInCustomer(t.database.db, w);
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/Waitlist/Add',
    headers: w.desk,
    payload: { storeId: w.store.id, serviceIds: [w.haircut], date: day.date, from: '11:00', to: '13:00', customerId: caller.customer.id },
  });
  expect(added.statusCode, added.body).toBe(200);
  const id = added.json().res_data.id as string;
  const second = (await staffAuth(t.database.db, await makeEmployee(t.database.db, w.tenant, 'coordinator'))).headers;
  const answers = await Promise.all(
    [
      { headers: w.desk, start: day.iso('11:00') },
      { headers: second, start: day.iso('12:00') },
    ].map(({ headers, start }) =>
      t.app.inject({ method: 'POST', url: `/api/Waitlist/Book/${id}`, headers, payload: { start, cutterId: w.cutter.id } }),
    ),
  );
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  const booked = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
    queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from appointments where customer_id = ${caller.customer.id} and status = 'booked'`,
    ),
  );
  expect(booked[0].n).toBe(1);
  const [entry] = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
    queryRows<{ status: string; appointment_id: string }>(tx, sql`select status, appointment_id from waitlist_entries where id = ${id}`),
  );
  const winner = answers.find((a) => a.statusCode === 200)!;
  expect(entry).toEqual({ status: 'booked', appointment_id: winner.json().res_data.appointmentId });
});
