import {
  errorBodySchema,
  inventorySettingsInputSchema,
  inventorySettingsSchema,
  inventoryStoreParamsSchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { getInventorySettings, setInventorySettings } from './inventory-settings.service.ts';

const tags = ['Inventory'];
const errors = { '4xx': errorBodySchema };

/** A store's inventory setting: whether its stock may go below zero (a store setting, so edit_store_details). */
export const inventorySettingsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Settings/:storeId',
    {
      config: { auth: 'admin', flags: ['view_inventory', 'view_inventory_details', 'edit_store_details'] },
      schema: {
        tags,
        summary: "A store's inventory settings",
        params: inventoryStoreParamsSchema,
        response: { 200: okEnvelope(inventorySettingsSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await getInventorySettings(ctx.db, request.actor!, request.params.storeId) }),
  );

  app.put(
    '/Settings/:storeId',
    {
      config: { auth: 'admin', flags: ['edit_store_details'] },
      schema: {
        tags,
        summary: 'Allows or refuses negative stock at a store',
        params: inventoryStoreParamsSchema,
        body: inventorySettingsInputSchema,
        response: { 200: okEnvelope(inventorySettingsSchema), ...errors },
      },
    },
    async (request) => ({
      res_data: await setInventorySettings(ctx.db, request.actor!, request.params.storeId, request.body.allowNegativeStock, request.id),
    }),
  );
};
