import type { ModulePlugin } from '../index.ts';
import { setFaceAttemptLink } from '../time-clock/face-attempt-link.ts';
import { failedPinOn, finishByPin } from './face-attempts.ts';
import { faceReviewRoutes } from './face-review.routes.ts';
import { faceSessionRoutes } from './face-session.routes.ts';
import { faceEnrolmentRoutes, faceTabletRoutes } from './face-sign-in.routes.ts';

/** Face sign-in (issue 14): enrolment with consent, the store tablet's match; the models load on first use. */
export const faceSignInModule: ModulePlugin = async (app, { ctx }) => {
  setFaceAttemptLink({ finishedByPin: finishByPin, failedPin: failedPinOn });
  await app.register(faceEnrolmentRoutes, { ctx, prefix: '/api/FaceSignIn' });
  await app.register(faceTabletRoutes, { ctx, prefix: '/api/EmployeeAuth' });
  await app.register(faceSessionRoutes, { ctx, prefix: '/api/auth' });
  await app.register(faceReviewRoutes, { ctx, prefix: '/api/FaceSignIn' });
};
