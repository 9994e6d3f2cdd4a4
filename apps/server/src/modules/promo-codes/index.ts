import type { ModulePlugin } from '../index.ts';
import { promoCodeRoutes } from './promo-codes.routes.ts';

/** Promo codes (issue 7) under /api/PromoCode; checkout redeems through promo-redemption.ts. */
export const promoCodesModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(promoCodeRoutes, { ctx, prefix: '/api/PromoCode' });
};
