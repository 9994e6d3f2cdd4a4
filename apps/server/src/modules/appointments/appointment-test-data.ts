// Test data of the appointment route tests: a store open 10:00-20:00 (America/Chicago) taking online
// bookings, a cutter with the haircut skill on an active 10:00-18:00 shift, and two services.
import { randomUUID } from 'node:crypto';
import { addDays, todayIn, wallClockToInstant } from '@salon/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { employees, stores } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { categoryFor } from '../services/service-categories.ts';

export type Headers = Record<string, string>;
export const TZ = 'America/Chicago';

/** A local day `daysAhead` from today in the store's timezone, and instants on it. */
export function dayAhead(daysAhead = 3) {
  const date = addDays(todayIn(TZ), daysAhead);
  const at = (time: string) => {
    const [h, m] = time.split(':').map(Number);
    return wallClockToInstant(TZ, date, h * 60 + m, 'compatible');
  };
  return { date, at, iso: (time: string) => at(time).toISOString() };
}

export async function addService(
  db: Db,
  tenant: TestTenant,
  input: { name: string; minutes: number; skill?: string; priceCents?: number },
) {
  const id = randomUUID();
  await withTenant(db, tenant.tenant.id, async (tx) => {
    const { categoryId } = await categoryFor(tx, tenant.tenant.id, 'Haircuts');
    await tx.execute(sql`insert into services (id, tenant_id, name, category, category_id, duration_minutes, price_cents, skill_set, online_bookable)
                         values (${id}, ${tenant.tenant.id}, ${input.name}, 'Haircuts', ${categoryId}, ${input.minutes}, ${input.priceCents ?? 2500}, ${input.skill ?? 'haircut'}, true)`);
    for (const store of tenant.stores)
      await tx.execute(
        sql`insert into service_stores (id, tenant_id, service_id, store_id) values (${randomUUID()}, ${tenant.tenant.id}, ${id}, ${store.id})`,
      );
  });
  return id;
}

/** An active shift of the employee at the store from..to (instants). */
export async function addShift(db: Db, tenant: TestTenant, employeeId: string, from: Date, to: Date, storeId = tenant.stores[0].id) {
  await withTenant(db, tenant.tenant.id, (tx) =>
    tx.execute(sql`insert into shifts (id, tenant_id, store_id, employee_id, starts_at, ends_at, status)
                   values (${randomUUID()}, ${tenant.tenant.id}, ${storeId}, ${employeeId}, ${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, 'active')`),
  );
}

export async function makeCutter(db: Db, tenant: TestTenant, skills = ['haircut']) {
  const cutter = await makeEmployee(db, tenant, 'cutter');
  await withTenant(db, tenant.tenant.id, (tx) => tx.update(employees).set({ skills }).where(eq(employees.id, cutter.id)));
  return cutter;
}

/** One tenant with a bookable store, a cutter on shift 10:00-18:00 on each of the next 7 days, services and staff. */
export async function bookingWorld(db: Db, name = 'Salon') {
  const tenant = await makeTenant(db, name);
  const store = tenant.stores[0];
  await withTenant(db, tenant.tenant.id, (tx) => tx.update(stores).set({ onlineBooking: true }).where(eq(stores.id, store.id)));
  const cutter = await makeCutter(db, tenant);
  for (let d = 0; d <= 7; d++) {
    const day = dayAhead(d);
    await addShift(db, tenant, cutter.id, day.at('10:00'), day.at('18:00'));
  }
  const haircut = await addService(db, tenant, { name: 'Haircut', minutes: 30 });
  const color = await addService(db, tenant, { name: 'Color', minutes: 60, skill: 'color', priceCents: 6000 });
  const coordinator = await makeEmployee(db, tenant, 'coordinator');
  const desk = (await staffAuth(db, coordinator)).headers;
  const customer = await makeCustomer(db, tenant);
  return { tenant, store, cutter, haircut, color, coordinator, desk, customer };
}

export type BookingWorld = Awaited<ReturnType<typeof bookingWorld>>;

export function createBody(world: BookingWorld, start: string, extra: Record<string, unknown> = {}) {
  return {
    storeId: world.store.id,
    cutterId: world.cutter.id,
    serviceIds: [world.haircut],
    start,
    source: 'phone',
    customerId: world.customer.id,
    ...extra,
  };
}

/** The desk books the world's haircut with its cutter at `time`, `days` ahead (expects 201); answers the id. */
export async function bookByDesk(app: FastifyInstance, world: BookingWorld, time: string, days = 2): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/Appointment/Create',
    headers: world.desk,
    payload: createBody(world, dayAhead(days).iso(time)),
  });
  if (res.statusCode !== 201) throw new Error(`booking answered ${res.statusCode}: ${res.body}`);
  return res.json().res_data.id as string;
}
