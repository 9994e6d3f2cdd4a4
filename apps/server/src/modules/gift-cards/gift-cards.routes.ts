import {
  errorBodySchema,
  GIFT_CARD_FLAGS,
  idParamsSchema,
  giftCardBalanceSchema,
  giftCardNumberParamsSchema,
  giftCardSchema,
  giftCardSearchResultSchema,
  giftCardSearchSchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { giftCardBalance, giftCardById, searchGiftCards } from './gift-cards.service.ts';

const tags = ['GiftCard'];
const errors = { '4xx': errorBodySchema };

/** Gift cards (docs/ledgers-api.md). Cards are sold and redeemed through checkout (gift-card-ledger.ts). */
export const giftCardRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Balance/:number',
    {
      config: { auth: 'admin', flags: GIFT_CARD_FLAGS },
      schema: {
        tags,
        summary: 'The balance of a gift card by its 16-digit number (shown masked); 422 invalid_giftcard_number when unknown',
        params: giftCardNumberParamsSchema,
        response: { 200: okEnvelope(giftCardBalanceSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await giftCardBalance(ctx.db, request.actor!, request.params.number) }),
  );

  app.post(
    '/Search',
    {
      config: { auth: 'admin', flags: GIFT_CARD_FLAGS },
      schema: {
        tags,
        summary:
          'Gift cards sold at the stores one works at, newest first, each with its ledger (issue, redeem, refund); search by last four',
        body: giftCardSearchSchema,
        response: { 200: okEnvelope(giftCardSearchResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await searchGiftCards(ctx.db, request.actor!, request.body) }),
  );

  app.get(
    '/GetById/:id',
    {
      config: { auth: 'admin', flags: GIFT_CARD_FLAGS },
      schema: {
        tags,
        summary: 'One gift card (number masked) with its ledger; 404 when it was sold at a store one does not work at',
        params: idParamsSchema,
        response: { 200: okEnvelope(giftCardSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await giftCardById(ctx.db, request.actor!, request.params.id) }),
  );
};
