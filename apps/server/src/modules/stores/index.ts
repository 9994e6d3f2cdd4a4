import type { ModulePlugin } from '../index.ts';
import { storeNotesRoutes } from './store-notes.routes.ts';
import { storePeopleRoutes } from './store-people.routes.ts';
import { storeStatusRoutes } from './store-status.routes.ts';
import { storeRoutes } from './stores.routes.ts';

/** Stores (issue 4): the store wizard's save, list, detail, status, notes and people under /api/Store. */
export const storesModule: ModulePlugin = async (app, { ctx }) => {
  for (const routes of [storeRoutes, storeStatusRoutes, storeNotesRoutes, storePeopleRoutes]) {
    await app.register(routes, { ctx, prefix: '/api/Store' });
  }
};
