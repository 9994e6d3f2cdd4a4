// The bell: the same change that emails the customer puts a line in the cutter's bell; per-person choices turn
// the line off or add an email; read marks; nobody reads another person's lines.
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee, makeTenant } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { type BookingWorld, bookByDesk, bookingWorld, dayAhead } from '../appointments/appointment-test-data.ts';

let t: TestApp;
let w: BookingWorld;
const h: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db, 'Bell');
  h.cutter = (await staffAuth(t.database.db, w.cutter)).headers;
  h.desk = w.desk;
  h.otherTenant = (
    await staffAuth(t.database.db, await makeEmployee(t.database.db, await makeTenant(t.database.db, 'BellB'), 'franchisor'))
  ).headers;
}, 120_000);

const bell = async (who: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/Notification/List', headers: h[who]! })).json().res_data;
const book = (time: string, days = 2) => bookByDesk(t.app, w, time, days);

describe('notifications', () => {
  it("puts booked and cancelled appointments in the cutter's bell (not the desk's), linking to the calendar day", async () => {
    const before = (await bell('cutter')).unread;
    const id = await book('10:00');
    const after = await bell('cutter');
    expect(after.unread).toBe(before + 1);
    expect(after.items[0]).toMatchObject({
      kind: 'appointment_booked',
      read: false,
      link: `/admin/appointments-calendar?date=${dayAhead(2).date}`,
    });
    expect(after.items[0].title).toMatch(/^Booked: Casey /);
    expect((await bell('desk')).items).toEqual([]);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/Appointment/Cancel/${id}`,
      headers: w.desk,
      payload: { reason: 'client called' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await bell('cutter')).items[0]).toMatchObject({ kind: 'appointment_cancelled', read: false });
  });

  it('marks one read, then all; refuses a line of another person or tenant (404)', async () => {
    await book('11:00');
    const list = await bell('cutter');
    const first = list.items[0].id as string;
    const one = await t.app.inject({ method: 'POST', url: `/api/Notification/MarkRead/${first}`, headers: h.cutter! });
    expect([one.statusCode, one.json().res_data.unread]).toEqual([200, list.unread - 1]);
    for (const who of ['desk', 'otherTenant']) {
      expect((await t.app.inject({ method: 'POST', url: `/api/Notification/MarkRead/${first}`, headers: h[who]! })).statusCode, who).toBe(
        404,
      );
    }
    const all = await t.app.inject({ method: 'POST', url: '/api/Notification/MarkAllRead', headers: h.cutter! });
    expect(all.json().res_data.unread).toBe(0);
    expect(all.json().res_data.items.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it("follows the person's choice: off in the app means no line; email on means an email to them", async () => {
    const prefs = await t.app.inject({
      method: 'PUT',
      url: '/api/Notification/Preferences',
      headers: h.cutter!,
      payload: { preferences: [{ kind: 'appointment_booked', email: true, inApp: false }] },
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
    expect(prefs.json().res_data.find((p: { kind: string }) => p.kind === 'appointment_booked')).toEqual({
      kind: 'appointment_booked',
      email: true,
      inApp: false,
    });
    expect(prefs.json().res_data.find((p: { kind: string }) => p.kind === 'stock_below_threshold')).toEqual({
      kind: 'stock_below_threshold',
      email: true,
      inApp: true,
    });
    const count = (await bell('cutter')).items.length;
    await book('12:00');
    expect((await bell('cutter')).items.length).toBe(count);
    const emails = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx
        .select({ subject: outboxMessages.subject })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.toAddress, w.cutter.email), like(outboxMessages.template, 'notification.%'))),
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toMatch(/^Booked: Casey /);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/Notification/Preferences',
      headers: h.cutter!,
      payload: { preferences: [{ kind: 'nope', email: true, inApp: true }] },
    });
    expect(bad.statusCode).toBe(422);
  });

  it("names the zone the bell shows times in: the person's store, else the organisation's first store", async () => {
    const tenant = await makeTenant(t.database.db, 'BellZone');
    const uptown = await makeEmployee(t.database.db, tenant, 'cutter', { storeId: tenant.stores[1].id });
    const franchisor = await makeEmployee(t.database.db, tenant, 'franchisor');
    const zone = async (who: { tenantId: string; id: string }) =>
      (await t.app.inject({ method: 'GET', url: '/api/Notification/List', headers: (await staffAuth(t.database.db, who)).headers })).json()
        .res_data.timezone;
    expect(await zone(uptown)).toBe('America/Los_Angeles');
    expect(await zone(franchisor)).toBe('America/Chicago');
  });
});
