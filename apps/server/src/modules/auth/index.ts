import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { captchaChallengeQuerySchema, okEnvelope } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { authPagesRoutes } from './auth-pages.routes.ts';
import { authSessionRoutes } from './auth-session.routes.ts';
import { createCaptcha } from './captcha.ts';
import { registerCodeRequestWorker } from './code-requests.ts';
import { customerAuthRoutes } from './customer-auth.routes.ts';
import { customerRecoveryRoutes } from './customer-recovery.routes.ts';
import { employeeAuthRoutes } from './employee-auth.routes.ts';

const challengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});

/** Sign-in, sessions, captcha, CustomerAuth and EmployeeAuth (docs/auth-contract.md). */
export const authModule: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const captcha = createCaptcha(ctx);
  await registerCodeRequestWorker(ctx);
  await instance.register(authSessionRoutes, { ctx, captcha, prefix: '/api/auth' });
  await instance.register(authPagesRoutes, { ctx, prefix: '/api/auth' });
  await instance.register(customerAuthRoutes, { ctx, captcha, prefix: '/api/CustomerAuth' });
  await instance.register(customerRecoveryRoutes, { ctx, prefix: '/api/CustomerAuth' });
  await instance.register(employeeAuthRoutes, { ctx, prefix: '/api/EmployeeAuth' });

  instance
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/Captcha/Challenge',
      { config: { auth: 'public' }, schema: { querystring: captchaChallengeQuerySchema, response: { 200: okEnvelope(challengeSchema) } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { res_data: await captcha.challenge(request.query.level) };
      },
    );
};
