import type { ModulePlugin } from '../index.ts';
import { dashboardRoutes } from './dashboards.routes.ts';

/** Dashboards (issue 15) under /api/Dashboard: the KPI summary and the admin home's figures. */
export const dashboardsModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(dashboardRoutes, { ctx, prefix: '/api/Dashboard' });
};
