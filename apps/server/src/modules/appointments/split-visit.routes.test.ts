// A visit split across cutters (issue 20): colour with one cutter, then the cut with another, booked as
// one visit. Each cutter's part holds that cutter's time (the overlap constraint checks it), status actions
// act on the whole visit, and checkout makes one ticket whose lines credit each cutter.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant } from '../../testing/factories.ts';
import { customerAuth, staffAuth } from '../../testing/test-sessions.ts';
import { raceTest } from '../../testing/race-test.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addShift, type BookingWorld, bookingWorld, createBody, dayAhead, makeCutter } from './appointment-test-data.ts';

let t: TestApp;
let w: BookingWorld;
/** Dana colours (and does not cut); the world's cutter, Marcus, cuts. */
let dana: string;
let marcus: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db, 'Split Visit');
  marcus = w.cutter.id;
  dana = (await makeCutter(t.database.db, w.tenant, ['color'])).id;
  for (let d = 0; d <= 7; d++) await addShift(t.database.db, w.tenant, dana, dayAhead(d).at('10:00'), dayAhead(d).at('18:00'));
});

const post = (path: string, payload: object = {}) => t.app.inject({ method: 'POST', url: `/api/${path}`, headers: w.desk, payload });
const colourThenCut = (start: string, extra: Record<string, unknown> = {}) =>
  createBody(w, start, { cutterId: dana, serviceIds: [w.color, w.haircut], lineCutterIds: [null, marcus], ...extra });
const cut = (start: string) => post('Appointment/Create', createBody(w, start));
const rowsOf = (cutterId: string, date: string) =>
  withTenant(t.database.db, w.tenant.tenant.id, async (tx) => {
    const res = (await tx.execute(
      sql`select id, status, visit_id from appointments where cutter_id = ${cutterId} and (starts_at at time zone 'America/Chicago')::date = ${date}::date order by starts_at`,
    )) as unknown as { rows: { id: string; status: string; visit_id: string | null }[] };
    return res.rows;
  });

