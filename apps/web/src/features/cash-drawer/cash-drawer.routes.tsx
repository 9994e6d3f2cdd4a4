import type { RouteObject } from 'react-router';

/** The cash drawer screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const cashDrawerRoutes: RouteObject[] = [
  {
    path: 'store/cash-drawer',
    lazy: () => import('./cash-drawer-page.tsx').then((m) => ({ Component: m.CashDrawerPage })),
  },
];
