import {
  errorBodySchema,
  kpiStoreOptionsSchema,
  kpiSummaryQuerySchema,
  kpiSummarySchema,
  okEnvelope,
  todayQuerySchema,
  todaySchema,
} from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { kpiStoreOptions, kpiSummary } from './kpi-summary.service.ts';
import { today } from './today.service.ts';

const tags = ['Dashboard'];
const errors = { '4xx': errorBodySchema };
const KPI_FLAGS = ['kpi_summary', 'kpi_summary_all_stores'];

/** The spec's dashboards (/admin/dashboards/*): figures computed from invoices, payments, appointments and shifts. */
export const dashboardRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/KpiStores',
    {
      config: { auth: 'admin', flags: KPI_FLAGS },
      schema: {
        tags,
        summary: 'The stores the person may pick on the KPI summary, and whether "All stores" is allowed',
        response: { 200: okEnvelope(kpiStoreOptionsSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await kpiStoreOptions(ctx.db, request.actor!) }),
  );

  app.get(
    '/KpiSummary',
    {
      config: { auth: 'admin', flags: KPI_FLAGS },
      schema: {
        tags,
        summary:
          'KPI summary of a store (kpi_summary) or every store in scope (kpi_summary_all_stores) for local days from..to, with the previous period and a per-cutter breakdown',
        querystring: kpiSummaryQuerySchema,
        response: { 200: okEnvelope(kpiSummarySchema), ...errors },
      },
    },
    async (request) => ({ res_data: await kpiSummary(ctx.db, request.actor!, request.query, ctx.now()) }),
  );

  app.get(
    '/Today',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary:
          "The admin home: today's appointments by status, revenue so far, who is on shift, low stock at a store (each part only with its flags)",
        querystring: todayQuerySchema,
        response: { 200: okEnvelope(todaySchema), ...errors },
      },
    },
    async (request) => ({ res_data: await today(ctx.db, request.actor!, request.query.storeId, ctx.now()) }),
  );
};
