import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { customerAdminRoutes } from './customer-admin.routes.ts';
import { customerContactRoutes } from './customer-contact.routes.ts';
import { customerMergeRoutes } from './customer-merge.routes.ts';
import { customerUserRoutes } from './customer-user.routes.ts';
import { customerRoutes } from './customers.routes.ts';

/** Customers (identity part); CustomerAuth lives in the auth module. */
export const customersModule: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  await instance.register(customerUserRoutes, { ctx, prefix: '/api/CustomerUser' });
  await instance.register(customerRoutes, { ctx, prefix: '/api/Customer' });
  await instance.register(customerMergeRoutes, { ctx, prefix: '/api/Customer' });
  await instance.register(customerContactRoutes, { ctx, prefix: '/api/Customer' });
  await instance.register(customerAdminRoutes, { ctx, prefix: '/api/CustomerAuth' });
};
