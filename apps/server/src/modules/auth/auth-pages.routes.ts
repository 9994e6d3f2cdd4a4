import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authPageQuerySchema, providerParamsSchema } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { errorPage, signInPage, verifyRequestPage } from './auth-pages.ts';
import { appSignInPath, areaOf, authUrls } from './auth-urls.ts';
import { issueCsrfToken } from './cookies.ts';

const STYLESHEET = readFileSync(new URL('./auth-pages.css', import.meta.url), 'utf8');

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/** The session library's pages: GET signin (a plain form), error, verify-request (docs/auth-contract.md). */
export const authPagesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const publicUrl = ctx.config.PUBLIC_URL;
  const urls = authUrls(publicUrl);
  const page = { config: { auth: 'public' as const }, schema: { querystring: authPageQuerySchema, hide: true } };

  /** Where the page's "way back" goes: the app's sign-in of that area, keeping a same-origin callbackUrl. */
  const placeOf = (query: { userType?: 'admin' | 'customer'; callbackUrl?: string }) => {
    const callbackUrl = urls.callback(query.callbackUrl);
    const area = areaOf(query.userType, callbackUrl, publicUrl);
    return { callbackUrl, area, back: appSignInPath(area, callbackUrl, publicUrl) };
  };

  app.get('/signin', page, async (request, reply) => {
    const { callbackUrl, area, back } = placeOf(request.query);
    const csrfToken = issueCsrfToken(request, reply, ctx.config);
    const action = urls.provider('callback', 'credentials');
    return html(reply, 200, signInPage({ action, csrfToken, callbackUrl, area, error: request.query.error, appSignInHref: back }));
  });

  // next-auth links each provider's sign-in here; any provider, known or not, gets the sign-in page.
  app.get('/signin/:provider', { ...page, schema: { ...page.schema, params: providerParamsSchema } }, async (request, reply) =>
    reply.redirect(urls.signIn({ userType: request.query.userType, callbackUrl: request.query.callbackUrl }), 302),
  );

  app.get('/error', page, async (request, reply) => {
    const { error } = request.query;
    // A missing session is not an error to read about: sign in, then come back (spec section 8).
    if (error?.toLowerCase() === 'sessionrequired') return reply.redirect(urls.signIn({ ...request.query, error: 'SessionRequired' }), 302);
    const { area, back } = placeOf(request.query);
    const view = errorPage(error, back, area);
    return html(reply, view.status, view.html);
  });

  app.get('/verify-request', page, async (request, reply) => {
    const { area, back } = placeOf(request.query);
    return html(reply, 200, verifyRequestPage(back, area));
  });

  app.get('/pages.css', { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(STYLESHEET),
  );
};
