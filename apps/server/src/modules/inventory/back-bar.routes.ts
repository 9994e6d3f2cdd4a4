import {
  backBarSearchResultSchema,
  backBarSearchSchema,
  backBarUndoParamsSchema,
  backBarUsageSchema,
  emptyBodySchema,
  errorBodySchema,
  okEnvelope,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { searchBackBar } from './back-bar-read.service.ts';
import { undoBackBarRequest } from './back-bar.service.ts';

const tags = ['Inventory'];
const errors = { '4xx': errorBodySchema };

/** Back-bar usage: what completed services took from stock, and undoing it once. */
export const backBarRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/BackBar/Search',
    {
      config: { auth: 'admin', flags: ['view_back_bar'] },
      schema: {
        tags,
        summary: 'Back-bar usages the caller may see, newest first; filter by store, appointment, status',
        body: backBarSearchSchema,
        response: { 200: okEnvelope(backBarSearchResultSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await searchBackBar(ctx.db, request.actor!, request.body) }),
  );

  app.post(
    '/BackBar/Undo/:usageId',
    {
      config: { auth: 'admin', flags: ['undo_back_bar'] },
      schema: {
        tags,
        summary: 'Puts back what a back-bar usage deducted (once; a second undo is 409)',
        params: backBarUndoParamsSchema,
        body: emptyBodySchema,
        response: { 200: okEnvelope(backBarUsageSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await undoBackBarRequest(ctx, request.actor!, request.params.usageId, request.id) }),
  );
};
