import {
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  storeDeleteResultSchema,
  storeSchema,
  storeSearchResultSchema,
  storeSearchSchema,
  storeWizardSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { searchStores } from './store-search.service.ts';
import { createStore, deleteStore, getStore, updateStore } from './stores.service.ts';

const tags = ['Store'];
const errors = { '4xx': errorBodySchema };

/** Store list, detail and the wizard's save (Create/Update), and Delete. */
export const storeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/Search',
    {
      config: { auth: 'admin', flags: ['search_stores', 'get_store_list'] },
      schema: {
        tags,
        summary: 'Stores the caller may see: search by name, city or state; filter, sort, page',
        body: storeSearchSchema,
        response: { 200: okEnvelope(storeSearchResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await searchStores(ctx.db, request.actor!, request.body) }),
  );

  app.get(
    '/GetById/:id',
    {
      config: { auth: 'admin', flags: ['view_store_details', 'edit_store_details'] },
      schema: {
        tags,
        summary: "A store's wizard steps, documents and people (Wi-Fi password only with view_store_details)",
        params: idParamsSchema,
        response: { 200: okEnvelope(storeSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await getStore(ctx.db, request.actor!, request.params.id) }),
  );

  app.post(
    '/Create',
    {
      config: { auth: 'admin', flags: ['create_store'] },
      schema: {
        tags,
        summary: 'Saves the store wizard as a new pending store',
        body: storeWizardSchema,
        response: { 201: okEnvelope(storeSchema), ...errors },
      },
    },
    async (request, reply) => {
      const store = await createStore(ctx.db, request.actor!, request.body, ctx.now(), request.id);
      return reply.status(201).send({ res_data: store });
    },
  );

  app.put(
    '/Update/:id',
    {
      config: { auth: 'admin', flags: ['edit_store_details'] },
      schema: {
        tags,
        summary: 'Saves the store wizard over an existing store (an omitted Wi-Fi password is kept)',
        params: idParamsSchema,
        body: storeWizardSchema,
        response: { 200: okEnvelope(storeSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await updateStore(ctx.db, request.actor!, request.params.id, request.body, ctx.now(), request.id) }),
  );

  app.delete(
    '/Delete/:id',
    {
      config: { auth: 'admin', flags: ['delete_store'] },
      schema: {
        tags,
        summary: 'Deletes a store without history (409 when employees or records refer to it)',
        params: idParamsSchema,
        response: { 200: okEnvelope(storeDeleteResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await deleteStore(ctx.db, request.actor!, request.params.id, request.id) }),
  );
};
