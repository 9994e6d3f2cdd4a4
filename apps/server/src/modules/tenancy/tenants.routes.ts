import { errorBodySchema, idParamsSchema, okEnvelope, tenantStatusBodySchema, tenantSummarySchema } from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { listTenants, setTenantStatus } from './tenants.service.ts';

const tags = ['Tenant'];
// super_admin is no catalogue flag: only a Super Admin's access controls ({ super_admin: true }) pass.
const config = { auth: 'admin' as const, flags: ['super_admin'] };

/** /admin/tenants: the platform's tenants for the Super Admin, with suspend and resume. */
export const tenantRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/List',
    {
      config,
      schema: {
        tags,
        summary: 'Every tenant with its status and counts (Super Admin)',
        response: { 200: okEnvelope(z.array(tenantSummarySchema)), '4xx': errorBodySchema },
      },
    },
    async (request) => ({ res_data: await listTenants(ctx.db, request.actor!) }),
  );

  for (const [action, status] of [
    ['Suspend', 'suspended'],
    ['Resume', 'active'],
  ] as const)
    app.patch(
      `/${action}/:id`,
      {
        config,
        schema: {
          tags,
          summary:
            status === 'suspended'
              ? 'Suspends a tenant: its staff and customers are signed out and cannot sign in; its customer pages say so'
              : 'Resumes a suspended tenant',
          params: idParamsSchema,
          body: tenantStatusBodySchema,
          response: { 200: okEnvelope(tenantSummarySchema), '4xx': errorBodySchema },
        },
      },
      async (request) => ({ res_data: await setTenantStatus(ctx.db, request.actor!, request.params.id, status) }),
    );
};
