import {
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  serviceCategoryListSchema,
  serviceCategoryRenameSchema,
  serviceCategorySchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { listServiceCategories, renameServiceCategory } from './service-categories.ts';

const tags = ['ServiceCategory'];
const errors = { '4xx': errorBodySchema };

/** Service categories (issue 16): the list, and a rename that keeps what is keyed on the category's id. */
export const serviceCategoryRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/List',
    {
      config: { auth: 'admin', flags: ['view_service', 'edit_service', 'accounting_module'] },
      schema: {
        tags,
        summary: 'The service categories in use, with their service counts',
        response: { 200: okEnvelope(serviceCategoryListSchema), ...errors },
      },
    },
    async (request) => ({
      res_data: { items: await withTenant(ctx.db, request.actor!.tenantId, (tx) => listServiceCategories(tx, request.actor!.tenantId)) },
    }),
  );
  app.put(
    '/Rename/:id',
    {
      config: { auth: 'admin', flags: ['edit_service'] },
      schema: {
        tags,
        summary: 'Renames a service category and its services (its GL account and other id-keyed records stay)',
        params: idParamsSchema,
        body: serviceCategoryRenameSchema,
        response: { 200: okEnvelope(serviceCategorySchema), ...errors },
      },
    },
    async (request) => ({
      res_data: await renameServiceCategory(ctx.db, request.actor!, request.params.id, request.body.name, request.id),
    }),
  );
};
