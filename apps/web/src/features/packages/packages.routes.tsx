import type { RouteObject } from 'react-router';

/** The packages screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const packagesRoutes: RouteObject[] = [
  {
    path: 'packages',
    lazy: () => import('./pages/package-list-page.tsx').then((m) => ({ Component: m.PackageListPage })),
  },
  {
    path: 'packages/new',
    lazy: () => import('./pages/package-wizard-page.tsx').then((m) => ({ Component: m.PackageWizardPage })),
  },
  {
    path: 'packages/:id/edit',
    lazy: () => import('./pages/package-wizard-page.tsx').then((m) => ({ Component: m.PackageWizardPage })),
  },
  {
    path: 'packages/:id',
    lazy: () => import('./pages/package-detail-page.tsx').then((m) => ({ Component: m.PackageDetailPage })),
  },
];
