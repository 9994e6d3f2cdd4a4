// The data of bench/availability.ts: one store open 10:00-20:00 with a 5-minute slot interval, 20 cutters with
// active shifts all week, 2,000 half-hour appointments written straight to the appointments table.
import { addDays, todayIn, wallClockToInstant } from '@salon/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { appointments, employees, serviceStores, services, shifts, stores } from '../apps/server/src/db/schema.ts';
import { createEmployee } from '../apps/server/src/modules/employees/employees.service.ts';
import { categoryFor } from '../apps/server/src/modules/services/service-categories.ts';
import { provisionTenant } from '../apps/server/src/modules/tenancy/provisioning.ts';
import { createSession } from '../apps/server/src/platform/auth/sessions.ts';
import { withTenant } from '../apps/server/src/platform/tenancy.ts';

export const CUTTERS = 20;
export const DAYS = 7;
export const APPOINTMENTS = 2000;
export const ZONE = 'America/Chicago';

export type Seeded = Awaited<ReturnType<typeof seed>>;

/**
 * One store open 10:00-20:00 with a 5-minute slot interval, 20 cutters with active shifts all week, 2,000 half-hour appointments.
 * With `processing` (issue 20): every appointment has a 10-minute processing window (minutes 10-20, the cutter free),
 * so each is two held parts, and the service asked for is a colour: 5 min set-up, 10 min, 30 min processing, 5 min rinse.
 */
export async function seed(database: Database, { processing = false }: { processing?: boolean } = {}) {
  const tag = processing ? `p${process.pid}` : `${process.pid}`;
  const db = database.db;
  const {
    tenant,
    stores: [store],
  } = await provisionTenant(db, {
    name: 'Bench Availability',
    slug: `bench-availability-${tag}`,
    brand: { name: 'Bench Cuts', domains: [`availability-${tag}.bench.localhost`] },
    stores: [{ name: 'Bench Downtown', timezone: ZONE, status: 'active' }],
  });
  const coordinator = await createEmployee(db, {
    tenantId: tenant.id,
    email: `coordinator.${tag}@bench.test`,
    password: 'Bench#Pass1',
    firstName: 'Casey',
    lastName: 'Desk',
    roles: [{ slug: 'coordinator', storeId: store.id }],
  });
  const cutterIds: string[] = [];
  for (let i = 0; i < CUTTERS; i++) {
    const cutter = await createEmployee(db, {
      tenantId: tenant.id,
      email: `cutter${i}.${tag}@bench.test`,
      password: 'Bench#Pass1',
      firstName: `Cutter${String(i).padStart(2, '0')}`,
      lastName: 'Bench',
      roles: [{ slug: 'cutter', storeId: store.id }],
    });
    cutterIds.push(cutter.id);
  }
  const firstDay = addDays(todayIn(ZONE), 7);
  const lastDay = addDays(firstDay, DAYS - 1);
  const at = (day: string, minutes: number) => wallClockToInstant(ZONE, day, minutes, 'compatible');
  const { serviceId, secondServiceId } = await withTenant(db, tenant.id, async (tx) => {
    await tx.update(stores).set({ slotInterval: 5 }).where(eq(stores.id, store.id));
    for (const id of cutterIds)
      await tx
        .update(employees)
        .set({ skills: ['Cut'] })
        .where(eq(employees.id, id));
    const [service] = await tx
      .insert(services)
      .values({
        tenantId: tenant.id,
        name: processing ? 'Colour' : 'Haircut',
        ...(await categoryFor(tx, tenant.id, 'Hair')),
        durationMinutes: processing ? 10 : 30,
        // Held [-5, 10) and [40, 45) from its start: at 5 past a free half hour, its rinse falls in the next one's processing.
        ...(processing ? { processingGapMinutes: 30, extraTimeMinutes: 5, bufferBeforeMinutes: 5 } : {}),
        priceCents: 3000,
        skillSet: 'Cut',
        onlineBookable: true,
      })
      .returning();
    // A 30-minute cut for a second cutter's part of a split visit (issue 20).
    const [cut] = await tx
      .insert(services)
      .values({
        tenantId: tenant.id,
        name: 'Finish cut',
        ...(await categoryFor(tx, tenant.id, 'Hair')),
        durationMinutes: 30,
        priceCents: 2500,
        skillSet: 'Cut',
        onlineBookable: true,
      })
      .returning();
    await tx.insert(serviceStores).values([
      { tenantId: tenant.id, serviceId: service.id, storeId: store.id },
      { tenantId: tenant.id, serviceId: cut.id, storeId: store.id },
    ]);
    const shiftRows = [];
    for (let d = 0; d < DAYS; d++) {
      const day = addDays(firstDay, d);
      for (const employeeId of cutterIds)
        shiftRows.push({
          tenantId: tenant.id,
          storeId: store.id,
          employeeId,
          startsAt: at(day, 600),
          endsAt: at(day, 1200),
          status: 'active' as const,
        });
    }
    await tx.insert(shifts).values(shiftRows);
    // 2,000 appointments over 140 cutter-days of 20 half hours (2,800 cells): 2 of every 7 cells, spread out, stay free.
    const rows = [];
    for (let d = 0; d < DAYS; d++) {
      for (let c = 0; c < CUTTERS; c++) {
        for (let half = 0; half < 20; half++) {
          const cell = (d * CUTTERS + c) * 20 + half;
          if ((cell * 3) % 7 < 2) continue;
          const day = addDays(firstDay, d);
          const start = 600 + half * 30;
          rows.push({
            tenantId: tenant.id,
            storeId: store.id,
            cutterId: cutterIds[c],
            kind: 'appointment' as const,
            status: 'booked' as const,
            source: 'phone' as const,
            guestName: `Guest ${rows.length}`,
            startsAt: at(day, start),
            endsAt: at(day, start + 30),
            ...(processing ? { freeMinutes: [10, 20] } : {}),
          });
        }
      }
    }
    if (rows.length !== APPOINTMENTS) throw new Error(`seeded ${rows.length} appointments, not ${APPOINTMENTS}`);
    for (let i = 0; i < rows.length; i += 500) await tx.insert(appointments).values(rows.slice(i, i + 500));
    return { serviceId: service.id, secondServiceId: cut.id };
  });
  const { token } = await withTenant(db, tenant.id, (tx) =>
    createSession(tx, { tenantId: tenant.id, principalType: 'admin', employeeId: coordinator.id }),
  );
  return { tenantId: tenant.id, storeId: store.id, serviceId, secondServiceId, cutterIds, token, firstDay, lastDay };
}
