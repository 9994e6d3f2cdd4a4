import type { RouteObject } from 'react-router';

/** The store demands screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const storeDemandsRoutes: RouteObject[] = [
  {
    path: 'store/store-demands',
    lazy: () => import('./pages/store-demands-page.tsx').then((m) => ({ Component: m.StoreDemandsPage })),
  },
];
