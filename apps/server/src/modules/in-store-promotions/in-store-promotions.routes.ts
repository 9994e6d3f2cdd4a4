import {
  KIOSK_TOKEN_HEADER,
  emptyBodySchema,
  errorBodySchema,
  fileQuerySchema,
  idParamsSchema,
  inStorePromotionInputSchema,
  inStorePromotionListQuerySchema,
  inStorePromotionListSchema,
  inStorePromotionMoveSchema,
  inStorePromotionSchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { fileBytes, sendFile, wantsThumb } from '../uploads/upload.routes.ts';
import { EDIT_FLAGS, VIEW_FLAGS, readPromotionImage } from './in-store-promotion-images.ts';
import {
  createPromotion,
  deletePromotion,
  listPromotions,
  movePromotion,
  setPromotionActive,
  updatePromotion,
} from './in-store-promotions.service.ts';

const tags = ['InStorePromotion'];
const errors = { '4xx': errorBodySchema };
const edit = { auth: 'admin' as const, flags: EDIT_FLAGS };

/** In-store promotion images (issue 19): /admin/in-store-promotions and the tablets' attract loop. */
export const inStorePromotionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/List',
    {
      config: { auth: 'admin', flags: VIEW_FLAGS },
      schema: {
        tags,
        summary: "The brand's (or every brand's) promotions in display order, with today's state",
        querystring: inStorePromotionListQuerySchema,
        response: { 200: okEnvelope(inStorePromotionListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await listPromotions(ctx, request.actor!, request.query.brandId) }),
  );

  app.post(
    '/Create',
    {
      config: edit,
      schema: {
        tags,
        summary: 'A promotion with an uploaded image (POST /api/Upload/in_store_promotion/image first); last in the order',
        body: inStorePromotionInputSchema,
        response: { 201: okEnvelope(inStorePromotionSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await createPromotion(ctx, request.actor!, request.body, request.id) }),
  );

  app.put(
    '/Update/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Changes a promotion; a replaced image is deleted',
        params: idParamsSchema,
        body: inStorePromotionInputSchema,
        response: { 200: okEnvelope(inStorePromotionSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await updatePromotion(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.post(
    '/Move/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Moves a promotion one place up or down in its brand’s order',
        params: idParamsSchema,
        body: inStorePromotionMoveSchema,
        response: { 200: okEnvelope(inStorePromotionSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await movePromotion(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  for (const [path, active] of [
    ['/Activate/:id', true],
    ['/Deactivate/:id', false],
  ] as const) {
    app.post(
      path,
      {
        config: edit,
        schema: {
          tags,
          summary: active ? 'Shows the promotion again on its days' : 'Stops showing the promotion on the tablets',
          params: idParamsSchema,
          body: emptyBodySchema,
          response: { 200: okEnvelope(inStorePromotionSchema), ...errors },
        },
      },
      async (request) => ({ res_data: await setPromotionActive(ctx, request.actor!, request.params.id, active, request.id) }),
    );
  }

  app.delete(
    '/Delete/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Deletes a promotion and its image',
        params: idParamsSchema,
        response: { 200: okEnvelope(z.object({ id: z.uuid() })), ...errors },
      },
    },
    async (request) => {
      await deletePromotion(ctx, request.actor!, request.params.id, request.id);
      return { res_data: { id: request.params.id } };
    },
  );

  app.get(
    '/Image/:id',
    {
      // A paired tablet (device credential header) or signed-in staff with the flags; 404 to anyone else.
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: "A promotion's image (or ?thumb=1 its thumbnail) for the brand's paired tablets and staff with the promo code flags",
        params: idParamsSchema,
        querystring: fileQuerySchema,
        headers: z.object({ [KIOSK_TOKEN_HEADER]: z.string().max(300).optional() }),
        response: { 200: fileBytes, ...errors },
      },
    },
    async (request, reply) => {
      const raw = request.headers[KIOSK_TOKEN_HEADER];
      const kioskToken = Array.isArray(raw) ? raw[0] : raw;
      const file = await readPromotionImage(ctx, { actor: request.actor, kioskToken }, request.params.id, wantsThumb(request.query.thumb));
      return sendFile(reply, file, 'private, no-cache');
    },
  );
};
