import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantId, tenantPk } from '../../db/columns.ts';

/** Every email and SMS the product sends, kept so staff can see what went out (SMS dashboard). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: rowId(),
    tenantId: tenantId(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject'),
    bodyText: text('body_text').notNull(),
    /** The text staff may read when bodyText carries a secret (a one-time code); null when nothing in it is secret. */
    redactedText: text('redacted_text'),
    bodyHtml: text('body_html'),
    template: text('template').notNull(),
    /** Extra mail headers (List-Unsubscribe, List-Unsubscribe-Post on marketing email); null when none. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; path: string }[]>().notNull().default([]),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    /** Not handed over before this instant (quiet hours, paced marketing sends); null: at once. */
    sendAfter: timestamp('send_after', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The SMS provider's id for the message (Twilio's MessageSid); null for the local default. */
    providerMessageId: text('provider_message_id'),
    /** The provider's last reported state (Twilio: queued, sent, delivered, undelivered, failed, ...). */
    deliveryStatus: text('delivery_status'),
    deliveryErrorCode: text('delivery_error_code'),
    deliveryUpdatedAt: timestamp('delivery_updated_at', { withTimezone: true }),
  },
  (t) => [
    tenantPk(t),
    index('outbox_messages_tenant_idx').on(t.tenantId, t.createdAt),
    index('outbox_messages_to_idx').on(t.tenantId, t.toAddress),
  ],
);
