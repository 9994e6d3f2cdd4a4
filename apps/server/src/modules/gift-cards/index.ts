import type { ModulePlugin } from '../index.ts';
import { configureGiftCardKey } from './gift-card-number.ts';
import { giftCardRoutes } from './gift-cards.routes.ts';

/** Gift cards (issue 7) under /api/GiftCard; checkout issues and redeems through gift-card-ledger.ts. */
export const giftCardsModule: ModulePlugin = async (app, { ctx }) => {
  configureGiftCardKey(ctx.config.GIFT_CARD_HASH_KEY);
  await app.register(giftCardRoutes, { ctx, prefix: '/api/GiftCard' });
};
