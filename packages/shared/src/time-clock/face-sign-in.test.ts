import { describe, expect, it } from 'vitest';
import { FACE_RETENTION_DAYS, faceDecision, faceExpiry } from './face-sign-in.ts';

describe('faceDecision (threshold 550, weak from 400)', () => {
  it.each([
    [{ faces: 0, real: 900, live: 900, best: null }, 'no_face'],
    [{ faces: 2, real: 900, live: 900, best: 900 }, 'many_faces'],
    [{ faces: 1, real: 299, live: 900, best: 900 }, 'spoof'],
    [{ faces: 1, real: 300, live: 249, best: 900 }, 'spoof'],
    [{ faces: 1, real: 300, live: 250, best: 550 }, 'match'],
    [{ faces: 1, real: 800, live: 900, best: 549 }, 'weak'],
    [{ faces: 1, real: 800, live: 900, best: 400 }, 'weak'],
    [{ faces: 1, real: 800, live: 900, best: 399 }, 'no_match'],
    [{ faces: 1, real: 800, live: 900, best: null }, 'no_match'],
  ] as const)('%o -> %s', (scores, outcome) => {
    expect(faceDecision(scores)).toBe(outcome);
  });

  it('a store threshold moves both bands', () => {
    expect(faceDecision({ faces: 1, real: 800, live: 900, best: 650 }, 700)).toBe('weak');
    expect(faceDecision({ faces: 1, real: 800, live: 900, best: 700 }, 700)).toBe('match');
    expect(faceDecision({ faces: 1, real: 800, live: 900, best: 549 }, 700)).toBe('no_match');
  });
});

it('a template expires 1095 days after its last use (2028 is a leap year)', () => {
  expect(FACE_RETENTION_DAYS).toBe(1095);
  expect(faceExpiry(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2028-12-31T00:00:00.000Z');
});
