import type { Tx } from '../../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { outboxMessages } from '../../db/schema.ts';

export interface OutgoingMessage {
  tenantId: string;
  channel: 'email' | 'sms';
  to: string;
  template: string;
  subject?: string;
  text: string;
  html?: string;
  /** Extra mail headers (email only), e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /**
   * Parts of the text only the recipient may read (one-time codes, links carrying tokens). The message is
   * delivered whole; staff reading the outbox see each of them masked. HTML bodies must not carry secrets.
   */
  secrets?: readonly string[];
  /** Held until this instant (quiet hours, paced sends): delivery and the sweeper leave it alone before. */
  sendAfter?: Date;
}

export const SECRET_MASK = '••••••';

/** The text with every secret masked, or null when the message carries none. */
export function redactSecrets(text: string, secrets: readonly string[] = []): string | null {
  const present = secrets.filter((secret) => secret.length > 0);
  if (present.length === 0) return null;
  return present.reduce((masked, secret) => masked.replaceAll(secret, SECRET_MASK), text);
}

export const OUTBOX_DELIVER_JOB = 'outbox.deliver';

/**
 * Writes the message in the caller's transaction (it is sent only if the change commits).
 * The delivery worker picks queued rows up; see platform/jobs/workers.ts.
 */
export async function queueMessage(tx: Tx, message: OutgoingMessage) {
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      tenantId: message.tenantId,
      channel: message.channel,
      toAddress: message.to,
      template: message.template,
      subject: message.subject,
      bodyText: message.text,
      redactedText: redactSecrets(message.text, message.secrets),
      bodyHtml: message.html,
      headers: message.headers ?? null,
      sendAfter: message.sendAfter ?? null,
    })
    .returning({ id: outboxMessages.id });
  return row.id;
}

export interface OutboxDeliverData {
  messageId: string;
}

/**
 * Asks the job queue to deliver a queued message; call it after the transaction that wrote the row has
 * committed. The message id is the job's singleton key, so the sweeper never doubles a waiting job.
 */
export function deliverQueuedMessage(jobs: JobQueue, messageId: string, startAfterSeconds?: number) {
  const data: OutboxDeliverData = { messageId };
  return jobs.send(OUTBOX_DELIVER_JOB, data, { singletonKey: messageId, ...(startAfterSeconds ? { startAfterSeconds } : {}) });
}
