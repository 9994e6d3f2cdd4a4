import type { RouteObject } from 'react-router';

/** The services screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const servicesRoutes: RouteObject[] = [
  {
    path: 'services',
    lazy: () => import('./pages/service-list-page.tsx').then((m) => ({ Component: m.ServiceListPage })),
  },
  {
    path: 'services/new',
    lazy: () => import('./pages/service-wizard-page.tsx').then((m) => ({ Component: m.ServiceWizardPage })),
  },
  {
    path: 'services/:id/edit',
    lazy: () => import('./pages/service-wizard-page.tsx').then((m) => ({ Component: m.ServiceWizardPage })),
  },
  {
    path: 'services/:id',
    lazy: () => import('./pages/service-detail-page.tsx').then((m) => ({ Component: m.ServiceDetailPage })),
  },
];
