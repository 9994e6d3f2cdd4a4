// Appointment/Calendar's reading of the day (issue 23): customer names, services, first visits and phones on
// the events; the cutters' published shifts and approved time off beside them.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tenancy.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { bookingWorld, type BookingWorld, createBody, dayAhead } from './appointment-test-data.ts';

let t: TestApp;
let w: BookingWorld;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  w = await bookingWorld(t.database.db, 'Calendar Day');
  await withTenant(t.database.db, w.tenant.tenant.id, async (tx) => {
    await tx.execute(sql`update customers set phone_number = '+1 312 555 0100' where id = ${w.customer.id}`);
    const day = dayAhead(5);
    // A draft shift is not published: it must not shade as working time.
    await tx.execute(sql`insert into shifts (id, tenant_id, store_id, employee_id, starts_at, ends_at, status)
      values (${randomUUID()}, ${w.tenant.tenant.id}, ${w.store.id}, ${w.cutter.id}, ${day.iso('06:00')}::timestamptz, ${day.iso('08:00')}::timestamptz, 'draft')`);
    await tx.execute(sql`insert into time_off (id, tenant_id, employee_id, store_id, starts_at, ends_at, reason, status)
      values (${randomUUID()}, ${w.tenant.tenant.id}, ${w.cutter.id}, null, ${day.iso('16:00')}::timestamptz, ${day.iso('18:00')}::timestamptz, 'Dentist', 'approved'),
             (${randomUUID()}, ${w.tenant.tenant.id}, ${w.cutter.id}, null, ${day.iso('12:00')}::timestamptz, ${day.iso('13:00')}::timestamptz, 'Asked', 'requested')`);
  });
});

const book = async (body: object) => {
  const res = await app.inject({ method: 'POST', url: '/api/Appointment/Create', headers: w.desk, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().res_data.id as string;
};
const calendar = async (date: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/Appointment/Calendar?storeId=${w.store.id}&date=${date}&view=day`,
    headers: w.desk,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().res_data;
};

describe('Appointment/Calendar reads the day', () => {
  it('names the customer, the services, a first visit and the phone; a guest by the guest phone', async () => {
    const four = dayAhead(4);
    const five = dayAhead(5);
    const first = await book(createBody(w, four.iso('11:00')));
    const second = await book(createBody(w, five.iso('11:00'), { notes: 'Skin fade, no 1 on the sides' }));
    const guest = await book(
      createBody(w, five.iso('14:00'), { customerId: undefined, guest: { name: 'Gus Guest', phoneNumber: '+13125550199' } }),
    );

    const before = (await calendar(four.date)).events.find((e: { id: string }) => e.id === first);
    expect(before).toMatchObject({ customerName: expect.any(String), services: 'Haircut', firstVisit: true, phone: '+1 312 555 0100' });
    const day = await calendar(five.date);
    const byId = (id: string) => day.events.find((e: { id: string }) => e.id === id);
    expect(byId(second)).toMatchObject({
      firstVisit: false,
      phone: '+1 312 555 0100',
      services: 'Haircut',
      notes: 'Skin fade, no 1 on the sides',
    });
    expect(byId(second).customerName).toBe(before.customerName);
    expect(byId(guest)).toMatchObject({ customerName: 'Gus Guest', firstVisit: false, phone: '+13125550199', isGuest: true });
  });

  it('a cancelled earlier visit does not count: the next one is still the first', async () => {
    const world = await bookingWorld(t.database.db, 'Calendar Firsts');
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api/${url}`, headers: world.desk, payload });
    const early = await post('Appointment/Create', createBody(world, dayAhead(2).iso('10:00')));
    expect(early.statusCode, early.body).toBe(201);
    const cancelled = await post(`Appointment/Cancel/${early.json().res_data.id}`, { reason: 'Sick' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const later = await post('Appointment/Create', createBody(world, dayAhead(3).iso('10:00')));
    const res = await app.inject({
      method: 'GET',
      url: `/api/Appointment/Calendar?storeId=${world.store.id}&date=${dayAhead(3).date}&view=day`,
      headers: world.desk,
    });
    const event = res.json().res_data.events.find((e: { id: string }) => e.id === later.json().res_data.id);
    expect(event.firstVisit).toBe(true);
  });

  it('marks the events of a customer with a pinned note, not those with only unpinned notes', async () => {
    const world = await bookingWorld(t.database.db, 'Calendar Pins');
    const start = dayAhead(6);
    const post = (payload: object) => app.inject({ method: 'POST', url: '/api/Appointment/Create', headers: world.desk, payload });
    const booked = await post(createBody(world, start.iso('10:00')));
    const guest = await post(createBody(world, start.iso('12:00'), { customerId: undefined, guest: { name: 'Gus Guest' } }));
    expect([booked.statusCode, guest.statusCode]).toEqual([201, 201]);
    const read = async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/Appointment/Calendar?storeId=${world.store.id}&date=${start.date}&view=day`,
        headers: world.desk,
      });
      return new Map(res.json().res_data.events.map((e: { id: string; pinnedNote: boolean }) => [e.id, e.pinnedNote]));
    };
    const note = (pinned: boolean) =>
      withTenant(t.database.db, world.tenant.tenant.id, (tx) =>
        tx.execute(sql`insert into customer_notes (id, tenant_id, customer_id, body, pinned, author_name)
          values (${randomUUID()}, ${world.tenant.tenant.id}, ${world.customer.id}, 'Allergic to lavender', ${pinned}, 'Desk')`),
      );
    await note(false);
    expect(await read()).toEqual(
      new Map([
        [booked.json().res_data.id, false],
        [guest.json().res_data.id, false],
      ]),
    );
    await note(true);
    expect(await read()).toEqual(
      new Map([
        [booked.json().res_data.id, true],
        [guest.json().res_data.id, false],
      ]),
    );
  });

  it("answers the cutters' published shifts and approved time off, not drafts or requests", async () => {
    const five = dayAhead(5);
    const day = await calendar(five.date);
    expect(day.shifts).toEqual([{ resourceId: w.cutter.id, start: five.iso('10:00'), end: five.iso('18:00') }]);
    expect(day.timeOff).toEqual([{ resourceId: w.cutter.id, start: five.iso('16:00'), end: five.iso('18:00') }]);
  });

  it("gives each cutter's column their photo: the newest attached image upload, not a document, else null", async () => {
    const date = dayAhead(6).date;
    const photoOf = async () => (await calendar(date)).resources.find((r: { id: string }) => r.id === w.cutter.id).photoFileId;
    expect(await photoOf()).toBeNull();
    const [older, newer, document, unattached] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await withTenant(t.database.db, w.tenant.tenant.id, async (tx) => {
      const file = (id: string, kind: string, entityId: string | null, at: string) =>
        tx.execute(sql`insert into files (id, tenant_id, entity_type, entity_id, kind, original_name, content_type, extension, size, sha256, uploaded_by, created_at)
          values (${id}, ${w.tenant.tenant.id}, 'employee', ${entityId}, ${kind}, 'face.jpg', 'image/jpeg', 'jpg', 10, 'x', ${w.cutter.id}, ${at}::timestamptz)`);
      await file(older, 'image', w.cutter.id, '2026-01-01T00:00:00Z');
      await file(newer, 'image', w.cutter.id, '2026-02-01T00:00:00Z');
      await file(document, 'document', w.cutter.id, '2026-03-01T00:00:00Z');
      await file(unattached, 'image', null, '2026-04-01T00:00:00Z');
    });
    expect(await photoOf()).toBe(newer);
  });
});