describe('a visit split across cutters', () => {
  it('books colour with Dana then the cut with Marcus as one visit, each part holding its own cutter', async () => {
    const day = dayAhead(2);
    const res = await post('Appointment/Create', colourThenCut(day.iso('11:00')));
    expect(res.statusCode, res.body).toBe(201);
    const visit = res.json().res_data;
    expect(visit).toMatchObject({ cutterId: dana, start: day.iso('11:00'), end: day.iso('12:30'), visitId: null });
    expect(visit.services.map((s: { name: string }) => s.name)).toEqual(['Color', 'Haircut']);
    expect(visit.parts).toEqual([
      { id: visit.id, cutterId: dana, cutterName: expect.any(String), start: day.iso('11:00'), end: day.iso('12:00'), services: ['Color'] },
      {
        id: expect.any(String),
        cutterId: marcus,
        cutterName: expect.any(String),
        start: day.iso('12:00'),
        end: day.iso('12:30'),
        services: ['Haircut'],
      },
    ]);
    const partId = visit.parts[1].id;

    // The calendar shows each part in its cutter's column, linked to the visit.
    const calendar = await t.app.inject({
      method: 'GET',
      url: `/api/Appointment/Calendar?storeId=${w.store.id}&date=${day.date}&view=day`,
      headers: w.desk,
    });
    const events = calendar.json().res_data.events.filter((e: { visitId: string | null }) => e.visitId === visit.id);
    expect(events.map((e: { id: string; resourceId: string; start: string; end: string }) => [e.id, e.resourceId, e.start, e.end])).toEqual(
      [
        [visit.id, dana, day.iso('11:00'), day.iso('12:00')],
        [partId, marcus, day.iso('12:00'), day.iso('12:30')],
      ],
    );

    // Marcus's cut time is taken; Dana is free once her colour is done.
    const clash = await cut(day.iso('12:15'));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields).toMatchObject({ conflictId: partId, conflictCutterId: marcus });
    expect((await cut(day.iso('11:30'))).statusCode).toBe(201);

    // Moving it is split-visit-move.routes.test.ts's.

    // One check-in for the whole visit; the part is acted on only through the visit.
    expect((await post(`Appointment/CheckIn/${partId}`)).statusCode).toBe(409);
    const checkedIn = await post(`Appointment/CheckIn/${visit.id}`);
    expect(checkedIn.statusCode).toBe(200);
    expect((await rowsOf(marcus, day.date)).find((r) => r.id === partId)).toEqual({ id: partId, status: 'checked_in', visit_id: visit.id });

    // Checkout: one ticket, each line credited to the cutter of its part.
    for (const action of ['Start', 'Stop']) expect((await post(`Appointment/${action}/${visit.id}`)).statusCode).toBe(200);
    expect((await post(`Invoice/CreateForAppointment/${partId}`)).statusCode).toBe(409);
    const invoice = await post(`Invoice/CreateForAppointment/${visit.id}`);
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(
      invoice.json().res_data.lines.map((l: { name: string; cutterId: string; totalCents: number }) => [l.name, l.cutterId, l.totalCents]),
    ).toEqual([
      ['Color', dana, 6000],
      ['Haircut', marcus, 2500],
    ]);
    expect((await rowsOf(marcus, day.date)).find((r) => r.id === partId)?.status).toBe('checkout');
  });

  it('cancelling the visit frees every cutter', async () => {
    const day = dayAhead(3);
    const visit = (await post('Appointment/Create', colourThenCut(day.iso('11:00')))).json().res_data;
    expect((await cut(day.iso('12:00'))).statusCode).toBe(409);
    expect((await post(`Appointment/Cancel/${visit.id}`, { reason: 'Sick' })).statusCode).toBe(200);
    expect((await rowsOf(marcus, day.date)).map((r) => r.status)).toEqual(['cancelled']);
    expect((await cut(day.iso('12:00'))).statusCode).toBe(201);
  });

  it('a part that does not fit books nothing: the whole visit is refused, naming the cutter in the way', async () => {
    const day = dayAhead(4);
    expect((await cut(day.iso('12:10'))).statusCode).toBe(201);
    const res = await post('Appointment/Create', colourThenCut(day.iso('11:00')));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.conflictCutterId).toBe(marcus);
    expect(await rowsOf(dana, day.date)).toEqual([]);
  });

  it('refuses bad lines with 422 naming the field, and saves nothing', async () => {
    const day = dayAhead(5);
    const short = await post('Appointment/Create', colourThenCut(day.iso('11:00'), { lineCutterIds: [marcus] }));
    expect(short.statusCode).toBe(422);
    expect(short.json().error.fields).toEqual({ lineCutterIds: 'Give a cutter (or none) for each service' });
    const any = await post('Appointment/Create', colourThenCut(day.iso('11:00'), { cutterId: 'any' }));
    expect(any.statusCode).toBe(422);
    expect(any.json().error.fields).toEqual({ cutterId: 'Choose the cutter of the first service' });
    expect(await rowsOf(dana, day.date)).toEqual([]);
  });

  it("another tenant's cutter on a line is 404 and saves nothing; another tenant's desk gets 404 for the visit and its part", async () => {
    const other = await makeTenant(t.database.db, 'Split Other');
    const stranger = await makeCutter(t.database.db, other);
    const day = dayAhead(5);
    const res = await post('Appointment/Create', colourThenCut(day.iso('13:00'), { lineCutterIds: [null, stranger.id] }));
    expect(res.statusCode).toBe(404);
    expect(await rowsOf(dana, day.date)).toEqual([]);
    const visit = (await post('Appointment/Create', colourThenCut(day.iso('14:00')))).json().res_data;
    const theirs = (await staffAuth(t.database.db, await makeEmployee(t.database.db, other, 'coordinator'))).headers;
    for (const id of [visit.id, visit.parts[1].id]) {
      const get = await t.app.inject({ method: 'GET', url: `/api/Appointment/GetById/${id}`, headers: theirs });
      expect(get.statusCode).toBe(404);
      const checkIn = await t.app.inject({ method: 'POST', url: `/api/Appointment/CheckIn/${id}`, headers: theirs, payload: {} });
      expect(checkIn.statusCode).toBe(404);
    }
  });

  it("Availability/Slots finds the starts where each line's cutter is free for that line; customers keep one cutter", async () => {
    const day = dayAhead(1);
    expect((await cut(day.iso('11:30'))).statusCode).toBe(201);
    const ask = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Availability/Slots',
        headers,
        payload: {
          storeId: w.store.id,
          serviceIds: [w.color, w.haircut],
          cutterId: dana,
          lineCutterIds: [null, marcus],
          from: day.date,
          to: day.date,
        },
      });
    const res = await ask(w.desk);
    expect(res.statusCode, res.body).toBe(200);
    const slots: { start: string; end: string; cutterId: string }[] = res.json().res_data.slots;
    const starts = slots.map((s) => s.start);
    // Colour 60 min with Dana, then the cut with Marcus, who is booked 11:30-12:00.
    expect(starts).toContain(day.iso('10:00')); // cut 11:00-11:30
    expect(starts).not.toContain(day.iso('10:15')); // cut 11:15-11:45
    expect(starts).not.toContain(day.iso('10:45')); // cut 11:45-12:15
    expect(starts).toContain(day.iso('11:00')); // cut 12:00-12:30
    expect(starts.at(-1)).toBe(day.iso('16:30')); // cut 17:30-18:00, the end of Marcus's shift
    expect(slots[0]).toEqual({ start: day.iso('10:00'), end: day.iso('11:30'), cutterId: dana });
    const me = (await customerAuth(t.database.db, w.customer)).headers;
    const online = await ask(me);
    expect(online.statusCode).toBe(422);
    expect(online.json().error.fields).toEqual({ lineCutterIds: 'Online bookings keep one cutter' });
  });

  raceTest('a split visit and a single booking racing for Marcus: one wins', async () => {
    for (const [d, time] of [
      [6, '12:05'],
      [7, '12:00'],
    ] as const) {
      const day = dayAhead(d);
      const answers = await Promise.all([post('Appointment/Create', colourThenCut(day.iso('11:00'))), cut(day.iso(time))]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const held = (await rowsOf(marcus, day.date)).filter((r) => r.status === 'booked');
      expect(held).toHaveLength(1);
    }
  });
});
