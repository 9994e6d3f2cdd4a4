// Test data of booking protection: the booking world with a store policy (deposit, window, fees), a customer with a
// saved card at the sandbox gateway, and a confirmed booking that paid its deposit through the real routes.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee } from '../../testing/factories.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { type BookingWorld, bookingWorld, type Headers } from '../appointments/appointment-test-data.ts';

/** $10 deposit, 24 h window, $15 late-cancel fee, $30 no-show fee. */
export const STORE_POLICY = {
  requirement: 'deposit',
  depositKind: 'fixed',
  depositFixedCents: 1000,
  depositBasisPoints: 0,
  cancellationWindowMinutes: 1440,
  lateCancelFeeCents: 1500,
  noShowFeeCents: 3000,
} as const;

export async function depositWorld(app: FastifyInstance, db: Db, name = 'Deposits') {
  const world = await bookingWorld(db, name);
  const manager = (await staffAuth(db, await makeEmployee(db, world.tenant, 'franchisor'))).headers;
  const saved = await app.inject({
    method: 'POST',
    url: '/api/BookingPolicy/Save',
    headers: manager,
    payload: { storeId: world.store.id, serviceId: null, policy: STORE_POLICY },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...world, manager };
}
export type DepositWorld = BookingWorld & { manager: Headers };

/** A saved card of the signed-in customer (the sandbox's 4000000000009995 saves but declines every charge). */
export async function savedCard(app: FastifyInstance, headers: Headers, number = '4242424242424242'): Promise<string> {
  const tok = await app.inject({
    method: 'POST',
    url: '/sandbox-gateway/v1/tokens',
    payload: { number, expMonth: 11, expYear: 2033, cvc: '123' },
  });
  const res = await app.inject({ method: 'POST', url: '/api/CustomerCard/Add', headers, payload: { token: tok.json().token } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().res_data.id as string;
}

export const hold = (app: FastifyInstance, w: BookingWorld, headers: Headers, start: string) =>
  app.inject({ method: 'POST', url: '/api/Cart/Hold', headers, payload: { storeId: w.store.id, serviceIds: [w.haircut], start } });

export const confirm = (app: FastifyInstance, headers: Headers, id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/Cart/Confirm/${id}`, headers, payload });

/** Holds and confirms with the deposit; answers the appointment id. */
export async function bookWithDeposit(app: FastifyInstance, w: BookingWorld, headers: Headers, cardId: string, start: string) {
  const held = await hold(app, w, headers, start);
  expect(held.statusCode, held.body).toBe(201);
  const id = held.json().res_data.cartUniqId as string;
  const res = await confirm(app, headers, id, { acceptPolicy: true, savedCardId: cardId });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

/** The booking charges of an appointment, and what the sandbox gateway approved and refunded for them. */
export async function moneyOf(db: Db, tenantId: string, appointmentId: string) {
  const rows = await withTenant(db, tenantId, (tx) =>
    queryRows<{ kind: string; status: string; amount_cents: number; refunded_cents: number; kept_cents: number; gateway_key: string }>(
      tx,
      sql`select kind, status, amount_cents, refunded_cents, kept_cents, gateway_key from booking_charges
          where appointment_id = ${appointmentId} order by created_at`,
    ),
  );
  const keys = rows.map((r) => r.gateway_key);
  const [gateway] = keys.length
    ? await queryRows<{ approved: number; cents: number; refunded: number }>(
        db,
        sql`select count(*) filter (where status = 'approved')::int as approved,
                   coalesce(sum(amount_cents) filter (where status = 'approved'), 0)::int as cents,
                   coalesce(sum(refunded_cents), 0)::int as refunded
            from sandbox_gateway_charges where idempotency_key in (${sql.join(
              keys.map((k) => sql`${k}`),
              sql`, `,
            )})`,
      )
    : [{ approved: 0, cents: 0, refunded: 0 }];
  return { charges: rows.map(({ gateway_key: _, ...r }) => r), gateway };
}
