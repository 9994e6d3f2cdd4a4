import {
  changeEmailBodySchema,
  changePhoneBodySchema,
  codeRequestSchema,
  confirmEmailChangeBodySchema,
  confirmPhoneChangeBodySchema,
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { confirmStaffContactChange, startStaffContactChange } from './customer-contact.service.ts';

const tags = ['Customer'];
const errors = { '4xx': errorBodySchema };
const config = { auth: 'admin' as const, flags: ['edit_customer_profile'] };
const sent = { 200: okEnvelope(codeRequestSchema), ...errors };
const done = { 200: okEnvelope(z.object({ id: z.uuid() })), ...errors };

/** /admin/customers/{id}: staff change a customer's phone or email; a code to the new address confirms it. */
export const customerContactRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const summary = (what: string) => `Sends a code to the customer's new ${what}; nothing changes until the code comes back`;

  app.post(
    '/ChangeEmail/:id',
    { config, schema: { tags, summary: summary('email'), params: idParamsSchema, body: changeEmailBodySchema, response: sent } },
    async (request) => ({ res_data: await startStaffContactChange(ctx, request.actor!, request.params.id, 'email', request.body.email) }),
  );
  app.post(
    '/ChangePhoneNumber/:id',
    { config, schema: { tags, summary: summary('phone number'), params: idParamsSchema, body: changePhoneBodySchema, response: sent } },
    async (request) => ({
      res_data: await startStaffContactChange(ctx, request.actor!, request.params.id, 'phone', request.body.phoneNumber),
    }),
  );
  app.put(
    '/VerifyEmail/:id',
    {
      config,
      schema: {
        tags,
        summary: 'The code sent to the new email applies it, verified',
        params: idParamsSchema,
        body: confirmEmailChangeBodySchema,
        response: done,
      },
    },
    async (request) => ({
      res_data: await confirmStaffContactChange(ctx, request.actor!, request.params.id, 'email', request.body, request.id),
    }),
  );
  app.put(
    '/VerifyPhoneNumber/:id',
    {
      config,
      schema: {
        tags,
        summary: 'The code sent to the new phone number applies it, verified',
        params: idParamsSchema,
        body: confirmPhoneChangeBodySchema,
        response: done,
      },
    },
    async (request) => ({
      res_data: await confirmStaffContactChange(ctx, request.actor!, request.params.id, 'phone', request.body, request.id),
    }),
  );
};
