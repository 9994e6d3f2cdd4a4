import type { RouteObject } from 'react-router';

/** /admin/in-store-promotions (issue 19): the image promotions of the in-store tablets' attract loop. */
export const inStorePromotionsRoutes: RouteObject[] = [
  {
    path: 'in-store-promotions',
    lazy: () => import('./pages/in-store-promotions-page.tsx').then((m) => ({ Component: m.InStorePromotionsPage })),
  },
];
