import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SESSION_POLICY } from '@salon/shared';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { sessions } from '../../db/schema.ts';
import { asSystem } from '../tenancy.ts';
import type { Actor } from './actor.ts';
import { publishAuthChange } from './auth-events.ts';
import { EMPTY_ROLES_INFO, listedOwnerships, roleAssignments, summarizeRoles } from './role-assignments.ts';
import type { CachedSession, SessionCache } from './session-cache.ts';
import { hashToken, newToken } from './tokens.ts';

const MINUTE = 60_000;

export function sessionLifetimes(principalType: 'admin' | 'customer', now = new Date()) {
  const idleMs = principalType === 'admin' ? SESSION_POLICY.staffIdleMinutes * MINUTE : SESSION_POLICY.customerIdleDays * 1440 * MINUTE;
  const absoluteMs =
    principalType === 'admin' ? SESSION_POLICY.staffAbsoluteHours * 60 * MINUTE : SESSION_POLICY.customerAbsoluteDays * 1440 * MINUTE;
  return { idleMs, idleExpiresAt: new Date(now.getTime() + idleMs), absoluteExpiresAt: new Date(now.getTime() + absoluteMs) };
}

export interface NewSession {
  tenantId: string;
  principalType: 'admin' | 'customer';
  employeeId?: string;
  customerId?: string;
  assumedByEmployeeId?: string;
  rememberMe?: boolean;
  ip?: string;
  userAgent?: string;
}

/** A new token at every sign-in; the caller's transaction decides whether it lands. */
export async function createSession(tx: Tx, input: NewSession) {
  const { token, hash } = newToken();
  const { idleExpiresAt, absoluteExpiresAt } = sessionLifetimes(input.principalType);
  const [row] = await tx
    .insert(sessions)
    .values({ ...input, rememberMe: input.rememberMe ?? false, tokenHash: hash, idleExpiresAt, absoluteExpiresAt })
    .returning();
  return { token, session: row };
}

export type SessionLookup = { status: 'valid'; actor: Actor; expires: Date } | { status: 'expired' } | { status: 'missing' };

interface PrincipalRow extends Record<string, unknown> {
  session_id: string;
  tenant_id: string;
  principal_type: 'admin' | 'customer';
  principal_id: string;
  assumed_by: string | null;
  idle_expires_at: Date | string;
  absolute_expires_at: Date | string;
  revoked_at: Date | string | null;
  last_seen_at: Date | string;
  active: boolean;
  is_super_admin: boolean;
  brand_id: string | null;
}

/** Reads a session, its principal and (for staff) the roles it holds: one system transaction. */
async function loadSession(db: Db, tokenHash: string): Promise<CachedSession | 'missing'> {
  return asSystem(db, async (tx) => {
    const [row] = await queryRows<PrincipalRow>(
      tx,
      sql`
      select s.id as session_id, s.tenant_id, s.principal_type, coalesce(s.employee_id, s.customer_id) as principal_id,
             s.assumed_by_employee_id as assumed_by, s.idle_expires_at, s.absolute_expires_at, s.revoked_at, s.last_seen_at,
             coalesce(e.status = 'active', c.status = 'active', false) and (t.status = 'active' or coalesce(e.is_super_admin, false)) as active,
             coalesce(e.is_super_admin, false) as is_super_admin, c.brand_id
        from sessions s
        join tenants t on t.id = s.tenant_id
        left join employees e on e.id = s.employee_id
        left join customers c on c.id = s.customer_id
       where s.token_hash = ${tokenHash}`,
    );
    if (!row || row.revoked_at || !row.active) return 'missing' as const;
    const isStaff = row.principal_type === 'admin';
    const assignments = isStaff ? await roleAssignments(tx, row.principal_id) : [];
    const rolesInfo = isStaff
      ? summarizeRoles(assignments, row.is_super_admin, await listedOwnerships(tx, row.principal_id))
      : EMPTY_ROLES_INFO;
    const actor: Actor = {
      type: row.principal_type,
      id: row.principal_id,
      tenantId: row.tenant_id,
      brandId: row.brand_id,
      sessionId: row.session_id,
      accessControls: rolesInfo.accessControls,
      rolesInfo,
      isSuperAdmin: row.is_super_admin,
      storeIds: [...new Set(assignments.flatMap((a) => (a.storeId ? [a.storeId] : [])))],
      tenantWide: row.is_super_admin || assignments.some((a) => a.storeId === null),
      assumedBy: row.assumed_by,
    };
    return {
      actor,
      idleExpiresAt: new Date(row.idle_expires_at),
      absoluteExpiresAt: new Date(row.absolute_expires_at),
      lastSeenAt: new Date(row.last_seen_at),
      cachedAt: Date.now(),
    };
  });
}

/**
 * Finds the session of a bearer token with its principal and the union of its roles' flags.
 * The cache (when given) spares the database on repeated requests; every change that matters
 * (logout, password change, deactivation, role edits) drops cached entries via publishAuthChange.
 */
export async function lookupSession(db: Db, token: string, cache?: SessionCache, now = new Date()): Promise<SessionLookup> {
  if (token.length < 20 || token.length > 100) return { status: 'missing' };
  const tokenHash = hashToken(token);
  let entry = cache?.get(tokenHash, now.getTime());
  if (!entry) {
    const loaded = await loadSession(db, tokenHash);
    if (loaded === 'missing') return { status: 'missing' };
    entry = loaded;
    cache?.set(tokenHash, entry);
  }
  if (entry.idleExpiresAt <= now || entry.absoluteExpiresAt <= now) {
    cache?.delete(tokenHash);
    return { status: 'expired' };
  }
  // Renew the idle expiry by use, writing at most once a minute per session.
  const { idleMs } = sessionLifetimes(entry.actor.type, now);
  if (now.getTime() - entry.lastSeenAt.getTime() > MINUTE) {
    const sessionId = entry.actor.sessionId;
    const nextIdle = new Date(Math.min(now.getTime() + idleMs, entry.absoluteExpiresAt.getTime()));
    const renewed = await asSystem(db, (tx) =>
      tx
        .update(sessions)
        .set({ lastSeenAt: now, idleExpiresAt: nextIdle })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id }),
    );
    if (!renewed.length) {
      cache?.delete(tokenHash);
      return { status: 'missing' };
    }
    entry = { ...entry, lastSeenAt: now, idleExpiresAt: nextIdle };
    cache?.set(tokenHash, entry);
  }
  const expires = new Date(Math.min(entry.idleExpiresAt.getTime(), entry.absoluteExpiresAt.getTime()));
  return { status: 'valid', actor: entry.actor, expires };
}

type RevokeTarget = { sessionId: string } | { employeeId: string } | { customerId: string };

/** Ends sessions server-side (logout, password change, deactivation). */
export async function revokeSessions(tx: Tx, target: RevokeTarget, reason: string, exceptSessionId?: string) {
  const who =
    'sessionId' in target
      ? eq(sessions.id, target.sessionId)
      : 'employeeId' in target
        ? eq(sessions.employeeId, target.employeeId)
        : eq(sessions.customerId, target.customerId);
  const keep = exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined;
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(who, isNull(sessions.revokedAt), gt(sessions.absoluteExpiresAt, new Date()), keep))
    .returning({ id: sessions.id });
  for (const { id } of ended) await publishAuthChange(tx, { kind: 'session', id });
}
