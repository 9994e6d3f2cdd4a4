// Moving and copying a visit split across cutters (issue 20): colour with Dana, then the cut with Marcus. Dropped at
// another time the whole visit moves (each part keeps its offset and cutter) in one transaction; dropped in another
// cutter's column only that part changes cutter; a copy books the same lines with the same cutters.
import { copyCutters } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tenancy.ts';
import { raceTest } from '../../testing/race-test.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addShift, type BookingWorld, bookingWorld, createBody, dayAhead, makeCutter } from './appointment-test-data.ts';

let t: TestApp;
let w: BookingWorld;
/** Dana colours (and does not cut); the world's cutter, Marcus, cuts; Lee cuts too. */
let dana: string;
let marcus: string;
let lee: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db, 'Split Move');
  marcus = w.cutter.id;
  dana = (await makeCutter(t.database.db, w.tenant, ['color'])).id;
  lee = (await makeCutter(t.database.db, w.tenant, ['haircut'])).id;
  for (const id of [dana, lee])
    for (let d = 0; d <= 7; d++) await addShift(t.database.db, w.tenant, id, dayAhead(d).at('10:00'), dayAhead(d).at('18:00'));
});

type Part = { id: string; cutterId: string; start: string; end: string };
const post = (path: string, payload: object = {}, method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({ method, url: `/api/${path}`, headers: w.desk, payload });
const book = async (start: string) => {
  const res = await post(
    'Appointment/Create',
    createBody(w, start, { cutterId: dana, serviceIds: [w.color, w.haircut], lineCutterIds: [null, marcus] }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().res_data as { id: string; parts: Part[] };
};
const cut = (start: string, cutterId = marcus) => post('Appointment/Create', createBody(w, start, { cutterId }));
const partsOf = (visit: { parts: Part[] }) => visit.parts.map((p) => [p.cutterId, p.start, p.end]);
/** The visit's rows as stored: cutter, start, end, status. */
const stored = (visitId: string) =>
  withTenant(t.database.db, w.tenant.tenant.id, async (tx) => {
    const res = (await tx.execute(
      sql`select cutter_id, starts_at, ends_at, status from appointments where id = ${visitId} or visit_id = ${visitId} order by starts_at`,
    )) as unknown as { rows: { cutter_id: string; starts_at: string | Date; ends_at: string | Date; status: string }[] };
    return res.rows.map((r) => [r.cutter_id, new Date(r.starts_at).toISOString(), new Date(r.ends_at).toISOString(), r.status]);
  });

describe('moving a visit split across cutters', () => {
  it('dropped at another time, the whole visit moves: each part keeps its offset and cutter; the old times are free', async () => {
    const day = dayAhead(1);
    const visit = await book(day.iso('11:00'));
    const moved = await post(`Appointment/Reschedule/${visit.id}`, { start: day.iso('14:00') });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().res_data).toMatchObject({ id: visit.id, status: 'rescheduled', start: day.iso('14:00'), end: day.iso('15:30') });
    expect(partsOf(moved.json().res_data)).toEqual([
      [dana, day.iso('14:00'), day.iso('15:00')],
      [marcus, day.iso('15:00'), day.iso('15:30')],
    ]);
    expect(await stored(visit.id)).toEqual([
      [dana, day.iso('14:00'), day.iso('15:00'), 'rescheduled'],
      [marcus, day.iso('15:00'), day.iso('15:30'), 'rescheduled'],
    ]);
    expect((await cut(day.iso('12:00'))).statusCode).toBe(201);

    // Dragging Marcus's part earlier takes Dana's colour with it.
    const part = visit.parts[1].id;
    const back = await post(`Appointment/Reschedule/${part}`, { start: day.iso('13:00'), cutterId: marcus });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().res_data.id).toBe(visit.id);
    expect(await stored(visit.id)).toEqual([
      [dana, day.iso('12:00'), day.iso('13:00'), 'rescheduled'],
      [marcus, day.iso('13:00'), day.iso('13:30'), 'rescheduled'],
    ]);
  });

  it("Dana's two parts (colour, Marcus's cut, her second colour) move 90 minutes later past each other's old time", async () => {
    const day = dayAhead(5); // the edit test's visit is at 11:00 that day
    const res = await post(
      'Appointment/Create',
      createBody(w, day.iso('13:00'), { cutterId: dana, serviceIds: [w.color, w.haircut, w.color], lineCutterIds: [null, marcus, null] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const visit = res.json().res_data;
    const moved = await post(`Appointment/Reschedule/${visit.id}`, { start: day.iso('14:30') });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await stored(visit.id)).toEqual([
      [dana, day.iso('14:30'), day.iso('15:30'), 'rescheduled'],
      [marcus, day.iso('15:30'), day.iso('16:00'), 'rescheduled'],
      [dana, day.iso('16:00'), day.iso('17:00'), 'rescheduled'],
    ]);
  });

  it('a part that no longer fits refuses the move with 409 naming that cutter, and nothing moves', async () => {
    const day = dayAhead(2);
    const visit = await book(day.iso('11:00'));
    const busy = await cut(day.iso('15:10'));
    expect(busy.statusCode).toBe(201);
    const res = await post(`Appointment/Reschedule/${visit.id}`, { start: day.iso('14:00') });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toMatchObject({ conflictId: busy.json().res_data.id, conflictCutterId: marcus });
    expect(res.json().message).toMatch(/^.+ already has an appointment from 3:10 PM to 3:40 PM\.$/);
    expect(await stored(visit.id)).toEqual([
      [dana, day.iso('11:00'), day.iso('12:00'), 'booked'],
      [marcus, day.iso('12:00'), day.iso('12:30'), 'booked'],
    ]);
  });

  it("dropped in another cutter's column, only that part changes cutter (if free and skilled)", async () => {
    const day = dayAhead(3);
    const visit = await book(day.iso('11:00'));
    const part = visit.parts[1].id;
    const res = await post(`Appointment/Reschedule/${part}`, { start: day.iso('12:00'), cutterId: lee });
    expect(res.statusCode, res.body).toBe(200);
    expect(partsOf(res.json().res_data)).toEqual([
      [dana, day.iso('11:00'), day.iso('12:00')],
      [lee, day.iso('12:00'), day.iso('12:30')],
    ]);
    expect((await cut(day.iso('12:00'))).statusCode).toBe(201);

    // Dana does not cut: 422, and the part stays with Lee.
    const unskilled = await post(`Appointment/Reschedule/${part}`, { cutterId: dana });
    expect(unskilled.statusCode).toBe(422);
    // Marcus is now busy at 12:00: 409 naming him.
    const taken = await post(`Appointment/Reschedule/${part}`, { cutterId: marcus });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.conflictCutterId).toBe(marcus);
    expect(await stored(visit.id)).toEqual([
      [dana, day.iso('11:00'), day.iso('12:00'), 'rescheduled'],
      [lee, day.iso('12:00'), day.iso('12:30'), 'rescheduled'],
    ]);
  });

  it("a copy pasted at another time keeps each part's cutter; a busy cutter refuses it by name and books nothing", async () => {
    const day = dayAhead(4);
    const visit = await book(day.iso('11:00'));
    const original = (await t.app.inject({ method: 'GET', url: `/api/Appointment/GetById/${visit.id}`, headers: w.desk })).json().res_data;
    const copy = (start: string) =>
      post('Appointment/Create', {
        ...createBody(w, start, { serviceIds: original.services.map((s: { serviceId: string }) => s.serviceId) }),
        ...copyCutters(original.cutterId, original.parts),
      });
    const pasted = await copy(day.iso('14:00'));
    expect(pasted.statusCode, pasted.body).toBe(201);
    expect(partsOf(pasted.json().res_data)).toEqual([
      [dana, day.iso('14:00'), day.iso('15:00')],
      [marcus, day.iso('15:00'), day.iso('15:30')],
    ]);
    expect((await cut(day.iso('16:30'))).statusCode).toBe(201);
    const refused = await copy(day.iso('15:30'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields.conflictCutterId).toBe(marcus);
    const danaRows = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx.execute(sql`select count(*)::int as n from appointments where cutter_id = ${dana} and starts_at = ${day.iso('15:30')}`),
    );
    expect((danaRows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it("a split visit's services and length are not edited: 409, moving it or booking again is the way", async () => {
    const day = dayAhead(5);
    const visit = await book(day.iso('11:00'));
    const stretch = await post(`Appointment/Update/${visit.id}`, { end: day.iso('12:45') }, 'PUT');
    expect(stretch.statusCode).toBe(409);
    expect(stretch.json().message).toBe('A visit split across cutters cannot be changed here: move it, or cancel it and book it again');
    expect((await post(`Appointment/ExtraTime/${visit.id}`, { minutes: 10 })).statusCode).toBe(409);
    expect((await post(`Appointment/AddServices/${visit.id}`, { serviceIds: [w.haircut] })).statusCode).toBe(409);
    expect(await stored(visit.id)).toEqual([
      [dana, day.iso('11:00'), day.iso('12:00'), 'booked'],
      [marcus, day.iso('12:00'), day.iso('12:30'), 'booked'],
    ]);
  });

  raceTest('moving a split visit and booking Marcus at its new time at once: exactly one wins', async () => {
    for (const [d, time] of [
      [6, '15:00'],
      [7, '15:15'],
    ] as const) {
      const day = dayAhead(d);
      const visit = await book(day.iso('11:00'));
      const [move, booking] = await Promise.all([
        post(`Appointment/Reschedule/${visit.id}`, { start: day.iso('14:00') }),
        cut(day.iso(time)),
      ]);
      // Either may win the race: the move (200, the booking refused) or the booking (201, the move refused).
      expect([
        [200, 409],
        [409, 201],
      ]).toContainEqual([move.statusCode, booking.statusCode]);
      const rows = await stored(visit.id);
      if (move.statusCode === 200) expect(rows.map((r) => r[1])).toEqual([day.iso('14:00'), day.iso('15:00')]);
      else expect(rows.map((r) => r[1])).toEqual([day.iso('11:00'), day.iso('12:00')]);
      const marcusRows = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
        tx.execute(
          sql`select count(*)::int as n from appointments where cutter_id = ${marcus} and status in ('booked', 'rescheduled') and starts_at < ${day.iso('15:30')} and ends_at > ${day.iso('15:00')}`,
        ),
      );
      expect((marcusRows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
    }
  });
});
