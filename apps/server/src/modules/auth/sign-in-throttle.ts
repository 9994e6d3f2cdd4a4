import { createHash } from 'node:crypto';
import { and, eq, gt, like, sql } from 'drizzle-orm';
import { SIGN_IN_THROTTLE } from '@salon/shared';
import type { Db } from '../../db/client.ts';
import { signInAttempts } from '../../db/schema.ts';
import { asSystem } from '../../platform/tenancy.ts';
import type { SignInCounts } from './sign-in-policy.ts';

/**
 * Sign-in failures, counted in the database so every instance shares them (the rules are in
 * sign-in-policy.ts). Keys start with `signin:` for sign-ins (and password checks) and `probe:` for
 * existence checks.
 */
const WINDOW_MS = SIGN_IN_THROTTLE.windowMinutes * 60_000;
const TRUSTED_MS = SIGN_IN_THROTTLE.trustedDeviceDays * 86_400_000;
const PROBE_WINDOW_MS = 3_600_000;
export const IDENTIFIER_CHECKS_PER_IP_HOUR = 60;

export const adminAccountKey = (email: string) => `signin:admin:${email.toLowerCase()}`;
export const customerAccountKey = (brandId: string, identifier: string) => `signin:customer:${brandId}:${identifier}`;
export const IDENTIFIER_PROBE_KEY = 'probe:check_identifier';
/** A staff password-reset code asked for this email (any email: the wait must not tell whether an account has it). */
export const staffCodeKey = (email: string) => `code:admin:${email.trim().toLowerCase()}`;

/** Who is trying: the address and the device cookie (stored only as its hash). */
export interface SignInClient {
  ip: string;
  deviceId?: string | null;
}

const deviceHashOf = (client: SignInClient) => (client.deviceId ? createHash('sha256').update(client.deviceId).digest('hex') : null);

const count = sql<number>`count(*)::int`;

/** Recent failures of this account, of this account from this client, and of this IP; and whether the device is trusted. */
export async function signInCounts(db: Db, accountKey: string, client: SignInClient, now: Date): Promise<SignInCounts> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const deviceHash = deviceHashOf(client);
  return asSystem(db, async (tx) => {
    const failed = and(eq(signInAttempts.succeeded, false), gt(signInAttempts.createdAt, since));
    const sameClient = sql`${signInAttempts.ip} = ${client.ip} and ${signInAttempts.deviceHash} is not distinct from ${deviceHash}`;
    const [account] = await tx
      .select({ all: count, client: sql<number>`(count(*) filter (where ${sameClient}))::int` })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.accountKey, accountKey), failed));
    const [byIp] = await tx
      .select({ n: count })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.ip, client.ip), like(signInAttempts.accountKey, 'signin:%'), failed));
    const trusted = deviceHash
      ? await tx
          .select({ one: sql`1` })
          .from(signInAttempts)
          .where(
            and(
              eq(signInAttempts.accountKey, accountKey),
              eq(signInAttempts.deviceHash, deviceHash),
              eq(signInAttempts.succeeded, true),
              gt(signInAttempts.createdAt, new Date(now.getTime() - TRUSTED_MS)),
            ),
          )
          .limit(1)
      : [];
    return { clientFailures: account.client, accountFailures: account.all, ipFailures: byIp.n, trustedDevice: trusted.length > 0 };
  });
}

export async function recordSignIn(db: Db, accountKey: string, client: SignInClient, succeeded: boolean, now: Date) {
  await asSystem(db, (tx) =>
    tx.insert(signInAttempts).values({ accountKey, ip: client.ip, deviceHash: deviceHashOf(client), succeeded, createdAt: now }),
  );
}

/** Seconds until the window frees a slot, for Retry-After. */
const retryAfter = (oldest: Date | string | null, now: Date, windowMs: number) =>
  oldest ? Math.max(1, Math.ceil((new Date(oldest).getTime() + windowMs - now.getTime()) / 1000)) : 60;

/**
 * ChangePassword's limit: its caller is signed in already, so no captcha path is needed; after
 * SIGN_IN_THROTTLE.changePasswordFailures wrong current passwords it answers seconds to wait, else 0.
 * Face sign-in's PIN uses it with its own limit and window (FACE_PIN_FAILURES, FACE_PIN_LOCK_MINUTES).
 */
export async function passwordCheckWait(
  db: Db,
  accountKey: string,
  now: Date,
  limit: number = SIGN_IN_THROTTLE.changePasswordFailures,
  windowMs = WINDOW_MS,
): Promise<number> {
  const since = new Date(now.getTime() - windowMs);
  const [row] = await asSystem(db, (tx) =>
    tx
      .select({ n: count, oldest: sql<Date | null>`min(${signInAttempts.createdAt})` })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.accountKey, accountKey), eq(signInAttempts.succeeded, false), gt(signInAttempts.createdAt, since))),
  );
  return row.n >= limit ? retryAfter(row.oldest, now, windowMs) : 0;
}

/** Counts an existence check from this IP; answers seconds to wait once it is past the limit, else 0. */
export function identifierProbeWait(db: Db, ip: string, now: Date): Promise<number> {
  return perIpHourWait(db, IDENTIFIER_PROBE_KEY, IDENTIFIER_CHECKS_PER_IP_HOUR, ip, now);
}

/** Counts one call of a public endpoint (key) from this IP; answers seconds to wait past `limit` an hour, else 0. */
export async function perIpHourWait(db: Db, key: string, limit: number, ip: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - PROBE_WINDOW_MS);
  return asSystem(db, async (tx) => {
    const [row] = await tx
      .select({ n: count, oldest: sql<Date | null>`min(${signInAttempts.createdAt})` })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.ip, ip), eq(signInAttempts.accountKey, key), gt(signInAttempts.createdAt, since)));
    if (row.n >= limit) return retryAfter(row.oldest, now, PROBE_WINDOW_MS);
    await tx.insert(signInAttempts).values({ accountKey: key, ip, succeeded: true, createdAt: now });
    return 0;
  });
}

/**
 * Seconds before another code may be asked for this key (0 when one may, and the request is then counted). Every
 * email is counted alike, known or not, so the wait says nothing about whether an account exists.
 */
export async function codeRequestWait(db: Db, key: string, cooldownSeconds: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - cooldownSeconds * 1000);
  return asSystem(db, async (tx) => {
    const [row] = await tx
      .select({ latest: sql<Date | null>`max(${signInAttempts.createdAt})` })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.accountKey, key), gt(signInAttempts.createdAt, since)));
    if (row?.latest) return retryAfter(row.latest, now, cooldownSeconds * 1000);
    await tx.insert(signInAttempts).values({ accountKey: key, ip: '-', succeeded: true, createdAt: now });
    return 0;
  });
}
