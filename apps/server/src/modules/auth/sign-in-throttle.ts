import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInAttempts } from '../../db/schema.ts';
import { asSystem } from '../../platform/tenancy.ts';

/**
 * Sign-in limits, counted in the database so every instance shares them. Keys start with
 * `signin:` for sign-ins (and password checks) and `probe:` for existence checks.
 */
export const THROTTLE = {
  windowMs: 3_600_000,
  failuresPerAccount: 100,
  failuresPerIp: 300,
  identifierChecksPerIp: 60,
} as const;

export const adminAccountKey = (email: string) => `signin:admin:${email.toLowerCase()}`;
export const customerAccountKey = (brandId: string, identifier: string) => `signin:customer:${brandId}:${identifier}`;
export const IDENTIFIER_PROBE_KEY = 'probe:check_identifier';

/** Seconds until the window frees a slot, for Retry-After. */
const retryAfter = (oldest: Date | string | null, now: Date) =>
  oldest ? Math.max(1, Math.ceil((new Date(oldest).getTime() + THROTTLE.windowMs - now.getTime()) / 1000)) : 60;

/** 0 when a sign-in may be tried now; otherwise seconds to wait (account or IP past its failure limit). */
export async function signInWait(db: Db, accountKey: string, ip: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - THROTTLE.windowMs);
  return asSystem(db, async (tx) => {
    const count = sql<number>`count(*)::int`;
    const oldest = sql<Date | null>`min(${signInAttempts.createdAt})`;
    const failed = and(eq(signInAttempts.succeeded, false), gt(signInAttempts.createdAt, since));
    const [account] = await tx
      .select({ n: count, oldest })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.accountKey, accountKey), failed));
    if (account.n >= THROTTLE.failuresPerAccount) return retryAfter(account.oldest, now);
    const [byIp] = await tx
      .select({ n: count, oldest })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.ip, ip), like(signInAttempts.accountKey, 'signin:%'), failed));
    return byIp.n >= THROTTLE.failuresPerIp ? retryAfter(byIp.oldest, now) : 0;
  });
}

export async function recordSignIn(db: Db, accountKey: string, ip: string, succeeded: boolean, now: Date) {
  await asSystem(db, (tx) => tx.insert(signInAttempts).values({ accountKey, ip, succeeded, createdAt: now }));
}

/** Counts an existence check from this IP; answers seconds to wait once it is past the limit, else 0. */
export async function identifierProbeWait(db: Db, ip: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - THROTTLE.windowMs);
  return asSystem(db, async (tx) => {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${signInAttempts.createdAt})` })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.ip, ip), eq(signInAttempts.accountKey, IDENTIFIER_PROBE_KEY), gt(signInAttempts.createdAt, since)));
    if (row.n >= THROTTLE.identifierChecksPerIp) return retryAfter(row.oldest, now);
    await tx.insert(signInAttempts).values({ accountKey: IDENTIFIER_PROBE_KEY, ip, succeeded: true, createdAt: now });
    return 0;
  });
}
