import type { RouteObject } from 'react-router';

// The appointment calendar of issue 6, its own chunk (react-big-calendar loads only here).
export const calendarRoutes: RouteObject[] = [
  {
    path: 'appointments-calendar',
    lazy: () =>
      import('../features/calendar/pages/appointments-calendar-page.tsx').then((m) => ({ Component: m.AppointmentsCalendarPage })),
  },
];
