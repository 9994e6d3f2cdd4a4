import {
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  storeKeyHoldersInputSchema,
  storeManagersInputSchema,
  storeOwnersInputSchema,
  storePeopleSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { setStorePeople } from './store-people.service.ts';

const tags = ['Store'];
const response = { 200: okEnvelope(storePeopleSchema), '4xx': errorBodySchema };

/** Owners, managers and key holders of a store: each PUT replaces that whole list. */
export const storePeopleRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/Owners/:id',
    {
      config: { auth: 'admin', flags: ['store_owners'] },
      schema: {
        tags,
        summary: "Sets the store's owners (active employees)",
        params: idParamsSchema,
        body: storeOwnersInputSchema,
        response,
      },
    },
    async (request) => {
      const wanted = request.body.employeeIds.map((employeeId) => ({ employeeId, title: null }));
      return {
        res_data: await setStorePeople(ctx.db, request.actor!, request.params.id, 'owner', wanted, (i) => `employeeIds.${i}`, request.id),
      };
    },
  );

  app.put(
    '/Managers/:id',
    {
      config: { auth: 'admin', flags: ['store_managers'] },
      schema: {
        tags,
        summary: "Sets the store's managers, each titled Store Manager, Shop Manager or General Manager",
        params: idParamsSchema,
        body: storeManagersInputSchema,
        response,
      },
    },
    async (request) => ({
      res_data: await setStorePeople(
        ctx.db,
        request.actor!,
        request.params.id,
        'manager',
        request.body.managers,
        (i) => `managers.${i}.employeeId`,
        request.id,
      ),
    }),
  );

  app.put(
    '/KeyHolders/:id',
    {
      config: { auth: 'admin', flags: ['can_select_key_holder'] },
      schema: {
        tags,
        summary: "Sets the store's key holders (active employees)",
        params: idParamsSchema,
        body: storeKeyHoldersInputSchema,
        response,
      },
    },
    async (request) => {
      const wanted = request.body.employeeIds.map((employeeId) => ({ employeeId, title: null }));
      return {
        res_data: await setStorePeople(
          ctx.db,
          request.actor!,
          request.params.id,
          'key_holder',
          wanted,
          (i) => `employeeIds.${i}`,
          request.id,
        ),
      };
    },
  );
};
