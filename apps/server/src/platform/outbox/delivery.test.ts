import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';
import { makeTenant, type TestTenant } from '../../testing/factories.ts';
import { RecordingJobQueue } from '../../testing/recording-job-queue.ts';
import { startSmtpServer } from '../../testing/smtp-capture.ts';
import { createTestDatabase } from '../../testing/test-db.ts';
import { createJobQueue } from '../jobs/pg-boss-queue.ts';
import { registerWorkers } from '../jobs/workers.ts';
import { SandboxGateway } from '../payments/sandbox-gateway.ts';
import { asSystem, withTenant } from '../tenancy.ts';
import { MAX_DELIVERY_ATTEMPTS, deliverOutboxMessage, sweepOutbox } from './delivery.ts';
import { deliverQueuedMessage, queueMessage, type OutgoingMessage } from './outbox.ts';

describe('outbox delivery', () => {
  let database: Database;
  let tenant: TestTenant;
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    database = await createTestDatabase();
    tenant = await makeTenant(database.db, 'Outbox');
  });
  afterAll(() => database.close());

  const context = (env: Record<string, string>, jobs: AppContext['jobs']): AppContext => ({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env }),
    database,
    db: database.db,
    jobs,
    log,
    now: () => new Date(),
    gateway: new SandboxGateway(database),
  });
  const queue = (message: Partial<OutgoingMessage> = {}, createdAt?: Date) =>
    withTenant(database.db, tenant.tenant.id, async (tx) => {
      const id = await queueMessage(tx, {
        tenantId: tenant.tenant.id,
        channel: 'email',
        to: 'ann@client.test',
        template: 'test',
        subject: 'Your code',
        text: 'Your code is 123456.',
        ...message,
      });
      if (createdAt) await tx.update(outboxMessages).set({ createdAt }).where(eq(outboxMessages.id, id));
      return id;
    });
  const rowOf = async (id: string) =>
    (await asSystem(database.db, (tx) => tx.select().from(outboxMessages).where(eq(outboxMessages.id, id))))[0];

  it('sends an email through SMTP when SMTP_URL is set, with its recipient, subject and text', async () => {
    const smtp = await startSmtpServer();
    try {
      const jobs = new RecordingJobQueue();
      const workers = await registerWorkers(
        context({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Salon <no-reply@salon.test>' }, jobs),
      );
      workers.stop();
      const id = await queue({
        to: 'ann@client.test',
        subject: 'Reset your password',
        text: 'Your code is 482913.\nIt expires in 10 minutes.',
      });
      await deliverQueuedMessage(jobs, id);
      await jobs.drain();

      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail.to).toEqual(['ann@client.test']);
      expect(mail.raw).toMatch(/^Subject: Reset your password$/m);
      expect(mail.raw).toMatch(/^From: Salon <no-reply@salon\.test>$/m);
      expect(mail.raw).toContain('Your code is 482913.');
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: expect.any(Date) });
    } finally {
      await smtp.close();
    }
  });

  it('marks email and SMS delivered by the local default and prints their text outside production', async () => {
    const printed: string[] = [];
    const jobs = new RecordingJobQueue();
    const workers = await registerWorkers(context({}, jobs), { print: (t) => printed.push(t) });
    workers.stop();
    const sms = await queue({ channel: 'sms', to: '+15551234567', subject: undefined, text: 'Salon: your sign-up code is 204611' });
    const email = await queue();
    await deliverQueuedMessage(jobs, sms);
    await deliverQueuedMessage(jobs, email);
    await jobs.drain();
    expect(await rowOf(sms)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await rowOf(email)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(printed.join('\n')).toContain('SMS to +15551234567');
    expect(printed.join('\n')).toContain('your sign-up code is 204611');
  });

  it('prints nothing in production', async () => {
    const spy = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const jobs = new RecordingJobQueue();
      const workers = await registerWorkers(context({ NODE_ENV: 'production', GIFT_CARD_HASH_KEY: 'test-gift-card-key-0123456789' }, jobs));
      workers.stop();
      const id = await queue({ channel: 'sms', to: '+15550000000', text: 'code 111111' });
      await deliverQueuedMessage(jobs, id);
      await jobs.drain();
      expect(await rowOf(id)).toMatchObject({ status: 'sent' });
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('records a failed try for a retry, and marks the message failed after the last attempt', async () => {
    const jobs = new RecordingJobQueue();
    const broken = { kind: 'smtp' as const, send: vi.fn(async () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525'))) };
    const { delivery, stop } = await registerWorkers(context({}, jobs), { email: broken });
    stop();
    const id = await queue();
    await expect(deliverOutboxMessage(delivery, id)).rejects.toThrow(/ECONNREFUSED/);
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:2525' });
    for (let i = 2; i < MAX_DELIVERY_ATTEMPTS; i++) await expect(deliverOutboxMessage(delivery, id)).rejects.toThrow();
    expect(await deliverOutboxMessage(delivery, id)).toBe('failed');
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS, sentAt: null });
    expect(await deliverOutboxMessage(delivery, id)).toBe('skipped');
    expect(broken.send).toHaveBeenCalledTimes(MAX_DELIVERY_ATTEMPTS);
  });

  it('delivers a message once even when its job runs again afterwards', async () => {
    const jobs = new RecordingJobQueue();
    const sender = { kind: 'local' as const, send: vi.fn(async () => {}) };
    const { delivery, stop } = await registerWorkers(context({}, jobs), { email: sender, print: () => {} });
    stop();
    const id = await queue();
    expect(await deliverOutboxMessage(delivery, id)).toBe('sent');
    expect(await deliverOutboxMessage(delivery, id)).toBe('skipped');
    expect(sender.send).toHaveBeenCalledTimes(1);
  });

  it('re-sends the job of a message left queued by a crash, once, and the worker then delivers it', async () => {
    const jobs = await createJobQueue(database, { pollingIntervalSeconds: 0.5, log: { warn: () => {}, error: () => {} } });
    try {
      const printed: string[] = [];
      const { delivery, stop } = await registerWorkers(context({}, jobs), { print: (t) => printed.push(t) });
      stop();
      const stale = await queue({ text: 'lost between commit and send' }, new Date(Date.now() - 5 * 60_000));
      const fresh = await queue({ text: 'just written' });
      expect(await sweepOutbox(delivery)).toBe(1);
      expect(await sweepOutbox(delivery)).toBe(0);
      await jobs.start();
      await vi.waitFor(async () => expect((await rowOf(stale)).status).toBe('sent'), { timeout: 15_000, interval: 200 });
      expect((await rowOf(fresh)).status).toBe('queued');
      expect(printed.filter((t) => t.includes('lost between commit and send'))).toHaveLength(1);
    } finally {
      await jobs.stop();
    }
  });
});
