import type { RouteObject } from 'react-router';

/** The inventory screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const inventoryRoutes: RouteObject[] = [
  {
    path: 'inventory',
    lazy: () => import('./pages/inventory-list-page.tsx').then((m) => ({ Component: m.InventoryListPage })),
  },
  {
    path: 'inventory/:id',
    lazy: () => import('./pages/inventory-detail-page.tsx').then((m) => ({ Component: m.InventoryDetailPage })),
  },
];
