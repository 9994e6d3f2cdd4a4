import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminCreateCustomerBodySchema, customerAccountSchema, okEnvelope } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { adminCreateCustomer } from './customer-admin.service.ts';

/** `CustomerAuth/AdminCreate` (spec): staff create a customer. Its path is CustomerAuth's; the work is this module's. */
export const customerAdminRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/AdminCreate',
    {
      config: { auth: 'admin', flags: ['create_customer'] },
      schema: { body: adminCreateCustomerBodySchema, response: { 201: okEnvelope(customerAccountSchema) } },
    },
    async (request, reply) => {
      const customer = await adminCreateCustomer(ctx.db, request.actor!, request.body, request.id);
      return reply.status(201).send({ res_data: customer });
    },
  );
};
