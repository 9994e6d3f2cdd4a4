import type { RouteObject } from 'react-router';

/** The tenants screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const tenantsRoutes: RouteObject[] = [
  { path: 'tenants', lazy: () => import('./tenants-page.tsx').then((m) => ({ Component: m.TenantsPage })) },
];
