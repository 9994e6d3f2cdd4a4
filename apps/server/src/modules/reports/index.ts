import type { ModulePlugin } from '../index.ts';
import { reportRoutes } from './reports.routes.ts';

export { registerReportWorkers } from './report-export-job.ts';
export { startReportExportSweep } from './report-export-history.ts';

/** Saved reports (issue 15) under /api/Report. */
export const reportsModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(reportRoutes, { ctx, prefix: '/api/Report' });
};
