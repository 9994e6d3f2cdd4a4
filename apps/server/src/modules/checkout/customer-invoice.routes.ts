// CustomerInvoice/*: the customer's open invoice, paying it online, and the payment-response outcome.
import {
  customerPaySchema,
  idParamsSchema,
  invoiceSchema,
  okEnvelope,
  paymentOutcomeQuerySchema,
  paymentOutcomeSchema,
  payResultSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { appointmentParams, errors, idempotentReply, tags } from './checkout-route-kit.ts';
import { customerInvoiceOfAppointment, paymentOutcome } from './customer-checkout.service.ts';
import { payInvoice } from './payments.service.ts';

/** CustomerInvoice/*. */
export const customerInvoiceRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/ByAppointment/:appointmentId',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "The customer's invoice of their (or a linked profile's) appointment, or null",
        params: appointmentParams,
        response: { 200: okEnvelope(invoiceSchema.nullable()), ...errors },
      },
    },
    async (request) => ({ res_data: await customerInvoiceOfAppointment(ctx, request.actor!, request.params.appointmentId) }),
  );

  app.post(
    '/Pay/:id',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Pays what is due with a saved card or a new card token, optionally adding a tip for the cutter. Idempotency-Key required',
        params: idParamsSchema,
        body: customerPaySchema,
        response: { 200: okEnvelope(payResultSchema), ...errors },
      },
    },
    async (request, reply) =>
      idempotentReply(request, reply, (options) =>
        payInvoice(ctx, request.actor!, request.params.id, { kind: 'customer', body: request.body }, options),
      ),
  );

  app.get(
    '/Outcome',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "The payment-response status of an invoice (and of one payment): the spec's payment statuses",
        querystring: paymentOutcomeQuerySchema,
        response: { 200: okEnvelope(paymentOutcomeSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await paymentOutcome(ctx, request.actor!, request.query.invoiceId, request.query.paymentId) }),
  );
};
