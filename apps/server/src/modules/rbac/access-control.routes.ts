import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { employeeRoleAssignmentSchema, idParamsSchema, okEnvelope, roleDefinitionSchema, rolesInfoSchema } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { EMPTY_ROLES_INFO, employeeRolesById, grantableRoles, rolesInfoOf } from './rbac.service.ts';

/** AccessControl: the caller's roles, the roles an employee may grant, an employee's assignments. */
export const accessControlRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/GetRoles', { config: { auth: 'optional' }, schema: { response: { 200: okEnvelope(rolesInfoSchema) } } }, async (request) => ({
    res_data: request.actor ? rolesInfoOf(request.actor) : EMPTY_ROLES_INFO,
  }));

  app.get(
    '/GetCreateRoles/:id',
    {
      config: { auth: 'admin', flags: ['create_employee', 'view_roles', 'create_roles'] },
      schema: { params: idParamsSchema, response: { 200: okEnvelope(z.array(roleDefinitionSchema)) } },
    },
    async (request) => ({ res_data: await grantableRoles(ctx.db, request.actor!, request.params.id) }),
  );

  // Flags are checked in the service: an employee may always read their own assignments.
  app.get(
    '/GetEmployeeRolesById/:id',
    { config: { auth: 'admin' }, schema: { params: idParamsSchema, response: { 200: okEnvelope(z.array(employeeRoleAssignmentSchema)) } } },
    async (request) => ({ res_data: await employeeRolesById(ctx.db, request.actor!, request.params.id) }),
  );
};
