// Invoice/*: taking money at the desk: a tender per call, completing a $0.00 invoice, the drawers and saved cards to pay with.
import { idParamsSchema, okEnvelope, payResultSchema, staffSavedCardListSchema, tenderPaymentSchema } from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { z } from 'zod';
import { edit, errors, idempotentReply, noBody, one, tags } from './checkout-route-kit.ts';
import { invoiceDrawers, invoiceSavedCards } from './invoice-lookups.service.ts';
import { completeZeroDue, payInvoice } from './payments.service.ts';

/** Payments (docs/checkout-api.md). */
export const invoicePaymentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/OpenDrawers/:id',
    {
      config: { auth: 'admin', flags: edit },
      schema: {
        tags,
        summary: "The open cash drawers of the invoice's store (choose one when several registers are open)",
        params: idParamsSchema,
        response: {
          200: okEnvelope(z.object({ drawers: z.array(z.object({ drawerId: z.uuid(), registerName: z.string() })) })),
          ...errors,
        },
      },
    },
    async (request) => ({ res_data: await invoiceDrawers(ctx, request.actor!, request.params.id) }),
  );

  app.post(
    '/Pay/:id',
    {
      config: { auth: 'admin', flags: edit },
      schema: {
        tags,
        summary:
          'Takes one tender (card token, saved card, cash, gift card); split = several calls. Idempotency-Key required: a replay answers the first result; 402 PAYMENT_DECLINED with the gateway message',
        params: idParamsSchema,
        body: tenderPaymentSchema,
        response: { 200: okEnvelope(payResultSchema), ...errors },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, (options) =>
        payInvoice(ctx, request.actor!, request.params.id, { kind: 'staff', body: request.body }, options),
      ),
  );

  app.post(
    '/Complete/:id',
    {
      config: { auth: 'admin', flags: edit },
      schema: {
        tags,
        summary:
          'Completes an invoice with $0.00 due (100% promo, comped service) without a payment: success, appointment checked_out, stock deducted. Idempotency-Key required',
        params: idParamsSchema,
        body: noBody,
        response: one,
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, (options) => completeZeroDue(ctx, request.actor!, request.params.id, options)),
  );

  app.get(
    '/SavedCards/:id',
    {
      config: { auth: 'admin', flags: edit },
      schema: {
        tags,
        summary: "The saved cards of the invoice's customer (brand, last four, expiry, default, expired), for the Saved card tender",
        params: idParamsSchema,
        response: { 200: okEnvelope(staffSavedCardListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await invoiceSavedCards(ctx, request.actor!, request.params.id) }),
  );
};
