import type { RouteObject } from 'react-router';

// The dashboards and reports of issue 15, each its own chunk.
export const reportRoutes: RouteObject[] = [
  {
    path: 'dashboards/kpi-summary',
    lazy: () => import('../features/dashboards/kpi-summary-page.tsx').then((m) => ({ Component: m.KpiSummaryPage })),
  },
  {
    path: 'reports',
    lazy: () => import('../features/reports/report-list-page.tsx').then((m) => ({ Component: m.ReportListPage })),
  },
  {
    path: 'reports/:id',
    lazy: () => import('../features/reports/report-detail-page.tsx').then((m) => ({ Component: m.ReportDetailPage })),
  },
];
