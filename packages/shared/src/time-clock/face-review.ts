// Face sign-in's second factor and the managers' review (issue 14): a face never opens a session alone (a
// photo of a photo passes the anti-spoof model), so sign-in mode asks for the employee's PIN after the match;
// weak matches and PIN-finished attempts go to the store's managers, who confirm or flag each one.
import { z } from 'zod';
import { callbackUrlSchema, csrfTokenSchema, formBooleanSchema } from '../auth/auth.schemas.ts';
import { text } from '../validation/text.ts';
import { FACE_OUTCOMES } from './face-sign-in.ts';

export const FACE_MODES = ['sign_in', 'clock_in', 'clock_out'] as const;
export type FaceMode = (typeof FACE_MODES)[number];

/** Minutes a face attempt stays open for its PIN. */
export const FACE_PIN_WINDOW_MINUTES = 2;
/** Wrong PINs after face matches of one employee within FACE_PIN_LOCK_MINUTES before face sign-in locks for them. */
export const FACE_PIN_FAILURES = 5;
export const FACE_PIN_LOCK_MINUTES = 15;

/** POST /api/auth/callback/face: the tablet's face attempt and the matched employee's PIN (docs/auth-contract.md). */
export const faceSignInBodySchema = z.object({
  csrfToken: csrfTokenSchema,
  callbackUrl: callbackUrlSchema,
  json: formBooleanSchema.optional(),
  attemptId: z.uuid('attemptId must be a valid id'),
  pin: z.string({ error: 'PIN is required' }).regex(/^\d{4,6}$/, 'Enter your 4 to 6 digit PIN'),
});
export type FaceSignInBody = z.infer<typeof faceSignInBodySchema>;

/** How an attempt ended: by the face alone (clocking), face and PIN (sign-in), the PIN after a weak or no match. */
export const FACE_RESOLVED_BY = ['face', 'face_pin', 'pin'] as const;
export type FaceResolvedBy = (typeof FACE_RESOLVED_BY)[number];
export const FACE_RESOLUTIONS = ['open', 'abandoned', 'pin_failed', ...FACE_RESOLVED_BY] as const;
export type FaceResolution = (typeof FACE_RESOLUTIONS)[number];

export interface FaceAttemptState {
  outcome: (typeof FACE_OUTCOMES)[number];
  resolvedBy: FaceResolvedBy | null;
  pinFailures: number;
  /** Whole minutes since the attempt. */
  ageMinutes: number;
}

/** What became of an attempt: its resolution, else wrong PINs, else still open for its PIN or abandoned. */
export function faceResolution(a: FaceAttemptState): FaceResolution {
  if (a.resolvedBy) return a.resolvedBy;
  if (a.pinFailures > 0) return 'pin_failed';
  return a.ageMinutes < FACE_PIN_WINDOW_MINUTES ? 'open' : 'abandoned';
}

/** Managers review weak matches (whatever became of them) and every attempt the PIN finished. */
export const needsFaceReview = (a: Pick<FaceAttemptState, 'outcome' | 'resolvedBy'>) => a.outcome === 'weak' || a.resolvedBy === 'pin';

export const FACE_VERDICTS = ['confirmed', 'suspicious'] as const;
export type FaceVerdict = (typeof FACE_VERDICTS)[number];

export const faceReviewQuerySchema = z.object({
  storeId: z.uuid('Store must be a valid id'),
  status: z.enum(['pending', 'reviewed'], { error: 'status must be pending or reviewed' }).default('pending'),
});

export const faceReviewBodySchema = z
  .object({
    verdict: z.enum(FACE_VERDICTS, { error: 'Choose confirmed or suspicious' }),
    /** With suspicious: delete the employee's face template so they must enrol again. */
    requireReenrolment: z.boolean({ error: 'requireReenrolment must be true or false' }).default(false),
    note: text().trim().max(500, 'The note must be at most 500 characters').optional(),
  })
  .refine((b) => b.verdict === 'suspicious' || !b.requireReenrolment, {
    path: ['requireReenrolment'],
    message: 'Only a suspicious attempt can require a new enrolment',
  });
export type FaceReviewBody = z.input<typeof faceReviewBodySchema>;

export const faceReviewItemSchema = z.object({
  id: z.string(),
  storeId: z.string(),
  mode: z.enum(FACE_MODES),
  outcome: z.enum(FACE_OUTCOMES),
  /** Similarity, permille; the photo is never kept. */
  score: z.number().int().nullable(),
  threshold: z.number().int(),
  createdAt: z.string(),
  /** The closest enrolled employee (weak match); null when the face matched nobody. */
  employeeId: z.string().nullable(),
  employeeName: z.string().nullable(),
  resolution: z.enum(FACE_RESOLUTIONS),
  /** Whose PIN finished it, when the PIN did. */
  finishedByName: z.string().nullable(),
  pinFailures: z.number().int(),
  verdict: z.enum(FACE_VERDICTS).nullable(),
  reviewedAt: z.string().nullable(),
  reviewedByName: z.string().nullable(),
});
export type FaceReviewItem = z.infer<typeof faceReviewItemSchema>;

export const faceReviewListSchema = z.object({ timezone: z.string(), items: z.array(faceReviewItemSchema) });
export type FaceReviewList = z.infer<typeof faceReviewListSchema>;
