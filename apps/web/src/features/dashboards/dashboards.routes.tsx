import type { RouteObject } from 'react-router';

/** The dashboards screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const dashboardsRoutes: RouteObject[] = [
  {
    path: 'dashboards/kpi-summary',
    lazy: () => import('./kpi-summary-page.tsx').then((m) => ({ Component: m.KpiSummaryPage })),
  },
];
