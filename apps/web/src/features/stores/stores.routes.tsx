import type { RouteObject } from 'react-router';

/** The stores screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const storesRoutes: RouteObject[] = [
  { path: 'store', lazy: () => import('./pages/store-list-page.tsx').then((m) => ({ Component: m.StoreListPage })) },
  {
    path: 'store/new',
    lazy: () => import('./pages/store-wizard-page.tsx').then((m) => ({ Component: m.StoreWizardPage })),
  },
  {
    path: 'store/:id/edit',
    lazy: () => import('./pages/store-wizard-page.tsx').then((m) => ({ Component: m.StoreWizardPage })),
  },
  {
    path: 'store/:id',
    lazy: () => import('./pages/store-detail-page.tsx').then((m) => ({ Component: m.StoreDetailPage })),
  },
];
