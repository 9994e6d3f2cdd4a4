import {
  catalogActivateSchema,
  catalogDeleteResultSchema,
  catalogStatusResultSchema,
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  productSchema,
  productSearchResultSchema,
  productSearchSchema,
  productWizardSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { searchProducts } from './product-search.service.ts';
import { activateProduct, createProduct, deleteProduct, getProduct, updateProduct } from './products.service.ts';

const tags = ['Product'];
const errors = { '4xx': errorBodySchema };

/** Products (docs/catalog-api.md): list, detail, the wizard's save, activate and delete (archive with history). */
export const productRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Search',
    {
      config: { auth: 'admin', flags: ['view_product'] },
      schema: {
        tags,
        summary: 'Products: search by name, SKU or barcode; filter by list values, resellable, consumable, active, archived',
        body: productSearchSchema,
        response: { 200: okEnvelope(productSearchResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await searchProducts(ctx.db, request.actor!, request.body) }),
  );

  app.get(
    '/GetById/:id',
    {
      config: { auth: 'admin', flags: ['view_product', 'edit_product'] },
      schema: {
        tags,
        summary: "A product's wizard steps (archived ones too)",
        params: idParamsSchema,
        response: { 200: okEnvelope(productSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await getProduct(ctx, request.actor!, request.params.id) }),
  );

  app.post(
    '/Create',
    {
      config: { auth: 'admin', flags: ['create_product'] },
      schema: {
        tags,
        summary: "Saves the product wizard as a new active product with each store's initial stock (409 naming a taken SKU or barcode)",
        body: productWizardSchema,
        response: { 201: okEnvelope(productSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await createProduct(ctx, request.actor!, request.body, request.id) }),
  );

  app.put(
    '/Update/:id',
    {
      config: { auth: 'admin', flags: ['edit_product'] },
      schema: {
        tags,
        summary: 'Saves the product wizard over an existing product (409 when archived or a SKU/barcode is taken)',
        params: idParamsSchema,
        body: productWizardSchema,
        response: { 200: okEnvelope(productSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await updateProduct(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.patch(
    '/Activate/:id',
    {
      config: { auth: 'admin', flags: ['activate_product'] },
      schema: {
        tags,
        summary: 'Activates or deactivates a product ({ active }); 409 when archived',
        params: idParamsSchema,
        body: catalogActivateSchema,
        response: { 200: okEnvelope(catalogStatusResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await activateProduct(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.delete(
    '/Delete/:id',
    {
      config: { auth: 'admin', flags: ['delete_product'] },
      schema: {
        tags,
        summary: 'Deletes a product without history; one with history (stock, back-bar use, store overrides) is archived',
        params: idParamsSchema,
        response: { 200: okEnvelope(catalogDeleteResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await deleteProduct(ctx, request.actor!, request.params.id, ctx.now(), request.id) }),
  );
};
