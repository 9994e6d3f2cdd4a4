import { serviceSchema, serviceSearchResultSchema, serviceSearchSchema, serviceWizardSchema } from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerCatalogRoutes } from '../catalog/catalog-routes.ts';
import { searchServices } from './service-search.service.ts';
import { activateService, createService, deleteService, getService, updateService } from './services.service.ts';

/** Services (docs/catalog-api.md): list, detail, the wizard's save, activate and delete (archive with history). */
export const serviceRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCatalogRoutes(app, {
    tag: 'Service',
    schemas: { search: serviceSearchSchema, searchResult: serviceSearchResultSchema, record: serviceSchema, wizard: serviceWizardSchema },
    search: {
      flags: ['view_service'],
      summary: 'Services: search by name or category; filter by category, store, skill set, active, online-bookable, archived',
      run: (actor, query) => searchServices(ctx.db, actor, query),
    },
    getById: {
      flags: ['view_service', 'edit_service'],
      summary: "A service's wizard steps, stores, store prices and consumable products (archived ones too)",
      run: (actor, id) => getService(ctx.db, actor, id),
    },
    create: {
      flags: ['create_service'],
      summary: 'Saves the service wizard as a new active service (a signature service needs signature_services)',
      run: (actor, wizard, requestId) => createService(ctx.db, actor, wizard, requestId),
    },
    update: {
      flags: ['edit_service'],
      summary: 'Saves the service wizard over an existing service (409 when archived)',
      run: (actor, id, wizard, requestId) => updateService(ctx.db, actor, id, wizard, requestId),
    },
    activate: {
      flags: ['activate_service'],
      summary: 'Activates or deactivates a service ({ active }); 409 when archived',
      run: (actor, id, body, requestId) => activateService(ctx.db, actor, id, body, requestId),
    },
    delete: {
      flags: ['delete_service'],
      summary: 'Deletes a service without history; one with history (packages, store prices, appointments) is archived',
      run: (actor, id, requestId) => deleteService(ctx.db, actor, id, ctx.now(), requestId),
    },
  });
};
