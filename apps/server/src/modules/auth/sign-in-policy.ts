import { SIGN_IN_THROTTLE } from '@salon/shared';

/** Failures in the last SIGN_IN_THROTTLE.windowMinutes, as the throttle counts them. */
export interface SignInCounts {
  /** This account from this client (same IP and same device cookie). */
  clientFailures: number;
  /** This account from every client. */
  accountFailures: number;
  /** This IP over every account. */
  ipFailures: number;
  /** This device cookie signed in to this account within SIGN_IN_THROTTLE.trustedDeviceDays. */
  trustedDevice: boolean;
}

export type SignInLimits = Omit<typeof SIGN_IN_THROTTLE, 'windowMinutes' | 'trustedDeviceDays' | 'changePasswordFailures'>;

/**
 * The captcha level an attempt must carry, or null while free tries remain. A trusted device is judged
 * by its own failures only, so an attack from elsewhere (or from the salon's shared address) leaves
 * its owner's browser alone. Every failure past the free ones counts towards a harder captcha.
 */
export function requiredCaptchaLevel(counts: SignInCounts, limits: SignInLimits = SIGN_IN_THROTTLE): number | null {
  const overs = [counts.clientFailures - limits.freeFailuresPerClient];
  if (!counts.trustedDevice) {
    overs.push(counts.accountFailures - limits.freeFailuresPerAccount, counts.ipFailures - limits.freeFailuresPerIp);
  }
  const over = Math.max(...overs);
  if (over < 0) return null;
  return Math.min(limits.maxCaptchaLevel, Math.floor(over / limits.failuresPerCaptchaLevel));
}

export type SignInGate = { check: true } | { check: false; captchaLevel: number };

/**
 * Whether to check the password at all. `solvedLevel` is the level of a verified captcha sent with
 * the attempt (null: none or not valid). Never a lockout: with a solved captcha of the asked level the
 * password is always checked, so the right one always signs in.
 */
export function signInGate(counts: SignInCounts, solvedLevel: number | null, limits: SignInLimits = SIGN_IN_THROTTLE): SignInGate {
  const level = requiredCaptchaLevel(counts, limits);
  if (level === null || (solvedLevel !== null && solvedLevel >= level)) return { check: true };
  return { check: false, captchaLevel: level };
}
