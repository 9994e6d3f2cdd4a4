import {
  emptyBodySchema,
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  savedCardAddSchema,
  savedCardListSchema,
  savedCardRemovedSchema,
  savedCardSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { addSavedCard, listSavedCards, removeSavedCard, setDefaultSavedCard } from './saved-cards.service.ts';

const tags = ['CustomerCard'];
const errors = { '4xx': errorBodySchema };

/** The signed-in customer's saved cards (docs/payments-api.md): /customer/profile/payments. */
export const savedCardRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/List',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "The customer's saved cards: brand, last four, expiry, default (first), expired flag",
        response: { 200: okEnvelope(savedCardListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: { cards: await listSavedCards(ctx, request.actor!) } }),
  );

  app.post(
    '/Add',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary:
          'Saves a card tokenised at the gateway (only the token comes here); the first card becomes the default. 422 when the gateway refuses it',
        body: savedCardAddSchema,
        response: { 201: okEnvelope(savedCardSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await addSavedCard(ctx, request.actor!, request.body, request.id) }),
  );

  app.put(
    '/SetDefault/:id',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Makes the card the default; 422 for an expired card, 404 for a card that is not yours',
        params: idParamsSchema,
        body: emptyBodySchema,
        response: { 200: okEnvelope(savedCardSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await setDefaultSavedCard(ctx, request.actor!, request.params.id, request.id) }),
  );

  app.delete(
    '/Remove/:id',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Removes the card here and at the gateway; removing the default makes the newest other card the default',
        params: idParamsSchema,
        response: { 200: okEnvelope(savedCardRemovedSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await removeSavedCard(ctx, request.actor!, request.params.id, request.id) }),
  );
};
