import type { ModulePlugin } from '../index.ts';
import { brandAdminRoutes } from './brand-admin.routes.ts';
import { brandRoutes } from './brand.routes.ts';

/** Brands: the customer area's current brand, and brand administration (the brand wizard). */
export const brandsModule: ModulePlugin = async (app, { ctx }) => {
  brandRoutes(app, ctx);
  brandAdminRoutes(app, ctx);
};
