import type { ModulePlugin } from '../index.ts';
import { cashDrawerRoutes } from './cash-drawer.routes.ts';

/** The cash drawer (issue 7) under /api/CashDrawer; checkout records cash through cash-ledger.ts. */
export const cashDrawerModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(cashDrawerRoutes, { ctx, prefix: '/api/CashDrawer' });
};
