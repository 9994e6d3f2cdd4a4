import {
  appointmentChatParamsSchema,
  appointmentUnreadQuerySchema,
  appointmentUnreadSchema,
  chatMessageListSchema,
  chatMessageSchema,
  chatStaffSchema,
  conversationListSchema,
  conversationSchema,
  directChatBodySchema,
  editMessageBodySchema,
  emptyBodySchema,
  errorBodySchema,
  fileIdParamsSchema,
  fileQuerySchema,
  groupChatBodySchema,
  idParamsSchema,
  messageIdParamsSchema,
  okEnvelope,
  sendMessageBodySchema,
  sinceQuerySchema,
  threadQuerySchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { sendFile, wantsThumb } from '../uploads/upload.routes.ts';
import { readChatFile } from './chat-attachments.ts';
import { edit, markRead, remove, send, since, thread } from './chat.service.ts';
import {
  appointmentsWithUnread,
  chatStaff,
  getConversation,
  listConversations,
  openAppointmentChat,
  openDirect,
  openGroup,
} from './conversations.service.ts';

const tags = ['Chat'];
const errors = { '4xx': errorBodySchema };
/** Every staff member may message (DOMAIN.md: cleaners and janitors too); appointment chats need the chat flag. */
const staff = { auth: 'admin' } as const;
const appointmentChat = { auth: 'admin', flags: ['appointment_chat'] } as const;

/** Staff messages (/admin/messages): conversations, threads, send, edit and delete own, read marks. */
export const chatRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Conversations',
    {
      config: staff,
      schema: {
        tags,
        summary: "The person's conversations, newest first, with unread counts and the last message",
        response: { 200: okEnvelope(conversationListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await listConversations(ctx.db, request.actor!) }),
  );
  app.get(
    '/Conversation/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'One conversation the person is a member of',
        params: idParamsSchema,
        response: { 200: okEnvelope(conversationSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await getConversation(ctx.db, request.actor!, request.params.id) }),
  );
  app.get(
    '/Staff',
    {
      config: staff,
      schema: { tags, summary: 'Whom the person can start a direct chat with', response: { 200: okEnvelope(chatStaffSchema), ...errors } },
    },
    async (request) => ({ res_data: await chatStaff(ctx.db, request.actor!) }),
  );
  app.post(
    '/Direct',
    {
      config: staff,
      schema: {
        tags,
        summary: 'The direct conversation with one colleague (made on first use)',
        body: directChatBodySchema,
        response: { 200: okEnvelope(conversationSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await openDirect(ctx.db, request.actor!, request.body.employeeId) }),
  );
  app.post(
    '/Group',
    {
      config: staff,
      schema: {
        tags,
        summary: 'A named group of every employee of one store',
        body: groupChatBodySchema,
        response: { 201: okEnvelope(conversationSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await openGroup(ctx.db, request.actor!, request.body) }),
  );
  app.post(
    '/Appointment/:appointmentId',
    {
      config: appointmentChat,
      schema: {
        tags,
        summary: "The appointment's chat (made on first open; the cutter is a member)",
        params: appointmentChatParamsSchema,
        body: emptyBodySchema,
        response: { 200: okEnvelope(conversationSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await openAppointmentChat(ctx.db, request.actor!, request.params.appointmentId) }),
  );
  app.get(
    '/AppointmentUnread',
    {
      config: appointmentChat,
      schema: {
        tags,
        summary: "The store's appointments whose chat has messages the person has not read",
        querystring: appointmentUnreadQuerySchema,
        response: { 200: okEnvelope(appointmentUnreadSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await appointmentsWithUnread(ctx.db, request.actor!, request.query.storeId) }),
  );
  app.get(
    '/Messages/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'A page of the thread: the newest, before a message (scroll back) or after one (catch up)',
        params: idParamsSchema,
        querystring: threadQuerySchema,
        response: { 200: okEnvelope(chatMessageListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await thread(ctx.db, request.actor!, request.params.id, request.query) }),
  );
  app.get(
    '/Since',
    {
      config: staff,
      schema: {
        tags,
        summary: "After a reconnect: messages of all the person's conversations after their last message id",
        querystring: sinceQuerySchema,
        response: { 200: okEnvelope(chatMessageListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await since(ctx.db, request.actor!, request.query.after) }),
  );
  app.post(
    '/Send/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Sends a message; the same client message id again answers the first message (200) and sends nothing more',
        params: idParamsSchema,
        body: sendMessageBodySchema,
        response: { 200: okEnvelope(chatMessageSchema), 201: okEnvelope(chatMessageSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { message, created } = await send(ctx, request.actor!, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send({ res_data: message });
    },
  );
  app.put(
    '/Edit/:messageId',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Edits an own message',
        params: messageIdParamsSchema,
        body: editMessageBodySchema,
        response: { 200: okEnvelope(chatMessageSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await edit(ctx, request.actor!, request.params.messageId, request.body) }),
  );
  app.delete(
    '/Delete/:messageId',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Deletes an own message (its place in the thread stays, its text goes)',
        params: messageIdParamsSchema,
        response: { 200: okEnvelope(chatMessageSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await remove(ctx, request.actor!, request.params.messageId) }),
  );
  app.get(
    '/File/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: "A message's attached file (or ?thumb=1 an image's thumbnail), for members of its conversation only",
        params: fileIdParamsSchema,
        querystring: fileQuerySchema,
        response: { 200: z.unknown().describe('The file itself'), ...errors },
      },
    },
    async (request, reply) =>
      sendFile(reply, await readChatFile(ctx, request.actor!, request.params.id, wantsThumb(request.query.thumb)), 'private, no-store'),
  );
  app.post(
    '/Read/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Marks the conversation read',
        params: idParamsSchema,
        body: emptyBodySchema,
        response: { 200: okEnvelope(z.object({ unread: z.number().int() })), ...errors },
      },
    },
    async (request) => ({ res_data: await markRead(ctx, request.actor!, request.params.id) }),
  );
};
