import type { RouteObject } from 'react-router';

/** The rbac screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const rbacRoutes: RouteObject[] = [
  {
    path: 'rbac-management',
    lazy: () => import('./pages/rbac-management-page.tsx').then((m) => ({ Component: m.RbacManagementPage })),
  },
];
