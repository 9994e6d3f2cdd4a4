import {
  KIOSK_TOKEN_HEADER,
  errorBodySchema,
  kioskCheckInSchema,
  kioskCheckedInSchema,
  kioskLookupResultSchema,
  kioskLookupSchema,
  kioskPairSchema,
  kioskPairedSchema,
  kioskRegisterSchema,
  kioskSessionSchema,
  kioskWaitSchema,
  kioskWalkInQuerySchema,
  kioskWalkInResultSchema,
  kioskWalkInSchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { brandOfRequest } from '../../platform/brand-of-request.ts';
import { countLookup, deviceOfToken, pairDevice } from './kiosk-devices.service.ts';
import { kioskCheckIn, kioskLookup, kioskSession } from './kiosk-visits.service.ts';
import { kioskRegister, walkIn, walkInWait } from './kiosk-walk-in.service.ts';

const tags = ['Kiosk'];
// The tablet has no staff or customer session: it proves itself with its device credential on every call.
const config = { auth: 'public' as const };
const tokenHeaders = z.object({ [KIOSK_TOKEN_HEADER]: z.string().max(300).optional() });

/** The in-store tablet's calls (/in-store, /user-appointments, /user-registration, in-store-promotion). */
export const kioskTabletRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const device = (request: FastifyRequest) => {
    const raw = request.headers[KIOSK_TOKEN_HEADER];
    return deviceOfToken(ctx.db, Array.isArray(raw) ? raw[0] : raw, ctx.now());
  };
  const limited = async (request: FastifyRequest) => {
    const found = await device(request);
    await countLookup(ctx.db, found, request.ip, ctx.now());
    return found;
  };

  app.post(
    '/Pair',
    {
      config,
      schema: {
        tags,
        summary: "Trades a manager's pairing code (of the request domain's brand) for this tablet's device credential",
        body: kioskPairSchema,
        response: { 201: okEnvelope(kioskPairedSchema), '4xx': errorBodySchema },
      },
    },
    async (request, reply) => {
      const brand = await brandOfRequest(ctx.db, request);
      const paired = await pairDevice(ctx.db, brand.tenantId, brand.brandId, request.body.code, request.ip, ctx.now());
      return reply.status(201).send({ res_data: paired });
    },
  );

  app.get(
    '/Session',
    {
      config,
      schema: {
        tags,
        summary: "The paired store: name, drink and music lists, services for walk-ins, today's promotions",
        headers: tokenHeaders,
        response: { 200: okEnvelope(kioskSessionSchema), '4xx': errorBodySchema },
      },
    },
    async (request) => ({ res_data: await kioskSession(ctx, await device(request)) }),
  );

  app.post(
    '/Lookup',
    {
      config,
      schema: {
        tags,
        summary: "Today's appointments of the customer with this phone and last name (first name and times only); rate-limited per tablet",
        headers: tokenHeaders,
        body: kioskLookupSchema,
        response: { 200: okEnvelope(kioskLookupResultSchema), '4xx': errorBodySchema },
      },
    },
    async (request) => ({ res_data: await kioskLookup(ctx, await limited(request), request.body) }),
  );

  app.post(
    '/CheckIn',
    {
      config,
      schema: {
        tags,
        summary: "Checks the customer in to today's appointment, saving the drink and music on the visit and the customer",
        headers: tokenHeaders,
        body: kioskCheckInSchema,
        response: { 200: okEnvelope(kioskCheckedInSchema), '4xx': errorBodySchema },
      },
    },
    async (request) => ({ res_data: await kioskCheckIn(ctx, await limited(request), request.body) }),
  );

  app.get(
    '/WalkInWait',
    {
      config,
      schema: {
        tags,
        summary: 'The wait for a walk-in today: the first free start for the service with any cutter',
        headers: tokenHeaders,
        querystring: kioskWalkInQuerySchema,
        response: { 200: okEnvelope(kioskWaitSchema), '4xx': errorBodySchema },
      },
    },
    async (request) => ({ res_data: await walkInWait(ctx, await device(request), request.query.serviceId) }),
  );

  app.post(
    '/WalkIn',
    {
      config,
      schema: {
        tags,
        summary: 'Joins today as a walk-in with the first free cutter',
        headers: tokenHeaders,
        body: kioskWalkInSchema,
        response: { 201: okEnvelope(kioskWalkInResultSchema), '4xx': errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await walkIn(ctx, await limited(request), request.body) }),
  );

  app.post(
    '/Register',
    {
      config,
      schema: {
        tags,
        summary: "Registers a new customer of the store's brand from the tablet (/user-registration)",
        headers: tokenHeaders,
        body: kioskRegisterSchema,
        response: { 201: okEnvelope(z.object({ firstName: z.string() })), '4xx': errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await kioskRegister(ctx, await limited(request), request.body) }),
  );
};
