import { chatSocketQuerySchema, errorBodySchema, okEnvelope } from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { bearerToken } from '../../platform/auth/guard.ts';
import { lookupSession } from '../../platform/auth/sessions.ts';
import { forbidden, unauthenticated } from '../../platform/http/errors.ts';
import type { ChatHub } from './chat-hub.ts';

declare module 'fastify' {
  interface FastifyRequest {
    chatActor?: Actor;
  }
}

const PING_INTERVAL_MS = 25_000;

/**
 * GET /api/Chat/Realtime (websocket): message.created / message.updated of the person's conversations, and
 * notifications.changed when their own bell changed, from every instance. Registered inside the realtime plugin (one websocket server); the token as access_token or
 * the session cookie, as the calendar socket. A client that reconnects asks Chat/Since for what it missed.
 */
export const chatSocketRoutes: FastifyPluginAsync<{ ctx: AppContext; hub: ChatHub }> = async (instance, { ctx, hub }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.route({
    method: 'GET',
    url: '/api/Chat/Realtime',
    config: { auth: 'public' },
    schema: {
      tags: ['Chat'],
      summary: "Websocket of the person's chat messages and bell changes (token as access_token or the session cookie)",
      querystring: chatSocketQuerySchema,
      response: { 200: okEnvelope(z.object({ websocket: z.string(), events: z.array(z.string()) })), '4xx': errorBodySchema },
    },
    preHandler: async (request) => {
      const token = request.query.access_token || bearerToken(request);
      if (!token) throw unauthenticated();
      const found = await lookupSession(ctx.db, token);
      if (found.status !== 'valid') throw unauthenticated('Your session has ended. Please sign in again.');
      if (found.actor.type !== 'admin') throw forbidden('This is for staff accounts.');
      request.chatActor = found.actor;
    },
    handler: async () => ({
      res_data: { websocket: '/api/Chat/Realtime', events: ['message.created', 'message.updated', 'notifications.changed'] },
    }),
    wsHandler: (socket, request) => {
      const unsubscribe = hub.subscribe({ actor: request.chatActor!, send: (text) => socket.send(text) });
      const ping = setInterval(() => socket.ping(), PING_INTERVAL_MS);
      ping.unref();
      socket.on('close', () => {
        clearInterval(ping);
        unsubscribe();
      });
      socket.on('message', () => {});
    },
  });
};
