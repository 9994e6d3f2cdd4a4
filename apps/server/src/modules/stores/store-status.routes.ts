import {
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  storeActivateSchema,
  storeOnlineBookingSchema,
  storeStatusResultSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { activateStore, setOnlineBooking } from './store-status.service.ts';

const tags = ['Store'];
const response = { 200: okEnvelope(storeStatusResultSchema), '4xx': errorBodySchema };

/** A store's status (pending -> active) and whether it takes online bookings. */
export const storeStatusRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.patch(
    '/Activate/:id',
    {
      config: { auth: 'admin', flags: ['activate_store'] },
      schema: {
        tags,
        summary: 'pending -> active (409 INVALID_TRANSITION otherwise)',
        params: idParamsSchema,
        body: storeActivateSchema,
        response,
      },
    },
    async (request) => ({ res_data: await activateStore(ctx.db, request.actor!, request.params.id, ctx.now(), request.id) }),
  );

  app.patch(
    '/ToggleOnlineBooking/:id',
    {
      config: { auth: 'admin', flags: ['toggle_online_booking'] },
      schema: {
        tags,
        summary: 'Turns online booking on (active stores only) or off',
        params: idParamsSchema,
        body: storeOnlineBookingSchema,
        response,
      },
    },
    async (request) => ({
      res_data: await setOnlineBooking(ctx.db, request.actor!, request.params.id, request.body.onlineBooking, request.id),
    }),
  );
};
