import type { Tx } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';

export interface OutgoingMessage {
  tenantId: string;
  channel: 'email' | 'sms';
  to: string;
  template: string;
  subject?: string;
  text: string;
  html?: string;
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
      bodyHtml: message.html,
    })
    .returning({ id: outboxMessages.id });
  return row.id;
}
