import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { customerProfileRoutes } from './customer-profile.routes.ts';
import { unsubscribeRoutes } from './unsubscribe.routes.ts';

/** The customer's own profile, contact preferences with one-click unsubscribe, privacy and support. */
export const customerProfileModule: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  await instance.register(customerProfileRoutes, { ctx, prefix: '/api/CustomerProfile' });
  await instance.register(unsubscribeRoutes, { ctx });
};
