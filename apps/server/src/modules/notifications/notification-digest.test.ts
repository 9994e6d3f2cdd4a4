// The hourly digest: a person who chose it gets no single email but one digest of the hour's unread lines (of
// kinds they want by email); a rerun of the hour sends nothing twice; read lines
// are left out; the choice is the person's own and is checked by field.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { RecordingJobQueue } from '../../testing/recording-job-queue.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { type BookingWorld, bookByDesk, bookingWorld } from '../appointments/appointment-test-data.ts';
import { DIGEST_TEMPLATE, lastWholeHour, sendHourlyDigests } from './notification-digest.ts';

let t: TestApp;
let w: BookingWorld;
let cutter: Record<string, string>;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t.database.db, 'Digest');
  cutter = (await staffAuth(t.database.db, w.cutter)).headers;
}, 120_000);

const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/Notification/${url}`, headers: cutter, payload });
const book = (time: string, days = 2) => bookByDesk(t.app, w, time, days);
const mailsTo = (template: string) =>
  withTenant(t.database.db, w.tenant.tenant.id, (tx) =>
    tx
      .select({ subject: outboxMessages.subject, text: outboxMessages.bodyText })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.toAddress, w.cutter.email), eq(outboxMessages.template, template))),
  );
const digestAt = (at: Date) => sendHourlyDigests({ db: t.database.db, jobs: new RecordingJobQueue(), now: () => at });

describe('hourly digest', () => {
  it('takes the last whole hour', () => {
    expect(lastWholeHour(new Date('2026-03-01T10:59:59.999Z'))).toEqual({
      start: new Date('2026-03-01T09:00:00.000Z'),
      end: new Date('2026-03-01T10:00:00.000Z'),
    });
    expect(lastWholeHour(new Date('2026-03-01T11:00:00.000Z')).start).toEqual(new Date('2026-03-01T10:00:00.000Z'));
  });

  it('saves the choice and refuses anything but each or hourly (422 by field)', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/Notification/Settings', headers: cutter });
    expect(get.json().res_data).toEqual({ emailDigest: 'each' });
    const bad = await put('Settings', { emailDigest: 'daily' });
    expect([bad.statusCode, bad.json().error.fields]).toEqual([422, { emailDigest: 'Choose each or hourly' }]);
    const ok = await put('Settings', { emailDigest: 'hourly' });
    expect([ok.statusCode, ok.json().res_data]).toEqual([200, { emailDigest: 'hourly' }]);
    expect((await put('Preferences', { preferences: [{ kind: 'appointment_booked', email: true, inApp: true }] })).statusCode).toBe(200);
  });

  it('sends one digest of the hour instead of single emails; a rerun of the hour sends nothing', async () => {
    await book('10:00', 2);
    await book('11:00', 2);
    expect(await mailsTo('notification.appointment_booked')).toEqual([]);
    const nextHour = new Date(Date.now() + HOUR);
    await digestAt(nextHour);
    const digests = await mailsTo(DIGEST_TEMPLATE);
    expect(digests.map((d) => d.subject)).toEqual(['2 unread notifications from the last hour']);
    expect(digests[0]!.text.match(/Booked: Casey /g)).toHaveLength(2);
    // The same hour again, and a minute later: nothing more for this person.
    await digestAt(nextHour);
    await digestAt(new Date(nextHour.getTime() + 60_000));
    expect(await mailsTo(DIGEST_TEMPLATE)).toHaveLength(1);
  });

  it('leaves out lines read before the digest, and sends single emails again after switching back', async () => {
    await book('12:00', 2);
    await t.app.inject({ method: 'POST', url: '/api/Notification/MarkAllRead', headers: cutter });
    await digestAt(new Date(Date.now() + HOUR));
    expect(await mailsTo(DIGEST_TEMPLATE)).toHaveLength(1);
    expect(await put('Settings', { emailDigest: 'each' })).toMatchObject({ statusCode: 200 });
    await book('13:00', 2);
    expect((await mailsTo('notification.appointment_booked')).map((m) => m.subject)).toEqual([expect.stringMatching(/^Booked: Casey /)]);
    expect(await mailsTo(DIGEST_TEMPLATE)).toHaveLength(1);
  });
});
