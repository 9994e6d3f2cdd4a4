import {
  errorBodySchema,
  idParamsSchema,
  okEnvelope,
  reportActiveSchema,
  reportDefinitionInputSchema,
  reportDefinitionListSchema,
  reportDefinitionSchema,
  reportExportQuerySchema,
  reportResultSchema,
  reportRunSchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { conflict, invalid } from '../../platform/http/errors.ts';
import { exportRoutes } from './report-export.routes.ts';
import { EXPORT_CONTENT_TYPES, exportFile } from './report-exports.ts';
import { createReport, getReport, listReports, runReport, setReportActive, updateReport } from './reports.service.ts';

const tags = ['Report'];
const errors = { '4xx': errorBodySchema };
const RUN = ['view_report_details', 'limited_report_view', 'full_report_view'];

/** Saved reports (/admin/reports, /admin/reports/{id}) with CSV, XLSX and PDF exports. */
export const reportRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/List',
    {
      config: { auth: 'admin', flags: ['list_reports', 'limited_report_view', 'full_report_view'] },
      schema: {
        tags,
        summary: 'The saved reports of the stores the person may see',
        response: { 200: okEnvelope(reportDefinitionListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await listReports(ctx.db, request.actor!) }),
  );

  app.get(
    '/GetById/:id',
    {
      config: { auth: 'admin', flags: ['view_report_details', 'edit_report', ...RUN] },
      schema: {
        tags,
        summary: 'One saved report',
        params: idParamsSchema,
        response: { 200: okEnvelope(reportDefinitionSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await getReport(ctx.db, request.actor!, request.params.id) }),
  );

  app.post(
    '/Create',
    {
      config: { auth: 'admin', flags: ['create_report'] },
      schema: {
        tags,
        summary: "Saves a report: a type of the registry with that type's parameters",
        body: reportDefinitionInputSchema,
        response: { 201: okEnvelope(reportDefinitionSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ res_data: await createReport(ctx.db, request.actor!, request.body, request.id) }),
  );

  app.put(
    '/Update/:id',
    {
      config: { auth: 'admin', flags: ['edit_report'] },
      schema: {
        tags,
        summary: 'Changes a saved report',
        params: idParamsSchema,
        body: reportDefinitionInputSchema,
        response: { 200: okEnvelope(reportDefinitionSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await updateReport(ctx.db, request.actor!, request.params.id, request.body, request.id) }),
  );

  app.post(
    '/SetActive/:id',
    {
      config: { auth: 'admin', flags: ['activate_report'] },
      schema: {
        tags,
        summary: 'Activates or deactivates a saved report',
        params: idParamsSchema,
        body: reportActiveSchema,
        response: { 200: okEnvelope(reportDefinitionSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await setReportActive(ctx.db, request.actor!, request.params.id, request.body.active, request.id) }),
  );

  app.post(
    '/Run/:id',
    {
      config: { auth: 'admin', flags: RUN },
      schema: {
        tags,
        summary: 'Runs a saved report for local days from..to: rows and totals (a limited view gets only its own rows)',
        params: idParamsSchema,
        body: reportRunSchema,
        response: { 200: okEnvelope(reportResultSchema), ...errors },
      },
    },
    async (request) => {
      const { storeLabel: _, ...result } = await runReport(ctx.db, request.actor!, request.params.id, request.body);
      return { res_data: result };
    },
  );

  app.get(
    '/Export/:id',
    {
      config: { auth: 'admin', flags: RUN },
      schema: {
        tags,
        summary: 'The run as a CSV, XLSX or PDF file (the same rows the person sees); a large one answers 409 (StartExport)',
        params: idParamsSchema,
        querystring: reportExportQuerySchema,
        response: { 200: z.unknown().describe('text/csv, xlsx or application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { format, from, to } = request.query;
      const run = reportRunSchema.safeParse({ from, to });
      if (!run.success) throw invalid(Object.fromEntries(run.error.issues.map((i) => [i.path.join('.'), i.message])));
      const result = await runReport(ctx.db, request.actor!, request.params.id, run.data);
      if (result.rows.length > ctx.config.REPORT_EXPORT_BACKGROUND_ROWS)
        throw conflict(`This export has ${result.rows.length} rows: start it with StartExport, it is prepared in the background.`);
      const { bytes, name } = await exportFile(result, format);
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Buffer.from(bytes));
    },
  );

  await app.register(exportRoutes, { ctx });
};
