import type { RouteObject } from 'react-router';

/** The reports screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const reportsRoutes: RouteObject[] = [
  {
    path: 'reports',
    lazy: () => import('./report-list-page.tsx').then((m) => ({ Component: m.ReportListPage })),
  },
  {
    path: 'reports/:id',
    lazy: () => import('./report-detail-page.tsx').then((m) => ({ Component: m.ReportDetailPage })),
  },
];
