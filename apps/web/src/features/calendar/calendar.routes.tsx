import type { RouteObject } from 'react-router';

/** The calendar screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const calendarRoutes: RouteObject[] = [
  {
    path: 'appointments-calendar',
    lazy: () => import('./pages/appointments-calendar-page.tsx').then((m) => ({ Component: m.AppointmentsCalendarPage })),
  },
];
