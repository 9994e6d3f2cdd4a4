import type { ModulePlugin } from '../index.ts';
import { cartRoutes } from './cart.routes.ts';

/** The customer's booking cart (issue 6): a held slot with a timer, confirmed or released. */
export const cartModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(cartRoutes, { ctx, prefix: '/api/Cart' });
};
