import {
  configFetchResultSchema,
  configFetchSchema,
  errorBodySchema,
  okEnvelope,
  translationRequestSchema,
  translationResultSchema,
  webEnvSchema,
} from '@salon/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { brandOfRequest } from '../../platform/brand-of-request.ts';
import { AppError } from '../../platform/http/errors.ts';
import { fetchConfig, webEnv, type ConfigScope } from './config.service.ts';
import { getTranslations } from './translations.ts';

const errors = { '4xx': errorBodySchema };

export function configRoutes(app: FastifyInstance, ctx: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/Config/Fetch',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['Config'],
        summary: 'Config groups of the tenant of the session, or of the brand domain',
        body: configFetchSchema,
        response: { 200: okEnvelope(configFetchResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await fetchConfig(ctx, await scopeOf(ctx, request), request.body.groups) }),
  );

  routes.post(
    '/api/Config/GetTranslation',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Config'],
        summary: 'Labels per page and language; key is the client clock in epoch milliseconds',
        body: translationRequestSchema,
        response: { 200: okEnvelope(translationResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await getTranslations(ctx.db, ctx.now(), request.body) }),
  );

  routes.get(
    '/api/getEnv',
    {
      config: { auth: 'public' },
      schema: { tags: ['Config'], summary: "The web shell's environment settings", response: { 200: okEnvelope(webEnvSchema) } },
    },
    async () => ({ res_data: webEnv(ctx.config) }),
  );
}

/** The session's tenant; else the brand domain's; on a domain no brand owns, none (defaults only). */
async function scopeOf(ctx: AppContext, request: FastifyRequest): Promise<ConfigScope> {
  const actor = request.actor;
  if (actor) return { tenantId: actor.tenantId, staff: actor.type === 'admin' };
  try {
    const brand = await brandOfRequest(ctx.db, request);
    return { tenantId: brand.tenantId, staff: false };
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return { tenantId: null, staff: false };
    throw err;
  }
}
