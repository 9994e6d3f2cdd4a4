// Processing time and buffers (issue 20): a colour frees its cutter while it develops, so a cut fits
// inside; its set-up and rinse hold the cutter. The booking checks and the exclusion constraint agree.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tenancy.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { raceTest } from '../../testing/race-test.ts';
import { addService, type BookingWorld, bookingWorld, createBody, dayAhead } from './appointment-test-data.ts';

let t: TestApp;
let w: BookingWorld;
let colour: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db);
  // Colour: 30 min application, 40 min processing (free), 15 min rinse; 10 min set-up before.
  colour = await addService(t.database.db, w.tenant, { name: 'Root Colour', minutes: 30 });
  await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
    tx.execute(
      sql`update services set processing_gap_minutes = 40, extra_time_minutes = 15, buffer_before_minutes = 10 where id = ${colour}`,
    ),
  );
});

const create = (body: object) => t.app.inject({ method: 'POST', url: '/api/Appointment/Create', headers: w.desk, payload: body });
const slots = (date: string, serviceIds: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Availability/Slots',
    headers: w.desk,
    payload: { storeId: w.store.id, serviceIds, cutterId: w.cutter.id, from: date, to: date },
  });

describe('processing time and buffers', () => {
  it('books a colour with its layout, then a cut inside the processing window on the same cutter', async () => {
    const day = dayAhead(2);
    const booked = await create(createBody(w, day.iso('11:00'), { serviceIds: [colour] }));
    expect(booked.statusCode).toBe(201);
    const a = booked.json().res_data;
    expect(a.end).toBe(day.iso('12:25'));
    const [row] = await withTenant(
      t.database.db,
      w.tenant.tenant.id,
      async (tx) =>
        (
          (await tx.execute(sql`select buffer_before_minutes, free_minutes from appointments where id = ${a.id}`)) as unknown as {
            rows: { buffer_before_minutes: number; free_minutes: number[] }[];
          }
        ).rows,
    );
    expect(row).toEqual({ buffer_before_minutes: 10, free_minutes: [30, 70] });
    // Slots for a 30-minute cut: 11:30 and 11:40 fall in the processing window; 11:45 runs into the rinse.
    const starts = (await slots(day.date, [w.haircut])).json().res_data.slots.map((s: { start: string }) => s.start);
    expect(starts).toContain(day.iso('11:30'));
    expect(starts).not.toContain(day.iso('11:45'));
    expect(starts).not.toContain(day.iso('10:30')); // would end in the colour's set-up (10:50)
    expect(starts).toContain(day.iso('10:15'));
    const cut = await create(createBody(w, day.iso('11:30')));
    expect(cut.statusCode).toBe(201);
    const rinse = await create(createBody(w, day.iso('11:45')));
    expect(rinse.statusCode).toBe(409);
    expect(rinse.json().message).toMatch(/already has an appointment/);
  });

  it('refuses a cut across the set-up buffer before the colour', async () => {
    const day = dayAhead(3);
    expect((await create(createBody(w, day.iso('14:00'), { serviceIds: [colour] }))).statusCode).toBe(201);
    const res = await create(createBody(w, day.iso('13:30')));
    expect(res.statusCode).toBe(409);
    expect((await create(createBody(w, day.iso('13:20')))).statusCode).toBe(201);
  });

  it('the exclusion constraint holds only the held parts', async () => {
    const day = dayAhead(4);
    const insert = (start: string, end: string, free: number[] | null, before = 0) =>
      withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
        tx.execute(sql`insert into appointments (id, tenant_id, store_id, cutter_id, kind, status, source, guest_name, starts_at, ends_at, buffer_before_minutes, free_minutes)
                       values (${randomUUID()}, ${w.tenant.tenant.id}, ${w.store.id}, ${w.cutter.id}, 'appointment', 'booked', 'phone', 'Guest',
                               ${day.iso(start)}::timestamptz, ${day.iso(end)}::timestamptz, ${before},
                               ${
                                 free
                                   ? sql`array[${sql.join(
                                       free.map((m) => sql`${m}::integer`),
                                       sql`, `,
                                     )}]::integer[]`
                                   : sql`null`
                               })`),
      );
    await insert('10:00', '11:25', [30, 70], 10);
    await expect(insert('10:30', '11:10', null)).resolves.toBeDefined(); // inside processing
    await expect(insert('11:05', '11:20', null)).rejects.toThrow(); // across the rinse
    await expect(insert('09:40', '09:55', null)).rejects.toThrow(); // across the set-up
    await expect(insert('09:30', '09:50', null)).resolves.toBeDefined(); // right before the set-up
  });

  raceTest('two cuts racing for one processing window: one wins', async () => {
    const day = dayAhead(5);
    expect((await create(createBody(w, day.iso('11:00'), { serviceIds: [colour] }))).statusCode).toBe(201);
    const answers = await Promise.all([create(createBody(w, day.iso('11:30'))), create(createBody(w, day.iso('11:35')))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
