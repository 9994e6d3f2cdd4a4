import {
  demandTemplateAppliedSchema,
  demandTemplateApplySchema,
  demandTemplateCreateSchema,
  demandTemplateDeletedSchema,
  demandTemplateListQuerySchema,
  demandTemplateListSchema,
  demandTemplateSchema,
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { applyTemplate, createTemplate, deleteTemplate, listTemplates } from './demand-templates.service.ts';

const tags = ['StoreDemand'];
const errors = { '4xx': errorBodySchema };
const editors = { auth: 'admin' as const, flags: ['create_store_demand', 'edit_store_demand'] };

/** Demand templates (issue 17): a store's named weeks of demand, saved and applied from the demand wizard. */
export const demandTemplateRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/Templates',
    {
      config: { auth: 'admin', flags: ['view_store_demand', 'create_store_demand', 'edit_store_demand'] },
      schema: {
        tags,
        summary: "The store's demand templates by name",
        querystring: demandTemplateListQuerySchema,
        response: { 200: okEnvelope(demandTemplateListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await listTemplates(ctx, request.actor!, request.query.storeId) }),
  );

  app.post(
    '/Templates',
    {
      config: editors,
      schema: {
        tags,
        summary: "Saves a week's headcounts as a named template of the store; 409 when the name is taken",
        body: demandTemplateCreateSchema,
        response: { 201: okEnvelope(demandTemplateSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await createTemplate(ctx, request.actor!, request.body, request.id) }),
  );

  app.post(
    '/Templates/:id/Apply',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Fills a week from the template as a draft (new week, or a draft at the version given); 409 for a booked week',
        params: idParamsSchema,
        body: demandTemplateApplySchema,
        response: { 200: okEnvelope(demandTemplateAppliedSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await applyTemplate(ctx, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.delete(
    '/Templates/:id',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Deletes a demand template',
        params: idParamsSchema,
        response: { 200: okEnvelope(demandTemplateDeletedSchema), ...errors },
      },
    },
    async (request) => {
      await deleteTemplate(ctx, request.actor!, request.params.id, request.id);
      return { res_data: { id: request.params.id } };
    },
  );
};
