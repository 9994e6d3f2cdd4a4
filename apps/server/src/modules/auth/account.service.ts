import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { customers, employees } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { revokeSessions } from '../../platform/auth/sessions.ts';
import { invalid, tooManyRequests, unauthenticated } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { adminAccountKey, customerAccountKey, passwordCheckWait, recordSignIn } from './sign-in-throttle.ts';

/** Logout: ends the caller's session server-side. */
export async function endSession(ctx: AppContext, actor: Actor) {
  await withTenant(ctx.db, actor.tenantId, (tx) => revokeSessions(tx, { sessionId: actor.sessionId }, 'logout'));
  return { loggedOut: true as const };
}

async function principalOf(ctx: AppContext, actor: Actor) {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    if (actor.type === 'admin') {
      const [e] = await tx.select().from(employees).where(eq(employees.id, actor.id));
      return e ? { passwordHash: e.passwordHash, accountKey: adminAccountKey(e.email) } : null;
    }
    const [c] = await tx.select().from(customers).where(eq(customers.id, actor.id));
    return c ? { passwordHash: c.passwordHash, accountKey: customerAccountKey(c.brandId, c.phoneNumber ?? c.email ?? c.id) } : null;
  });
}

/**
 * ChangePassword for either principal: the current password is checked (and counted like a sign-in),
 * the new one set, and every other session of the account ended.
 */
export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  body: { oldPassword: string; newPassword: string },
  meta: { ip: string; requestId?: string },
) {
  const now = ctx.now();
  const principal = await principalOf(ctx, actor);
  if (!principal) throw unauthenticated();
  const wait = await passwordCheckWait(ctx.db, principal.accountKey, now);
  if (wait > 0) throw tooManyRequests(wait);
  const ok = principal.passwordHash !== null && (await verifyPassword(principal.passwordHash, body.oldPassword));
  await recordSignIn(ctx.db, principal.accountKey, { ip: meta.ip }, ok, now);
  if (!ok) throw invalid({ oldPassword: 'The current password is not correct.' });
  if (body.oldPassword === body.newPassword) throw invalid({ newPassword: 'Choose a password different from the current one.' });
  const passwordHash = await hashPassword(body.newPassword);
  await withTenant(ctx.db, actor.tenantId, async (tx) => {
    if (actor.type === 'admin') {
      await tx.update(employees).set({ passwordHash, passwordChangedAt: now }).where(eq(employees.id, actor.id));
      await revokeSessions(tx, { employeeId: actor.id }, 'password_change', actor.sessionId);
    } else {
      await tx.update(customers).set({ passwordHash }).where(eq(customers.id, actor.id));
      await revokeSessions(tx, { customerId: actor.id }, 'password_change', actor.sessionId);
    }
    const entityType = actor.type === 'admin' ? 'employee' : 'customer';
    await audit(tx, actor, { action: `${entityType}.password_changed`, entityType, entityId: actor.id }, meta.requestId);
  });
  return { passwordChanged: true as const };
}
