// Test data of the kiosk tests: a booking world, its brand domain, and a tablet paired through the API.
import { eq, type sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { brandDomains } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, type TestTenant } from '../../testing/factories.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { type BookingWorld, createBody, type dayAhead } from '../appointments/appointment-test-data.ts';

export async function domainOf(db: Db, tenant: TestTenant) {
  const [row] = await withTenant(db, tenant.tenant.id, (tx) =>
    tx.select({ domain: brandDomains.domain }).from(brandDomains).where(eq(brandDomains.brandId, tenant.brand.id)),
  );
  return row.domain;
}

/** A shop manager of the tenant's first store (holds manage_kiosks by default). */
export async function managerHeaders(db: Db, tenant: TestTenant) {
  return (await staffAuth(db, await makeEmployee(db, tenant, 'shop_manager'))).headers;
}

/** Asks for a code as the manager and pairs a tablet of the store (the first by default) with it; answers the device credential and the device id. */
export async function pairTablet(
  app: FastifyInstance,
  db: Db,
  tenant: TestTenant,
  manager: Record<string, string>,
  name = 'Front tablet',
  storeId = tenant.stores[0].id,
) {
  const code = await app.inject({
    method: 'POST',
    url: '/api/Kiosk/PairingCode',
    headers: manager,
    payload: { storeId, name },
  });
  expect(code.statusCode, code.body).toBe(201);
  const paired = await app.inject({
    method: 'POST',
    url: '/api/Kiosk/Pair',
    headers: { 'x-brand-domain': await domainOf(db, tenant) },
    payload: { code: code.json().res_data.code },
  });
  expect(paired.statusCode, paired.body).toBe(201);
  return {
    token: paired.json().res_data.token as string,
    deviceId: code.json().res_data.deviceId as string,
    code: code.json().res_data.code as string,
  };
}

export async function countRows(db: Db, tenantId: string, query: ReturnType<typeof sql>) {
  const res = (await withTenant(db, tenantId, (tx) => tx.execute(query))) as unknown as { rows: Record<string, unknown>[] };
  return res.rows;
}

/** Books the world's cutter for the customer at `time` on `day` as the front desk; answers the appointment id. */
export async function bookAt(app: FastifyInstance, w: BookingWorld, day: ReturnType<typeof dayAhead>, time: string, customerId: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/Appointment/Create',
    headers: w.desk,
    payload: createBody(w, day.iso(time), { customerId }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().res_data as { id: string };
}

/** The store's drinks and music as a manager sets them: Latte and Water, Jazz and Pop. */
export async function latteAndJazz(app: FastifyInstance, headers: Record<string, string>, storeId: string) {
  const lists = await app.inject({
    method: 'PUT',
    url: `/api/Kiosk/Lists/${storeId}`,
    headers,
    payload: { beverages: ['Latte', 'Water'], music: ['Jazz', 'Pop'] },
  });
  expect(lists.statusCode).toBe(200);
}
