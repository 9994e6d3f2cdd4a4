import { describe, expect, it } from 'vitest';
import { type FaceAttemptState, faceResolution, faceReviewBodySchema, needsFaceReview } from './face-review.ts';

const base: FaceAttemptState = { outcome: 'weak', resolvedBy: null, pinFailures: 0, ageMinutes: 0 };

describe('faceResolution (PIN window 2 minutes)', () => {
  it.each([
    [{}, 'open'],
    [{ ageMinutes: 1 }, 'open'],
    [{ ageMinutes: 2 }, 'abandoned'],
    [{ pinFailures: 1, ageMinutes: 0 }, 'pin_failed'],
    [{ pinFailures: 2, resolvedBy: 'pin' }, 'pin'],
    [{ outcome: 'match', resolvedBy: 'face_pin', ageMinutes: 90 }, 'face_pin'],
    [{ outcome: 'match', resolvedBy: 'face' }, 'face'],
  ] as const)('%o -> %s', (change, expected) => {
    expect(faceResolution({ ...base, ...change })).toBe(expected);
  });
});

describe('needsFaceReview', () => {
  it.each([
    ['weak', null, true],
    ['weak', 'pin', true],
    ['match', 'face_pin', false],
    ['match', null, false],
    ['no_match', 'pin', true],
    ['spoof', 'pin', true],
    ['no_match', null, false],
  ] as const)('%s resolved by %s -> %s', (outcome, resolvedBy, expected) => {
    expect(needsFaceReview({ outcome, resolvedBy })).toBe(expected);
  });
});

it('a confirmed attempt cannot require a new enrolment', () => {
  const res = faceReviewBodySchema.safeParse({ verdict: 'confirmed', requireReenrolment: true });
  expect(res.success).toBe(false);
  expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
    ['requireReenrolment', 'Only a suspicious attempt can require a new enrolment'],
  ]);
  expect(faceReviewBodySchema.parse({ verdict: 'suspicious', requireReenrolment: true }).requireReenrolment).toBe(true);
});
