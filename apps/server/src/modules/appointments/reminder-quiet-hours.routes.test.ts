// A reminder text due in the store's quiet hours (21:00-08:00) waits for 08:00 on the store's clock; an email
// reminder goes at once.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tenancy.ts';
import { messagesTo } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { REMINDER_JOB, sendReminder } from './appointment-messages.ts';
import { bookingWorld, type BookingWorld, createBody, dayAhead } from './appointment-test-data.ts';

let t: TestApp;
let w: BookingWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db, 'Quiet Hours');
});

async function booked(at: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/Appointment/Create', headers: w.desk, payload: createBody(w, at) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().res_data as { id: string; start: string };
}
const remind = (a: { id: string; start: string }, now: Date) =>
  sendReminder({ db: t.database.db, jobs: t.jobs, now: () => now }, { tenantId: w.tenant.tenant.id, id: a.id, startsAt: a.start });
const reminderJobs = (id: string) => t.jobs.history.filter((j) => j.name === REMINDER_JOB && (j.data as { id: string }).id === id);

describe('reminders respect SMS quiet hours in the store zone', () => {
  it('a text due at 22:30 waits for 08:00 (the job asked again then, nothing queued); at 08:00 it is sent', async () => {
    // The customer has only a phone: the reminder is a text.
    await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx.execute(sql`update customers set email = null, phone_number = '+13125550142' where id = ${w.customer.id}`),
    );
    const day = dayAhead(6);
    const a = await booked(day.iso('10:00'));
    const jobsBefore = reminderJobs(a.id).length;
    const texts = async () => (await messagesTo(t.database.db, w.tenant.tenant.id, '+13125550142')).map((m) => m.template);
    // The booking's confirmation went at once (the desk's action, not a scheduled text).
    expect(await texts()).toEqual(['appointment.confirmation']);
    const evening = new Date(dayAhead(5).iso('22:30'));
    await remind(a, evening);
    expect(await texts()).toEqual(['appointment.confirmation']);
    const held = reminderJobs(a.id).slice(jobsBefore);
    // 22:30 to 08:00 on the store's clock (9.5 h, more or less an hour on a DST night).
    const untilMorning = (new Date(day.iso('08:00')).getTime() - evening.getTime()) / 1000;
    expect(held.map((j) => j.options?.startAfterSeconds)).toEqual([untilMorning]);

    await remind(a, new Date(day.iso('08:00')));
    expect((await texts()).sort()).toEqual(['appointment.confirmation', 'appointment.reminder']);
  });

  it('an email reminder is not held at night', async () => {
    const email = `quiet.${Date.now()}@client.test`;
    await withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
      tx.execute(sql`update customers set email = ${email} where id = ${w.customer.id}`),
    );
    const a = await booked(dayAhead(6).iso('11:00'));
    await remind(a, new Date(dayAhead(5).iso('23:00')));
    expect((await messagesTo(t.database.db, w.tenant.tenant.id, email)).map((m) => m.template).sort()).toEqual([
      'appointment.confirmation',
      'appointment.reminder',
    ]);
  });
});
