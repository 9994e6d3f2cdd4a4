import {
  type KpiStoreOptions,
  type KpiSummary,
  type KpiSummaryQuery,
  kpiStoreOptionsSchema,
  kpiSummarySchema,
  type Today,
  todaySchema,
} from '@salon/shared';
import { api } from '../../api/api-slice.ts';

/** The dashboards' calls (GET /api/Dashboard/*): read-only figures. */
export const dashboardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    kpiStores: build.query<KpiStoreOptions, void>({
      query: () => ({ path: 'Dashboard/KpiStores', brandScoped: false, schema: kpiStoreOptionsSchema }),
    }),
    kpiSummary: build.query<KpiSummary, KpiSummaryQuery>({
      query: ({ storeId, from, to }) => {
        const params = new URLSearchParams({ from, to });
        if (storeId) params.set('storeId', storeId);
        return { path: `Dashboard/KpiSummary?${params}`, brandScoped: false, schema: kpiSummarySchema };
      },
    }),
    today: build.query<Today, string>({
      query: (storeId) => ({ path: `Dashboard/Today?storeId=${encodeURIComponent(storeId)}`, brandScoped: false, schema: todaySchema }),
    }),
  }),
});

export const { useKpiStoresQuery, useKpiSummaryQuery, useTodayQuery } = dashboardsApi;
