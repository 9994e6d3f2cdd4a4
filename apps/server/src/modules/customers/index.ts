import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { customerUserRoutes } from './customer-user.routes.ts';

/** Customers (identity part); CustomerAuth lives in the auth module. */
export const customersModule: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  await instance.register(customerUserRoutes, { ctx, prefix: '/api/CustomerUser' });
};
