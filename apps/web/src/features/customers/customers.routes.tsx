import type { RouteObject } from 'react-router';

/** The customers screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const customersRoutes: RouteObject[] = [
  {
    path: 'customers',
    lazy: () => import('./pages/customer-list-page.tsx').then((m) => ({ Component: m.CustomerListPage })),
  },
  {
    path: 'customers/new',
    lazy: () => import('./pages/customer-create-page.tsx').then((m) => ({ Component: m.CustomerCreatePage })),
  },
  {
    path: 'customers/promotion-text',
    lazy: () => import('./pages/promotion-text-page.tsx').then((m) => ({ Component: m.PromotionTextPage })),
  },
  {
    path: 'customers/:id',
    lazy: () => import('./pages/customer-detail-page.tsx').then((m) => ({ Component: m.CustomerDetailPage })),
  },
];
