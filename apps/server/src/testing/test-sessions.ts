import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { publishAuthChange } from '../platform/auth/auth-events.ts';
import { createSession } from '../platform/auth/sessions.ts';
import { withTenant } from '../platform/tenancy.ts';

type Principal = { tenantId: string; id: string };

/** A signed-in staff member's bearer header, without going through the sign-in routes. */
export async function staffAuth(db: Db, employee: Principal) {
  const { token, session } = await withTenant(db, employee.tenantId, (tx) =>
    createSession(tx, { tenantId: employee.tenantId, principalType: 'admin', employeeId: employee.id }),
  );
  return { headers: { authorization: `Bearer ${token}` }, token, sessionId: session.id };
}

export async function customerAuth(db: Db, customer: Principal) {
  const { token, session } = await withTenant(db, customer.tenantId, (tx) =>
    createSession(tx, { tenantId: customer.tenantId, principalType: 'customer', customerId: customer.id }),
  );
  return { headers: { authorization: `Bearer ${token}` }, token, sessionId: session.id };
}

/** Moves a session past its idle expiry, as if its holder had walked away. */
export async function expireSession(db: Db, tenantId: string, sessionId: string) {
  const past = new Date(Date.now() - 60_000);
  await withTenant(db, tenantId, async (tx) => {
    await tx.update(sessions).set({ idleExpiresAt: past }).where(eq(sessions.id, sessionId));
    await publishAuthChange(tx, { kind: 'session', id: sessionId });
  });
}
