import { describe, expect, it } from 'vitest';
import { hashCode, newCode, resendWaitSeconds } from './one-time-codes.ts';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('one-time codes', () => {
  it.each([
    ['nothing sent', [], 0],
    ['sent 10 s ago', [ago(10)], 50],
    ['sent 59.5 s ago', [ago(59.5)], 1],
    ['sent 61 s ago', [ago(61)], 0],
    ['four in the hour, last 2 min ago', [ago(3000), ago(2000), ago(1000), ago(120)], 0],
    ['five in the hour: wait for the oldest to age out', [ago(3000), ago(2000), ago(1000), ago(500), ago(120)], 600],
    ['five, but the oldest is over an hour old', [ago(3700), ago(2000), ago(1000), ago(500), ago(120)], 0],
  ] as const)('resend wait when %s', (_label, sent, wait) => {
    expect(resendWaitSeconds(sent, now)).toBe(wait);
  });

  it('makes six random digits', () => {
    const codes = new Set(Array.from({ length: 200 }, newCode));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
  });

  it('hashes a code with its id as salt', () => {
    expect(hashCode('a', '123456')).not.toBe(hashCode('b', '123456'));
    expect(hashCode('a', '123456')).toBe(hashCode('a', '123456'));
    expect(hashCode('a', '123456')).not.toContain('123456');
  });
});
