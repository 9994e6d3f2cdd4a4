import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { outboxMessages, smsOptOuts } from '../../db/schema.ts';
import { registerWorkers } from '../../platform/jobs/workers.ts';
import { deliverOutboxMessage, type DeliveryDeps } from '../../platform/outbox/delivery.ts';
import { queueMessage } from '../../platform/outbox/outbox.ts';
import { SandboxGateway } from '../../platform/payments/sandbox-gateway.ts';
import { twilioSignature } from '../../platform/sms/twilio-signature.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { INVALID_TO, startFakeTwilio, type FakeTwilio } from '../../testing/fake-twilio.ts';
import { makeCustomer, makeTenant, type TestTenant } from '../../testing/factories.ts';
import { contactAllowed, preferencesOf, setPreferences } from '../customer-profile/contact-preferences.ts';
import { RecordingJobQueue } from '../../testing/recording-job-queue.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { customerAuth } from '../../testing/test-sessions.ts';

const SID = `AC${'a1'.repeat(16)}`;
const TOKEN = 'twilio-test-auth-token-0123456789';
const FROM = '+15017122661';
const P = 'http://localhost:3000';

describe('Twilio SMS against a local fake of its Messages API', () => {
  let twilio: FakeTwilio;
  let app: FastifyInstance;
  let database: Database;
  let tenant: TestTenant;
  let delivery: DeliveryDeps;
  const env = () => ({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: FROM, TWILIO_API_BASE: twilio.apiBase });

  beforeAll(async () => {
    twilio = await startFakeTwilio(SID, TOKEN);
    ({ app, database } = await createTestApp(env()));
    tenant = await makeTenant(database.db, 'Sms');
    const ctx: AppContext = {
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env() }),
      database,
      db: database.db,
      jobs: new RecordingJobQueue(),
      log: pino({ level: 'silent' }),
      now: () => new Date(),
      gateway: new SandboxGateway(database),
    };
    const workers = await registerWorkers(ctx, { print: () => {} });
    workers.stop();
    delivery = workers.delivery;
  });
  afterAll(() => twilio.close());

  const queueSms = (to: string, text = 'Salon: your sign-up code is 204611') =>
    withTenant(database.db, tenant.tenant.id, (tx) =>
      queueMessage(tx, { tenantId: tenant.tenant.id, channel: 'sms', to, template: 'test', text, secrets: ['204611'] }),
    );
  const rowOf = async (id: string) =>
    (await asSystem(database.db, (tx) => tx.select().from(outboxMessages).where(eq(outboxMessages.id, id))))[0];
  /** POSTs form params to a Twilio webhook, signed as Twilio signs (or with the given signature). */
  const post = (path: string, params: Record<string, string>, signature = twilioSignature(TOKEN, `${P}${path}`, params)) =>
    app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      payload: new URLSearchParams(params).toString(),
    });

  it('computes the signature of Twilio’s documented example', () => {
    const params = { CallSid: 'CA1234567890ABCDE', Caller: '+12349013030', Digits: '1234', From: '+12349013030', To: '+18005551212' };
    expect(twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  it('sends through the Messages API with basic auth, From, Body and a status callback for the outbox row', async () => {
    const id = await queueSms('+15551230001');
    expect(await deliverOutboxMessage(delivery, id)).toBe('sent');
    const form = twilio.received.at(-1);
    expect(form).toEqual({
      To: '+15551230001',
      Body: 'Salon: your sign-up code is 204611',
      From: FROM,
      StatusCallback: `${P}/api/Sms/Twilio/Status/${tenant.tenant.id}/${id}`,
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, deliveryStatus: 'queued', lastError: null });
    expect(row.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it('records delivery from signed status callbacks, never going back from a final state', async () => {
    const id = await queueSms('+15551230002');
    await deliverOutboxMessage(delivery, id);
    const sid = (await rowOf(id)).providerMessageId as string;
    const path = `/api/Sms/Twilio/Status/${tenant.tenant.id}/${id}`;
    const params = (status: string) => ({
      AccountSid: SID,
      MessageSid: sid,
      MessageStatus: status,
      SmsSid: sid,
      SmsStatus: status,
      To: '+15551230002',
      From: FROM,
      ApiVersion: '2010-04-01',
    });

    const forged = await post(path, params('delivered'), 'bm90IGEgc2lnbmF0dXJl');
    expect(forged.statusCode).toBe(403);
    const unsigned = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(params('delivered')).toString(),
    });
    expect(unsigned.statusCode).toBe(403);
    expect((await rowOf(id)).deliveryStatus).toBe('queued');

    const delivered = await post(path, params('delivered'));
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ res_data: { updated: true } });
    expect((await rowOf(id)).deliveryStatus).toBe('delivered');
    const late = await post(path, params('sent'));
    expect(late.json()).toEqual({ res_data: { updated: false } });
    expect((await rowOf(id)).deliveryStatus).toBe('delivered');

    const otherSid = await post(path, { ...params('failed'), MessageSid: `SM${'0'.repeat(32)}` });
    expect(otherSid.statusCode).toBe(404);
  });

  it('keeps Twilio’s error code when a message was undelivered', async () => {
    const id = await queueSms('+15551230003');
    await deliverOutboxMessage(delivery, id);
    const sid = (await rowOf(id)).providerMessageId as string;
    const res = await post(`/api/Sms/Twilio/Status/${tenant.tenant.id}/${id}`, {
      MessageSid: sid,
      MessageStatus: 'undelivered',
      ErrorCode: '30006',
    });
    expect(res.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      deliveryStatus: 'undelivered',
      deliveryErrorCode: '30006',
      lastError: 'Twilio reported undelivered (error 30006)',
    });
  });

  it('gives up at once on a number Twilio refuses (400), naming only its error code', async () => {
    const id = await queueSms(INVALID_TO);
    expect(await deliverOutboxMessage(delivery, id)).toBe('failed');
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'Twilio answered 400 (error 21211)', providerMessageId: null });
    expect(row.lastError).not.toContain(TOKEN);
  });

  it('STOP pauses every text at every brand that has the number; START lifts it and each kind is as the customer chose', async () => {
    const phone = '+15551230006';
    const other = await makeTenant(database.db, 'Sms Other');
    const here = await makeCustomer(database.db, tenant, { phoneNumber: phone });
    const there = await makeCustomer(database.db, other, { phoneNumber: phone });
    const bystander = await makeCustomer(database.db, tenant, { phoneNumber: '+15551230007' });
    // Here the customer asked for marketing texts and stopped receipts; there they kept the defaults.
    await withTenant(database.db, tenant.tenant.id, (tx) =>
      setPreferences(
        tx,
        tenant.tenant.id,
        here.id,
        [
          { channel: 'sms', kind: 'marketing', allowed: true },
          { channel: 'sms', kind: 'receipts', allowed: false },
        ],
        'profile',
      ),
    );
    /** What a sender may do now (effective), and what the customer chose (their profile). */
    const sms = async (who: { id: string }, t: TestTenant) =>
      withTenant(database.db, t.tenant.id, async (tx) => {
        const effective: Record<string, boolean> = {};
        for (const kind of ['reminders', 'receipts', 'marketing'] as const)
          effective[kind] = await contactAllowed(tx, t.tenant.id, who.id, 'sms', kind);
        const chosen = Object.fromEntries(
          (await preferencesOf(tx, t.tenant.id, who.id)).filter((p) => p.channel === 'sms').map((p) => [p.kind, p.allowed]),
        );
        return { effective, chosen };
      });
    const inbound = (body: string) => post('/api/Sms/Twilio/Inbound', { From: phone, To: FROM, Body: body, AccountSid: SID });
    const hereChoice = { reminders: true, receipts: false, marketing: true };
    const defaults = { reminders: true, receipts: true, marketing: false };
    const allOff = { reminders: false, receipts: false, marketing: false };

    /** What the customer's own communication page reads about the pause. */
    const pauseSeen = async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/CustomerProfile/Communication/SmsPause',
        headers: (await customerAuth(database.db, here)).headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().res_data as { paused: boolean; since: string | null };
    };
    expect(await pauseSeen()).toEqual({ paused: false, since: null });

    expect((await inbound('Stop')).statusCode).toBe(200);
    expect(await sms(here, tenant)).toEqual({ effective: allOff, chosen: hereChoice });
    expect(await pauseSeen()).toEqual({ paused: true, since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(await sms(there, other)).toEqual({ effective: allOff, chosen: defaults });
    expect(await sms(bystander, tenant)).toEqual({ effective: defaults, chosen: defaults });
    // Email is not paused by a text.
    expect(
      await withTenant(database.db, tenant.tenant.id, (tx) => contactAllowed(tx, tenant.tenant.id, here.id, 'email', 'reminders')),
    ).toBe(true);

    expect((await inbound('START')).statusCode).toBe(200);
    // The marketing opt-in given before STOP is back, and so is the receipts opt-out; the other brand keeps defaults.
    expect(await sms(here, tenant)).toEqual({ effective: hereChoice, chosen: hereChoice });
    expect(await sms(there, other)).toEqual({ effective: defaults, chosen: defaults });
    expect(await pauseSeen()).toEqual({ paused: false, since: null });
  });

  it('handles STOP (no more texts), START (texts again) and HELP (answers the help text) from signed inbound messages', async () => {
    const phone = '+15551230004';
    const inbound = (body: string) =>
      post('/api/Sms/Twilio/Inbound', { From: phone, To: FROM, Body: body, AccountSid: SID, MessageSid: `SM${'1'.repeat(32)}` });

    const stop = await inbound(' stop ');
    expect(stop.statusCode).toBe(200);
    expect(stop.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(stop.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(await asSystem(database.db, (tx) => tx.select().from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, phone)))).toHaveLength(1);

    const before = twilio.received.length;
    const id = await queueSms(phone, 'Reminder: your haircut is tomorrow at 10:00 AM.');
    expect(await deliverOutboxMessage(delivery, id)).toBe('failed');
    expect(await rowOf(id)).toMatchObject({ status: 'failed', lastError: 'The recipient replied STOP (opted out of SMS)' });
    expect(twilio.received.length).toBe(before);

    const help = await inbound('HELP');
    expect(help.body).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Salon: appointment codes and reminders. Reply STOP to opt out, START to opt back in.</Message></Response>',
    );

    expect((await inbound('START')).statusCode).toBe(200);
    const again = await queueSms(phone, 'Reminder: your haircut is tomorrow at 10:00 AM.');
    expect(await deliverOutboxMessage(delivery, again)).toBe('sent');

    const forged = await post(
      '/api/Sms/Twilio/Inbound',
      { From: phone, Body: 'STOP' },
      twilioSignature('another-token-000000', `${P}/api/Sms/Twilio/Inbound`, { From: phone, Body: 'STOP' }),
    );
    expect(forged.statusCode).toBe(403);
    expect(await asSystem(database.db, (tx) => tx.select().from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, phone)))).toHaveLength(0);
  });

  it('registers no Twilio webhook when Twilio is not configured (the outbox stays the default)', async () => {
    const { app: plain } = await createTestApp();
    const res = await plain.inject({ method: 'POST', url: '/api/Sms/Twilio/Inbound', payload: { From: '+15550000000', Body: 'STOP' } });
    expect(res.statusCode).toBe(404);
  });
});
