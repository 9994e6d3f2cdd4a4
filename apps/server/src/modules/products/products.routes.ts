import { productSchema, productSearchResultSchema, productSearchSchema, productWizardSchema } from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerCatalogRoutes } from '../catalog/catalog-routes.ts';
import { searchProducts } from './product-search.service.ts';
import { activateProduct, createProduct, deleteProduct, getProduct, updateProduct } from './products.service.ts';

/** Products (docs/catalog-api.md): list, detail, the wizard's save, activate and delete (archive with history). */
export const productRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCatalogRoutes(app, {
    tag: 'Product',
    schemas: { search: productSearchSchema, searchResult: productSearchResultSchema, record: productSchema, wizard: productWizardSchema },
    search: {
      flags: ['view_product'],
      summary: 'Products: search by name, SKU or barcode; filter by list values, resellable, consumable, active, archived',
      run: (actor, query) => searchProducts(ctx.db, actor, query),
    },
    getById: {
      flags: ['view_product', 'edit_product'],
      summary: "A product's wizard steps (archived ones too)",
      run: (actor, id) => getProduct(ctx, actor, id),
    },
    create: {
      flags: ['create_product'],
      summary: "Saves the product wizard as a new active product with each store's initial stock (409 naming a taken SKU or barcode)",
      run: (actor, wizard, requestId) => createProduct(ctx, actor, wizard, requestId),
    },
    update: {
      flags: ['edit_product'],
      summary: 'Saves the product wizard over an existing product (409 when archived or a SKU/barcode is taken)',
      run: (actor, id, wizard, requestId) => updateProduct(ctx, actor, id, wizard, requestId),
    },
    activate: {
      flags: ['activate_product'],
      summary: 'Activates or deactivates a product ({ active }); 409 when archived',
      run: (actor, id, body, requestId) => activateProduct(ctx, actor, id, body, requestId),
    },
    delete: {
      flags: ['delete_product'],
      summary: 'Deletes a product without history; one with history (stock, back-bar use, store overrides) is archived',
      run: (actor, id, requestId) => deleteProduct(ctx, actor, id, ctx.now(), requestId),
    },
  });
};
