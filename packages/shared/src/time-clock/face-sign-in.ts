// Face sign-in at the store tablet (issue 14): the written biometric policy, the wire payloads, and the pure
// decision from the server's face analysis (scores in permille, integers) to an outcome.
import { z } from 'zod';
import { text } from '../validation/text.ts';

const idSchema = (label: string) => z.uuid(`${label} must be a valid id`);

/** The policy's version is stored with every consent; a new text needs a new version and a new consent. */
export const FACE_POLICY_VERSION = '2026-11';
/** Illinois BIPA: destroyed within 3 years of the employee's last interaction (here: last enrolment or match). */
export const FACE_RETENTION_DAYS = 1095;
export const FACE_POLICY_TEXT = [
  'What we collect: a face template, a list of numbers computed from one photo of your face. The photo itself is not kept.',
  'Why: to identify you when you sign in or clock in at the store tablet. Nothing else, and it is never sold, leased or traded.',
  'Who sees it: no person; the server compares it with a new photo at the tablet. It is not shared with anyone outside the company.',
  `How long: until you ask us to delete it, you leave, or ${FACE_RETENTION_DAYS / 365} years after you last used it, whichever comes first.`,
  'Your choice: face sign-in is optional; your PIN always works. You may withdraw consent at any time from your profile.',
] as const;

/** Default similarity a match needs (permille); the store's time clock settings may change it. */
export const FACE_MATCH_THRESHOLD = 550;
/** Below the threshold but at least this close: ask for the PIN instead of refusing outright. */
export const FACE_WEAK_MARGIN = 150;
/** Anti-spoof ("real") and liveness scores an image must reach (permille). */
export const FACE_MIN_REAL = 300;
export const FACE_MIN_LIVE = 250;

const imageUrl = text({ error: 'imageUrl is required' })
  .trim()
  .min(1, 'imageUrl is required')
  .max(2_000_000, 'The image is too large')
  .refine((v) => /^data:image\/(jpeg|png|webp);base64,/.test(v), 'imageUrl must be a JPEG, PNG or WebP data URL');

export const faceEnrolBodySchema = z.object({
  employeeId: idSchema('Employee'),
  imageUrl,
  consent: z.literal(true, { error: 'The employee must agree to the biometric policy' }),
  policyVersion: z.literal(FACE_POLICY_VERSION, { error: 'The policy has changed; show the current policy again' }),
});
export type FaceEnrolBody = z.infer<typeof faceEnrolBodySchema>;

export const faceClockBodySchema = z.object({
  imageUrl,
  storeId: idSchema('Store'),
  /** sign_in: a match (or weak match) only opens the way to the PIN; the session needs both (face-review.ts). */
  action: z.enum(['clock_in', 'clock_out', 'sign_in'], { error: 'action must be clock_in, clock_out or sign_in' }),
});
export type FaceClockBody = z.infer<typeof faceClockBodySchema>;

export const faceEnrolmentSchema = z.object({
  employeeId: z.string(),
  enrolled: z.boolean(),
  policyVersion: z.string().nullable(),
  consentedAt: z.string().nullable(),
  consentedBy: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type FaceEnrolment = z.infer<typeof faceEnrolmentSchema>;

export const FACE_OUTCOMES = ['no_face', 'many_faces', 'spoof', 'match', 'weak', 'no_match'] as const;
export type FaceOutcome = (typeof FACE_OUTCOMES)[number];

export const faceClockResultSchema = z.object({
  outcome: z.enum(FACE_OUTCOMES),
  /** Best similarity found, permille; null when no comparison ran. */
  score: z.number().int().nullable(),
  employeeId: z.string().nullable(),
  employeeName: z.string().nullable(),
  message: z.string(),
  /** The recorded attempt: sign-in mode sends it back with the PIN; a PIN fallback names it so the review sees it. */
  attemptId: z.string().nullable(),
});
export type FaceClockResult = z.infer<typeof faceClockResultSchema>;

export interface FaceScores {
  faces: number;
  real: number;
  live: number;
  best: number | null;
}

/** The outcome of one tablet image; `best` is the highest similarity against the store's templates. */
export function faceDecision(s: FaceScores, threshold = FACE_MATCH_THRESHOLD): FaceOutcome {
  if (s.faces === 0) return 'no_face';
  if (s.faces > 1) return 'many_faces';
  if (s.real < FACE_MIN_REAL || s.live < FACE_MIN_LIVE) return 'spoof';
  if (s.best === null) return 'no_match';
  if (s.best >= threshold) return 'match';
  if (s.best >= threshold - FACE_WEAK_MARGIN) return 'weak';
  return 'no_match';
}

export const FACE_MESSAGES: Record<FaceOutcome, string> = {
  no_face: 'No face was found. Look at the camera and try again.',
  many_faces: 'More than one face is in the picture. Only the person clocking in should be in view.',
  spoof: 'This looks like a photo of a photo or a screen. Use your PIN instead.',
  match: 'Recognised.',
  weak: 'Not sure it is you. Enter your PIN to finish.',
  no_match: 'Your face was not recognised. Use your PIN instead.',
};

/** The day a template must be destroyed: FACE_RETENTION_DAYS after its last use (or enrolment). */
export function faceExpiry(lastUsedAt: Date): Date {
  return new Date(lastUsedAt.getTime() + FACE_RETENTION_DAYS * 86_400_000);
}
