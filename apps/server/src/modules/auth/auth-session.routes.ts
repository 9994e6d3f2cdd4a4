import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CAPTCHA_LEVEL_HEADER,
  clientLogBodySchema,
  credentialsCallbackBodySchema,
  csrfAnswerSchema,
  csrfOnlyBodySchema,
  emailSignInBodySchema,
  providersSchema,
  providerParamsSchema,
  sessionOrEmptySchema,
  urlAnswerSchema,
} from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { employees } from '../../db/schema.ts';
import { bearerToken } from '../../platform/auth/guard.ts';
import { revokeSessions } from '../../platform/auth/sessions.ts';
import { brandOfRequest } from '../../platform/brand-of-request.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { answerUrl, registerFailureUrls } from './auth-answers.ts';
import { authUrls } from './auth-urls.ts';
import type { Captcha } from './captcha.ts';
import { sendCodeQuietly } from './code-delivery.ts';
import { checkCsrf, clearSessionCookie, issueCsrfToken, setSessionCookie } from './cookies.ts';
import { deviceIdOf } from './device-cookie.ts';
import { normalizeIdentifier } from './identifiers.ts';
import { providerEntries, registerSocialSignInRoutes } from './social-sign-in/social-sign-in.routes.ts';
import { sessionObjectOf } from './session-object.ts';
import { findCustomerByIdentifier, type SignedIn, SignInRefused, signInCustomer, signInEmployee } from './sign-in.service.ts';

