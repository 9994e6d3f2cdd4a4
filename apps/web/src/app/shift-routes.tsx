import type { RouteObject } from 'react-router';

// The shift screens of issue 6 (manage shifts, employee schedule) and store demand (issue 17), each its own chunk.
export const shiftRoutes: RouteObject[] = [
  {
    path: 'store/manage-shifts',
    lazy: () => import('../features/shifts/pages/manage-shifts-page.tsx').then((m) => ({ Component: m.ManageShiftsPage })),
  },
  {
    path: 'store/store-demands',
    lazy: () => import('../features/store-demands/pages/store-demands-page.tsx').then((m) => ({ Component: m.StoreDemandsPage })),
  },
  {
    path: 'store/employee-schedule',
    lazy: () => import('../features/shifts/pages/employee-schedule-page.tsx').then((m) => ({ Component: m.EmployeeSchedulePage })),
  },
];
