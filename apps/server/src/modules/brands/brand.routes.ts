import { currentBrandSchema, errorBodySchema, okEnvelope } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { brandOfRequest } from '../../platform/brand-of-request.ts';
import { currentBrand } from './brand.service.ts';

export function brandRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/Brand/Current',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Brand'],
        summary: 'The brand of the x-brand-domain header (else the host name) with its active stores',
        response: { 200: okEnvelope(currentBrandSchema), '4xx': errorBodySchema },
      },
    },
    async (request) => ({ res_data: await currentBrand(ctx.db, await brandOfRequest(ctx.db, request)) }),
  );
}
