import type { RouteObject } from 'react-router';

/** The accounting screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const accountingRoutes: RouteObject[] = [
  {
    path: 'accounting/store-groups',
    lazy: () => import('./store-groups-page.tsx').then((m) => ({ Component: m.StoreGroupsPage })),
  },
  {
    path: 'accounting/store-groups/quickbook-redirect',
    lazy: () => import('./quickbook-redirect-page.tsx').then((m) => ({ Component: m.QuickbookRedirectPage })),
  },
  {
    path: 'accounting/gl-account',
    lazy: () => import('./gl-account-page.tsx').then((m) => ({ Component: m.GlAccountPage })),
  },
  {
    path: 'accounting/account-maintenance',
    lazy: () => import('./account-maintenance-page.tsx').then((m) => ({ Component: m.AccountMaintenancePage })),
  },
  {
    path: 'account-management/export-to-qb',
    lazy: () => import('./export-to-qb-page.tsx').then((m) => ({ Component: m.ExportToQbPage })),
  },
];
