import {
  catalogActivateSchema,
  catalogDeleteResultSchema,
  catalogStatusResultSchema,
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  packageSchema,
  packageSearchResultSchema,
  packageSearchSchema,
  packageWizardSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { searchPackages } from './package-search.service.ts';
import { activatePackage, createPackage, deletePackage, getPackage, updatePackage } from './packages.service.ts';

const tags = ['Package'];
const errors = { '4xx': errorBodySchema };

/** Packages (docs/catalog-api.md): list, detail, the wizard's save, activate and delete (archive with history). */
export const packageRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Search',
    {
      config: { auth: 'admin', flags: ['view_package'] },
      schema: {
        tags,
        summary: 'Packages: search by name; filter by included service, active, archived',
        body: packageSearchSchema,
        response: { 200: okEnvelope(packageSearchResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await searchPackages(ctx.db, request.actor!, request.body) }),
  );

  app.get(
    '/GetById/:id',
    {
      config: { auth: 'admin', flags: ['view_package', 'edit_package'] },
      schema: {
        tags,
        summary: "A package's wizard steps with its services and counts (archived ones too)",
        params: idParamsSchema,
        response: { 200: okEnvelope(packageSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await getPackage(ctx.db, request.actor!, request.params.id) }),
  );

  app.post(
    '/Create',
    {
      config: { auth: 'admin', flags: ['create_package'] },
      schema: {
        tags,
        summary: 'Saves the package wizard as a new active package (description trimmed, blank notes dropped)',
        body: packageWizardSchema,
        response: { 201: okEnvelope(packageSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await createPackage(ctx.db, request.actor!, request.body, request.id) }),
  );

  app.put(
    '/Update/:id',
    {
      config: { auth: 'admin', flags: ['edit_package'] },
      schema: {
        tags,
        summary: 'Saves the package wizard over an existing package (409 when archived)',
        params: idParamsSchema,
        body: packageWizardSchema,
        response: { 200: okEnvelope(packageSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await updatePackage(ctx.db, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.patch(
    '/Activate/:id',
    {
      config: { auth: 'admin', flags: ['activate_package'] },
      schema: {
        tags,
        summary: 'Activates or deactivates a package ({ active }); 409 when archived',
        params: idParamsSchema,
        body: catalogActivateSchema,
        response: { 200: okEnvelope(catalogStatusResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await activatePackage(ctx.db, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.delete(
    '/Delete/:id',
    {
      config: { auth: 'admin', flags: ['delete_package'] },
      schema: {
        tags,
        summary: 'Deletes a package without history; one with history is archived',
        params: idParamsSchema,
        response: { 200: okEnvelope(catalogDeleteResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await deletePackage(ctx.db, request.actor!, request.params.id, ctx.now(), request.id) }),
  );
};
