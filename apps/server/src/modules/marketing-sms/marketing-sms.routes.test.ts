import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands, outboxMessages } from '../../db/schema.ts';
import { sweepOutbox } from '../../platform/outbox/delivery.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { raceTest } from '../../testing/race-test.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { setPreferences } from '../customer-profile/contact-preferences.ts';
import { smsStopped } from '../customer-profile/sms-keywords.ts';
import { historyWorld } from '../customers/customer-test-data.ts';
import { MARKETING_SMS_TEMPLATE } from './marketing-sms.service.ts';

type Headers = Record<string, string>;

describe('marketing texts: preview, quiet hours, pacing, the daily cap and the flag', () => {
  // 22:30 in Chicago (CST, UTC-6): quiet hours, so texts wait for 08:00 CST = 14:00 UTC.
  let clock = new Date('2031-03-04T04:30:00Z');
  let t: TestApp;
  let a: TestTenant;
  const as: Record<string, Headers> = {};
  let brandName = '';
  const optedIn: { id: string; phoneNumber: string | null }[] = [];

  const call = (path: 'Preview' | 'Send', payload: object, headers = as.franchisor!) =>
    t.app.inject({ method: 'POST', url: `/api/MarketingSms/${path}`, headers, payload });
  const outbox = () =>
    withTenant(t.database.db, a.tenant.id, (tx) =>
      tx
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.tenantId, a.tenant.id), eq(outboxMessages.template, MARKETING_SMS_TEMPLATE))),
    );

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => new Date(clock) });
    const db = t.database.db;
    a = await makeTenant(db, 'Promo');
    for (const slug of ['franchisor', 'general_manager', 'store_owner', 'shop_manager', 'coordinator'])
      as[slug] = (await staffAuth(db, await makeEmployee(db, a, slug))).headers;
    const world = await historyWorld(db, a);
    const [store, other] = a.stores;
    let hour = 10;
    const visit = (id: string, storeId: string) =>
      world.appointment(id, 'completed', `2031-02-01T${hour++}:00:00Z`, world.cutterA.id, ['Haircut'], storeId);
    const marketing = (id: string, allowed: boolean) =>
      withTenant(db, a.tenant.id, (tx) => setPreferences(tx, a.tenant.id, id, [{ channel: 'sms', kind: 'marketing', allowed }], 'profile'));
    // Two opted-in customers of the store, and five who must not get the text.
    for (const phone of ['+13125557001', '+13125557002']) {
      const c = await makeCustomer(db, a, { phoneNumber: phone });
      await visit(c.id, store.id);
      await marketing(c.id, true);
      optedIn.push(c);
    }
    const noVisit = await makeCustomer(db, a, { phoneNumber: '+13125557003' });
    await marketing(noVisit.id, true);
    const otherStore = await makeCustomer(db, a, { phoneNumber: '+13125557004' });
    await visit(otherStore.id, other.id);
    await marketing(otherStore.id, true);
    const notAsked = await makeCustomer(db, a, { phoneNumber: '+13125557005' });
    await visit(notAsked.id, store.id);
    const optedOut = await makeCustomer(db, a, { phoneNumber: '+13125557006' });
    await visit(optedOut.id, store.id);
    await marketing(optedOut.id, false);
    const stopped = await makeCustomer(db, a, { phoneNumber: '+13125557007' });
    await visit(stopped.id, store.id);
    await marketing(stopped.id, true);
    await smsStopped(db, '+13125557007', clock);
    [{ name: brandName }] = await withTenant(db, a.tenant.id, (tx) =>
      tx.select({ name: brands.name }).from(brands).where(eq(brands.tenantId, a.tenant.id)),
    );
  });

  it('refuses staff without send_marketing_sms (403) and a text that is empty or too long (422 on text)', async () => {
    const storeId = a.stores[0].id;
    for (const slug of ['shop_manager', 'coordinator'])
      expect((await call('Preview', { storeId, text: 'Hi' }, as[slug])).statusCode, slug).toBe(403);
    for (const slug of ['general_manager', 'store_owner'])
      expect((await call('Preview', { storeId, text: 'Hi' }, as[slug])).statusCode, slug).toBe(200);
    const empty = await call('Send', { storeId, text: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toEqual({ text: 'Write the text' });
    const long = await call('Send', { storeId, text: 'x'.repeat(201) });
    expect(long.statusCode).toBe(422);
    expect(long.json().error.fields).toEqual({ text: 'Text must be at most 200 characters' });
    expect((await call('Send', { storeId: randomUUID(), text: 'Hi' })).statusCode).toBe(404);
    expect(await outbox()).toEqual([]);
  });

  it('previews, then in quiet hours queues each text held until 08:00 store time, with the opt-out line', async () => {
    const body = { storeId: a.stores[0].id, text: '20% off colour this week' };
    const message = `${brandName}: 20% off colour this week Reply STOP to opt out.`;
    const expected = {
      optedIn: 2,
      recentlyTexted: 0,
      recipients: 2,
      message,
      segments: 1,
      timezone: 'America/Chicago',
      startsAt: '2031-03-04T14:00:00.000Z',
      finishesAt: '2031-03-04T14:00:00.000Z',
      heldForQuietHours: true,
    };
    const preview = await call('Preview', body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().res_data).toEqual(expected);
    expect(await outbox()).toEqual([]);

    const sent = await call('Send', body);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().res_data).toEqual({ ...expected, queued: 2 });
    const rows = await outbox();
    expect(rows.map((r) => r.toAddress).sort()).toEqual(optedIn.map((c) => c.phoneNumber).sort());
    for (const row of rows)
      expect(row).toMatchObject({ channel: 'sms', status: 'queued', bodyText: message, sendAfter: new Date('2031-03-04T14:00:00Z') });
    // The delivery jobs are asked for at 08:00 (9.5 h on), and the sweeper leaves the held rows alone until then.
    const jobs = t.jobs.history.filter((j) => rows.some((r) => r.id === (j.data as { messageId: string }).messageId));
    expect(jobs.map((j) => j.options?.startAfterSeconds)).toEqual([34_200, 34_200]);
    expect(await sweepOutbox({ db: t.database.db, jobs: t.jobs, now: () => new Date('2031-03-04T13:58:00Z') })).toBe(0);
    expect(await sweepOutbox({ db: t.database.db, jobs: t.jobs, now: () => new Date('2031-03-04T14:01:01Z') })).toBe(2);

    // The same customers are not texted a second promotion within a day.
    const again = await call('Send', body);
    expect(again.json().res_data).toMatchObject({ optedIn: 2, recentlyTexted: 2, recipients: 0, queued: 0 });
    expect(await outbox()).toHaveLength(2);
  });

  it('sends at once in the day, and a day later the same customers may get the next one', async () => {
    clock = new Date('2031-03-05T17:00:00Z'); // 11:00 CST
    const sent = await call('Send', { storeId: a.stores[0].id, text: 'Walk-ins welcome today' });
    expect(sent.json().res_data).toMatchObject({ recipients: 2, queued: 2, heldForQuietHours: false, startsAt: clock.toISOString() });
    const fresh = (await outbox()).filter((r) => r.bodyText.includes('Walk-ins'));
    expect(fresh.map((r) => r.sendAfter)).toEqual([clock, clock]);
  });

  raceTest('two managers sending together text each customer once', async () => {
    clock = new Date('2031-03-07T17:00:00Z');
    const body = { storeId: a.stores[0].id, text: 'Race day special' };
    const [one, two] = await Promise.all([call('Send', body), call('Send', body, as.general_manager)]);
    expect([one.json().res_data.queued, two.json().res_data.queued].sort()).toEqual([0, 2]);
    expect((await outbox()).filter((r) => r.bodyText.includes('Race day'))).toHaveLength(2);
  });
});
