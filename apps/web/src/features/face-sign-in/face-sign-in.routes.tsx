import type { RouteObject } from 'react-router';

/** /admin/face: the store tablet's face sign-in. */
export const faceSignInRoutes: RouteObject[] = [
  { path: 'face', lazy: () => import('./face-page.tsx').then((m) => ({ Component: m.FacePage })) },
];
