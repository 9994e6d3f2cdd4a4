import {
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  promoCodeDetailSchema,
  promoCodeInputSchema,
  promoCodeQuoteRequestSchema,
  promoCodeQuoteSchema,
  promoCodeSearchResultSchema,
  promoCodeSearchSchema,
  promoCodeStatusBodySchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import {
  createPromoCode,
  getPromoCode,
  quotePromoCodeAt,
  searchPromoCodes,
  setPromoCodeActive,
  updatePromoCode,
} from './promo-codes.service.ts';

const tags = ['PromoCode'];
const errors = { '4xx': errorBodySchema };
const VIEW = ['view_promo_codes', 'create_edit_promo_codes'];
const EDIT = ['create_edit_promo_codes'];

/** Promo codes (docs/ledgers-api.md): /admin/promo-codes and the checkout screen's quote. */
export const promoCodeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Search',
    {
      config: { auth: 'admin', flags: VIEW },
      schema: {
        tags,
        summary: 'Promo codes, paged: search matches code or description; filter by state (active, scheduled, expired, inactive) and type',
        body: promoCodeSearchSchema,
        response: { 200: okEnvelope(promoCodeSearchResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await searchPromoCodes(ctx.db, request.actor!, request.body, ctx.now()) }),
  );

  app.get(
    '/GetById/:id',
    {
      config: { auth: 'admin', flags: VIEW },
      schema: {
        tags,
        summary: 'A promo code with its state, stores and how often it was used',
        params: idParamsSchema,
        response: { 200: okEnvelope(promoCodeDetailSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await getPromoCode(ctx.db, request.actor!, request.params.id, ctx.now()) }),
  );

  app.post(
    '/Create',
    {
      config: { auth: 'admin', flags: EDIT },
      schema: {
        tags,
        summary: 'A promo code (value: cents when fixed, basis points when percentage); 409 when the code exists in any case',
        body: promoCodeInputSchema,
        response: { 201: okEnvelope(promoCodeDetailSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ res_data: await createPromoCode(ctx.db, request.actor!, request.body, ctx.now(), request.id) }),
  );

  app.put(
    '/Update/:id',
    {
      config: { auth: 'admin', flags: EDIT },
      schema: {
        tags,
        summary: 'Changes a promo code; a used code keeps its code (409)',
        params: idParamsSchema,
        body: promoCodeInputSchema,
        response: { 200: okEnvelope(promoCodeDetailSchema), ...errors },
      },
    },
    async (request) => ({
      res_data: await updatePromoCode(ctx.db, request.actor!, request.params.id, request.body, ctx.now(), request.id),
    }),
  );

  for (const [path, active] of [
    ['/Activate/:id', true],
    ['/Deactivate/:id', false],
  ] as const) {
    app.post(
      path,
      {
        config: { auth: 'admin', flags: EDIT },
        schema: {
          tags,
          summary: active ? 'Switches a promo code on' : 'Switches a promo code off: it is refused at checkout until activated',
          params: idParamsSchema,
          body: promoCodeStatusBodySchema,
          response: { 200: okEnvelope(promoCodeDetailSchema), ...errors },
        },
      },
      async (request) => ({
        res_data: await setPromoCodeActive(ctx.db, request.actor!, request.params.id, active, ctx.now(), request.id, request.body?.note),
      }),
    );
  }

  app.post(
    '/Quote',
    {
      config: { auth: 'admin', flags: ['checkout_appointment', 'edit_invoice', ...VIEW] },
      schema: {
        tags,
        summary:
          'The discount a code gives on a subtotal at a store for a customer now, recording nothing; 422 PROMO_CODE_INVALID names why not',
        body: promoCodeQuoteRequestSchema,
        response: { 200: okEnvelope(promoCodeQuoteSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await quotePromoCodeAt(ctx.db, request.actor!, request.body, ctx.now()) }),
  );
};
