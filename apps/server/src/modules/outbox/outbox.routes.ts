import { errorBodySchema, okEnvelope, outboxSearchResultSchema, outboxSearchSchema } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { searchOutbox } from './outbox.service.ts';

export const SMS_DASHBOARD_FLAGS = ['sms_dashboard', 'sms_dashboard_all_stores'] as const;

export function outboxRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/Outbox/Search',
    {
      config: { auth: 'admin', flags: SMS_DASHBOARD_FLAGS },
      schema: {
        tags: ['Outbox'],
        summary: "The tenant's emails and SMS, newest first",
        body: outboxSearchSchema,
        response: { 200: okEnvelope(outboxSearchResultSchema), '4xx': errorBodySchema },
      },
    },
    async (request) => ({ res_data: await searchOutbox(ctx.db, request.actor!, request.body) }),
  );
}
