import type { ModulePlugin } from '../index.ts';
import { productListRoutes } from './product-lists.routes.ts';
import { productRoutes } from './products.routes.ts';

/** Products (issue 5): the product wizard's save, list, detail, activate, delete and the product lists under /api/Product. */
export const productsModule: ModulePlugin = async (app, { ctx }) => {
  for (const routes of [productRoutes, productListRoutes]) {
    await app.register(routes, { ctx, prefix: '/api/Product' });
  }
};
