import type { RouteObject } from 'react-router';

/** The brands screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const brandsRoutes: RouteObject[] = [
  { path: 'brand', lazy: () => import('./pages/brand-list-page.tsx').then((m) => ({ Component: m.BrandListPage })) },
  {
    path: 'brand/:id',
    lazy: () => import('./pages/brand-detail-page.tsx').then((m) => ({ Component: m.BrandDetailPage })),
  },
  {
    path: 'edit-brand',
    lazy: () => import('./pages/brand-wizard-page.tsx').then((m) => ({ Component: m.BrandWizardPage })),
  },
];
