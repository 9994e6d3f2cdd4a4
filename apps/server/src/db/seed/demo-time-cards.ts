// Demo time cards (issue 14): the past week of each demo cutter at both stores, with meal breaks, one
// California 13-hour day at Silver Lake (8 regular, 4 overtime, 1 double time), one missed clock-out
// yesterday, and a PIN per demo cutter for the store tablet (/admin/time-clock).
import { addDays, storeDateOf, wallClockToInstant } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import { pinLookup } from '../../modules/employees/employee-pin.ts';
import { timeEntries, timeEntryVersions } from '../../modules/time-clock/time-clock.tables.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { withTenant } from '../../platform/tenancy.ts';
import type { Db, Tx } from '../client.ts';
import { employees } from '../schema.ts';

/** Tablet PINs of the demo cutters, in the order of cuttersByStore flattened (cutter@, Marcus, Dana, Riley). */
export const DEMO_PINS = ['1111', '2222', '3333', '4444'];

type Kind = 'work' | 'paid_break' | 'unpaid_break';

async function entry(tx: Tx, tenantId: string, employeeId: string, storeId: string, kind: Kind, clockIn: Date, clockOut: Date | null) {
  const [row] = await tx
    .insert(timeEntries)
    .values({ tenantId, employeeId, storeId, kind, method: 'pin', clockIn, clockOut, version: clockOut ? 2 : 1 })
    .returning();
  await tx.insert(timeEntryVersions).values({ tenantId, entryId: row.id, version: 1, action: 'clock_in', kind, clockIn, clockOut: null });
  if (clockOut)
    await tx.insert(timeEntryVersions).values({ tenantId, entryId: row.id, version: 2, action: 'clock_out', kind, clockIn, clockOut });
}

export async function seedTimeCards(
  db: Db,
  input: { tenantId: string; stores: { id: string; timezone: string }[]; cuttersByStore: string[][]; now: Date },
) {
  const { tenantId, stores, cuttersByStore, now } = input;
  const people = cuttersByStore.flat();
  const pins = await Promise.all(
    people.map(async (_, i) => ({ lookup: await pinLookup(db, tenantId, DEMO_PINS[i]), hash: await hashPassword(DEMO_PINS[i]) })),
  );
  await withTenant(db, tenantId, async (tx) => {
    for (const [i, id] of people.entries()) {
      if (!DEMO_PINS[i]) continue;
      await tx
        .update(employees)
        .set({ pinHash: pins[i].hash, pinLookup: pins[i].lookup })
        .where(and(eq(employees.tenantId, tenantId), eq(employees.id, id)));
    }
    for (const [s, store] of stores.entries()) {
      const zone = store.timezone;
      const today = storeDateOf(zone, now);
      const at = (date: string, hhmm: number) => wallClockToInstant(zone, date, Math.floor(hhmm / 100) * 60 + (hhmm % 100), 'compatible');
      for (const [c, cutterId] of cuttersByStore[s].entries()) {
        for (let d = -7; d <= -1; d++) {
          const date = addDays(today, d);
          // A day off each: a different weekday per cutter.
          if ((d + 7 + c) % 7 === 2) continue;
          const long = s === 1 && c === 0 && d === -3;
          const open = s === 0 && c === 2 && d === -1;
          const start = long ? 800 : 900 + c * 30;
          if (open) {
            await entry(tx, tenantId, cutterId, store.id, 'work', at(date, start), null);
            continue;
          }
          await entry(tx, tenantId, cutterId, store.id, 'work', at(date, start), at(date, 1300));
          await entry(tx, tenantId, cutterId, store.id, 'unpaid_break', at(date, 1300), at(date, 1330));
          await entry(tx, tenantId, cutterId, store.id, 'work', at(date, 1330), at(date, long ? 2130 : 1730 + c * 30));
        }
      }
    }
  });
}
