import type { RouteObject } from 'react-router';

// The dashboards and reports of issue 15, each its own chunk.
export const reportRoutes: RouteObject[] = [
  {
    path: 'dashboards/kpi-summary',
    lazy: () => import('../features/dashboards/kpi-summary-page.tsx').then((m) => ({ Component: m.KpiSummaryPage })),
  },
];
