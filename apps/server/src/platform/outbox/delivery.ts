import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { EmailSender } from '../mail/email-sender.ts';
import { PermanentSmsFailure, type SmsHandedOver, type SmsSender } from '../sms/sms-sender.ts';
import { isOptedOut } from '../sms/sms-opt-outs.ts';
import { asSystem } from '../tenancy.ts';
import { deliverQueuedMessage } from './outbox.ts';

/** Tries per message (the first and four retries); then the row is marked failed. */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** A row still queued this long after it was written lost its job (crash between commit and send). */
export const SWEEP_AFTER_SECONDS = 60;

export interface DeliveryDeps {
  db: Db;
  jobs: JobQueue;
  email: EmailSender;
  sms: SmsSender;
  now: () => Date;
  /** Called after a message reached the local default (no real adapter): a one-line notice. */
  onLocalDelivery?: (info: { messageId: string; channel: 'email' | 'sms' }) => void;
}

export type DeliveryOutcome = 'sent' | 'failed' | 'skipped';

/**
 * Delivers one outbox message. A message that is no longer queued is skipped; one message has at most one
 * waiting or running job (its id is the job's singleton key), so two workers do not send it at once.
 * No transaction stays open while the message travels (on PGlite an open transaction would stop every
 * other query). Throws on a failure that is worth retrying; gives up after MAX_DELIVERY_ATTEMPTS.
 */
export async function deliverOutboxMessage(deps: DeliveryDeps, messageId: string): Promise<DeliveryOutcome> {
  const claimed = await asSystem(deps.db, async (tx) => {
    const [row] = await tx.select().from(outboxMessages).where(eq(outboxMessages.id, messageId));
    if (row?.status !== 'queued') return null;
    // A held message waits for its time (its job was asked for then; the sweeper covers a lost job).
    if (row.sendAfter && row.sendAfter.getTime() > deps.now().getTime()) return null;
    const [won] = await tx
      .update(outboxMessages)
      .set({ attempts: row.attempts + 1 })
      .where(and(eq(outboxMessages.id, messageId), eq(outboxMessages.status, 'queued'), eq(outboxMessages.attempts, row.attempts)))
      .returning();
    return won ?? null;
  });
  if (!claimed) return 'skipped';

  // A phone that answered STOP gets nothing more until it answers START.
  if (claimed.channel === 'sms' && (await isOptedOut(deps.db, claimed.toAddress))) {
    await asSystem(deps.db, (tx) =>
      tx
        .update(outboxMessages)
        .set({ status: 'failed', lastError: 'The recipient replied STOP (opted out of SMS)' })
        .where(eq(outboxMessages.id, messageId)),
    );
    return 'failed';
  }

  let handedOver: SmsHandedOver | undefined;
  try {
    if (claimed.channel === 'email') {
      await deps.email.send({
        to: claimed.toAddress,
        subject: claimed.subject ?? '',
        text: claimed.bodyText,
        html: claimed.bodyHtml ?? undefined,
        headers: claimed.headers ?? undefined,
        attachments: claimed.attachments.length ? claimed.attachments : undefined,
      });
    } else {
      handedOver = await deps.sms.send({
        to: claimed.toAddress,
        text: claimed.bodyText,
        ref: { tenantId: claimed.tenantId, messageId },
      });
    }
  } catch (err) {
    const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    const giveUp = claimed.attempts >= MAX_DELIVERY_ATTEMPTS || err instanceof PermanentSmsFailure;
    await asSystem(deps.db, (tx) =>
      tx
        .update(outboxMessages)
        .set({ lastError, status: giveUp ? 'failed' : 'queued' })
        .where(eq(outboxMessages.id, messageId)),
    );
    if (giveUp) return 'failed';
    throw err;
  }

  await asSystem(deps.db, (tx) =>
    tx
      .update(outboxMessages)
      .set({
        status: 'sent',
        sentAt: deps.now(),
        lastError: null,
        ...(handedOver
          ? { providerMessageId: handedOver.providerMessageId, deliveryStatus: handedOver.status, deliveryUpdatedAt: deps.now() }
          : {}),
      })
      .where(eq(outboxMessages.id, messageId)),
  );
  const local = claimed.channel === 'email' ? deps.email.kind === 'local' : deps.sms.kind === 'local';
  if (local) deps.onLocalDelivery?.({ messageId, channel: claimed.channel });
  return 'sent';
}

/**
 * Re-sends the delivery job of every message still queued a minute after it was written (or after its sendAfter,
 * when held), so a crash
 * between the commit and the job's send loses nothing. Messages whose job still waits or runs are left
 * alone (the job's singleton key is the message id). Answers how many jobs it sent.
 */
export async function sweepOutbox(deps: Pick<DeliveryDeps, 'db' | 'jobs' | 'now'>, limit = 200): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - SWEEP_AFTER_SECONDS * 1000);
  const stale = await asSystem(deps.db, (tx) =>
    tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.status, 'queued'),
          lt(outboxMessages.createdAt, cutoff),
          or(isNull(outboxMessages.sendAfter), lt(outboxMessages.sendAfter, cutoff)),
          lt(outboxMessages.attempts, MAX_DELIVERY_ATTEMPTS),
        ),
      )
      .orderBy(asc(outboxMessages.createdAt))
      .limit(limit),
  );
  let sent = 0;
  for (const { id } of stale) if (await deliverQueuedMessage(deps.jobs, id)) sent += 1;
  return sent;
}
