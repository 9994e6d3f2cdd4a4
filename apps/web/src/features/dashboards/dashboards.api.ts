import {
  type CustomerDashboard,
  type CustomerList,
  type CustomerListQuery,
  customerDashboardSchema,
  customerListSchema,
  type DashboardName,
  type DashboardRangeQuery,
  type KpiInvoices,
  type KpiStoreOptions,
  type KpiSummary,
  kpiInvoicesSchema,
  kpiStoreOptionsSchema,
  kpiSummarySchema,
  type RetentionDashboard,
  retentionDashboardSchema,
  type Today,
  todaySchema,
} from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** from, to and the store (absent for all stores) as a query string. */
export function rangeParams({ storeId, from, to }: DashboardRangeQuery, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ from, to, ...extra });
  if (storeId) params.set('storeId', storeId);
  return params;
}

/** The dashboards' calls (GET /api/Dashboard/*): read-only figures. */
export const dashboardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardStores: build.query<KpiStoreOptions, DashboardName>({
      query: (dashboard) => ({ path: `Dashboard/Stores/${dashboard}`, brandScoped: false, schema: kpiStoreOptionsSchema }),
    }),
    kpiSummary: build.query<KpiSummary, DashboardRangeQuery>({
      query: (q) => ({ path: `Dashboard/KpiSummary?${rangeParams(q)}`, brandScoped: false, schema: kpiSummarySchema }),
    }),
    kpiInvoices: build.query<KpiInvoices, DashboardRangeQuery>({
      query: (q) => ({ path: `Dashboard/KpiInvoices?${rangeParams(q)}`, brandScoped: false, schema: kpiInvoicesSchema }),
    }),
    customerDashboard: build.query<CustomerDashboard, DashboardRangeQuery>({
      query: (q) => ({ path: `Dashboard/CustomerDashboard?${rangeParams(q)}`, brandScoped: false, schema: customerDashboardSchema }),
    }),
    retentionDashboard: build.query<RetentionDashboard, DashboardRangeQuery>({
      query: (q) => ({ path: `Dashboard/RetentionDashboard?${rangeParams(q)}`, brandScoped: false, schema: retentionDashboardSchema }),
    }),
    dashboardCustomers: build.query<CustomerList, CustomerListQuery>({
      query: ({ dashboard, segment, ...q }) => ({
        path: `Dashboard/Customers?${rangeParams(q, { dashboard, segment })}`,
        brandScoped: false,
        schema: customerListSchema,
      }),
    }),
    today: build.query<Today, string>({
      query: (storeId) => ({ path: `Dashboard/Today?storeId=${encodeURIComponent(storeId)}`, brandScoped: false, schema: todaySchema }),
    }),
  }),
});

export const {
  useDashboardStoresQuery,
  useKpiSummaryQuery,
  useKpiInvoicesQuery,
  useCustomerDashboardQuery,
  useRetentionDashboardQuery,
  useDashboardCustomersQuery,
  useTodayQuery,
} = dashboardsApi;
