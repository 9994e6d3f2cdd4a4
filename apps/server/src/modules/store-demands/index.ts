import type { ModulePlugin } from '../index.ts';
import { demandTemplateRoutes } from './demand-templates.routes.ts';
import { storeDemandRoutes } from './store-demands.routes.ts';

/** Store demand, demand versus cover and suggested shifts (issue 17), under /api/StoreDemand. */
export const storeDemandsModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(storeDemandRoutes, { ctx, prefix: '/api/StoreDemand' });
  await app.register(demandTemplateRoutes, { ctx, prefix: '/api/StoreDemand' });
};
