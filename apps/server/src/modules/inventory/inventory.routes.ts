import {
  addStockSchema,
  editQuantitySchema,
  editThresholdSchema,
  errorBodySchema,
  idParamsSchema,
  inventorySearchResultSchema,
  inventorySearchSchema,
  okEnvelope,
  stockItemSchema,
  stockMovementsQuerySchema,
  stockMovementsResultSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { getStockItem, listMovements, searchInventory } from './inventory-read.service.ts';
import { addStock, editQuantity, editThreshold } from './inventory.service.ts';

const tags = ['Inventory'];
const errors = { '4xx': errorBodySchema };

/** Stock per store and product: list, detail, receipts, counted quantities, thresholds, history. */
export const inventoryRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Search',
    {
      config: { auth: 'admin', flags: ['search_inventory', 'view_inventory'] },
      schema: {
        tags,
        summary: 'Stock items the caller may see: search product name or SKU; filter by store, below threshold, category',
        body: inventorySearchSchema,
        response: { 200: okEnvelope(inventorySearchResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await searchInventory(ctx.db, request.actor!, request.body) }),
  );

  app.get(
    '/GetById/:id',
    {
      config: { auth: 'admin', flags: ['view_inventory_details'] },
      schema: {
        tags,
        summary: 'A stock item with its latest movements',
        params: idParamsSchema,
        response: { 200: okEnvelope(stockItemSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await getStockItem(ctx.db, request.actor!, request.params.id) }),
  );

  app.post(
    '/AddStock/:id',
    {
      config: { auth: 'admin', flags: ['add_stock'] },
      schema: {
        tags,
        summary: 'Receives stock: a positive quantity at a unit cost (a receipt movement)',
        params: idParamsSchema,
        body: addStockSchema,
        response: { 200: okEnvelope(stockItemSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await addStock(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.post(
    '/EditQuantity/:id',
    {
      config: { auth: 'admin', flags: ['edit_quantity'] },
      schema: {
        tags,
        summary: 'Sets the counted quantity with a reason (an adjustment movement of the difference)',
        params: idParamsSchema,
        body: editQuantitySchema,
        response: { 200: okEnvelope(stockItemSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await editQuantity(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.put(
    '/EditThreshold/:id',
    {
      config: { auth: 'admin', flags: ['edit_threshold'] },
      schema: {
        tags,
        summary: "Sets the low-stock threshold; falling below it emails the store's managers once per crossing",
        params: idParamsSchema,
        body: editThresholdSchema,
        response: { 200: okEnvelope(stockItemSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await editThreshold(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.post(
    '/Movements/:id',
    {
      config: { auth: 'admin', flags: ['view_inventory_details'] },
      schema: {
        tags,
        summary: "A stock item's movements, newest first (paged)",
        params: idParamsSchema,
        body: stockMovementsQuerySchema,
        response: { 200: okEnvelope(stockMovementsResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await listMovements(ctx.db, request.actor!, request.params.id, request.body) }),
  );
};
