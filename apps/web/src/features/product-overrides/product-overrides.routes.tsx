import type { RouteObject } from 'react-router';

/** The product overrides screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const productOverridesRoutes: RouteObject[] = [
  {
    path: 'retail-adjustments',
    lazy: () => import('./pages/product-override-list-page.tsx').then((m) => ({ Component: m.ProductOverrideListPage })),
  },
  {
    path: 'retail-adjustments/new',
    lazy: () => import('./pages/product-override-form-page.tsx').then((m) => ({ Component: m.ProductOverrideFormPage })),
  },
  {
    path: 'retail-adjustments/:id',
    lazy: () => import('./pages/product-override-form-page.tsx').then((m) => ({ Component: m.ProductOverrideFormPage })),
  },
];
