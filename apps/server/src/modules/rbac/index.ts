import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { accessControlRoutes } from './access-control.routes.ts';
import { roleManagementRoutes } from './role-management.routes.ts';

/** Roles and permissions (spec section 6). */
export const rbacModule: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  await instance.register(accessControlRoutes, { ctx, prefix: '/api/AccessControl' });
  await instance.register(roleManagementRoutes, { ctx, prefix: '/api/Role' });
};
