// Test data of the waitlist: the booking world, a second customer whose booking blocks the wished time, and the
// waitlist workers on the test app's recording job queue.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeCustomer } from '../../testing/factories.ts';
import type { RecordingJobQueue } from '../../testing/recording-job-queue.ts';
import { customerAuth } from '../../testing/test-sessions.ts';
import { type BookingWorld, createBody, type Headers } from '../appointments/appointment-test-data.ts';
import { registerWaitlistWorkers } from './index.ts';

export const PUBLIC_URL = 'https://salon.test';

export function waitlistDeps(db: Db, jobs: RecordingJobQueue, now: () => Date = () => new Date()) {
  return { db, jobs, now, config: { PUBLIC_URL } };
}

export async function startWaitlistWorkers(db: Db, jobs: RecordingJobQueue) {
  await registerWaitlistWorkers(waitlistDeps(db, jobs) as unknown as AppContext);
}

/** A customer signed in, with headers. */
export async function signedInCustomer(db: Db, w: BookingWorld, email?: string) {
  const customer = await makeCustomer(db, w.tenant, email ? { email } : {});
  return { customer, headers: (await customerAuth(db, customer)).headers };
}

/** The desk books `customerId` (a haircut with the world's cutter) at `start`; answers the appointment id. */
export async function deskBooks(app: FastifyInstance, w: BookingWorld, start: string, customerId: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/Appointment/Create',
    headers: w.desk,
    payload: createBody(w, start, { customerId }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().res_data.id as string;
}

export const join = (app: FastifyInstance, headers: Headers, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/Waitlist/Mine/Join', headers, payload });

export const mine = async (app: FastifyInstance, headers: Headers) => {
  const res = await app.inject({ method: 'GET', url: '/api/Waitlist/Mine', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().res_data as {
    id: string;
    status: string;
    offer: { start: string; expiresAt: string } | null;
    appointmentId: string | null;
  }[];
};

/** Waitlist offers sent to `to`, oldest first. */
export async function offersTo(db: Db, tenantId: string, to: string) {
  return withTenant(db, tenantId, (tx) =>
    tx
      .select({ channel: outboxMessages.channel, subject: outboxMessages.subject, text: outboxMessages.bodyText })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.tenantId, tenantId), eq(outboxMessages.template, 'waitlist_offer'), eq(outboxMessages.toAddress, to)))
      .orderBy(asc(outboxMessages.createdAt)),
  );
}
