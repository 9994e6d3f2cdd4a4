import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeEmployee } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { customerAuth } from '../../testing/test-sessions.ts';
import { type BookingWorld, bookingWorld, createBody, dayAhead } from './appointment-test-data.ts';
import { CANCELLED_STORE_TEMPLATE, CANCELLED_TEMPLATE } from './appointment-messages.ts';

// Issue 21: a guest's phone is stored and texted in E.164; a cancellation is announced through the outbox in the cancelling transaction: the customer always;
// the store's managers when the customer cancelled online. A walkout announces nothing.

let t: TestApp;
let w: BookingWorld;
let me: Record<string, string>;
let manager: { email: string };

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db);
  me = (await customerAuth(t.database.db, w.customer)).headers;
  manager = await makeEmployee(t.database.db, w.tenant, 'shop_manager');
});

async function book(time: string, day = 5) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Appointment/Create',
    headers: w.desk,
    payload: createBody(w, dayAhead(day).iso(time)),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().res_data as { id: string };
}

const cancel = (id: string, reason: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/Appointment/Cancel/${id}`, headers, payload: { reason } });

/** The cancellation rows written since `since`, oldest first. */
async function cancellations(since: Date) {
  const rows = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
    tx
      .select({
        channel: outboxMessages.channel,
        to: outboxMessages.toAddress,
        template: outboxMessages.template,
        subject: outboxMessages.subject,
        text: outboxMessages.bodyText,
        createdAt: outboxMessages.createdAt,
      })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.tenantId, w.tenant.tenant.id),
          inArray(outboxMessages.template, [CANCELLED_TEMPLATE, CANCELLED_STORE_TEMPLATE]),
        ),
      )
      .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.toAddress)),
  );
  return rows.filter((r) => r.createdAt >= since).map(({ createdAt, ...r }) => r);
}

const when = (time: string) => {
  const at = dayAhead(5).at(time);
  const day = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', weekday: 'long', month: 'long', day: 'numeric' }).format(at);
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return `${day} at ${time === '11:00' ? '11:00 AM' : '12:00 PM'} ${zone}`;
};

describe('cancellation notices', () => {
  it('a customer cancelling online is told, and so are the store’s managers (the coordinator who booked is not a manager)', async () => {
    const a = await book('11:00');
    const since = new Date();
    expect((await cancel(a.id, 'Out of town', me)).statusCode).toBe(200);
    const store = w.store.name;
    const cutter = `${w.cutter.firstName} ${w.cutter.lastName}`;
    expect(await cancellations(since)).toEqual([
      {
        channel: 'email',
        to: w.customer.email,
        template: CANCELLED_TEMPLATE,
        subject: `Your appointment at ${store} is cancelled`,
        text: `Hi Casey, as you asked, your appointment at ${store} on ${when('11:00')} with ${cutter} (Haircut) is cancelled.`,
      },
      {
        channel: 'email',
        to: manager.email,
        template: CANCELLED_STORE_TEMPLATE,
        subject: `Cancelled online: Casey Client, ${when('11:00')}`,
        text: `Hello Shop manager,\n\nCasey Client cancelled their appointment at ${store} on ${when('11:00')} with ${cutter} (Haircut) online, saying: Out of town. The time is free again.\n`,
      },
    ]);
  });

  it('staff cancelling tells the customer the same way, and not the managers', async () => {
    const a = await book('12:00');
    const since = new Date();
    expect((await cancel(a.id, 'Cutter is ill', w.desk)).statusCode).toBe(200);
    const rows = await cancellations(since);
    expect(rows.map((r) => [r.channel, r.to, r.template])).toEqual([['email', w.customer.email, CANCELLED_TEMPLATE]]);
    expect(rows[0].text).toBe(
      `Hi Casey, your appointment at ${w.store.name} on ${when('12:00')} with ${w.cutter.firstName} ${w.cutter.lastName} (Haircut) has been cancelled by the store. Please call the store or book online to choose another time.`,
    );
  });

  it("a family member's visit (a linked profile without email or phone) is announced to their primary", async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/CustomerProfile/LinkedProfiles',
      headers: me,
      payload: { firstName: 'Kit', lastName: 'Child', birthday: '2016-04-02' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Appointment/Create',
      headers: w.desk,
      payload: createBody(w, dayAhead(5).iso('11:00'), { customerId: added.json().res_data.id }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const since = new Date();
    expect((await cancel(res.json().res_data.id, 'Cutter is ill', w.desk)).statusCode).toBe(200);
    const rows = await cancellations(since);
    expect(rows.map((r) => [r.channel, r.to, r.template])).toEqual([['email', w.customer.email, CANCELLED_TEMPLATE]]);
    expect(rows[0].text).toMatch(/^Hi Casey, your appointment at /);
  });

  it('a walkout announces nothing', async () => {
    const a = await book('14:00');
    expect((await t.app.inject({ method: 'POST', url: `/api/Appointment/CheckIn/${a.id}`, headers: w.desk, payload: {} })).statusCode).toBe(
      200,
    );
    const since = new Date();
    expect((await cancel(a.id, 'walkout', w.desk)).statusCode).toBe(200);
    expect(await cancellations(since)).toEqual([]);
  });
});

describe('a guest’s phone number', () => {
  it('is stored and texted in E.164 (+1), not as typed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Appointment/Create',
      headers: w.desk,
      payload: createBody(w, dayAhead(5).iso('15:00'), { customerId: undefined, guest: { name: 'Gale Phone', phoneNumber: '3125550111' } }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().res_data.guest).toEqual({ name: 'Gale Phone', phoneNumber: '+13125550111', email: null });
    const texts = await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx
        .select({ channel: outboxMessages.channel, to: outboxMessages.toAddress, template: outboxMessages.template })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.tenantId, w.tenant.tenant.id), inArray(outboxMessages.toAddress, ['3125550111', '+13125550111']))),
    );
    expect(texts).toEqual([{ channel: 'sms', to: '+13125550111', template: 'appointment.confirmation' }]);
  });
});
