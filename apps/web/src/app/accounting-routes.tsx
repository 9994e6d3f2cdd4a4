import type { RouteObject } from 'react-router';

// The accounting screens of issue 16, each its own chunk.
export const accountingRoutes: RouteObject[] = [
  {
    path: 'accounting/store-groups',
    lazy: () => import('../features/accounting/store-groups-page.tsx').then((m) => ({ Component: m.StoreGroupsPage })),
  },
  {
    path: 'accounting/store-groups/quickbook-redirect',
    lazy: () => import('../features/accounting/quickbook-redirect-page.tsx').then((m) => ({ Component: m.QuickbookRedirectPage })),
  },
  {
    path: 'accounting/gl-account',
    lazy: () => import('../features/accounting/gl-account-page.tsx').then((m) => ({ Component: m.GlAccountPage })),
  },
  {
    path: 'accounting/account-maintenance',
    lazy: () => import('../features/accounting/account-maintenance-page.tsx').then((m) => ({ Component: m.AccountMaintenancePage })),
  },
  {
    path: 'account-management/export-to-qb',
    lazy: () => import('../features/accounting/export-to-qb-page.tsx').then((m) => ({ Component: m.ExportToQbPage })),
  },
];
