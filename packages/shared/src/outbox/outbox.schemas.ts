import { z } from 'zod';
import { listResultSchema } from '../api/envelope.ts';
import { text } from '../validation/text.ts';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;

/** POST /api/Outbox/Search: the tenant's sent emails and SMS, newest first (SMS dashboard, browser tests). */
export const outboxSearchSchema = z.object({
  channel: z.enum(OUTBOX_CHANNELS, 'Channel must be email or sms').optional(),
  to: text().trim().min(1, 'Recipient must not be empty').max(254, 'Recipient must be at most 254 characters').optional(),
  page: z.int('Page must be a whole number').min(1, 'Page must be at least 1').default(1),
  pageSize: z
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(100, 'Page size must be at most 100')
    .default(20),
});
export type OutboxSearch = z.infer<typeof outboxSearchSchema>;
/** Outbox/Search's body as a client sends it (page and page size default). */
export type OutboxSearchBody = z.input<typeof outboxSearchSchema>;

export const outboxMessageSchema = z.object({
  id: z.uuid(),
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string().nullable(),
  bodyText: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  /** The SMS provider's last reported state (Twilio: queued, sent, delivered, undelivered, failed); null locally. */
  deliveryStatus: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxSearchResultSchema = listResultSchema(outboxMessageSchema);
export type OutboxSearchResult = z.infer<typeof outboxSearchResultSchema>;
