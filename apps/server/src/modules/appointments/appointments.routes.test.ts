import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEmployee } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { sql } from 'drizzle-orm';
import { bookingWorld, type BookingWorld, createBody, dayAhead } from './appointment-test-data.ts';
import { REMINDER_JOB } from './appointment-messages.ts';
import { raceTest } from '../../testing/race-test.ts';

let t: TestApp;
let w: BookingWorld;
let other: BookingWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db);
  other = await bookingWorld(t.database.db, 'Other');
});

const create = (body: object, headers = w.desk, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/Appointment/Create', headers: { ...headers, ...extra }, payload: body });

async function countRows(tenantId: string, cutterId: string) {
  const rows = await withTenant(t.database.db, tenantId, (tx) =>
    tx.execute(sql`select count(*)::int as n from appointments where cutter_id = ${cutterId} and status <> 'cancelled'`),
  );
  return (rows as unknown as { rows: { n: number }[] }).rows[0].n;
}

describe('Appointment/Create', () => {
  it('books a phone appointment with its services, a confirmation and a reminder 24 h before', async () => {
    const day = dayAhead(3);
    const res = await create(createBody(w, day.iso('10:00')));
    expect(res.statusCode).toBe(201);
    const a = res.json().res_data;
    expect(a).toMatchObject({ status: 'booked', source: 'phone', cutterId: w.cutter.id, customerId: w.customer.id, isGuest: false });
    expect(a.services).toEqual([expect.objectContaining({ serviceId: w.haircut, name: 'Haircut', durationMinutes: 30, priceCents: 2500 })]);
    expect(new Date(a.end).getTime() - new Date(a.start).getTime()).toBe(30 * 60_000);
    expect(a.allowedActions).toEqual(expect.arrayContaining(['check-in', 'cancel', 'reschedule']));
    const reminder = t.jobs.history.find((j) => j.name === REMINDER_JOB && (j.data as { id: string }).id === a.id);
    const expected = (new Date(a.start).getTime() - 24 * 3_600_000 - Date.now()) / 1000;
    expect(Math.abs((reminder?.options?.startAfterSeconds ?? 0) - expected)).toBeLessThan(60);
    expect(t.jobs.history.some((j) => j.name === 'outbox.deliver')).toBe(true);
  });

  it('books a guest walk-in with the guest label and lets "any" pick the cutter', async () => {
    const day = dayAhead(3);
    const res = await create({
      storeId: w.store.id,
      cutterId: 'any',
      serviceIds: [w.haircut],
      start: day.iso('12:00'),
      source: 'walkin',
      guest: { name: 'Walk In Wally', phoneNumber: '+15551234567' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().res_data).toMatchObject({ isGuest: true, customerName: 'Walk In Wally', cutterId: w.cutter.id, source: 'walkin' });
  });

  it('accepts adjacent appointments (10:30-11:00 right after 10:00-10:30)', async () => {
    const day = dayAhead(4);
    expect((await create(createBody(w, day.iso('10:00')))).statusCode).toBe(201);
    expect((await create(createBody(w, day.iso('10:30')))).statusCode).toBe(201);
    expect((await create(createBody(w, day.iso('09:30'), { cutterId: w.cutter.id }))).statusCode).toBe(422);
  });

  it('refuses an overlapping booking with 409 naming the conflicting appointment', async () => {
    const day = dayAhead(5);
    const first = (await create(createBody(w, day.iso('14:00')))).json().res_data;
    const res = await create(createBody(w, day.iso('14:15')));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'CONFLICT',
      fields: { conflictId: first.id, conflictStart: first.start, conflictEnd: first.end, conflictCutterId: w.cutter.id },
    });
    expect(res.json().message).toMatch(/already has an appointment/);
  });

  it.each([
    ['in the past', () => ({ start: dayAhead(-1).iso('11:00') }), /past/],
    ['outside opening hours', () => ({ start: dayAhead(3).iso('08:00') }), /opens|not on shift/],
    ['beyond the shift', () => ({ start: dayAhead(3).iso('17:45') }), /shift/],
    ['with a service the cutter lacks the skill for', () => ({ start: dayAhead(3).iso('15:00'), serviceIds: [w.color] }), /skill/],
  ])('refuses a booking %s with a clear 422', async (_name, patch, message) => {
    const res = await create(createBody(w, dayAhead(3).iso('15:00'), patch()));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(message);
  });

  it("answers 404 for another tenant's cutter, service or customer, and 403 for a store the desk is not at", async () => {
    const start = dayAhead(3).iso('16:00');
    const answers: number[] = [];
    for (const patch of [
      { storeId: other.store.id },
      { storeId: randomUUID() },
      { cutterId: other.cutter.id },
      { serviceIds: [other.haircut] },
      { customerId: other.customer.id },
    ])
      answers.push((await create(createBody(w, start, patch))).statusCode);
    // Another tenant's store answers as a store that does not exist would: 403 (not one of the desk's stores).
    expect(answers).toEqual([403, 403, 404, 404, 404]);
  });

  it('rejects a body without customer or guest, and a bad source', async () => {
    const start = dayAhead(3).iso('16:00');
    expect((await create(createBody(w, start, { customerId: undefined }))).statusCode).toBe(422);
    expect((await create(createBody(w, start, { source: 'fax' }))).statusCode).toBe(422);
  });
});

describe('Idempotency-Key on Appointment/Create', () => {
  it('replays the first answer for the same key and body, and books one row', async () => {
    const key = randomUUID();
    const body = createBody(w, dayAhead(6).iso('11:00'));
    const first = await create(body, w.desk, { 'idempotency-key': key });
    const again = await create(body, w.desk, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx.execute(sql`select count(*)::int as n from appointments where starts_at = ${body.start}::timestamptz`),
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
  });

  it('refuses the same key with a different body (422 IDEMPOTENCY_KEY_REUSED)', async () => {
    const key = randomUUID();
    expect((await create(createBody(w, dayAhead(6).iso('12:00')), w.desk, { 'idempotency-key': key })).statusCode).toBe(201);
    const res = await create(createBody(w, dayAhead(6).iso('13:00')), w.desk, { 'idempotency-key': key });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('does not store a refused request: the key can be retried', async () => {
    const key = randomUUID();
    const past = await create(createBody(w, dayAhead(-1).iso('12:00')), w.desk, { 'idempotency-key': key });
    expect(past.statusCode).toBe(422);
    expect((await create(createBody(w, dayAhead(6).iso('14:00')), w.desk, { 'idempotency-key': key })).statusCode).toBe(201);
  });

  raceTest('replays once under concurrency: 20 parallel requests with one key give one row', async () => {
    const key = randomUUID();
    const body = createBody(w, dayAhead(6).iso('15:00'));
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(body, w.desk, { 'idempotency-key': key })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json().res_data.id)).size).toBe(1);
  });
});

describe('racing bookings', () => {
  raceTest(
    '200 concurrent requests for one cutter and slot: exactly one 201, the rest 409, no 5xx, one row',
    async () => {
      const start = dayAhead(7).iso('13:00');
      const before = await countRows(w.tenant.tenant.id, w.cutter.id);
      const answers = await Promise.all(Array.from({ length: 200 }, () => create(createBody(w, start))));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(199);
      expect(await countRows(w.tenant.tenant.id, w.cutter.id)).toBe(before + 1);
    },
    120_000,
  );
});

describe('tenant isolation', () => {
  it("answers 404 when tenant B asks for tenant A's appointment, and RLS alone hides it", async () => {
    const a = (await create(createBody(w, dayAhead(2).iso('11:00')))).json().res_data;
    const otherDesk = (await staffAuth(t.database.db, await makeEmployee(t.database.db, other.tenant, 'franchisor'))).headers;
    const res = await t.app.inject({ method: 'GET', url: `/api/Appointment/GetById/${a.id}`, headers: otherDesk });
    expect(res.statusCode).toBe(404);
    const seen = await withTenant(t.database.db, other.tenant.tenant.id, (tx) =>
      tx.execute(sql`select id from appointments where id = ${a.id}`),
    );
    expect((seen as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });
});
