import { describe, expect, it } from 'vitest';
import { type SignInCounts, requiredCaptchaLevel, signInGate } from './sign-in-policy.ts';

const counts = (client: number, account: number, ip: number, trustedDevice = false): SignInCounts => ({
  clientFailures: client,
  accountFailures: account,
  ipFailures: ip,
  trustedDevice,
});

describe('requiredCaptchaLevel (5 per client, 10 per account, 20 per IP free; +1 level per 20 more, up to 4)', () => {
  it.each([
    ['a fresh account', counts(0, 0, 0), null],
    ['4 own typos', counts(4, 4, 4), null],
    ['the 5th own failure', counts(5, 5, 5), 0],
    ['an account failing from many addresses', counts(0, 10, 0), 0],
    ['a salon address failing over many accounts', counts(0, 0, 20), 0],
    ['just under the next level', counts(24, 24, 24), 0],
    ['20 past the free ones on the account', counts(0, 30, 0), 1],
    ['the level follows the worst counter', counts(6, 12, 60), 2],
    ['500 failures stop at the top level', counts(500, 500, 500), 4],
    ['a trusted device ignores account and IP failures', counts(0, 500, 500, true), null],
    ['a trusted device still pays for its own failures', counts(45, 500, 500, true), 2],
  ])('%s', (_name, input, expected) => {
    expect(requiredCaptchaLevel(input)).toBe(expected);
  });
});

describe('signInGate', () => {
  it.each([
    ['free tries: no captcha needed', counts(0, 0, 0), null, { check: true }],
    ['a captcha sent while not needed is fine', counts(0, 0, 0), 3, { check: true }],
    ['captcha needed and missing', counts(5, 5, 5), null, { check: false, captchaLevel: 0 }],
    ['captcha of the asked level', counts(5, 5, 5), 0, { check: true }],
    ['captcha of a level too low', counts(0, 500, 0), 3, { check: false, captchaLevel: 4 }],
    ['the top level always opens the password check', counts(10_000, 10_000, 10_000), 4, { check: true }],
  ])('%s', (_name, input, solved, expected) => {
    expect(signInGate(input, solved)).toEqual(expected);
  });
});
