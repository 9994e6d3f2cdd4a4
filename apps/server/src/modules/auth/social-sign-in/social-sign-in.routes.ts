import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SOCIAL_ACCOUNT_EXISTS,
  csrfOnlyBodySchema,
  customerIdentityListSchema,
  identityLinkBodySchema,
  identityParamsSchema,
  identityRemovedSchema,
  okEnvelope,
  sessionSchema,
  urlAnswerSchema,
} from '@salon/shared';
import type { AppContext } from '../../../app-context.ts';
import { brandOfRequest } from '../../../platform/brand-of-request.ts';
import { answerUrl } from '../auth-answers.ts';
import type { AuthUrls } from '../auth-urls.ts';
import type { Captcha } from '../captcha.ts';
import { baseCookie, setSessionCookie } from '../cookies.ts';
import { deviceIdOf } from '../device-cookie.ts';
import { linkIdentity, listIdentities, removeIdentity } from './identities.service.ts';
import { configuredProviders, providerClients } from './providers.ts';
import { finishSocialSignIn, SocialSignInRefused, startSocialSignIn } from './social-sign-in.service.ts';

/** Binds a sign-in under way to the browser that started it (login CSRF); read only by the callback. */
export const OAUTH_COOKIE = 'salon_oauth';
const CALLBACK_PATH = '/api/auth/callback';

const callbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  iss: z.string().max(500).optional(),
});

/** The /api/auth entries of each configured provider (next-auth's `type: "oauth"` providers). */
export function providerEntries(ctx: AppContext, urls: AuthUrls) {
  return Object.fromEntries(
    configuredProviders(ctx.config).map((p) => [
      p.id,
      {
        id: p.id,
        name: p.name,
        type: 'oauth' as const,
        signinUrl: urls.provider('signin', p.id),
        callbackUrl: urls.provider('callback', p.id),
      },
    ]),
  );
}

/**
 * POST signin/{provider} answers the provider's authorization URL (next-auth's client goes there);
 * GET callback/{provider} is where the provider sends the browser back. Registered inside the
 * /api/auth plugin so its CSRF check and failure urls apply.
 */
export function registerSocialSignInRoutes(instance: FastifyInstance, ctx: AppContext, urls: AuthUrls) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const clients = providerClients(ctx.config);
  const site = ctx.config.PUBLIC_URL.replace(/\/$/, '');
  const oauthCookie = { ...baseCookie(ctx.config), path: CALLBACK_PATH };

  for (const provider of configuredProviders(ctx.config)) {
    app.post(
      `/signin/${provider.id}`,
      { config: { auth: 'public' }, schema: { body: csrfOnlyBodySchema, response: { 200: urlAnswerSchema } } },
      async (request, reply) => {
        const brand = await brandOfRequest(ctx.db, request);
        const started = await startSocialSignIn(ctx, clients, provider, brand, urls.callback(request.body.callbackUrl));
        reply.setCookie(OAUTH_COOKIE, started.cookie, { ...oauthCookie, maxAge: 600 });
        // The one answer off PUBLIC_URL: the provider's own sign-in page.
        return answerUrl(request, reply, 200, started.url);
      },
    );

    app.get(
      `/callback/${provider.id}`,
      { config: { auth: 'public' }, schema: { querystring: callbackQuerySchema, hide: true } },
      async (request, reply) => {
        const current = new URL(request.url, site);
        reply.clearCookie(OAUTH_COOKIE, oauthCookie);
        try {
          const outcome = await finishSocialSignIn(ctx, clients, provider, current, request.cookies[OAUTH_COOKIE], {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
            requestId: request.id,
          });
          if (outcome.kind === 'signedIn') {
            setSessionCookie(reply, ctx.config, outcome.token, outcome.absoluteExpiresAt, false);
            return reply.redirect(outcome.callbackUrl, 302);
          }
          const back = new URL(`${site}/customer`);
          back.searchParams.set('error', SOCIAL_ACCOUNT_EXISTS);
          back.searchParams.set('provider', provider.id);
          back.searchParams.set('linkToken', outcome.linkToken);
          return reply.redirect(back.toString(), 302);
        } catch (err) {
          if (!(err instanceof SocialSignInRefused)) throw err;
          return reply.redirect(
            urls.error(err.error, { provider: provider.id, userType: 'customer', callbackUrl: `${site}/customer` }),
            302,
          );
        }
      },
    );
  }
}

/** CustomerIdentity: link after SOCIAL_ACCOUNT_EXISTS, list and remove the signed-in customer's identities. */
export const customerIdentityRoutes: FastifyPluginAsync<{ ctx: AppContext; captcha: Captcha }> = async (instance, { ctx, captcha }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Link',
    { config: { auth: 'public' }, schema: { body: identityLinkBodySchema, response: { 200: okEnvelope(sessionSchema) } } },
    async (request, reply) => {
      const brand = await brandOfRequest(ctx.db, request);
      const { session, signedIn } = await linkIdentity(ctx, captcha, brand, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        requestId: request.id,
        deviceId: deviceIdOf(request, reply, ctx.config),
      });
      setSessionCookie(reply, ctx.config, signedIn.token, signedIn.absoluteExpiresAt, signedIn.rememberMe);
      return { res_data: session };
    },
  );

  app.get(
    '/List',
    { config: { auth: 'customer' }, schema: { response: { 200: okEnvelope(customerIdentityListSchema) } } },
    async (request) => ({ res_data: await listIdentities(ctx, request.actor as NonNullable<typeof request.actor>) }),
  );

  app.delete(
    '/:id',
    { config: { auth: 'customer' }, schema: { params: identityParamsSchema, response: { 200: okEnvelope(identityRemovedSchema) } } },
    async (request) => ({
      res_data: await removeIdentity(ctx, request.actor as NonNullable<typeof request.actor>, request.params.id, request.id),
    }),
  );
};
