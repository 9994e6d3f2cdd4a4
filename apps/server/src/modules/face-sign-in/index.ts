import type { ModulePlugin } from '../index.ts';
import { faceEnrolmentRoutes, faceTabletRoutes } from './face-sign-in.routes.ts';

/** Face sign-in (issue 14): enrolment with consent, the store tablet's match; the models load on first use. */
export const faceSignInModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(faceEnrolmentRoutes, { ctx, prefix: '/api/FaceSignIn' });
  await app.register(faceTabletRoutes, { ctx, prefix: '/api/EmployeeAuth' });
};
