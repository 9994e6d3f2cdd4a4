import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okEnvelope, personalInfoQuerySchema, personalInfoSchema } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { customerPersonalInfo } from './customer-admin.service.ts';

/** CustomerUser: staff reading a customer's contact details. */
export const customerUserRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/GetCustomerPersonalInfoById',
    {
      config: { auth: 'admin', flags: ['view_customer_profile', 'view_partial_phone', 'view_customer_email'] },
      schema: { querystring: personalInfoQuerySchema, response: { 200: okEnvelope(personalInfoSchema) } },
    },
    async (request) => ({ res_data: await customerPersonalInfo(ctx.db, request.actor!, request.query, request.id) }),
  );
};
