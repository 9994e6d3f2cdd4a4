import type { OutboxSearchBody } from '@salon/shared';
import { z } from 'zod';
import { api } from '../../api/api-slice.ts';

export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

const outboxMessageSchema = z
  .object({
    id: z.string(),
    channel: z.enum(OUTBOX_CHANNELS),
    to: z.string().optional(),
    toAddress: z.string().optional(),
    subject: z.string().nullish(),
    bodyText: z.string().nullish(),
    body: z.string().nullish(),
    status: z.string().nullish(),
    createdAt: z.string(),
  })
  .transform((message) => ({
    id: message.id,
    channel: message.channel,
    to: message.to ?? message.toAddress ?? '',
    subject: message.subject ?? '',
    body: message.bodyText ?? message.body ?? '',
    status: message.status ?? '',
    createdAt: message.createdAt,
  }));

const outboxPageSchema = z.object({
  items: z.array(outboxMessageSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export type OutboxMessage = z.output<typeof outboxMessageSchema>;
export type OutboxPage = z.output<typeof outboxPageSchema>;

export const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchOutbox: build.query<OutboxPage, OutboxSearchBody>({
      query: (search) => ({ path: 'Outbox/Search', method: 'POST', body: search, brandScoped: false, schema: outboxPageSchema }),
      providesTags: ['Outbox'],
    }),
  }),
});

export const { useSearchOutboxQuery } = outboxApi;
