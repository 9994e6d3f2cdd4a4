import type { ModulePlugin } from '../index.ts';
import { productOverrideRoutes } from './product-overrides.routes.ts';

/** Product overrides (issue 5) under /api/ProductOverride; checkout (issue 7) prices with effectiveProductPrice. */
export const productOverridesModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(productOverrideRoutes, { ctx, prefix: '/api/ProductOverride' });
};

export { type EffectiveProductPrice, effectiveProductPrice } from './effective-price.ts';
