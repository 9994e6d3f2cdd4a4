import {
  appointmentSchema,
  bookingMenuSchema,
  bookingProfilesSchema,
  bookingStoresSchema,
  cartConfirmSchema,
  cartHoldSchema,
  cartReleasedSchema,
  cartSchema,
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { type BrandContext, brandOfRequest } from '../../platform/brand-of-request.ts';
import { bookingMenu, bookingProfiles, bookingStores } from './booking-menu.service.ts';
import { confirmHold, holdSlot, releaseHold } from './cart.service.ts';

const tags = ['Cart'];
const errors = { '4xx': errorBodySchema };

/** Cart/Stores, Cart/Menu/{storeId}, Cart/Profiles, Cart/Hold, Cart/Confirm/{id}, Cart/Release/{id} (docs/booking-api.md "customer booking"). */
export const cartRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  /** A signed-in customer's own brand; anyone else's is the brand of the request's domain. */
  const brandOf = async (request: FastifyRequest): Promise<BrandContext> =>
    request.actor?.type === 'customer' && request.actor.brandId
      ? { tenantId: request.actor.tenantId, brandId: request.actor.brandId }
      : brandOfRequest(ctx.db, request);

  app.get(
    '/Stores',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: "The brand's active stores with today's hours on their own clock and whether they take online bookings",
        response: { 200: okEnvelope(bookingStoresSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await bookingStores(ctx.db, await brandOf(request), ctx.now()) }),
  );

  app.get(
    '/Menu/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary:
          "A store's online menu: online-bookable services at its price and duration, and the cutters on shift in the booking window",
        params: idParamsSchema,
        response: { 200: okEnvelope(bookingMenuSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await bookingMenu(ctx.db, await brandOf(request), request.params.id, ctx.now()) }),
  );

  app.get(
    '/Profiles',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Who the signed-in customer may book for: themselves, then their linked profiles',
        response: { 200: okEnvelope(bookingProfilesSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await bookingProfiles(ctx.db, request.actor!) }),
  );

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
        summary:
          'Books the held slot (pending -> booked) before the timer ends; 409 "hold expired" after. A booking policy must be accepted; its deposit is charged to the saved card first (402 PAYMENT_DECLINED books nothing)',
        params: idParamsSchema,
        body: cartConfirmSchema,
        response: { 200: okEnvelope(appointmentSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await confirmHold(ctx, request.actor!, request.params.id, request.body, request.id) }),
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
