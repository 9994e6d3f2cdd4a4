import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  exploreStoreSchema,
  idParamsSchema,
  marketingSendBodySchema,
  marketingSentSchema,
  okEnvelope,
  unsubscribeQuerySchema,
} from '@salon/shared';
import { brandOfRequest } from '../../platform/brand-of-request.ts';
import { exploreStore } from './explore.service.ts';
import type { AppContext } from '../../app-context.ts';
import { esc, page } from '../auth/auth-pages.ts';
import { sendMarketingEmail, unsubscribe, unsubscribeState } from './communication.service.ts';

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

const BAD_LINK = page(
  'Link not valid · Unsubscribe',
  '<h1>This link is not valid</h1><p>It may have been cut short. Use the full link from the email, or change your choices in your profile under Communication.</p>',
);

/**
 * /unsubscribe (outside /api so a mail provider's one-click POST, form-encoded per RFC 8058, is accepted):
 * GET shows a confirm page, POST unsubscribes. Neither needs a session: the signed token is the proof.
 */
export const unsubscribeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const options = { config: { auth: 'public' as const }, schema: { querystring: unsubscribeQuerySchema, hide: true } };

  app.get('/unsubscribe', options, async (request, reply) => {
    const state = await unsubscribeState(ctx, request.query.token);
    if (!state) return html(reply, 400, BAD_LINK);
    if (!state.subscribed) {
      return html(reply, 200, page('Unsubscribed', '<h1>You are unsubscribed</h1><p>You will not get news and offers by email.</p>'));
    }
    return html(
      reply,
      200,
      page(
        'Unsubscribe',
        `<h1>Stop news and offers by email?</h1><p>Reminders and receipts still arrive as you chose in your profile.</p>
<form method="post" action="/unsubscribe?token=${esc(encodeURIComponent(request.query.token))}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button class="button" type="submit">Unsubscribe</button>
</form>`,
      ),
    );
  });

  app.post('/unsubscribe', options, async (request, reply) => {
    const target = await unsubscribe(ctx, request.query.token);
    if (!target) return html(reply, 400, BAD_LINK);
    return html(reply, 200, page('Unsubscribed', '<h1>You are unsubscribed</h1><p>You will not get news and offers by email.</p>'));
  });

  // Staff send news and offers to the customers who asked for them (until the messages screen has a composer).
  app.post(
    '/api/CustomerProfile/MarketingEmail',
    {
      config: { auth: 'admin', flags: ['edit_customer_profile'] },
      schema: { body: marketingSendBodySchema, response: { 200: okEnvelope(marketingSentSchema) } },
    },
    async (request) => ({ res_data: await sendMarketingEmail(ctx, request.actor!, request.body, request.id) }),
  );

  // explore-more: anyone on the brand's site (signed in or not) sees a store's services and products with prices.
  app.get(
    '/api/CustomerProfile/Explore/:id',
    { config: { auth: 'optional' }, schema: { params: idParamsSchema, response: { 200: okEnvelope(exploreStoreSchema) } } },
    async (request) => ({ res_data: await exploreStore(ctx, await brandOfRequest(ctx.db, request), request.params.id) }),
  );
};
