// Test data of the checkout tests: the booking world (store, cutter, services) with a taxed store, an
// appointment moved to completed through the real routes, a retail product with stock, a promo code and
// an open cash drawer.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { bookingWorld, createBody, dayAhead } from '../appointments/appointment-test-data.ts';

export type Headers = Record<string, string>;

export async function checkoutWorld(db: Db, name = 'Checkout', taxRateMilliPercent = 8250) {
  const world = await bookingWorld(db, name);
  const t = world.tenant.tenant.id;
  const productId = randomUUID();
  await withTenant(db, t, async (tx) => {
    await tx.execute(
      sql`update stores set tax_rate_milli_percent = ${taxRateMilliPercent}, accepted_tenders = '["card","cash","gift_card"]'::jsonb where id = ${world.store.id}`,
    );
    await tx.execute(sql`insert into products (id, tenant_id, name, price_cents, product_type, product_use, category, resellable, active)
                         values (${productId}, ${t}, 'Pomade', 1800, 'retail', 'retail', 'Styling', true, true)`);
    await tx.execute(sql`insert into stock_items (id, tenant_id, store_id, product_id, quantity, threshold)
                         values (${randomUUID()}, ${t}, ${world.store.id}, ${productId}, 10, 0)`);
  });
  return { ...world, productId };
}
export type CheckoutWorld = Awaited<ReturnType<typeof checkoutWorld>>;

// Slots used so far at each test store: counted per store, since a worker runs many files (isolate: false) and a
// count shared by all of them ran past the cutter's shift.
const slotsUsed = new Map<string, number>();
/** A new booked appointment at its own time (slots of 40 minutes over the next 6 days). */
export async function bookedAppointment(app: FastifyInstance, world: CheckoutWorld, serviceIds = [world.haircut]): Promise<string> {
  const slot = slotsUsed.get(world.store.id) ?? 0;
  slotsUsed.set(world.store.id, slot + 1);
  const day = dayAhead(1 + (slot % 6));
  const minutes = 10 * 60 + Math.floor(slot / 6) * 40;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const created = await app.inject({
    method: 'POST',
    url: '/api/Appointment/Create',
    headers: world.desk,
    payload: createBody(world, day.iso(time), { serviceIds }),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().res_data.id as string;
}

/** A new appointment moved booked -> checked_in -> ongoing -> completed through the routes. */
export async function completedAppointment(app: FastifyInstance, world: CheckoutWorld, serviceIds = [world.haircut]): Promise<string> {
  const id = await bookedAppointment(app, world, serviceIds);
  for (const action of ['CheckIn', 'Start', 'Stop']) {
    const res = await app.inject({ method: 'POST', url: `/api/Appointment/${action}/${id}`, headers: world.desk, payload: {} });
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
  }
  return id;
}

export async function createInvoice(app: FastifyInstance, world: CheckoutWorld, appointmentId?: string) {
  const id = appointmentId ?? (await completedAppointment(app, world));
  const res = await app.inject({ method: 'POST', url: `/api/Invoice/CreateForAppointment/${id}`, headers: world.desk });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().res_data as { id: string; totalCents: number; dueCents: number; appointmentId: string; lines: { id: string }[] };
}

export async function addPromo(
  db: Db,
  world: CheckoutWorld,
  input: { code: string; type: 'fixed' | 'percentage'; value: number; usageLimit?: number; minSpendCents?: number },
) {
  await withTenant(db, world.tenant.tenant.id, (tx) =>
    tx.execute(sql`insert into promo_codes (id, tenant_id, code, type, value, starts_on, usage_limit, min_spend_cents)
                   values (${randomUUID()}, ${world.tenant.tenant.id}, ${input.code}, ${input.type}, ${input.value}, '2020-01-01', ${input.usageLimit ?? null}, ${input.minSpendCents ?? 0})`),
  );
}

export async function openDrawer(db: Db, world: CheckoutWorld, storeId = world.store.id) {
  const registerId = randomUUID();
  await withTenant(db, world.tenant.tenant.id, async (tx) => {
    await tx.execute(
      sql`insert into cash_registers (id, tenant_id, store_id, name) values (${registerId}, ${world.tenant.tenant.id}, ${storeId}, ${`Register ${registerId.slice(0, 4)}`})`,
    );
    await tx.execute(sql`insert into cash_drawers (id, tenant_id, store_id, register_id, float_cents, opening_count)
                         values (${randomUUID()}, ${world.tenant.tenant.id}, ${storeId}, ${registerId}, 10000, '{}'::jsonb)`);
  });
}

/** A sandbox card token (the browser's tokenisation call). */
export async function cardToken(app: FastifyInstance, number = '4242424242424242'): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox-gateway/v1/tokens',
    payload: { number, expMonth: 12, expYear: 2035, cvc: '123' },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().token as string;
}

export const key = () => `test-${randomUUID()}`;

export async function pay(
  app: FastifyInstance,
  headers: Headers,
  invoiceId: string,
  payload: Record<string, unknown>,
  idempotencyKey = key(),
) {
  return app.inject({
    method: 'POST',
    url: `/api/Invoice/Pay/${invoiceId}`,
    headers: { ...headers, 'idempotency-key': idempotencyKey },
    payload,
  });
}

/** Reads as the desk: an invoice, and an appointment's status (for route tests that hold `t` and `w` in variables). */
export function deskReaders(current: () => { app: FastifyInstance; world: CheckoutWorld }) {
  const get = async (url: string, headers = current().world.desk) => current().app.inject({ method: 'GET', url, headers });
  return {
    get,
    invoiceOf: async (id: string) => (await get(`/api/Invoice/GetById/${id}`)).json().res_data,
    appointmentStatus: async (id: string) => (await get(`/api/Appointment/GetById/${id}`)).json().res_data.status as string,
  };
}
