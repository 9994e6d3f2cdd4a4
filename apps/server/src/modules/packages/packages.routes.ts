import { packageSchema, packageSearchResultSchema, packageSearchSchema, packageWizardSchema } from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerCatalogRoutes } from '../catalog/catalog-routes.ts';
import { searchPackages } from './package-search.service.ts';
import { activatePackage, createPackage, deletePackage, getPackage, updatePackage } from './packages.service.ts';

/** Packages (docs/catalog-api.md): list, detail, the wizard's save, activate and delete (archive with history). */
export const packageRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCatalogRoutes(app, {
    tag: 'Package',
    schemas: { search: packageSearchSchema, searchResult: packageSearchResultSchema, record: packageSchema, wizard: packageWizardSchema },
    search: {
      flags: ['view_package'],
      summary: 'Packages: search by name; filter by included service, active, archived',
      run: (actor, query) => searchPackages(ctx.db, actor, query),
    },
    getById: {
      flags: ['view_package', 'edit_package'],
      summary: "A package's wizard steps with its services and counts (archived ones too)",
      run: (actor, id) => getPackage(ctx.db, actor, id),
    },
    create: {
      flags: ['create_package'],
      summary: 'Saves the package wizard as a new active package (description trimmed, blank notes dropped)',
      run: (actor, wizard, requestId) => createPackage(ctx.db, actor, wizard, requestId),
    },
    update: {
      flags: ['edit_package'],
      summary: 'Saves the package wizard over an existing package (409 when archived)',
      run: (actor, id, wizard, requestId) => updatePackage(ctx.db, actor, id, wizard, requestId),
    },
    activate: {
      flags: ['activate_package'],
      summary: 'Activates or deactivates a package ({ active }); 409 when archived',
      run: (actor, id, body, requestId) => activatePackage(ctx.db, actor, id, body, requestId),
    },
    delete: {
      flags: ['delete_package'],
      summary: 'Deletes a package without history; one with history is archived',
      run: (actor, id, requestId) => deletePackage(ctx.db, actor, id, ctx.now(), requestId),
    },
  });
};
