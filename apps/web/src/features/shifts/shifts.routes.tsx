import type { RouteObject } from 'react-router';

/** The shifts screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const shiftsRoutes: RouteObject[] = [
  {
    path: 'store/manage-shifts',
    lazy: () => import('./pages/manage-shifts-page.tsx').then((m) => ({ Component: m.ManageShiftsPage })),
  },
  {
    path: 'store/employee-schedule',
    lazy: () => import('./pages/employee-schedule-page.tsx').then((m) => ({ Component: m.EmployeeSchedulePage })),
  },
];
