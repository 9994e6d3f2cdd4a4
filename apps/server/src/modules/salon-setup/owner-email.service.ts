// The salon owner's email is proven before their password signs in (issue 19): SalonSetup/Create emails a code to
// the owner; SalonSetup/VerifyOwnerEmail takes it back and marks the email verified. Until then a right password
// is refused with EmailNotVerified (sign-in.service.ts), so nobody runs a salon on an address they do not hold.
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { employees } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { deliver, queueCode } from '../auth/code-delivery.ts';
import { codeRefusal, checkCode } from '../auth/one-time-codes.ts';

const target = (owner: { id: string; tenantId: string; email: string }) => ({
  tenantId: owner.tenantId,
  purpose: 'verify_email' as const,
  identifier: owner.email,
  principalId: owner.id,
});

/** Queues the owner's verification code in the caller's transaction (the outbox message id). */
export function queueOwnerCode(tx: Tx, owner: { id: string; tenantId: string; email: string }, now: Date) {
  return queueCode(tx, target(owner), { channel: 'email', to: owner.email }, now);
}

/** The unverified account with this email (emails are platform-unique), or null. */
async function unverified(ctx: AppContext, email: string) {
  const [row] = await asSystem(ctx.db, (tx) =>
    tx
      .select({ id: employees.id, tenantId: employees.tenantId, email: employees.email })
      .from(employees)
      .where(and(eq(employees.email, email.toLowerCase()), eq(employees.emailVerified, false))),
  );
  return row ?? null;
}

/** A fresh code to an unverified owner; the same answer for any other email (no enumeration). */
export async function resendOwnerCode(ctx: AppContext, email: string) {
  const owner = await unverified(ctx, email);
  if (owner) await deliver(ctx, [await withTenant(ctx.db, owner.tenantId, (tx) => queueOwnerCode(tx, owner, ctx.now()))]);
  return { sent: true as const };
}

/** The code marks the owner's email verified; a wrong, used or expired code (or any other email) answers 422. */
export async function verifyOwnerEmail(ctx: AppContext, body: { email: string; confirmationCode: string }, requestId?: string) {
  const owner = await unverified(ctx, body.email);
  const outcome = owner
    ? await withTenant(ctx.db, owner.tenantId, async (tx) => {
        const check = await checkCode(tx, target(owner), body.confirmationCode, ctx.now(), { mode: 'consume' });
        if (!check.ok || check.principalId !== owner.id) return check.ok ? 'wrong' : check.reason;
        await tx
          .update(employees)
          .set({ emailVerified: true })
          .where(and(eq(employees.tenantId, owner.tenantId), eq(employees.id, owner.id)));
        await audit(
          tx,
          { tenantId: owner.tenantId, type: 'system' },
          { action: 'employee.email_verified', entityType: 'employee', entityId: owner.id, details: { by: 'salon_setup_code' } },
          requestId,
        );
        return null;
      })
    : 'wrong';
  if (outcome !== null) throw codeRefusal(outcome);
  return { verified: true as const };
}
