import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientLogBodySchema,
  credentialsCallbackBodySchema,
  csrfAnswerSchema,
  csrfOnlyBodySchema,
  emailSignInBodySchema,
  providersSchema,
  sessionOrEmptySchema,
  urlAnswerSchema,
} from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { employees } from '../../db/schema.ts';
import { bearerToken } from '../../platform/auth/guard.ts';
import { revokeSessions } from '../../platform/auth/sessions.ts';
import { brandOfRequest } from '../../platform/brand-of-request.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { sendCodeQuietly } from './code-delivery.ts';
import { checkCsrf, clearSessionCookie, issueCsrfToken, setSessionCookie } from './cookies.ts';
import { normalizeIdentifier, safeCallbackUrl } from './identifiers.ts';
import { sessionObjectOf } from './session-object.ts';
import { findCustomerByIdentifier, type SignedIn, SignInRefused, signInCustomer, signInEmployee } from './sign-in.service.ts';

const ERROR_URL = '/api/auth/error?error=';
const VERIFY_REQUEST_URL = '/api/auth/verify-request?provider=email&type=email';

/** The session library's endpoints (docs/auth-contract.md); answers are bare JSON, as that library reads them. */
export const authSessionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const publicUrl = ctx.config.PUBLIC_URL.replace(/\/$/, '');

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
      signinUrl: `${publicUrl}/api/auth/signin/${id}`,
      callbackUrl: `${publicUrl}/api/auth/callback/${id}`,
    });
    return { credentials: provider('credentials', 'Credentials'), email: provider('email', 'Email') };
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
        userAgent: request.headers['user-agent'],
      };
      const raw = (body.identifier ?? body.email) as string;
      try {
        let signedIn: SignedIn;
        if (body.userType === 'customer') {
          const brand = await brandOfRequest(ctx.db, request);
          const identifier = normalizeIdentifier(raw);
          if (!identifier) throw new SignInRefused('CredentialsSignin');
          signedIn = await signInCustomer(ctx, brand, identifier, attempt);
        } else {
          if (!raw.includes('@')) throw new SignInRefused('CredentialsSignin');
          signedIn = await signInEmployee(ctx, raw, attempt);
        }
        setSessionCookie(reply, ctx.config, signedIn.token, signedIn.absoluteExpiresAt, signedIn.rememberMe);
        return { url: safeCallbackUrl(body.callbackUrl, publicUrl) };
      } catch (err) {
        if (!(err instanceof SignInRefused)) throw err;
        return refuse(reply, err);
      }
    },
  );

  app.post(
    '/signin/email',
    { config: { auth: 'public' }, schema: { body: emailSignInBodySchema, response: { 200: urlAnswerSchema } } },
    async (request) => {
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
      return { url: VERIFY_REQUEST_URL };
    },
  );

  app.post(
    '/signout',
    { config: { auth: 'optional' }, schema: { body: csrfOnlyBodySchema, response: { 200: urlAnswerSchema } } },
    async (request, reply) => {
      const actor = request.actor;
      if (actor) await withTenant(ctx.db, actor.tenantId, (tx) => revokeSessions(tx, { sessionId: actor.sessionId }, 'signout'));
      clearSessionCookie(reply, ctx.config);
      return { url: safeCallbackUrl(request.body.callbackUrl, publicUrl) };
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

function refuse(reply: FastifyReply, err: SignInRefused) {
  if (err.reason === 'TooManyAttempts') {
    reply.header('retry-after', String(err.retryAfterSeconds));
    return reply.status(429).send({ url: `${ERROR_URL}TooManyAttempts` });
  }
  return reply.status(401).send({ url: `${ERROR_URL}CredentialsSignin` });
}
