import type { RouteObject } from 'react-router';

/** The messages screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const messagesRoutes: RouteObject[] = [
  {
    path: 'messages',
    lazy: () => import('./messages-page.tsx').then((m) => ({ Component: m.MessagesPage })),
  },
];
