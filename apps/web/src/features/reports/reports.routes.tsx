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
  // The spec's printable report viewer: the saved reports by type, and each one page by page as it prints.
  {
    path: 'bold-reports',
    lazy: () => import('./bold-report-list-page.tsx').then((m) => ({ Component: m.BoldReportListPage })),
  },
  {
    path: 'bold-reports/:name/:id',
    lazy: () => import('./bold-report-page.tsx').then((m) => ({ Component: m.BoldReportPage })),
  },
];