/** The session library's endpoints (docs/auth-contract.md); answers are bare JSON, as that library reads them. */
export const authSessionRoutes: FastifyPluginAsync<{ ctx: AppContext; captcha: Captcha }> = async (instance, { ctx, captcha }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const urls = authUrls(ctx.config.PUBLIC_URL);
  registerFailureUrls(instance, urls);

  // Double-submit CSRF on every POST but the client log, before the body is even validated.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && !request.url.startsWith('/api/auth/_log')) checkCsrf(request);
  });

  app.get('/session', { config: { auth: 'optional' }, schema: { response: { 200: sessionOrEmptySchema } } }, async (request) => {
    const token = bearerToken(request);
    if (!request.actor || !token) return {};
    return (await sessionObjectOf(ctx.db, request.actor, token, ctx.now())) ?? {};
  });

  app.post(
    '/session',
    { config: { auth: 'optional' }, schema: { body: csrfOnlyBodySchema, response: { 200: sessionOrEmptySchema } } },
    async (request) => {
      const token = bearerToken(request);
      if (!request.actor || !token) return {};
      return (await sessionObjectOf(ctx.db, request.actor, token, ctx.now(), true)) ?? {};
    },
  );

  app.get('/csrf', { config: { auth: 'public' }, schema: { response: { 200: csrfAnswerSchema } } }, async (request, reply) => ({
    csrfToken: issueCsrfToken(request, reply, ctx.config),
  }));

  app.get('/providers', { config: { auth: 'public' }, schema: { response: { 200: providersSchema } } }, async () => {
    const provider = (id: 'credentials' | 'email', name: string) => ({
      id,
      name,
      type: id,
      signinUrl: urls.provider('signin', id),
      callbackUrl: urls.provider('callback', id),
    });
    return { credentials: provider('credentials', 'Credentials'), email: provider('email', 'Email'), ...providerEntries(ctx, urls) };
  });

  app.post(
    '/callback/credentials',
    {
      config: { auth: 'public' },
      schema: { body: credentialsCallbackBodySchema, response: { 200: urlAnswerSchema, 401: urlAnswerSchema, 429: urlAnswerSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      const attempt = {
        password: body.password,
        code: body.password === undefined ? body.code : undefined,
        rememberMe: body.rememberMe ?? false,
        ip: request.ip,
        deviceId: deviceIdOf(request, reply, ctx.config),
        captchaToken: body.captchaToken,
        userAgent: request.headers['user-agent'],
      };
      const raw = (body.identifier ?? body.email) as string;
      try {
        let signedIn: SignedIn;
        if (body.userType === 'customer') {
          const brand = await brandOfRequest(ctx.db, request);
          const identifier = normalizeIdentifier(raw);
          if (!identifier) throw new SignInRefused('CredentialsSignin');
          signedIn = await signInCustomer(ctx, captcha, brand, identifier, attempt);
        } else {
          if (!raw.includes('@')) throw new SignInRefused('CredentialsSignin');
          signedIn = await signInEmployee(ctx, captcha, raw, attempt);
        }
        setSessionCookie(reply, ctx.config, signedIn.token, signedIn.absoluteExpiresAt, signedIn.rememberMe);
        return answerUrl(request, reply, 200, urls.callback(body.callbackUrl));
      } catch (err) {
        if (!(err instanceof SignInRefused)) throw err;
        const error = err.reason;
        const { userType, callbackUrl } = body;
        // Past the free tries: the client solves a captcha of this level and tries again (sign-in-policy.ts).
        if (error === 'CaptchaRequired') reply.header(CAPTCHA_LEVEL_HEADER, String(err.captchaLevel));
        const url = urls.error(error, { provider: 'credentials', userType, callbackUrl });
        return answerUrl(request, reply, 401, url, urls.signIn({ error, userType, callbackUrl }));
      }
    },
  );

  registerSocialSignInRoutes(instance, ctx, urls);

  // Any other provider: back to the sign-in page with the callbackUrl (spec section 8, "unknown provider").
  for (const kind of ['callback', 'signin'] as const) {
    app.post(
      `/${kind}/:provider`,
      {
        config: { auth: 'public' },
        schema: { params: providerParamsSchema, body: csrfOnlyBodySchema, response: { 404: urlAnswerSchema } },
      },
      async (request, reply) => answerUrl(request, reply, 404, urls.signIn({ callbackUrl: request.body.callbackUrl })),
    );
  }

  app.post(
    '/signin/email',
    { config: { auth: 'public' }, schema: { body: emailSignInBodySchema, response: { 200: urlAnswerSchema } } },
    async (request, reply) => {
      const { email, userType } = request.body;
      if (userType === 'customer') {
        const brand = await brandOfRequest(ctx.db, request);
        const customer = await findCustomerByIdentifier(ctx, brand, { kind: 'email', value: email });
        if (customer?.status === 'active') {
          const target = { tenantId: brand.tenantId, purpose: 'passwordless' as const, identifier: email, principalId: customer.id };
          await sendCodeQuietly(ctx, target, { channel: 'email', to: email });
        }
      } else {
        const [employee] = await asSystem(ctx.db, (tx) =>
          tx
            .select({ id: employees.id, tenantId: employees.tenantId, status: employees.status })
            .from(employees)
            .where(eq(employees.email, email)),
        );
        if (employee?.status === 'active') {
          const target = { tenantId: employee.tenantId, purpose: 'passwordless' as const, identifier: email, principalId: employee.id };
          await sendCodeQuietly(ctx, target, { channel: 'email', to: email });
        }
      }
      return answerUrl(request, reply, 200, urls.verifyRequest);
    },
  );

  app.post(
    '/signout',
    { config: { auth: 'optional' }, schema: { body: csrfOnlyBodySchema, response: { 200: urlAnswerSchema } } },
    async (request, reply) => {
      const actor = request.actor;
      if (actor) await withTenant(ctx.db, actor.tenantId, (tx) => revokeSessions(tx, { sessionId: actor.sessionId }, 'signout'));
      clearSessionCookie(reply, ctx.config);
      return answerUrl(request, reply, 200, urls.callback(request.body.callbackUrl));
    },
  );

  app.post(
    '/_log',
    { config: { auth: 'public' }, schema: { body: clientLogBodySchema, response: { 200: z.object({}) } } },
    async (request) => {
      const { level, code, details } = request.body;
      request.log[level]({ client: true, code, details }, 'client log');
      return {};
    },
  );
};
