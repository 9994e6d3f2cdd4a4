import {
  errorBodySchema,
  idParamsSchema,
  kioskDeviceSchema,
  kioskListsSchema,
  kioskListsUpdateSchema,
  kioskPairingCodeSchema,
  kioskPairingCreateSchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { createPairing, listDevices, unpairDevice } from './kiosk-devices.service.ts';
import { getStoreLists, updateStoreLists } from './kiosk-lists.service.ts';

const tags = ['Kiosk'];

/** The admin side of the in-store tablets: pairing codes, the store's tablets, unpairing, drink and music lists. */
export const kioskAdminRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/PairingCode',
    {
      config: { auth: 'admin', flags: ['manage_kiosks'] },
      schema: {
        tags,
        summary: 'A short code (shown once, valid 10 minutes) that pairs one tablet with the store',
        body: kioskPairingCreateSchema,
        response: { 201: okEnvelope(kioskPairingCodeSchema), '4xx': errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await createPairing(ctx.db, request.actor!, request.body, ctx.now()) }),
  );

  app.get(
    '/Devices/:id',
    {
      config: { auth: 'admin', flags: ['manage_kiosks'] },
      schema: {
        tags,
        summary: "The store's tablets (id: the store)",
        params: idParamsSchema,
        response: { 200: okEnvelope(z.array(kioskDeviceSchema)), '4xx': errorBodySchema },
      },
    },
    async (request) => ({ res_data: await listDevices(ctx.db, request.actor!, request.params.id, ctx.now()) }),
  );

  app.delete(
    '/Unpair/:id',
    {
      config: { auth: 'admin', flags: ['manage_kiosks'] },
      schema: {
        tags,
        summary: 'Unpairs a tablet: its credential stops working at once',
        params: idParamsSchema,
        response: { 200: okEnvelope(kioskDeviceSchema), '4xx': errorBodySchema },
      },
    },
    async (request) => ({ res_data: await unpairDevice(ctx.db, request.actor!, request.params.id, ctx.now()) }),
  );

  app.get(
    '/Lists/:id',
    {
      config: { auth: 'admin', flags: ['view_store_details', 'edit_store_details', 'manage_kiosks'] },
      schema: {
        tags,
        summary: "The store's drink and music lists (id: the store); the tenant's lists until the store has its own",
        params: idParamsSchema,
        response: { 200: okEnvelope(kioskListsSchema), '4xx': errorBodySchema },
      },
    },
    async (request) => ({ res_data: await getStoreLists(ctx.db, request.actor!, request.params.id) }),
  );

  app.put(
    '/Lists/:id',
    {
      config: { auth: 'admin', flags: ['edit_store_details', 'manage_kiosks'] },
      schema: {
        tags,
        summary: "Replaces the store's drink and music lists (labels; values are made from them)",
        params: idParamsSchema,
        body: kioskListsUpdateSchema,
        response: { 200: okEnvelope(kioskListsSchema), '4xx': errorBodySchema },
      },
    },
    async (request) => ({ res_data: await updateStoreLists(ctx.db, request.actor!, request.params.id, request.body) }),
  );
};
