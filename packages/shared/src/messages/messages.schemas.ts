// Staff messages and chat (issue 18): conversations, their messages, and what the socket pushes.
import { z } from 'zod';
import { text } from '../validation/text.ts';

export const CONVERSATION_KINDS = ['direct', 'group', 'appointment'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const CHAT_LIMITS = {
  /** Characters in one message. */
  body: 4000,
  /** Messages in one page of a thread (scrolling back asks for the next page). */
  page: 50,
  title: 80,
  /** Files attached to one message. */
  attachments: 10,
} as const;

const id = (label: string) => z.uuid(`${label} must be a valid id`);

export const chatMemberSchema = z.object({ id: z.string(), name: z.string() });
export type ChatMember = z.infer<typeof chatMemberSchema>;

/** A file attached to a message; read through GET /api/Chat/File/{id} by members of its conversation only. */
export const chatAttachmentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.int().min(0),
  url: z.string(),
  /** Images only. */
  thumbnailUrl: z.string().nullable(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;
export const chatFileUrl = (id: string, thumb = false) => `/api/Chat/File/${id}${thumb ? '?thumb=1' : ''}`;

export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  clientMessageId: z.string(),
  /** Empty once deleted. */
  body: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  /** Empty once deleted. */
  attachments: z.array(chatAttachmentSchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessageListSchema = z.array(chatMessageSchema);

export const conversationSchema = z.object({
  id: z.string(),
  kind: z.enum(CONVERSATION_KINDS),
  /** What the list shows: the group's name, the other person of a direct chat, the appointment. */
  title: z.string(),
  storeId: z.string().nullable(),
  appointmentId: z.string().nullable(),
  members: z.array(chatMemberSchema),
  unread: z.number().int(),
  lastMessage: chatMessageSchema.nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationListSchema = z.array(conversationSchema);

const bodyText = text({ error: 'Message is required' })
  .trim()
  .min(1, { error: 'Message is required', abort: true })
  .max(CHAT_LIMITS.body, `Message must be at most ${CHAT_LIMITS.body} characters`);

export const sendMessageBodySchema = z
  .object({
    /** Made by the sender's browser once per message; sending it again answers the first message. */
    clientMessageId: text({ error: 'Client message id is required' })
      .trim()
      .min(8, 'Client message id must be 8 to 64 characters')
      .max(64, 'Client message id must be 8 to 64 characters')
      .regex(/^[\w-]+$/, 'Client message id may hold letters, digits, - and _ only'),
    /** Text, or empty when files are attached. */
    body: text().trim().max(CHAT_LIMITS.body, `Message must be at most ${CHAT_LIMITS.body} characters`).default(''),
    /** Files uploaded for a chat message (POST /api/Upload/chat_message/document) by the sender. */
    fileIds: z.array(id('File')).max(CHAT_LIMITS.attachments, `At most ${CHAT_LIMITS.attachments} files in one message`).default([]),
  })
  .refine((b) => b.body.length > 0 || b.fileIds.length > 0, { error: 'Message is required', path: ['body'] });
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;
export const editMessageBodySchema = z.object({ body: bodyText });
export type EditMessageBody = z.input<typeof editMessageBodySchema>;

export const directChatBodySchema = z.object({ employeeId: id('Employee') });
export type DirectChatBody = z.input<typeof directChatBodySchema>;
export const groupChatBodySchema = z.object({
  storeId: id('Store'),
  title: text({ error: 'Title is required' })
    .trim()
    .min(1, { error: 'Title is required', abort: true })
    .max(CHAT_LIMITS.title, `Title must be at most ${CHAT_LIMITS.title} characters`),
});
export type GroupChatBody = z.input<typeof groupChatBodySchema>;

/** A thread page: before (scroll back) or after (catch up) a message id, never both. */
export const threadQuerySchema = z
  .object({ before: id('Before').optional(), after: id('After').optional() })
  .refine((q) => !(q.before && q.after), { error: 'Give before or after, not both', path: ['after'] });
export const sinceQuerySchema = z.object({ after: id('After').optional() });
export const messageIdParamsSchema = z.object({ messageId: id('Message') });
export const appointmentChatParamsSchema = z.object({ appointmentId: id('Appointment') });
export const appointmentUnreadQuerySchema = z.object({ storeId: id('Store') });
export const appointmentUnreadSchema = z.array(z.string());
export const chatStaffSchema = z.array(chatMemberSchema);

/** What the chat socket sends: the message as the member may see it, after a re-read. */
export const chatEventSchema = z.object({
  type: z.enum(['message.created', 'message.updated']),
  message: chatMessageSchema,
});
export type ChatEvent = z.infer<typeof chatEventSchema>;
export const chatSocketQuerySchema = z.object({ access_token: text().optional() });
