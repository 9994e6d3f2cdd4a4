import type { ModulePlugin } from '../index.ts';
import { brandRoutes } from './brand.routes.ts';

/** Brands: for now the customer area's current brand (the brand wizard comes with its issue). */
export const brandsModule: ModulePlugin = async (app, { ctx }) => {
  brandRoutes(app, ctx);
};
