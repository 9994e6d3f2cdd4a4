// The KPI summary's visit, shift and client figures counted in SQL (kpi-visit-sums.ts, kpi-clients.ts) equal the
// pure functions of packages/shared over the rows the summary used to load into Node (visitsInWindow,
// shiftsInWindow, servedClientsHistory): on the demo brand (regulars, lapsed and prebooked clients, two
// years of visits at three stores), for ranges of a week to a year, each store and all stores together.
import {
  addDays,
  bookedMinutes,
  clientsServed,
  instantToWallClock,
  localDayBounds,
  newAndReturning,
  prebook,
  retention,
  shiftMinutes,
  todayIn,
  visitCounts,
  wallClockToInstant,
} from '@salon/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { seedDemoIfEmpty } from '../../db/seed/demo.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { clientFigures } from './kpi-clients.ts';
import { servedClientsHistory, shiftsInWindow, visitsInWindow, type Window } from './kpi-data.ts';
import { shiftSums, visitSums } from './kpi-visit-sums.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
let tenantId: string;
let stores: { id: string; timezone: string }[];
/**
 * A fixed afternoon (2 PM yesterday in Chicago) for the demo and the figures: just after midnight in Chicago the
 * demo's day has not begun and the prebooked count was 0 (a clean run at 06:10 UTC).
 */
const now = wallClockToInstant('America/Chicago', addDays(todayIn('America/Chicago'), -1), 14 * 60, 'compatible');

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.database.db, now);
  const [tenant] = (await t.database.raw(`select id from tenants where slug = 'demo'`)).rows as { id: string }[];
  tenantId = tenant!.id;
  // An online cart's unconfirmed hold in the last year (the demo has none): not booked time, yet a visit.
  await t.database.raw(
    `update appointments set status = 'pending', hold_expires_at = now() + interval '10 minutes'
     where id = (select id from appointments where tenant_id = $1 and status = 'cancelled' and kind = 'appointment' and visit_id is null
                 and starts_at < now() and starts_at > now() - interval '360 days' order by starts_at desc limit 1)`,
    [tenantId],
  );
  // The demo is seeded as of `now`, but what its booking services create is stamped with the database's clock (today).
  // Stamped at `now`, as if the seed ran then: a visit rebooked at yesterday's visits then counts whatever the time
  // of the run (the prebooked count fell to 0 once the clock passed yesterday's last served visit by a day: 18:30 UTC).
  await t.database.raw(`update appointments set created_at = $2 where tenant_id = $1 and created_at > $2`, [tenantId, now.toISOString()]);
  stores = await withTenant(t.database.db, tenantId, (tx) =>
    queryRows<{ id: string; timezone: string }>(tx, sql`select id, timezone from stores where tenant_id = ${tenantId} order by name`),
  );
}, 300_000);

const windowsOf = (list: typeof stores, from: string, to: string): Window[] =>
  list.map((s) => {
    const b = localDayBounds(s.timezone, from, to);
    return { storeId: s.id, start: b[0]!, end: b[b.length - 1]! };
  });

describe('visit, shift and client figures in SQL', () => {
  const today = () => instantToWallClock(stores[0]!.timezone, now).date;
  const ranges = () => [
    [addDays(today(), -6), today()],
    [addDays(today(), -29), today()],
    [addDays(today(), -119), addDays(today(), -90)],
    [addDays(today(), -364), today()],
    [today(), addDays(today(), 13)],
  ];

  it('equal the pure functions over the loaded rows, per cutter and in all', async () => {
    let compared = 0;
    await withTenant(t.database.db, tenantId, async (tx) => {
      for (const [from, to] of ranges())
        for (const list of [stores, ...stores.map((s) => [s])]) {
          const windows = windowsOf(list, from!, to!);
          const visits = await visitsInWindow(tx, tenantId, windows);
          const shifts = await shiftsInWindow(tx, tenantId, windows);
          const earliest = Math.min(...windows.map((w) => w.start.getTime()));
          const history = await servedClientsHistory(tx, tenantId, windows, new Date(earliest - 366 * DAY_MS));
          const split = newAndReturning(visits, history);
          const kept = retention(visits, history, 90, now.getTime());
          expect(await clientFigures(tx, tenantId, windows, now.getTime()), `${from}..${to}`).toEqual({
            clientsServed: clientsServed(visits),
            newClients: split.newClients,
            returningClients: split.returningClients,
            prebooked: prebook(visits, history).prebooked,
            retained90: kept.retained,
            eligible90: kept.eligible,
          });
          const sums = await visitSums(tx, tenantId, windows);
          const counts = visitCounts(visits);
          expect(sums.get(''), `${from}..${to}`).toEqual({
            visits: visits.length,
            ...counts,
            bookedMinutes: bookedMinutes(visits),
          });
          for (const cutterId of new Set(visits.map((v) => v.cutterId))) {
            const own = visits.filter((v) => v.cutterId === cutterId);
            expect(sums.get(cutterId)).toMatchObject({
              visits: own.length,
              served: visitCounts(own).served,
              bookedMinutes: bookedMinutes(own),
            });
          }
          expect(sums.size).toBe(new Set(visits.map((v) => v.cutterId)).size + 1);
          const shiftTotals = await shiftSums(tx, tenantId, windows);
          expect(shiftTotals.get('')).toEqual({ shifts: shifts.length, shiftMinutes: shiftMinutes(shifts) });
          for (const employeeId of new Set(shifts.map((s) => s.employeeId)))
            expect(shiftTotals.get(employeeId)?.shiftMinutes).toBe(shiftMinutes(shifts.filter((s) => s.employeeId === employeeId)));
          if (visits.length > 0) compared++;
        }
    });
    expect(compared).toBeGreaterThanOrEqual(10);
    const [hold] = (await t.database.raw(`select count(*)::int as n from appointments where status = 'pending'`)).rows;
    expect(hold?.n).toBe(1);
  }, 300_000);

  it('the demo gives the figures something to count: returning, new, prebooked and retained clients', async () => {
    await withTenant(t.database.db, tenantId, async (tx) => {
      const year = await clientFigures(tx, tenantId, windowsOf(stores, addDays(today(), -364), today()), now.getTime());
      const month = await clientFigures(tx, tenantId, windowsOf(stores, addDays(today(), -29), today()), now.getTime());
      for (const [name, value] of Object.entries({ ...year, monthReturning: month.returningClients, monthPrebooked: month.prebooked }))
        expect(value, name).toBeGreaterThan(0);
    });
  });
});
