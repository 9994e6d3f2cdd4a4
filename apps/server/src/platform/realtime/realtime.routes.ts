import websocket from '@fastify/websocket';
import { APPOINTMENT_ACTION_FLAGS, errorBodySchema, hasAccess, okEnvelope, realtimeQuerySchema } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { stores } from '../../db/schema.ts';
import type { Actor } from '../auth/actor.ts';
import { bearerToken } from '../auth/guard.ts';
import { lookupSession } from '../auth/sessions.ts';
import { forbidden, notFound, unauthenticated } from '../http/errors.ts';
import { withTenant } from '../tenancy.ts';
import { ChatHub } from '../../modules/messages/chat-hub.ts';
import { chatSocketRoutes } from '../../modules/messages/chat-socket.ts';
import { listenForRealtime } from './realtime-events.ts';
import { RealtimeHub } from './realtime-hub.ts';

/** The close code and reason of a socket closed by a restarting server (RFC 6455: 1012 service restart). */
export const RESTART_CLOSE_CODE = 1012;
export const RESTART_CLOSE_REASON = 'server restarting; reconnect';

/** Keeps idle sockets alive through proxies that close quiet connections. */
const PING_INTERVAL_MS = 25_000;

declare module 'fastify' {
  interface FastifyRequest {
    realtimeSubscription?: { actor: Actor; storeId: string };
  }
}

/**
 * Staff of the store (or tenant-wide staff) who may see appointments. The socket cannot send an
 * Authorization header from a browser, so the token may come as ?access_token= or the session cookie.
 */
async function authorizeSubscription(ctx: AppContext, request: FastifyRequest<{ Querystring: z.infer<typeof realtimeQuerySchema> }>) {
  const token = request.query.access_token || bearerToken(request);
  if (!token) throw unauthenticated();
  const found = await lookupSession(ctx.db, token);
  if (found.status !== 'valid') throw unauthenticated('Your session has ended. Please sign in again.');
  const actor = found.actor;
  if (actor.type !== 'admin') throw forbidden('This is for staff accounts.');
  if (!hasAccess(actor.accessControls, APPOINTMENT_ACTION_FLAGS.view)) throw forbidden();
  const storeId = request.query.storeId;
  const [store] = await withTenant(ctx.db, actor.tenantId, (tx) =>
    tx
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.tenantId, actor.tenantId), eq(stores.id, storeId))),
  );
  if (!store) throw notFound('Store');
  if (!actor.tenantWide && !actor.storeIds.includes(storeId)) throw forbidden('You do not work at this store.');
  return { actor, storeId };
}

/**
 * GET /api/realtime?storeId= (websocket): calendar.changed events of one store, from every instance
 * (NOTIFY at commit on the salon_realtime channel). A plain GET describes the socket.
 */
export const realtimeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  // On close (a restart or deploy) every socket hears 1012 "service restart": the web client reconnects.
  await instance.register(websocket, {
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(RESTART_CLOSE_CODE, RESTART_CLOSE_REASON);
      this.websocketServer.close(() => done());
    },
  });
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const hub = new RealtimeHub();
  const chat = new ChatHub(ctx.db, (err) => ctx.log.warn({ err }, 'chat delivery failed'));
  ctx.metrics?.countWebsockets(() => hub.size + chat.size);
  const stopListening = await listenForRealtime(
    ctx.database,
    (message) => hub.dispatch(message),
    (notice) => chat.dispatch(notice),
  );
  // The chat socket shares this websocket server (one upgrade handler per server).
  await instance.register(chatSocketRoutes, { ctx, hub: chat });
  app.addHook('onClose', () => stopListening());

  app.route({
    method: 'GET',
    url: '/api/realtime',
    config: { auth: 'public' },
    schema: {
      tags: ['Realtime'],
      summary: 'Websocket of calendar.changed events for one store (token as access_token or the session cookie)',
      querystring: realtimeQuerySchema,
      response: {
        200: okEnvelope(z.object({ websocket: z.string(), events: z.array(z.string()) })),
        '4xx': errorBodySchema,
      },
    },
    preHandler: async (request) => {
      request.realtimeSubscription = await authorizeSubscription(ctx, request);
    },
    handler: async () => ({ res_data: { websocket: '/api/realtime', events: ['calendar.changed'] } }),
    wsHandler: (socket, request) => {
      const { actor, storeId } = request.realtimeSubscription!;
      const unsubscribe = hub.subscribe(actor.tenantId, storeId, { send: (text) => socket.send(text) });
      const ping = setInterval(() => socket.ping(), PING_INTERVAL_MS);
      ping.unref();
      socket.on('close', () => {
        clearInterval(ping);
        unsubscribe();
      });
      // Clients only listen; anything they send is ignored.
      socket.on('message', () => {});
    },
  });
};
