// Refunds: Invoice/RollbackCheckout (refund everything, reopen) and Payment/Refund (one payment).
import { idParamsSchema, okEnvelope, refundBodySchema, refundResultSchema } from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errors, F, idempotentReply, noBody, one, tags } from './checkout-route-kit.ts';
import { refundPayment } from './refunds.service.ts';
import { rollbackCheckout } from './rollback-checkout.service.ts';

/** Invoice/RollbackCheckout. */
export const invoiceRefundRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/RollbackCheckout/:id',
    {
      config: { auth: 'admin', flags: F.editPaid },
      schema: {
        tags,
        summary: 'Refunds every payment to its tender, reopens the invoice (checked_out / partially-paid -> checkout)',
        params: idParamsSchema,
        body: noBody,
        response: one,
      },
    },
    async (request) => ({ res_data: await rollbackCheckout(ctx, request.actor!, request.params.id, request.id) }),
  );
};

/** Payment/Refund. */
export const paymentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Refund/:id',
    {
      config: { auth: 'admin', flags: F.editPaid },
      schema: {
        tags,
        summary: 'Refunds a payment (full or partial) to its original tender; never more than it took. Idempotency-Key required',
        params: idParamsSchema,
        body: refundBodySchema,
        response: { 200: okEnvelope(refundResultSchema), ...errors },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, (options) => refundPayment(ctx, request.actor!, request.params.id, request.body, options)),
  );
};
