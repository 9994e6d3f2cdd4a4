import { createReadStream } from 'node:fs';
import { errorBodySchema, idParamsSchema, okEnvelope, reportExportInputSchema, reportExportSchema } from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { conflict } from '../../platform/http/errors.ts';
import { recentExports } from './report-export-history.ts';
import { exportFilePath, getExport, startExport } from './report-export.service.ts';
import { EXPORT_CONTENT_TYPES } from './report-exports.ts';

const tags = ['Report'];
const errors = { '4xx': errorBodySchema };
const RUN = ['view_report_details', 'limited_report_view', 'full_report_view'];

/** Report exports: start one (a large one runs in the background), follow it, download its file (its asker only). */
export const exportRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/StartExport/:id',
    {
      config: { auth: 'admin', flags: RUN },
      schema: {
        tags,
        summary:
          'Exports the run as CSV, XLSX or PDF: 201 ready to download, or 202 queued as a background job when it is large (the same export again while it is pending)',
        params: idParamsSchema,
        body: reportExportInputSchema,
        response: { 201: okEnvelope(reportExportSchema), 202: okEnvelope(reportExportSchema), ...errors },
      },
    },
    async (request, reply) => {
      const started = await startExport(ctx, request.actor!, request.params.id, request.body, request.id);
      return reply.status(started.export.status === 'succeeded' ? 201 : 202).send({ res_data: started.export });
    },
  );

  app.get(
    '/ExportStatus/:id',
    {
      config: { auth: 'admin', flags: RUN },
      schema: {
        tags,
        summary: "One of the person's own exports with its progress (rows done of the total); anyone else's is 404",
        params: idParamsSchema,
        response: { 200: okEnvelope(reportExportSchema), ...errors },
      },
    },
    async (request) => ({ res_data: (await getExport(ctx.db, request.actor!, request.params.id)).export }),
  );

  app.get(
    '/MyExports/:id',
    {
      config: { auth: 'admin', flags: RUN },
      schema: {
        tags,
        summary:
          "The person's own exports of the report from the last 7 days, newest first (at most 5): an export still running is found again after a reload",
        params: idParamsSchema,
        response: { 200: okEnvelope(z.array(reportExportSchema)), ...errors },
      },
    },
    async (request) => ({ res_data: await recentExports(ctx.db, request.actor!, request.params.id, ctx.now()) }),
  );

  app.get(
    '/ExportFile/:id',
    {
      config: { auth: 'admin', flags: RUN },
      schema: {
        tags,
        summary: "The file of one of the person's own finished exports; anyone else's is 404, an unfinished one 409",
        params: idParamsSchema,
        response: { 200: z.unknown().describe('text/csv, xlsx or application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { row } = await getExport(ctx.db, request.actor!, request.params.id);
      if (row.status !== 'succeeded' || !row.fileName) throw conflict('This export is not ready: wait for it to finish.');
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES[row.format])
        .header('content-disposition', `attachment; filename="${row.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(createReadStream(exportFilePath(ctx.config.DATA_DIR, row)));
    },
  );
};
