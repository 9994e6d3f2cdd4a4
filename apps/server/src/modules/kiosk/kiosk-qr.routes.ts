import {
  KIOSK_TOKEN_HEADER,
  errorBodySchema,
  kioskCheckedInSchema,
  kioskLookupResultSchema,
  kioskQrCheckInSchema,
  kioskQrLookupSchema,
  kioskQrSchema,
  kioskQrStoreSchema,
  kioskQrTokenQuerySchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { brandOfRequest } from '../../platform/brand-of-request.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { countQrLookup, deviceOfToken } from './kiosk-devices.service.ts';
import { storeLists } from './kiosk-lists.service.ts';
import { storeOfQr, storeQr } from './kiosk-qr.service.ts';
import { kioskCheckIn, kioskLookup } from './kiosk-visits.service.ts';

const tags = ['Kiosk'];
// The tablet proves itself with its device credential; a phone with the signed link it scanned. Neither has a session.
const config = { auth: 'public' as const };

/** The tablet's check-in QR and the phone page it opens (/check-in?token=…). */
export const kioskQrRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const scanned = async (request: FastifyRequest, token: string) => {
    const brand = await brandOfRequest(ctx.db, request);
    return storeOfQr(ctx, token, brand.brandId, ctx.now());
  };
  const limited = async (request: FastifyRequest, token: string) => {
    const store = await scanned(request, token);
    await countQrLookup(ctx.db, store, request.ip, ctx.now());
    return store;
  };

  app.get(
    '/Qr',
    {
      config,
      schema: {
        tags,
        summary: "The tablet's store check-in link for the current 10-minute window, shown as a QR code when idle",
        headers: z.object({ [KIOSK_TOKEN_HEADER]: z.string().max(300).optional() }),
        response: { 200: okEnvelope(kioskQrSchema), '4xx': errorBodySchema },
      },
    },
    async (request) => {
      const raw = request.headers[KIOSK_TOKEN_HEADER];
      const device = await deviceOfToken(ctx.db, Array.isArray(raw) ? raw[0] : raw, ctx.now());
      return { res_data: await storeQr(ctx, device, ctx.now()) };
    },
  );

  app.get(
    '/Qr/Store',
    {
      config,
      schema: {
        tags,
        summary:
          'The store a scanned check-in link is for, with its drinks and music lists; 410 when the link has expired, 400 when it is not genuine',
        querystring: kioskQrTokenQuerySchema,
        response: { 200: okEnvelope(kioskQrStoreSchema), '4xx': errorBodySchema },
      },
    },
    async (request) => {
      const store = await scanned(request, request.query.token);
      const lists = await withTenant(ctx.db, store.tenantId, (tx) => storeLists(tx, store.tenantId, store.storeId));
      return { res_data: { storeName: store.storeName, brandName: store.brandName, lists } };
    },
  );

  app.post(
    '/Qr/Lookup',
    {
      config,
      schema: {
        tags,
        summary:
          "Today's appointments at the scanned store for this phone and last name (first name and times only); rate-limited per store and IP",
        body: kioskQrLookupSchema,
        response: { 200: okEnvelope(kioskLookupResultSchema), '4xx': errorBodySchema },
      },
    },
    async (request) => {
      const { token, ...who } = request.body;
      const result = await kioskLookup(ctx, await limited(request, token), who);
      return { res_data: { ...result, preferredBeverage: null, preferredMusic: null } };
    },
  );

  app.post(
    '/Qr/CheckIn',
    {
      config,
      schema: {
        tags,
        summary:
          "Checks the customer in to today's appointment at the scanned store with the drink and music picked (saved on the visit and the customer, as the tablet does; the calendar shows it live)",
        body: kioskQrCheckInSchema,
        response: { 200: okEnvelope(kioskCheckedInSchema), '4xx': errorBodySchema },
      },
    },
    async (request) => {
      const { token, ...input } = request.body;
      return { res_data: await kioskCheckIn(ctx, await limited(request, token), input) };
    },
  );
};
