import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge, Payload } from 'altcha-lib/v1/types';
import { lt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { usedCaptchas } from '../../db/schema.ts';
import { platformKey } from '../../platform/auth/platform-keys.ts';
import { invalid } from '../../platform/http/errors.ts';
import { asSystem } from '../../platform/tenancy.ts';

export const CAPTCHA_TTL_MS = 10 * 60_000;
const KEY_NAME = 'captcha_hmac_key';

/**
 * ALTCHA proof of work (v1 challenges, which the altcha widget solves). The HMAC key is
 * CAPTCHA_HMAC_KEY, or else one generated at first use and stored in platform_secrets, so every
 * instance on the same database signs and verifies with the same key and a restart keeps it.
 */
export function createCaptcha(ctx: AppContext) {
  let keyPromise: Promise<string> | null = null;
  const key = () => {
    keyPromise ??= ctx.config.CAPTCHA_HMAC_KEY ? Promise.resolve(ctx.config.CAPTCHA_HMAC_KEY) : storedKey(ctx);
    keyPromise.catch(() => {
      keyPromise = null;
    });
    return keyPromise;
  };

  return {
    /** Each level doubles the work (sign-in asks for higher levels as failures grow); the level is signed into the salt. */
    async challenge(level = 0): Promise<Challenge> {
      return createChallenge({
        hmacKey: await key(),
        maxNumber: ctx.config.CAPTCHA_MAX_NUMBER * 2 ** level,
        expires: new Date(ctx.now().getTime() + CAPTCHA_TTL_MS),
        params: { level: String(level) },
      });
    },

    /** Verifies a solution once: a replayed solution is refused until its challenge has expired. */
    async verify(token: string): Promise<void> {
      if ((await solvedLevel(token)) === null) {
        throw invalid({ captchaToken: 'The captcha is not solved or has expired. Please try again.' });
      }
    },

    /** The level of a valid, unused solution (it is then used up), or null. */
    solvedLevel,
  };

  async function solvedLevel(token: string): Promise<number | null> {
    const payload = decodePayload(token);
    if (!payload || !(await verifySolution(payload, await key(), true))) return null;
    const params = extractParams(payload);
    const expires = Number(params.expires);
    if (!Number.isFinite(expires) || expires <= 0) return null;
    const level = Number(params.level ?? 0);
    if (!Number.isInteger(level) || level < 0) return null;
    const fresh = await asSystem(ctx.db, async (tx) => {
      await tx.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, ctx.now()));
      return tx
        .insert(usedCaptchas)
        .values({ signature: payload.signature, expiresAt: new Date(expires * 1000) })
        .onConflictDoNothing()
        .returning({ signature: usedCaptchas.signature });
    });
    return fresh.length === 0 ? null : level;
  }
}

export type Captcha = ReturnType<typeof createCaptcha>;

const storedKey = (ctx: AppContext) => platformKey(ctx.db, KEY_NAME);

function decodePayload(token: string): Payload | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const p = parsed as Record<string, unknown>;
    const ok =
      typeof p.algorithm === 'string' &&
      typeof p.challenge === 'string' &&
      typeof p.number === 'number' &&
      typeof p.salt === 'string' &&
      typeof p.signature === 'string';
    return ok ? (p as unknown as Payload) : null;
  } catch {
    return null;
  }
}
