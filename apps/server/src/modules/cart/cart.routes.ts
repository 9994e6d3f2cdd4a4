import {
  appointmentSchema,
  cartHoldSchema,
  cartReleasedSchema,
  cartSchema,
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { confirmHold, holdSlot, releaseHold } from './cart.service.ts';

const tags = ['Cart'];
const errors = { '4xx': errorBodySchema };

/** Cart/Hold, Cart/Confirm/{id}, Cart/Release/{id} (docs/booking-api.md "customer booking"). */
export const cartRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Hold',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Holds a slot for 10 minutes as a pending appointment (one hold per customer); answers cartUniqId and the timer',
        body: cartHoldSchema,
        response: { 201: okEnvelope(cartSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await holdSlot(ctx, request.actor!, request.body, request.id) }),
  );

  app.post(
    '/Confirm/:id',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Books the held slot (pending -> booked) before the timer ends; 409 "hold expired" after',
        params: idParamsSchema,
        body: z.object({}).optional(),
        response: { 200: okEnvelope(appointmentSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await confirmHold(ctx, request.actor!, request.params.id, request.id) }),
  );

  app.delete(
    '/Release/:id',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Gives the held slot back',
        params: idParamsSchema,
        response: { 200: okEnvelope(cartReleasedSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await releaseHold(ctx, request.actor!, request.params.id, request.id) }),
  );
};
