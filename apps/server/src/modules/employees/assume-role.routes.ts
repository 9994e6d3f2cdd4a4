import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBodySchema, idParamsSchema, okEnvelope, sessionSchema } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { setSessionCookie } from '../auth/cookies.ts';
import { assumeRole, returnFromAssumedRole, type SwappedSession } from './assume-role.service.ts';

/** Employee/AssumeRole and ReturnFromAssumedRole answer a session object like sign-in, so the web swaps tokens. */
export const assumeRoleRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const answer = (reply: FastifyReply, swapped: SwappedSession) => {
    setSessionCookie(reply, ctx.config, swapped.token, swapped.absoluteExpiresAt, swapped.rememberMe);
    return { res_data: swapped.session };
  };

  app.post(
    '/AssumeRole/:id',
    {
      config: { auth: 'admin', flags: ['assume_role'] },
      schema: { params: idParamsSchema, body: emptyBodySchema, response: { 200: okEnvelope(sessionSchema) } },
    },
    async (request, reply) =>
      answer(
        reply,
        await assumeRole(ctx, request.actor!, request.params.id, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          requestId: request.id,
        }),
      ),
  );

  // Any staff session may call it; only an assumed one gets anything but 409.
  app.post(
    '/ReturnFromAssumedRole',
    { config: { auth: 'admin' }, schema: { body: emptyBodySchema, response: { 200: okEnvelope(sessionSchema) } } },
    async (request, reply) =>
      answer(
        reply,
        await returnFromAssumedRole(ctx, request.actor!, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          requestId: request.id,
        }),
      ),
  );
};
