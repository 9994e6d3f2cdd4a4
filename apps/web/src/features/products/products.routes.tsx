import type { RouteObject } from 'react-router';

/** The products screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const productsRoutes: RouteObject[] = [
  {
    path: 'products',
    lazy: () => import('./pages/product-list-page.tsx').then((m) => ({ Component: m.ProductListPage })),
  },
  {
    path: 'products/new',
    lazy: () => import('./pages/product-wizard-page.tsx').then((m) => ({ Component: m.ProductWizardPage })),
  },
  {
    path: 'products/:id/edit',
    lazy: () => import('./pages/product-wizard-page.tsx').then((m) => ({ Component: m.ProductWizardPage })),
  },
  {
    path: 'products/:id',
    lazy: () => import('./pages/product-detail-page.tsx').then((m) => ({ Component: m.ProductDetailPage })),
  },
];
