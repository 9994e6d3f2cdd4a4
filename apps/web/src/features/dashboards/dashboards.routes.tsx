import type { RouteObject } from 'react-router';

/** The dashboards screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const dashboardsRoutes: RouteObject[] = [
  {
    path: 'dashboards/kpi-summary',
    lazy: () => import('./kpi-summary-page.tsx').then((m) => ({ Component: m.KpiSummaryPage })),
  },
  {
    path: 'dashboards/kpi-summary/sales',
    lazy: () => import('./kpi-sales-page.tsx').then((m) => ({ Component: m.KpiSalesPage })),
  },
  {
    path: 'dashboards/customer-dashboard',
    lazy: () => import('./customer-dashboard-page.tsx').then((m) => ({ Component: m.CustomerDashboardPage })),
  },
  {
    path: 'dashboards/customer-dashboard/clients',
    lazy: () => import('./dashboard-clients-page.tsx').then((m) => ({ Component: m.CustomerClientsPage })),
  },
  {
    path: 'dashboards/customer-retention-dashboard',
    lazy: () => import('./retention-dashboard-page.tsx').then((m) => ({ Component: m.RetentionDashboardPage })),
  },
  {
    path: 'dashboards/customer-retention-dashboard/clients',
    lazy: () => import('./dashboard-clients-page.tsx').then((m) => ({ Component: m.RetentionClientsPage })),
  },
];
