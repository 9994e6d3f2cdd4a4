import type { ModulePlugin } from '../index.ts';
import { reportRoutes } from './reports.routes.ts';

/** Saved reports (issue 15) under /api/Report. */
export const reportsModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(reportRoutes, { ctx, prefix: '/api/Report' });
};
