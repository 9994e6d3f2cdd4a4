import type { RouteObject } from 'react-router';

/** /admin/face: the store tablet's face sign-in; /admin/face/review: the managers' review of weak matches. */
export const faceSignInRoutes: RouteObject[] = [
  { path: 'face', lazy: () => import('./face-page.tsx').then((m) => ({ Component: m.FacePage })) },
  { path: 'face/review', lazy: () => import('./face-review-page.tsx').then((m) => ({ Component: m.FaceReviewPage })) },
];
