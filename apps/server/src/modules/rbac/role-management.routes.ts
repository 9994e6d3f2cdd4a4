import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, okEnvelope, roleCreateBodySchema, roleDetailSchema, roleUpdateBodySchema } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { createRole, getRole, listRoles, updateRole } from './role-management.service.ts';

const READ_FLAGS = ['view_roles', 'edit_roles'];

/** Role: the RBAC management screen's calls. */
export const roleManagementRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/List',
    { config: { auth: 'admin', flags: READ_FLAGS }, schema: { response: { 200: okEnvelope(z.array(roleDetailSchema)) } } },
    async (request) => ({
      res_data: await listRoles(ctx.db, request.actor!),
    }),
  );

  app.get(
    '/GetById/:id',
    { config: { auth: 'admin', flags: READ_FLAGS }, schema: { params: idParamsSchema, response: { 200: okEnvelope(roleDetailSchema) } } },
    async (request) => ({ res_data: await getRole(ctx.db, request.actor!, request.params.id) }),
  );

  app.post(
    '/Create',
    {
      config: { auth: 'admin', flags: ['create_roles', 'create_role_definition'] },
      schema: { body: roleCreateBodySchema, response: { 201: okEnvelope(roleDetailSchema) } },
    },
    async (request, reply) => reply.code(201).send({ res_data: await createRole(ctx.db, request.actor!, request.body, request.id) }),
  );

  app.put(
    '/Update/:id',
    {
      config: { auth: 'admin', flags: ['edit_roles'] },
      schema: { params: idParamsSchema, body: roleUpdateBodySchema, response: { 200: okEnvelope(roleDetailSchema) } },
    },
    async (request) => ({ res_data: await updateRole(ctx.db, request.actor!, request.params.id, request.body, request.id) }),
  );
};
