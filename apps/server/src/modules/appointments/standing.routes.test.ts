import { randomUUID } from 'node:crypto';
import { formatStoreDate } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee } from '../../testing/factories.ts';
import { raceTest } from '../../testing/race-test.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { addShift, type BookingWorld, bookingWorld, createBody, dayAhead, TZ } from './appointment-test-data.ts';
import { APPOINTMENT_FREED_JOB } from './appointment-messages.ts';

let t: TestApp;
let w: BookingWorld;
let other: BookingWorld;

// Weekly from 3 days ahead: 3, 10, 17, 24, 31, 38 days ahead. bookingWorld has shifts on days 0..7; the
// later weeks get one here except day 38, where the cutter is not on shift.
const WEEKS = [3, 10, 17, 24, 31, 38];
const day = (i: number) => dayAhead(WEEKS[i]);

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db);
  other = await bookingWorld(t.database.db, 'Other');
  for (const world of [w, other])
    for (const d of [10, 14, 17, 21, 24, 31])
      await addShift(t.database.db, world.tenant, world.cutter.id, dayAhead(d).at('10:00'), dayAhead(d).at('18:00'));
});

const post = (url: string, payload: object, headers: Record<string, string> = w.desk) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
const rule = (world: BookingWorld, time: string, extra: Record<string, unknown> = {}) => ({
  ...createBody(world, day(0).iso(time)),
  everyWeeks: 1,
  count: 6,
  ...extra,
});
const preview = (body: Record<string, unknown>) => {
  const { source: _s, customerId: _c, ...rest } = body;
  return post('StandingAppointment/Preview', rest);
};

async function seriesCount(tenantId: string) {
  const res = await withTenant(t.database.db, tenantId, (tx) =>
    tx.execute(
      sql`select (select count(*)::int from appointment_series) as s, (select count(*)::int from appointments where series_id is not null) as a`,
    ),
  );
  return (res as unknown as { rows: { s: number; a: number }[] }).rows[0];
}

