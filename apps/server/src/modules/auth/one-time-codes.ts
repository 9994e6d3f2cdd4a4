import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { OTP } from '@salon/shared';
import type { Tx } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema.ts';
import { safeEqual } from '../../platform/auth/tokens.ts';
import { invalid, tooManyRequests } from '../../platform/http/errors.ts';

export const CODE_PURPOSES = [
  'signup_sms',
  'password_reset_customer',
  'password_reset_employee',
  'verify_email',
  'verify_phone',
  'passwordless',
] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** What a code is bound to: it proves control of `identifier` for `purpose` in one tenant. */
export interface CodeTarget {
  tenantId: string;
  purpose: CodePurpose;
  identifier: string;
  principalId?: string | null;
}

const HOUR_MS = 3_600_000;

/** Six random digits from the CSPRNG. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(OTP.length, '0');

/** The code's id salts its hash, so equal codes never share a stored value. */
export const hashCode = (id: string, code: string) => createHmac('sha256', id).update(code).digest('hex');

/**
 * Seconds to wait before another code may be sent, given when the codes of the last hour were sent:
 * at most one a minute and OTP.maxPerHour an hour. 0 means now.
 */
export function resendWaitSeconds(sentAt: readonly Date[], now: Date): number {
  const recent = sentAt.map((d) => d.getTime()).filter((t) => now.getTime() - t < HOUR_MS);
  if (recent.length === 0) return 0;
  const latest = Math.max(...recent);
  const cooldown = OTP.resendCooldownSeconds * 1000 - (now.getTime() - latest);
  if (cooldown > 0) return Math.ceil(cooldown / 1000);
  if (recent.length >= OTP.maxPerHour) return Math.max(1, Math.ceil((Math.min(...recent) + HOUR_MS - now.getTime()) / 1000));
  return 0;
}

const sameTarget = (t: CodeTarget) =>
  and(eq(oneTimeCodes.tenantId, t.tenantId), eq(oneTimeCodes.purpose, t.purpose), eq(oneTimeCodes.identifier, t.identifier));

/** Seconds until `target` may be sent another code (0: now), read only: the same work for any identifier. */
export async function codeWaitSeconds(tx: Tx, target: Omit<CodeTarget, 'principalId'>, now: Date): Promise<number> {
  const recent = await tx
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(sameTarget(target as CodeTarget), gt(oneTimeCodes.createdAt, new Date(now.getTime() - HOUR_MS))));
  return resendWaitSeconds(
    recent.map((r) => r.createdAt),
    now,
  );
}

/**
 * Creates a fresh code (the previous live one of the same target dies) and answers it in clear text
 * for the message; only its hash is stored. Refuses with 429 and Retry-After past the resend limits.
 */
export async function issueCode(tx: Tx, target: CodeTarget, now: Date): Promise<string> {
  // Serialises concurrent requests for one target so the limits hold across instances.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${target.tenantId}:${target.purpose}:${target.identifier}`}, 0))`,
  );
  const recent = await tx
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(sameTarget(target), gt(oneTimeCodes.createdAt, new Date(now.getTime() - HOUR_MS))));
  const wait = resendWaitSeconds(
    recent.map((r) => r.createdAt),
    now,
  );
  if (wait > 0) throw tooManyRequests(wait, `Please wait ${wait} seconds before asking for another code.`);
  await tx
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(sameTarget(target), isNull(oneTimeCodes.consumedAt)));
  const id = randomUUID();
  const code = newCode();
  await tx.insert(oneTimeCodes).values({
    id,
    tenantId: target.tenantId,
    purpose: target.purpose,
    identifier: target.identifier,
    principalId: target.principalId ?? null,
    codeHash: hashCode(id, code),
    expiresAt: new Date(now.getTime() + OTP.ttlSeconds * 1000),
    createdAt: now,
  });
  return code;
}

export type CodeCheck = { ok: true; id: string; principalId: string | null } | { ok: false; reason: 'wrong' | 'dead' };

export interface CheckOptions {
  /** consume: single use now; verify: mark verified for a later step (EmployeeAuth reset). */
  mode: 'consume' | 'verify';
}

/**
 * Checks a code against the live code of its target. A wrong guess counts; after OTP.maxAttempts
 * the code is dead even for the right digits. Never throws for a wrong code, so the caller's
 * transaction commits the count; the caller refuses after it (see codeRefusal).
 */
export async function checkCode(tx: Tx, target: CodeTarget, code: string, now: Date, { mode }: CheckOptions): Promise<CodeCheck> {
  const [row] = await tx
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        sameTarget(target),
        isNull(oneTimeCodes.consumedAt),
        mode === 'verify' ? isNull(oneTimeCodes.verifiedAt) : undefined,
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
    .for('update');
  if (!row) return { ok: false, reason: 'wrong' };
  if (target.principalId && row.principalId && row.principalId !== target.principalId) return { ok: false, reason: 'wrong' };
  if (row.attempts >= OTP.maxAttempts) return { ok: false, reason: 'dead' };
  if (!safeEqual(hashCode(row.id, code), row.codeHash)) {
    const attempts = row.attempts + 1;
    await tx.update(oneTimeCodes).set({ attempts }).where(eq(oneTimeCodes.id, row.id));
    return { ok: false, reason: attempts >= OTP.maxAttempts ? 'dead' : 'wrong' };
  }
  await tx
    .update(oneTimeCodes)
    .set(mode === 'consume' ? { consumedAt: now } : { verifiedAt: now })
    .where(eq(oneTimeCodes.id, row.id));
  return { ok: true, id: row.id, principalId: row.principalId };
}

/** Consumes the code verified within the last OTP.ttlSeconds (the second step of EmployeeAuth reset). */
export async function consumeVerifiedCode(tx: Tx, target: CodeTarget, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - OTP.ttlSeconds * 1000);
  const used = await tx
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(sameTarget(target), isNull(oneTimeCodes.consumedAt), isNotNull(oneTimeCodes.verifiedAt), gt(oneTimeCodes.verifiedAt, since)))
    .returning({ id: oneTimeCodes.id });
  return used.length > 0;
}

/** The latest code sent to an identifier for one of `purposes` in the last hour (ResendOTP). */
export async function latestCodeFor(tx: Tx, tenantId: string, identifier: string, purposes: readonly CodePurpose[], now: Date) {
  const [row] = await tx
    .select({ purpose: oneTimeCodes.purpose, principalId: oneTimeCodes.principalId })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.tenantId, tenantId),
        eq(oneTimeCodes.identifier, identifier),
        inArray(oneTimeCodes.purpose, [...purposes]),
        gt(oneTimeCodes.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row ? { purpose: row.purpose as CodePurpose, principalId: row.principalId } : null;
}

/** The 422 a refused code answers; the same for a wrong, expired, replayed or unknown code. */
export function codeRefusal(reason: 'wrong' | 'dead', field = 'confirmationCode') {
  return invalid(
    { [field]: reason === 'dead' ? 'Too many wrong codes. Please ask for a new code.' : 'The code is wrong or has expired.' },
    reason === 'dead' ? 'Too many wrong codes. Please ask for a new code.' : 'The code is wrong or has expired.',
  );
}
