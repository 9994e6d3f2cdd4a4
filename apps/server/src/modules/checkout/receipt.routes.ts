// Invoice/*: the receipt of a paid invoice: screen data, PDF, email.
import { emailReceiptSchema, idParamsSchema, okEnvelope } from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { z } from 'zod';
import { anyCheckout, errors, one, tags } from './checkout-route-kit.ts';
import { emailReceipt, getReceipt } from './receipts.ts';

/** Receipts (docs/checkout-api.md). */
export const receiptRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Receipt/:id',
    {
      config: { auth: 'admin', flags: anyCheckout },
      schema: { tags, summary: 'The receipt of a paid invoice (printable screen data)', params: idParamsSchema, response: one },
    },
    async (request) => ({ res_data: (await getReceipt(ctx, request.actor!, request.params.id)).invoice }),
  );

  app.get(
    '/ReceiptPdf/:id',
    {
      config: { auth: 'admin', flags: anyCheckout },
      schema: {
        tags,
        summary: 'The receipt as a PDF',
        params: idParamsSchema,
        response: { 200: z.unknown().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { invoice, pdf } = await getReceipt(ctx, request.actor!, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="receipt-${invoice.number}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  app.post(
    '/EmailReceipt/:id',
    {
      config: { auth: 'admin', flags: anyCheckout },
      schema: {
        tags,
        summary: 'Emails the receipt with the PDF attached (outbox)',
        params: idParamsSchema,
        body: emailReceiptSchema,
        response: { 200: okEnvelope(z.object({ messageId: z.uuid(), email: z.string() })), ...errors },
      },
    },
    async (request) => ({ res_data: await emailReceipt(ctx, request.actor!, request.params.id, request.body.email, request.id) }),
  );
};
