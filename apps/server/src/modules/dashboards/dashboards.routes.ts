import {
  customerDashboardSchema,
  customerListQuerySchema,
  customerListSchema,
  DASHBOARD_FLAGS,
  dashboardRangeQuerySchema,
  dashboardStoresParamsSchema,
  errorBodySchema,
  kpiInvoicesSchema,
  retentionDashboardSchema,
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
import { customerDashboard, customerList, retentionDashboard } from './customer-dashboard.service.ts';
import { kpiInvoices } from './kpi-invoices.service.ts';
import { dashboardStoreOptions, kpiSummary } from './kpi-summary.service.ts';
import { today } from './today.service.ts';

const tags = ['Dashboard'];
const errors = { '4xx': errorBodySchema };
const KPI_FLAGS = [...DASHBOARD_FLAGS.kpi];
const CUSTOMER_FLAGS = [...DASHBOARD_FLAGS.customers];
const RETENTION_FLAGS = [...DASHBOARD_FLAGS.retention];

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
    async (request) => ({ res_data: await dashboardStoreOptions(ctx.db, request.actor!, 'kpi') }),
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
    '/Stores/:dashboard',
    {
      config: { auth: 'admin', flags: [...KPI_FLAGS, ...CUSTOMER_FLAGS, ...RETENTION_FLAGS] },
      schema: {
        tags,
        summary: 'The stores the person may pick on a dashboard (kpi, customers, retention), and whether "All stores" is allowed',
        params: dashboardStoresParamsSchema,
        response: { 200: okEnvelope(kpiStoreOptionsSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await dashboardStoreOptions(ctx.db, request.actor!, request.params.dashboard) }),
  );

  app.get(
    '/KpiInvoices',
    {
      config: { auth: 'admin', flags: KPI_FLAGS },
      schema: {
        tags,
        summary: "The completed sales behind the KPI summary's sales figures, one row per invoice, with totals equal to the figures",
        querystring: dashboardRangeQuerySchema,
        response: { 200: okEnvelope(kpiInvoicesSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await kpiInvoices(ctx.db, request.actor!, request.query) }),
  );

  app.get(
    '/CustomerDashboard',
    {
      config: { auth: 'admin', flags: CUSTOMER_FLAGS },
      schema: {
        tags,
        summary:
          'Customer dashboard: clients served, new and returning, visits per client, visit interval, lapsed clients; previous period and the same dates last year',
        querystring: dashboardRangeQuerySchema,
        response: { 200: okEnvelope(customerDashboardSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await customerDashboard(ctx.db, request.actor!, request.query) }),
  );

  app.get(
    '/RetentionDashboard',
    {
      config: { auth: 'admin', flags: RETENTION_FLAGS },
      schema: {
        tags,
        summary: 'Customer retention dashboard: returning and prebook rates, lapsed clients, revisit curve at 30-180 days, per cutter',
        querystring: dashboardRangeQuerySchema,
        response: { 200: okEnvelope(retentionDashboardSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await retentionDashboard(ctx.db, request.actor!, request.query, ctx.now()) }),
  );

  app.get(
    '/Customers',
    {
      config: { auth: 'admin', flags: [...CUSTOMER_FLAGS, ...RETENTION_FLAGS] },
      schema: {
        tags,
        summary: 'The clients a customer or retention dashboard figure counted (served, new, returning, lapsed, prebooked)',
        querystring: customerListQuerySchema,
        response: { 200: okEnvelope(customerListSchema), ...errors },
      },
    },
    async (request) => ({ res_data: await customerList(ctx.db, request.actor!, request.query) }),
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
