import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import { createCaptcha } from '../captcha.ts';
import { customerIdentityRoutes } from './social-sign-in.routes.ts';

/** Customer identities at the sign-in providers (the /api/auth provider routes live in the auth module). */
export const socialSignInModule: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  await instance.register(customerIdentityRoutes, { ctx, captcha: createCaptcha(ctx), prefix: '/api/CustomerIdentity' });
};
