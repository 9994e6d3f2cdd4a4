import {
  emptyBodySchema,
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  supportHandledBodySchema,
  supportReplyBodySchema,
  supportThreadSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import {
  markSeenBySender,
  markSeenBySupport,
  replyAsSender,
  replyAsSupport,
  senderThreads,
  setHandled,
  supportThread,
} from './contact-threads.service.ts';

const tags = ['ContactUs'];
const errors = { '4xx': errorBodySchema };
const support = { auth: 'admin', flags: ['read_contact_messages'] } as const;
const threadReply = { 200: okEnvelope(supportThreadSchema), ...errors };

/** Contact-us conversations (issue 18): support opens, replies, marks handled; senders read and answer theirs. */
export const contactThreadRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Thread/:id',
    { config: support, schema: { tags, summary: 'One received message with its replies', params: idParamsSchema, response: threadReply } },
    async (request) => ({ res_data: await supportThread(ctx, request.actor!, request.params.id) }),
  );

  app.post(
    '/Reply/:id',
    {
      config: support,
      schema: {
        tags,
        summary: 'Support answers a message: kept in the thread and emailed to the sender',
        params: idParamsSchema,
        body: supportReplyBodySchema,
        response: threadReply,
      },
    },
    async (request) => ({ res_data: await replyAsSupport(ctx, request.actor!, request.params.id, request.body.body, request.id) }),
  );

  app.post(
    '/Handled/:id',
    {
      config: support,
      schema: {
        tags,
        summary: 'Marks a message handled, or reopens it',
        params: idParamsSchema,
        body: supportHandledBodySchema,
        response: threadReply,
      },
    },
    async (request) => ({ res_data: await setHandled(ctx, request.actor!, request.params.id, request.body.handled, request.id) }),
  );

  app.post(
    '/Seen/:id',
    {
      config: support,
      schema: {
        tags,
        summary: "Support has opened the conversation: the sender's message and answers so far are no longer unread",
        params: idParamsSchema,
        body: emptyBodySchema,
        response: threadReply,
      },
    },
    async (request) => ({ res_data: await markSeenBySupport(ctx, request.actor!, request.params.id) }),
  );

  for (const [who, auth] of [
    ['Customer', 'customer'],
    ['Staff', 'admin'],
  ] as const) {
    app.get(
      `/${who}/Threads`,
      {
        config: { auth },
        schema: {
          tags,
          summary: `The ${auth === 'customer' ? 'signed-in customer' : 'member of staff'}'s own messages to support with the replies`,
          response: { 200: okEnvelope(z.array(supportThreadSchema)), ...errors },
        },
      },
      async (request) => ({ res_data: await senderThreads(ctx, request.actor!) }),
    );
    app.post(
      `/${who}/Answer/:id`,
      {
        config: { auth },
        schema: {
          tags,
          summary: 'The sender answers support in their conversation (reopens it; emailed to support)',
          params: idParamsSchema,
          body: supportReplyBodySchema,
          response: threadReply,
        },
      },
      async (request) => ({ res_data: await replyAsSender(ctx, request.actor!, request.params.id, request.body.body, request.id) }),
    );
    app.post(
      `/${who}/Seen/:id`,
      {
        config: { auth },
        schema: {
          tags,
          summary: "The sender has read the conversation: support's replies so far are no longer new to them",
          params: idParamsSchema,
          body: emptyBodySchema,
          response: threadReply,
        },
      },
      async (request) => ({ res_data: await markSeenBySender(ctx, request.actor!, request.params.id) }),
    );
  }
};
