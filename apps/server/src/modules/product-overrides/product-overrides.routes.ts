import {
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  productOverrideDeleteResultSchema,
  productOverrideInputSchema,
  productOverrideSchema,
  productOverrideSearchResultSchema,
  productOverrideSearchSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import {
  createProductOverride,
  deleteProductOverride,
  getProductOverride,
  searchProductOverrides,
  updateProductOverride,
} from './product-overrides.service.ts';

const tags = ['ProductOverride'];
const errors = { '4xx': errorBodySchema };

/** Product overrides (/admin/retail-adjustments): a store's own price and availability of a product. */
export const productOverrideRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Search',
    {
      config: { auth: 'admin', flags: ['view_product_override'] },
      schema: {
        tags,
        summary: 'Overrides of the stores the caller works at: search by product name or SKU; filter by store, product, availability',
        body: productOverrideSearchSchema,
        response: { 200: okEnvelope(productOverrideSearchResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await searchProductOverrides(ctx.db, request.actor!, request.body) }),
  );

  app.get(
    '/GetById/:id',
    {
      config: { auth: 'admin', flags: ['view_product_override', 'update_product_override'] },
      schema: {
        tags,
        summary: 'One override with the product price and what the store charges',
        params: idParamsSchema,
        response: { 200: okEnvelope(productOverrideSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await getProductOverride(ctx.db, request.actor!, request.params.id) }),
  );

  app.post(
    '/Create',
    {
      config: { auth: 'admin', flags: ['create_product_override'] },
      schema: {
        tags,
        summary: "Overrides a product's price and/or availability at one store (409 when that store already has one)",
        body: productOverrideInputSchema,
        response: { 201: okEnvelope(productOverrideSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ res_data: await createProductOverride(ctx.db, request.actor!, request.body.basicDetails, request.id) }),
  );

  app.put(
    '/Update/:id',
    {
      config: { auth: 'admin', flags: ['update_product_override'] },
      schema: {
        tags,
        summary: 'Saves the override form over an existing override',
        params: idParamsSchema,
        body: productOverrideInputSchema,
        response: { 200: okEnvelope(productOverrideSchema), ...errors },
      },
    },
    async (request) => ({
      res_data: await updateProductOverride(ctx.db, request.actor!, request.params.id, request.body.basicDetails, request.id),
    }),
  );

  app.delete(
    '/Delete/:id',
    {
      config: { auth: 'admin', flags: ['delete_product_override'] },
      schema: {
        tags,
        summary: "Removes the override: the store charges the product's own price again",
        params: idParamsSchema,
        response: { 200: okEnvelope(productOverrideDeleteResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await deleteProductOverride(ctx.db, request.actor!, request.params.id, request.id) }),
  );
};
