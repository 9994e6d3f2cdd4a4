import { errorBodySchema, okEnvelope, productListParamsSchema, productListsSchema, productListUpdateSchema } from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { getProductLists, updateProductList } from './product-lists.service.ts';

const tags = ['Product'];
const errors = { '4xx': errorBodySchema };

/** The tenant's product lists (productUse, category, productType, manufacturer) the product wizard chooses from. */
export const productListRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Lists',
    {
      config: { auth: 'admin', flags: ['view_product', 'create_product', 'edit_product', 'product_categories', 'product_types'] },
      schema: {
        tags,
        summary: "The tenant's product lists and the default product type",
        response: { 200: okEnvelope(productListsSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await getProductLists(ctx.db, request.actor!) }),
  );

  app.put(
    '/Lists/:list',
    {
      config: { auth: 'admin', flags: ['product_categories', 'product_types'] },
      schema: {
        tags,
        summary: 'Replaces one list (productType needs product_types, the others product_categories); values in use stay',
        params: productListParamsSchema,
        body: productListUpdateSchema,
        response: { 200: okEnvelope(productListsSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await updateProductList(ctx.db, request.actor!, request.params.list, request.body, request.id) }),
  );
};
