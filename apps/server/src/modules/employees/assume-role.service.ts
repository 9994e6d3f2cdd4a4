// Employee/AssumeRole/{id} and ReturnFromAssumedRole.
//
// Design: the admin's own session is kept (not revoked) but suspended: its token is replaced by an
// unknown one while the assumed session runs, and a link row remembers it. On return the assumed
// session ends and the admin's session gets a fresh token (same session, same absolute expiry). So
// the browser holds exactly one live token at any time, the admin's token is never handed back to the
// web while it acts as someone else, and an assumed session never outlives the admin's session.
import { and, eq, isNull } from 'drizzle-orm';
import type { SessionObject } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import { employeeAssumptions, employees, sessions } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { publishAuthChange } from '../../platform/auth/auth-events.ts';
import { revokeSessions, sessionLifetimes } from '../../platform/auth/sessions.ts';
import { newToken } from '../../platform/auth/tokens.ts';
import { conflict, forbidden, unauthenticated } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { buildSessionObject, startSession } from '../auth/session-object.ts';
import { assertManageable } from './employee-access.ts';
import { loadEmployee } from './employee-queries.ts';

export interface SessionMeta {
  ip?: string;
  userAgent?: string;
  requestId?: string;
}

export interface SwappedSession {
  session: SessionObject;
  token: string;
  absoluteExpiresAt: Date;
  rememberMe: boolean;
}

/** Starts a session as `employeeId` for the admin, suspending the admin's own session. */
export async function assumeRole(ctx: AppContext, actor: Actor, employeeId: string, meta: SessionMeta): Promise<SwappedSession> {
  if (actor.assumedBy) throw conflict('Return to your own account before assuming another role.');
  if (employeeId === actor.id) throw conflict('You are already signed in as yourself.');
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const target = await loadEmployee(tx, actor.tenantId, employeeId);
    if (target.row.isSuperAdmin) throw forbidden('A Super Admin cannot be assumed.');
    assertManageable(actor, target.scope, 'assume the role of');
    if (target.row.status !== 'active') throw conflict('This employee is deactivated.');
    const [own] = await tx
      .select()
      .from(sessions)
      .where(and(eq(sessions.tenantId, actor.tenantId), eq(sessions.id, actor.sessionId), isNull(sessions.revokedAt)));
    // A super admin acting in another tenant (tenantId header) has no session here to suspend.
    if (!own) throw conflict('Assume a role from a session of this organisation.');

    const started = await startSession(tx, {
      tenantId: actor.tenantId,
      principalType: 'admin',
      employeeId,
      assumedByEmployeeId: actor.id,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500),
    });
    const absoluteExpiresAt = new Date(Math.min(started.session.absoluteExpiresAt.getTime(), own.absoluteExpiresAt.getTime()));
    const expires = new Date(Math.min(started.expires.getTime(), absoluteExpiresAt.getTime()));
    await tx.update(sessions).set({ absoluteExpiresAt, idleExpiresAt: expires }).where(eq(sessions.id, started.session.id));
    // Suspend the admin's own token: nobody holds a token for it until the admin returns.
    await tx.update(sessions).set({ tokenHash: newToken().hash }).where(eq(sessions.id, own.id));
    await tx.insert(employeeAssumptions).values({
      tenantId: actor.tenantId,
      sessionId: started.session.id,
      originalSessionId: own.id,
      employeeId,
      assumedByEmployeeId: actor.id,
    });
    await publishAuthChange(tx, { kind: 'session', id: own.id });
    await audit(
      tx,
      actor,
      { action: 'employee.assume_role', entityType: 'employee', entityId: employeeId, details: { assumedSessionId: started.session.id } },
      meta.requestId,
    );
    const session = await buildSessionObject(tx, {
      principalType: 'admin',
      principalId: employeeId,
      assumedBy: actor.id,
      token: started.token,
      expires,
    });
    return { session, token: started.token, absoluteExpiresAt, rememberMe: false };
  });
}

/** Ends the assumed session and gives the admin's own session back with a fresh token. */
export async function returnFromAssumedRole(ctx: AppContext, actor: Actor, meta: SessionMeta): Promise<SwappedSession> {
  if (!actor.assumedBy) throw conflict('You are not acting as another employee.');
  const adminId = actor.assumedBy;
  const now = ctx.now();
  const restored = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const [link] = await tx
      .select()
      .from(employeeAssumptions)
      .where(and(eq(employeeAssumptions.tenantId, actor.tenantId), eq(employeeAssumptions.sessionId, actor.sessionId)));
    await revokeSessions(tx, { sessionId: actor.sessionId }, 'assume_role_returned');
    if (link) await tx.update(employeeAssumptions).set({ endedAt: now }).where(eq(employeeAssumptions.id, link.id));
    await audit(tx, actor, { action: 'employee.return_from_assumed_role', entityType: 'employee', entityId: actor.id }, meta.requestId);
    if (!link) return null;
    const [own] = await tx
      .select()
      .from(sessions)
      .where(and(eq(sessions.tenantId, actor.tenantId), eq(sessions.id, link.originalSessionId)));
    const [admin] = await tx.select({ status: employees.status }).from(employees).where(eq(employees.id, adminId));
    if (!own || own.revokedAt || own.absoluteExpiresAt <= now || own.employeeId !== adminId || admin?.status !== 'active') return null;
    const { token, hash } = newToken();
    const { idleMs } = sessionLifetimes('admin', now);
    const expires = new Date(Math.min(now.getTime() + idleMs, own.absoluteExpiresAt.getTime()));
    await tx.update(sessions).set({ tokenHash: hash, idleExpiresAt: expires, lastSeenAt: now }).where(eq(sessions.id, own.id));
    await publishAuthChange(tx, { kind: 'session', id: own.id });
    const session = await buildSessionObject(tx, { principalType: 'admin', principalId: adminId, assumedBy: null, token, expires });
    return { session, token, absoluteExpiresAt: own.absoluteExpiresAt, rememberMe: own.rememberMe };
  });
  // The assumed session has ended either way; without a usable own session the admin signs in again.
  if (!restored) throw unauthenticated('Your own session has ended. Please sign in again.');
  return restored;
}
