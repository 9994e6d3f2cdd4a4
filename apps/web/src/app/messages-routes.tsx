import type { RouteObject } from 'react-router';

// Staff messages of issue 18, its own chunk.
export const messagesRoutes: RouteObject[] = [
  {
    path: 'messages',
    lazy: () => import('../features/messages/messages-page.tsx').then((m) => ({ Component: m.MessagesPage })),
  },
];
