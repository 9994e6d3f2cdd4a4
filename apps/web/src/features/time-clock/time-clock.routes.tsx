import type { RouteObject } from 'react-router';

/** The time clock screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const timeClockRoutes: RouteObject[] = [
  {
    path: 'employees/time-card',
    lazy: () => import('./time-card-page.tsx').then((m) => ({ Component: m.TimeCardPage })),
  },
  {
    path: 'employees/old-time-card',
    lazy: () => import('./old-time-card-page.tsx').then((m) => ({ Component: m.OldTimeCardPage })),
  },
  {
    path: 'time-clock',
    lazy: () => import('./time-clock-page.tsx').then((m) => ({ Component: m.TimeClockPage })),
  },
];
