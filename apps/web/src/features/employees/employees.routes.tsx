import type { RouteObject } from 'react-router';

/** The employees screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const employeesRoutes: RouteObject[] = [
  {
    path: 'employees',
    lazy: () => import('./pages/employee-list-page.tsx').then((m) => ({ Component: m.EmployeeListPage })),
  },
  {
    path: 'employees/profile',
    lazy: () => import('./pages/employee-profile-page.tsx').then((m) => ({ Component: m.EmployeeProfilePage })),
  },
  {
    path: 'employees/new',
    lazy: () => import('./pages/employee-wizard-page.tsx').then((m) => ({ Component: m.EmployeeWizardPage })),
  },
  {
    path: 'employees/:id/edit',
    lazy: () => import('./pages/employee-wizard-page.tsx').then((m) => ({ Component: m.EmployeeWizardPage })),
  },
  {
    path: 'employees/:id',
    lazy: () => import('./pages/employee-detail-page.tsx').then((m) => ({ Component: m.EmployeeDetailPage })),
  },
];
