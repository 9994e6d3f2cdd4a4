// Invoice/*: what is on an invoice: lines, one promo code, tips per cutter.
import { idParamsSchema, invoiceLineAddSchema, okEnvelope, promoCodeBodySchema, promoQuoteSchema, tipsBodySchema } from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { edit, errors, lineParams, one, tags } from './checkout-route-kit.ts';
import { addLine, applyPromo, quotePromo, removeLine, removePromo, setTips } from './invoice-lines.service.ts';

/** Lines and promo (docs/checkout-api.md). */
export const invoiceLineRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/AddLine/:id',
    {
      config: { auth: 'admin', flags: edit },
      schema: {
        tags,
        summary: 'Adds a product (store price), package, service or gift card sale; after a payment needs edit_invoice (audited)',
        params: idParamsSchema,
        body: invoiceLineAddSchema,
        response: one,
      },
    },
    async (request) => ({ res_data: await addLine(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.delete(
    '/RemoveLine/:id/:lineId',
    {
      config: { auth: 'admin', flags: edit },
      schema: { tags, summary: 'Removes a line', params: lineParams, response: one },
    },
    async (request) => ({ res_data: await removeLine(ctx, request.actor!, request.params.id, request.params.lineId, request.id) }),
  );

  app.post(
    '/QuotePromo/:id',
    {
      config: { auth: 'admin', flags: edit },
      schema: {
        tags,
        summary: 'The discount a promo code would give (records nothing); 422 PROMO_CODE_INVALID names the reason',
        params: idParamsSchema,
        body: promoCodeBodySchema,
        response: { 200: okEnvelope(promoQuoteSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await quotePromo(ctx, request.actor!, request.params.id, request.body.code) }),
  );

  app.post(
    '/ApplyPromo/:id',
    {
      config: { auth: 'admin', flags: edit },
      schema: {
        tags,
        summary: 'Applies one promo code (replacing any other) and records its use',
        params: idParamsSchema,
        body: promoCodeBodySchema,
        response: one,
      },
    },
    async (request) => ({ res_data: await applyPromo(ctx, request.actor!, request.params.id, request.body.code, request.id) }),
  );

  app.delete(
    '/RemovePromo/:id',
    {
      config: { auth: 'admin', flags: edit },
      schema: { tags, summary: 'Removes the promo code; its use counts again', params: idParamsSchema, response: one },
    },
    async (request) => ({ res_data: await removePromo(ctx, request.actor!, request.params.id, request.id) }),
  );

  app.put(
    '/Tips/:id',
    {
      config: { auth: 'admin', flags: edit },
      schema: {
        tags,
        summary: 'Sets the tips per cutter (zero allowed; never taxed)',
        params: idParamsSchema,
        body: tipsBodySchema,
        response: one,
      },
    },
    async (request) => ({ res_data: await setTips(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );
};
