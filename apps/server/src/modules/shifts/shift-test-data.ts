// Test data of the shift and availability tests: store clocks, services at a store, skills, shifts and
// appointments written straight to their tables, and wall-clock times in a store's zone.
import { randomBytes } from 'node:crypto';
import { type OpeningHoursByWeekday, wallClockToInstant } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, employees, services, serviceStoreOverrides, serviceStores, shifts, stores } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { categoryFor } from '../services/service-categories.ts';

const unique = () => randomBytes(3).toString('hex');

/** A local wall-clock time in the zone, as an instant (the first occurrence of a repeated one). */
export function localTime(zone: string, date: string, time: string): Date {
  const [h, m] = time.split(':').map(Number);
  const instant = wallClockToInstant(zone, date, h * 60 + m, 'reject');
  if (!instant) throw new Error(`${date} ${time} does not exist in ${zone}`);
  return instant;
}

export const everyDay = (open: string, close: string) =>
  Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, { open, close }])) as OpeningHoursByWeekday;

export async function setStoreClock(
  db: Db,
  tenantId: string,
  storeId: string,
  values: { timezone?: string; openingHours?: OpeningHoursByWeekday; slotInterval?: number; onlineBooking?: boolean },
) {
  await withTenant(db, tenantId, (tx) => tx.update(stores).set(values).where(eq(stores.id, storeId)));
}

export async function makeStoreService(
  db: Db,
  tenantId: string,
  storeIds: string[],
  values: {
    name?: string;
    durationMinutes?: number;
    skillSet?: string;
    onlineBookable?: boolean;
    extraTimeMinutes?: number;
    storeDuration?: number;
  } = {},
) {
  return withTenant(db, tenantId, async (tx) => {
    const [service] = await tx
      .insert(services)
      .values({
        tenantId,
        name: values.name ?? `Haircut ${unique()}`,
        ...(await categoryFor(tx, tenantId, 'Hair')),
        durationMinutes: values.durationMinutes ?? 30,
        priceCents: 3000,
        skillSet: values.skillSet ?? 'Cut',
        onlineBookable: values.onlineBookable ?? true,
        extraTimeMinutes: values.extraTimeMinutes ?? 0,
      })
      .returning();
    if (storeIds.length) await tx.insert(serviceStores).values(storeIds.map((storeId) => ({ tenantId, serviceId: service.id, storeId })));
    if (values.storeDuration)
      await tx
        .insert(serviceStoreOverrides)
        .values({ tenantId, serviceId: service.id, storeId: storeIds[0], durationMinutes: values.storeDuration });
    return service;
  });
}

export async function setSkills(db: Db, tenantId: string, employeeId: string, skills: string[]) {
  await withTenant(db, tenantId, (tx) =>
    tx
      .update(employees)
      .set({ skills })
      .where(and(eq(employees.tenantId, tenantId), eq(employees.id, employeeId))),
  );
}

export async function insertShift(
  db: Db,
  tenantId: string,
  values: { storeId: string; employeeId: string; start: Date; end: Date; status?: 'draft' | 'active' },
) {
  const [row] = await withTenant(db, tenantId, (tx) =>
    tx
      .insert(shifts)
      .values({
        tenantId,
        storeId: values.storeId,
        employeeId: values.employeeId,
        startsAt: values.start,
        endsAt: values.end,
        status: values.status ?? 'active',
      })
      .returning(),
  );
  return row;
}

/** An appointment or blocked slot written straight to the appointments table (what busyIntervals reads). */
export async function insertBusy(
  db: Db,
  tenantId: string,
  values: {
    storeId: string;
    cutterId: string;
    start: Date;
    end: Date;
    kind?: 'appointment' | 'block';
    label?: 'Non Availability' | 'blocked' | 'vacation';
    /** Set-up minutes before start and processing windows [from, to, ...] in minutes from start. */
    bufferBeforeMinutes?: number;
    freeMinutes?: number[];
  },
) {
  const block = values.kind === 'block';
  const [row] = await withTenant(db, tenantId, (tx) =>
    tx
      .insert(appointments)
      .values({
        tenantId,
        storeId: values.storeId,
        cutterId: values.cutterId,
        kind: block ? 'block' : 'appointment',
        label: block ? (values.label ?? 'blocked') : null,
        status: 'booked',
        source: block ? null : 'phone',
        guestName: block ? null : 'Walk In',
        startsAt: values.start,
        endsAt: values.end,
        bufferBeforeMinutes: values.bufferBeforeMinutes ?? 0,
        freeMinutes: values.freeMinutes ?? null,
      })
      .returning(),
  );
  return row;
}
