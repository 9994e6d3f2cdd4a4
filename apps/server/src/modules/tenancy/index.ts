import type { ModulePlugin } from '../index.ts';
import { tenantRoutes } from './tenants.routes.ts';

/** Tenants for the Super Admin (issue 19): list, suspend, resume. */
export const tenancyModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(tenantRoutes, { ctx, prefix: '/api/Tenant' });
};
