import { and, eq } from 'drizzle-orm';
import type { SessionObject } from '@salon/shared';
import type { Db, Tx } from '../../db/client.ts';
import { customers, employees, sessions } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { createSession, sessionLifetimes, type NewSession } from '../../platform/auth/sessions.ts';
import { unauthenticated } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { EMPTY_ROLES_INFO, roleAssignments, summarizeRoles } from '../../platform/auth/role-assignments.ts';

export interface SessionRef {
  principalType: 'admin' | 'customer';
  principalId: string;
  assumedBy: string | null;
  token: string;
  expires: Date;
}

/** The session object of docs/auth-contract.md, shared by callback, GET/POST session and CustomerAuth/Create. */
export async function buildSessionObject(tx: Tx, ref: SessionRef): Promise<SessionObject> {
  const base = { accessToken: ref.token, expires: ref.expires.toISOString() };
  if (ref.principalType === 'admin') {
    const [employee] = await tx.select().from(employees).where(eq(employees.id, ref.principalId));
    if (!employee) throw unauthenticated();
    const info = summarizeRoles(await roleAssignments(tx, employee.id), employee.isSuperAdmin);
    return {
      ...base,
      ...info,
      user: {
        id: employee.id,
        userType: 'admin',
        name: `${employee.firstName} ${employee.lastName}`.trim(),
        firstName: employee.firstName,
        lastName: employee.lastName,
        email: employee.email,
        phoneNumber: employee.phoneNumber,
        tenantId: employee.tenantId,
        brandId: null,
        roles: info.roles,
        assumedBy: ref.assumedBy,
      },
    };
  }
  const [customer] = await tx.select().from(customers).where(eq(customers.id, ref.principalId));
  if (!customer) throw unauthenticated();
  return {
    ...base,
    ...EMPTY_ROLES_INFO,
    user: {
      id: customer.id,
      userType: 'customer',
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phoneNumber: customer.phoneNumber,
      tenantId: customer.tenantId,
      brandId: customer.brandId,
      roles: [],
      assumedBy: null,
    },
  };
}

/** Starts a session (a new token every time) inside the caller's transaction. */
export async function startSession(tx: Tx, input: NewSession) {
  const { token, session } = await createSession(tx, input);
  return { token, session, expires: session.idleExpiresAt };
}

/** The session object of the actor's current session; `keepAlive` renews the idle expiry (POST session). */
export async function sessionObjectOf(db: Db, actor: Actor, token: string, now: Date, keepAlive = false): Promise<SessionObject | null> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const [row] = await tx
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, actor.sessionId), eq(sessions.tenantId, actor.tenantId)));
    if (!row) return null;
    let expires = new Date(Math.min(row.idleExpiresAt.getTime(), row.absoluteExpiresAt.getTime()));
    if (keepAlive) {
      const { idleMs } = sessionLifetimes(row.principalType, now);
      expires = new Date(Math.min(now.getTime() + idleMs, row.absoluteExpiresAt.getTime()));
      await tx.update(sessions).set({ lastSeenAt: now, idleExpiresAt: expires }).where(eq(sessions.id, row.id));
    }
    return buildSessionObject(tx, { principalType: actor.type, principalId: actor.id, assumedBy: actor.assumedBy, token, expires });
  });
}
