import {
  catalogActivateSchema,
  catalogDeleteResultSchema,
  catalogStatusResultSchema,
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  serviceSchema,
  serviceSearchResultSchema,
  serviceSearchSchema,
  serviceWizardSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { searchServices } from './service-search.service.ts';
import { activateService, createService, deleteService, getService, updateService } from './services.service.ts';

const tags = ['Service'];
const errors = { '4xx': errorBodySchema };

/** Services (docs/catalog-api.md): list, detail, the wizard's save, activate and delete (archive with history). */
export const serviceRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Search',
    {
      config: { auth: 'admin', flags: ['view_service'] },
      schema: {
        tags,
        summary: 'Services: search by name or category; filter by category, store, skill set, active, online-bookable, archived',
        body: serviceSearchSchema,
        response: { 200: okEnvelope(serviceSearchResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await searchServices(ctx.db, request.actor!, request.body) }),
  );

  app.get(
    '/GetById/:id',
    {
      config: { auth: 'admin', flags: ['view_service', 'edit_service'] },
      schema: {
        tags,
        summary: "A service's wizard steps, stores, store prices and consumable products (archived ones too)",
        params: idParamsSchema,
        response: { 200: okEnvelope(serviceSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await getService(ctx.db, request.actor!, request.params.id) }),
  );

  app.post(
    '/Create',
    {
      config: { auth: 'admin', flags: ['create_service'] },
      schema: {
        tags,
        summary: 'Saves the service wizard as a new active service (a signature service needs signature_services)',
        body: serviceWizardSchema,
        response: { 201: okEnvelope(serviceSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await createService(ctx.db, request.actor!, request.body, request.id) }),
  );

  app.put(
    '/Update/:id',
    {
      config: { auth: 'admin', flags: ['edit_service'] },
      schema: {
        tags,
        summary: 'Saves the service wizard over an existing service (409 when archived)',
        params: idParamsSchema,
        body: serviceWizardSchema,
        response: { 200: okEnvelope(serviceSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await updateService(ctx.db, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.patch(
    '/Activate/:id',
    {
      config: { auth: 'admin', flags: ['activate_service'] },
      schema: {
        tags,
        summary: 'Activates or deactivates a service ({ active }); 409 when archived',
        params: idParamsSchema,
        body: catalogActivateSchema,
        response: { 200: okEnvelope(catalogStatusResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await activateService(ctx.db, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.delete(
    '/Delete/:id',
    {
      config: { auth: 'admin', flags: ['delete_service'] },
      schema: {
        tags,
        summary: 'Deletes a service without history; one with history (packages, store prices, appointments) is archived',
        params: idParamsSchema,
        response: { 200: okEnvelope(catalogDeleteResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await deleteService(ctx.db, request.actor!, request.params.id, ctx.now(), request.id) }),
  );
};
