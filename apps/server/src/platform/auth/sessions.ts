import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SESSION_POLICY, mergeControls, type AccessControls } from '@salon/shared';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { sessions } from '../../db/schema.ts';
import { asSystem } from '../tenancy.ts';
import type { Actor } from './actor.ts';
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

/**
 * Finds the session of a bearer token and loads the principal and the union of its roles' flags.
 * Roles are read on every request, so a role change takes effect on the holder's next request.
 */
export async function lookupSession(db: Db, token: string, now = new Date()): Promise<SessionLookup> {
  if (token.length < 20 || token.length > 100) return { status: 'missing' };
  return asSystem(db, async (tx) => {
    const [row] = await queryRows<PrincipalRow>(
      tx,
      sql`
      select s.id as session_id, s.tenant_id, s.principal_type, coalesce(s.employee_id, s.customer_id) as principal_id,
             s.assumed_by_employee_id as assumed_by, s.idle_expires_at, s.absolute_expires_at, s.revoked_at, s.last_seen_at,
             coalesce(e.status = 'active', c.status = 'active', false) as active,
             coalesce(e.is_super_admin, false) as is_super_admin, c.brand_id
        from sessions s
        left join employees e on e.id = s.employee_id
        left join customers c on c.id = s.customer_id
       where s.token_hash = ${hashToken(token)}`,
    );
    if (!row) return { status: 'missing' } as const;
    const idle = new Date(row.idle_expires_at);
    const absolute = new Date(row.absolute_expires_at);
    if (row.revoked_at || !row.active) return { status: 'missing' } as const;
    if (idle <= now || absolute <= now) return { status: 'expired' } as const;

    let accessControls: AccessControls = {};
    let storeIds: string[] = [];
    let tenantWide = false;
    if (row.principal_type === 'admin') {
      const roleRows = await queryRows<{ access_controls: AccessControls; store_id: string | null }>(
        tx,
        sql`
        select r.access_controls, er.store_id from employee_roles er join roles r on r.id = er.role_id
         where er.employee_id = ${row.principal_id}`,
      );
      accessControls = mergeControls(...roleRows.map((r) => r.access_controls));
      if (row.is_super_admin) accessControls = { ...accessControls, super_admin: true };
      tenantWide = row.is_super_admin || roleRows.some((r) => r.store_id === null);
      storeIds = [...new Set(roleRows.flatMap((r) => (r.store_id ? [r.store_id] : [])))];
    }
    // Renew the idle expiry by use, writing at most once a minute per session.
    const { idleMs } = sessionLifetimes(row.principal_type, now);
    let expires = new Date(Math.min(idle.getTime(), absolute.getTime()));
    if (now.getTime() - new Date(row.last_seen_at).getTime() > MINUTE) {
      const nextIdle = new Date(Math.min(now.getTime() + idleMs, absolute.getTime()));
      await tx.update(sessions).set({ lastSeenAt: now, idleExpiresAt: nextIdle }).where(eq(sessions.id, row.session_id));
      expires = nextIdle;
    }
    const actor: Actor = {
      type: row.principal_type,
      id: row.principal_id,
      tenantId: row.tenant_id,
      brandId: row.brand_id,
      sessionId: row.session_id,
      accessControls,
      isSuperAdmin: row.is_super_admin,
      storeIds,
      tenantWide,
      assumedBy: row.assumed_by,
    };
    return { status: 'valid', actor, expires } as const;
  });
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
  await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(who, isNull(sessions.revokedAt), gt(sessions.absoluteExpiresAt, new Date()), keep));
}
