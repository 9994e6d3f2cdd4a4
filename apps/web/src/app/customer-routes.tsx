import type { RouteObject } from 'react-router';

// The staff customer screens of issue 13, each its own chunk.
export const customerRoutes: RouteObject[] = [
  {
    path: 'customers',
    lazy: () => import('../features/customers/pages/customer-list-page.tsx').then((m) => ({ Component: m.CustomerListPage })),
  },
  {
    path: 'customers/new',
    lazy: () => import('../features/customers/pages/customer-create-page.tsx').then((m) => ({ Component: m.CustomerCreatePage })),
  },
  {
    path: 'customers/:id',
    lazy: () => import('../features/customers/pages/customer-detail-page.tsx').then((m) => ({ Component: m.CustomerDetailPage })),
  },
];
