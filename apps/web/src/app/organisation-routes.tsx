import type { RouteObject } from 'react-router';

// The organisation screens of issue 4 (brands, stores, employees, RBAC management), each its own chunk.
export const organisationRoutes: RouteObject[] = [
  { path: 'tenants', lazy: () => import('../features/tenants/tenants-page.tsx').then((m) => ({ Component: m.TenantsPage })) },
  { path: 'brand', lazy: () => import('../features/brands/pages/brand-list-page.tsx').then((m) => ({ Component: m.BrandListPage })) },
  {
    path: 'brand/:id',
    lazy: () => import('../features/brands/pages/brand-detail-page.tsx').then((m) => ({ Component: m.BrandDetailPage })),
  },
  {
    path: 'edit-brand',
    lazy: () => import('../features/brands/pages/brand-wizard-page.tsx').then((m) => ({ Component: m.BrandWizardPage })),
  },
  { path: 'store', lazy: () => import('../features/stores/pages/store-list-page.tsx').then((m) => ({ Component: m.StoreListPage })) },
  {
    path: 'store/new',
    lazy: () => import('../features/stores/pages/store-wizard-page.tsx').then((m) => ({ Component: m.StoreWizardPage })),
  },
  {
    path: 'store/:id/edit',
    lazy: () => import('../features/stores/pages/store-wizard-page.tsx').then((m) => ({ Component: m.StoreWizardPage })),
  },
  {
    path: 'store/:id',
    lazy: () => import('../features/stores/pages/store-detail-page.tsx').then((m) => ({ Component: m.StoreDetailPage })),
  },
  {
    path: 'employees',
    lazy: () => import('../features/employees/pages/employee-list-page.tsx').then((m) => ({ Component: m.EmployeeListPage })),
  },
  {
    path: 'employees/profile',
    lazy: () => import('../features/employees/pages/employee-profile-page.tsx').then((m) => ({ Component: m.EmployeeProfilePage })),
  },
  {
    path: 'employees/new',
    lazy: () => import('../features/employees/pages/employee-wizard-page.tsx').then((m) => ({ Component: m.EmployeeWizardPage })),
  },
  {
    path: 'employees/:id/edit',
    lazy: () => import('../features/employees/pages/employee-wizard-page.tsx').then((m) => ({ Component: m.EmployeeWizardPage })),
  },
  {
    path: 'employees/:id',
    lazy: () => import('../features/employees/pages/employee-detail-page.tsx').then((m) => ({ Component: m.EmployeeDetailPage })),
  },
  {
    path: 'rbac-management',
    lazy: () => import('../features/rbac/pages/rbac-management-page.tsx').then((m) => ({ Component: m.RbacManagementPage })),
  },
];
