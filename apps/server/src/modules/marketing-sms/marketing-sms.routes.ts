import { errorBodySchema, marketingSmsBodySchema, marketingSmsPreviewSchema, marketingSmsSentSchema, okEnvelope } from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { previewMarketingSms, sendMarketingSms } from './marketing-sms.service.ts';

const tags = ['MarketingSms'];
const config = { auth: 'admin' as const, flags: ['send_marketing_sms'] };
const errors = { '4xx': errorBodySchema };

/** /admin/customers/promotion-text: a promotion text to the store's customers who opted in to marketing by SMS. */
export const marketingSmsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Preview',
    {
      config,
      schema: {
        tags,
        summary: 'How many opted-in customers of the store a promotion text would reach, its exact text and when it would go',
        body: marketingSmsBodySchema,
        response: { 200: okEnvelope(marketingSmsPreviewSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await previewMarketingSms(ctx, request.actor!, request.body) }),
  );

  app.post(
    '/Send',
    {
      config,
      schema: {
        tags,
        summary:
          'Queues the promotion text with "Reply STOP to opt out." to each opted-in customer; held until 08:00 store time in quiet hours, paced a batch a minute, one promotion per customer a day',
        body: marketingSmsBodySchema,
        response: { 200: okEnvelope(marketingSmsSentSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await sendMarketingSms(ctx, request.actor!, request.body, request.id) }),
  );
};
