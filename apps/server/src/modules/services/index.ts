import type { ModulePlugin } from '../index.ts';
import { serviceCategoryRoutes } from './service-categories.routes.ts';
import { serviceRoutes } from './services.routes.ts';

/** Services (issue 5): the service wizard's save, list, detail, activate and delete under /api/Service. */
export const servicesModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(serviceRoutes, { ctx, prefix: '/api/Service' });
  await app.register(serviceCategoryRoutes, { ctx, prefix: '/api/ServiceCategory' });
};
