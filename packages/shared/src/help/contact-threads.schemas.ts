// Contact-us messages as conversations (issue 18): support replies (emailed to the sender and kept in the thread),
// the sender (a signed-in customer, or staff) answers, support marks it handled or reopens it.
import { z } from 'zod';
import { text } from '../validation/text.ts';
import { CONTACT_MESSAGE_MAX, supportMessageSchema } from './contact-us.schemas.ts';

export const SUPPORT_STATUSES = ['open', 'handled', 'all'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const supportListQuerySchema = z.object({
  status: z.enum(SUPPORT_STATUSES, { error: 'Status must be open, handled or all' }).default('open'),
});
export type SupportListQuery = z.input<typeof supportListQuerySchema>;

export const supportReplySchema = z.object({
  id: z.string(),
  /** support: the brand's support answered; sender: the person who wrote the message. */
  author: z.enum(['support', 'sender']),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type SupportReply = z.infer<typeof supportReplySchema>;

export const supportThreadSchema = supportMessageSchema.extend({
  replies: z.array(supportReplySchema),
  /** Support's replies the sender has not seen yet (since they last read their conversations, or answered). */
  newReplies: z.int().min(0),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;

export const supportReplyBodySchema = z.object({
  body: text({ error: 'Reply is required' })
    .trim()
    .min(1, 'Reply is required')
    .max(CONTACT_MESSAGE_MAX, `Reply must be at most ${CONTACT_MESSAGE_MAX.toLocaleString('en-US')} characters`),
});
export type SupportReplyBody = z.infer<typeof supportReplyBodySchema>;

export const supportHandledBodySchema = z.object({ handled: z.boolean({ error: 'Say whether it is handled' }) });
export type SupportHandledBody = z.infer<typeof supportHandledBodySchema>;
