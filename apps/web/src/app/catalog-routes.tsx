import type { RouteObject } from 'react-router';

// The catalog and inventory screens of issue 5 (services, packages, products, retail adjustments, inventory), each its own chunk.
export const catalogRoutes: RouteObject[] = [
  {
    path: 'services',
    lazy: () => import('../features/services/pages/service-list-page.tsx').then((m) => ({ Component: m.ServiceListPage })),
  },
  {
    path: 'services/new',
    lazy: () => import('../features/services/pages/service-wizard-page.tsx').then((m) => ({ Component: m.ServiceWizardPage })),
  },
  {
    path: 'services/:id/edit',
    lazy: () => import('../features/services/pages/service-wizard-page.tsx').then((m) => ({ Component: m.ServiceWizardPage })),
  },
  {
    path: 'services/:id',
    lazy: () => import('../features/services/pages/service-detail-page.tsx').then((m) => ({ Component: m.ServiceDetailPage })),
  },
  {
    path: 'packages',
    lazy: () => import('../features/packages/pages/package-list-page.tsx').then((m) => ({ Component: m.PackageListPage })),
  },
  {
    path: 'packages/new',
    lazy: () => import('../features/packages/pages/package-wizard-page.tsx').then((m) => ({ Component: m.PackageWizardPage })),
  },
  {
    path: 'packages/:id/edit',
    lazy: () => import('../features/packages/pages/package-wizard-page.tsx').then((m) => ({ Component: m.PackageWizardPage })),
  },
  {
    path: 'packages/:id',
    lazy: () => import('../features/packages/pages/package-detail-page.tsx').then((m) => ({ Component: m.PackageDetailPage })),
  },
  {
    path: 'products',
    lazy: () => import('../features/products/pages/product-list-page.tsx').then((m) => ({ Component: m.ProductListPage })),
  },
  {
    path: 'products/new',
    lazy: () => import('../features/products/pages/product-wizard-page.tsx').then((m) => ({ Component: m.ProductWizardPage })),
  },
  {
    path: 'products/:id/edit',
    lazy: () => import('../features/products/pages/product-wizard-page.tsx').then((m) => ({ Component: m.ProductWizardPage })),
  },
  {
    path: 'products/:id',
    lazy: () => import('../features/products/pages/product-detail-page.tsx').then((m) => ({ Component: m.ProductDetailPage })),
  },
  {
    path: 'retail-adjustments',
    lazy: () =>
      import('../features/product-overrides/pages/product-override-list-page.tsx').then((m) => ({ Component: m.ProductOverrideListPage })),
  },
  {
    path: 'retail-adjustments/new',
    lazy: () =>
      import('../features/product-overrides/pages/product-override-form-page.tsx').then((m) => ({ Component: m.ProductOverrideFormPage })),
  },
  {
    path: 'retail-adjustments/:id',
    lazy: () =>
      import('../features/product-overrides/pages/product-override-form-page.tsx').then((m) => ({ Component: m.ProductOverrideFormPage })),
  },
  {
    path: 'inventory',
    lazy: () => import('../features/inventory/pages/inventory-list-page.tsx').then((m) => ({ Component: m.InventoryListPage })),
  },
  {
    path: 'inventory/:id',
    lazy: () => import('../features/inventory/pages/inventory-detail-page.tsx').then((m) => ({ Component: m.InventoryDetailPage })),
  },
];
