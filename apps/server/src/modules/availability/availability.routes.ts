import {
  availabilityRequestSchema,
  availabilityResultSchema,
  errorBodySchema,
  okEnvelope,
  whyNotRequestSchema,
  whyNotResultSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { availableSlots } from './slots.service.ts';
import { whyNot } from './why-not.service.ts';

const tags = ['Availability'];
const errors = { '4xx': errorBodySchema };

/** Availability (docs/booking-api.md): bookable start times of a store for one or more services. */
export const availabilityRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Slots',
    {
      // Customers of the store's brand and staff who book or schedule at the store (checked in the service).
      config: { auth: 'any' },
      schema: {
        tags,
        summary:
          'Bookable starts per cutter (or, without cutterId, the least-loaded cutter per start) over at most 14 local days; explain lists refused candidates with their reason (staff only)',
        body: availabilityRequestSchema,
        response: { 200: okEnvelope(availabilityResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await availableSlots(ctx.db, request.actor!, request.body, ctx.now()) }),
  );

  app.post(
    '/WhyNot',
    {
      // Same askers as Slots; a customer reads only reasons that reveal nothing private (checked in the service).
      config: { auth: 'any' },
      schema: {
        tags,
        summary:
          'Why one start is or is not offered, per cutter (or every cutter scheduled near it), in plain words: staff read every reason, customers only the store hours, the past and skills',
        body: whyNotRequestSchema,
        response: { 200: okEnvelope(whyNotResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await whyNot(ctx.db, request.actor!, request.body, ctx.now()) }),
  );
};
