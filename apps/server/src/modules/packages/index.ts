import type { ModulePlugin } from '../index.ts';
import { packageRoutes } from './packages.routes.ts';

/** Packages (issue 5): the package wizard's save, list, detail, activate and delete under /api/Package. */
export const packagesModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(packageRoutes, { ctx, prefix: '/api/Package' });
};