describe('StandingAppointment/Preview and Create', () => {
  it('lists every occurrence on the store clock with its conflicts in words, and saves skipping them', async () => {
    const taken = await post('Appointment/Create', createBody(w, day(2).iso('10:15')));
    expect(taken.statusCode).toBe(201);
    const res = await preview(rule(w, '10:00'));
    expect(res.statusCode).toBe(200);
    const p = res.json().res_data;
    expect(p.timezone).toBe(TZ);
    expect(p.occurrences.map((o: { date: string }) => o.date)).toEqual(WEEKS.map((d) => dayAhead(d).date));
    expect(p.occurrences.map((o: { start: string }) => o.start)).toEqual(WEEKS.map((d) => dayAhead(d).iso('10:00')));
    expect(p.occurrences.map((o: { bookable: boolean }) => o.bookable)).toEqual([true, true, false, true, true, false]);
    expect(p.occurrences[2].conflict).toMatch(/already has an appointment from 10:15 AM to 10:45 AM/);
    expect(p.occurrences[5].conflict).toMatch(/not on shift/);
    expect(p.occurrences[0]).toMatchObject({ index: 1, conflict: null, end: day(0).iso('10:30') });

    const skipDates = [day(2).date, day(5).date];
    const created = await post('StandingAppointment/Create', rule(w, '10:00', { skipDates }));
    expect(created.statusCode).toBe(201);
    const s = created.json().res_data;
    expect(s).toMatchObject({ everyWeeks: 1, planned: 6, skipped: skipDates });
    expect(s.appointments.map((a: { start: string }) => a.start)).toEqual([0, 1, 3, 4].map((i) => day(i).iso('10:00')));
    expect(s.appointments.map((a: { repeat: { position: number; total: number } }) => [a.repeat.position, a.repeat.total])).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);
    const cal = await t.app.inject({
      method: 'GET',
      url: `/api/Appointment/Calendar?storeId=${w.store.id}&date=${day(3).date}`,
      headers: w.desk,
    });
    const card = cal.json().res_data.events.find((e: { id: string }) => e.id === s.appointments[2].id);
    expect(card.repeat).toEqual({ seriesId: s.id, everyWeeks: 1, position: 3, total: 4 });
  });

  it('refuses the whole series with 409 naming the date when an occurrence not skipped is taken; nothing is written', async () => {
    await post('Appointment/Create', createBody(w, day(1).iso('14:00')));
    const before = await seriesCount(w.tenant.tenant.id);
    const res = await post('StandingAppointment/Create', rule(w, '14:00', { count: 3 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      new RegExp(`^${formatStoreDate(TZ, day(1).at('14:00'))}: .* already has an appointment from 2:00 PM`),
    );
    expect(res.json().error.fields.date).toBe(day(1).date);
    expect(await seriesCount(w.tenant.tenant.id)).toEqual(before);
  });

  it('replays an Idempotency-Key with the first answer and books once', async () => {
    const key = randomUUID();
    const body = rule(w, '16:00', { count: 2 });
    const first = await post('StandingAppointment/Create', body, { ...w.desk, 'idempotency-key': key });
    const before = await seriesCount(w.tenant.tenant.id);
    const again = await post('StandingAppointment/Create', body, { ...w.desk, 'idempotency-key': key });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().res_data.id).toBe(first.json().res_data.id);
    expect(await seriesCount(w.tenant.tenant.id)).toEqual(before);
  });

  it.each([
    [{ everyWeeks: 13 }, 'everyWeeks', 'Repeat at most every 12 weeks'],
    [{ count: 1 }, 'count', 'At least 2 occurrences'],
    [{ count: 27 }, 'count', 'At most 26 occurrences'],
    [{ until: day(3).date }, 'count', 'Give either a number of occurrences or an end date'],
    [{ cutterId: 'any' }, 'cutterId', 'Choose a cutter'],
  ])('refuses %o with a message on %s', async (extra, field, message) => {
    const res = await post('StandingAppointment/Create', rule(w, '11:00', extra));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('refuses a skipped date that is not one of the series and an all-skipped series', async () => {
    const stray = await post('StandingAppointment/Create', rule(w, '11:00', { count: 2, skipDates: [dayAhead(4).date] }));
    expect(stray.statusCode).toBe(422);
    expect(stray.json().error.fields['skipDates.0']).toBe(`${dayAhead(4).date} is not one of the series' dates`);
    const all = await post('StandingAppointment/Create', rule(w, '11:00', { count: 2, skipDates: [day(0).date, day(1).date] }));
    expect(all.statusCode).toBe(422);
    expect(all.json().error.fields.skipDates).toBe('Every occurrence is skipped: there is nothing to book');
  });
});

describe('editing one occurrence or all following', () => {
  async function series(time: string) {
    const res = await post('StandingAppointment/Create', rule(w, time, { count: 4 }));
    expect(res.statusCode).toBe(201);
    return res.json().res_data.appointments as { id: string; start: string; version: number }[];
  }
  const get = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/Appointment/GetById/${id}`, headers: w.desk })).json().res_data;

  it('"this occurrence only" moves one and keeps its place in the series; "this and all following" moves the later ones alike', async () => {
    const occ = await series('12:00');
    const one = await post(`Appointment/Reschedule/${occ[0].id}`, { start: day(0).iso('12:30') });
    expect(one.statusCode).toBe(200);
    expect(one.json().res_data.repeat).toMatchObject({ position: 1, total: 4 });
    expect((await get(occ[1].id)).start).toBe(day(1).iso('12:00'));

    const following = await post(`StandingAppointment/RescheduleFollowing/${occ[1].id}`, { start: day(1).iso('13:00') });
    expect(following.statusCode).toBe(200);
    expect(following.json().res_data.appointments.map((a: { start: string }) => a.start)).toEqual(
      [1, 2, 3].map((i) => day(i).iso('13:00')),
    );
    expect((await get(occ[0].id)).start).toBe(day(0).iso('12:30'));
  });

  it('a following move refused on one date moves none (409 naming the date)', async () => {
    const occ = await series('15:00');
    await post('Appointment/Create', createBody(w, day(3).iso('15:45')));
    const res = await post(`StandingAppointment/RescheduleFollowing/${occ[1].id}`, { start: day(1).iso('15:30') });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.date).toBe(day(3).date);
    expect((await get(occ[1].id)).start).toBe(day(1).iso('15:00'));
    expect((await get(occ[2].id)).start).toBe(day(2).iso('15:00'));
  });

  it('cancel following frees this and the later times (each offered to the waitlist); the earlier stay', async () => {
    const occ = await series('17:00');
    const res = await post(`StandingAppointment/CancelFollowing/${occ[2].id}`, { reason: 'Moving away' });
    expect(res.statusCode).toBe(200);
    expect(res.json().res_data.appointments.map((a: { id: string; status: string }) => [a.id, a.status])).toEqual([
      [occ[2].id, 'cancelled'],
      [occ[3].id, 'cancelled'],
    ]);
    const freed = t.jobs.history.filter((j) => j.name === APPOINTMENT_FREED_JOB).map((j) => (j.data as { id: string }).id);
    expect(freed).toEqual(expect.arrayContaining([occ[2].id, occ[3].id]));
    expect(await get(occ[1].id)).toMatchObject({ status: 'booked', repeat: { position: 2, total: 2 } });
    const rebook = await post('Appointment/Create', createBody(w, day(3).iso('17:00')));
    expect(rebook.statusCode).toBe(201);
  });

  it('answers 422 for an appointment that is not part of a series', async () => {
    const single = (await post('Appointment/Create', createBody(w, dayAhead(5).iso('16:30')))).json().res_data;
    const res = await post(`StandingAppointment/CancelFollowing/${single.id}`, { reason: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.id).toBe('This appointment is not part of a standing appointment');
  });

  it("answers 404 when another tenant's desk edits the series, and refuses its store", async () => {
    const occ = await series('10:45');
    const otherDesk = (await staffAuth(t.database.db, await makeEmployee(t.database.db, other.tenant, 'franchisor'))).headers;
    for (const url of [`StandingAppointment/CancelFollowing/${occ[0].id}`, `StandingAppointment/RescheduleFollowing/${occ[0].id}`]) {
      const res = await post(url, { reason: 'x', start: day(0).iso('11:00') }, otherDesk);
      expect(res.statusCode).toBe(404);
    }
    const foreign = await post(
      'StandingAppointment/Create',
      { ...rule(other, '10:00'), storeId: w.store.id, cutterId: w.cutter.id },
      otherDesk,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await get(occ[0].id)).status).toBe('booked');
  });
});

describe('racing desks', () => {
  raceTest('two desks create overlapping series at once: one 201, one 409 naming a date, no half series', async () => {
    const desk2 = (await staffAuth(t.database.db, await makeEmployee(t.database.db, w.tenant, 'coordinator'))).headers;
    const before = await seriesCount(w.tenant.tenant.id);
    const body = rule(w, '16:30', { count: 4 });
    const answers = await Promise.all([post('StandingAppointment/Create', body), post('StandingAppointment/Create', body, desk2)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((a) => a.statusCode === 409);
    expect(WEEKS.slice(0, 4).map((d) => dayAhead(d).date)).toContain(loser?.json().error.fields.date);
    expect(await seriesCount(w.tenant.tenant.id)).toEqual({ s: before.s + 1, a: before.a + 4 });
  });
});
