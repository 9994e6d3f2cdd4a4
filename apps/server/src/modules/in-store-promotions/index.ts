import type { ModulePlugin } from '../index.ts';
import { inStorePromotionRoutes } from './in-store-promotions.routes.ts';

/** In-store promotion images of the tablets' attract loop (issue 19) under /api/InStorePromotion. */
export const inStorePromotionsModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(inStorePromotionRoutes, { ctx, prefix: '/api/InStorePromotion' });
};
