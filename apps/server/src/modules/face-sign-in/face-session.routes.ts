import { faceSignInBodySchema, urlAnswerSchema } from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { answerUrl, registerFailureUrls } from '../auth/auth-answers.ts';
import { authUrls } from '../auth/auth-urls.ts';
import { checkCsrf, setSessionCookie } from '../auth/cookies.ts';
import { deviceIdOf } from '../auth/device-cookie.ts';
import { ANY_CARD } from './face-sign-in.routes.ts';
import { FaceSignInRefused, signInByFace } from './face-session.service.ts';

/**
 * POST /api/auth/callback/face (docs/auth-contract.md): the store tablet's face attempt in sign-in mode plus the
 * matched employee's PIN open a normal staff session, with the same CSRF, cookie and `{ url }` answers as
 * callback/credentials. The tablet must be signed in (its session ends as the employee's begins).
 */
export const faceSessionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const urls = authUrls(ctx.config.PUBLIC_URL);
  registerFailureUrls(instance, urls);
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST') checkCsrf(request);
  });

  app.post(
    '/callback/face',
    {
      config: { auth: 'admin', flags: ANY_CARD },
      schema: {
        tags: ['EmployeeAuth'],
        summary: 'Sign in at the store tablet: a face attempt in sign-in mode and the matched employee’s PIN',
        body: faceSignInBodySchema,
        response: { 200: urlAnswerSchema, 401: urlAnswerSchema, 429: urlAnswerSchema },
      },
    },
    async (request, reply) => {
      const { callbackUrl } = request.body;
      const client = {
        ip: request.ip,
        deviceId: deviceIdOf(request, reply, ctx.config),
        userAgent: request.headers['user-agent'],
      };
      try {
        const signedIn = await signInByFace(ctx, request.actor!, request.body, client, request.id);
        setSessionCookie(reply, ctx.config, signedIn.token, signedIn.absoluteExpiresAt, false);
        return answerUrl(request, reply, 200, urls.callback(callbackUrl));
      } catch (err) {
        if (!(err instanceof FaceSignInRefused)) throw err;
        if (err.retryAfter) reply.header('retry-after', String(err.retryAfter));
        const status = err.reason === 'TooManyAttempts' ? 429 : 401;
        const url = urls.error(err.reason, { provider: 'face', userType: 'admin', callbackUrl });
        return answerUrl(request, reply, status, url, urls.signIn({ error: err.reason, userType: 'admin', callbackUrl }));
      }
    },
  );
};
