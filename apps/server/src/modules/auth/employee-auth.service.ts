import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { employees } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { revokeSessions } from '../../platform/auth/sessions.ts';
import { invalid } from '../../platform/http/errors.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { sendCodeQuietly } from './code-delivery.ts';
import { checkCode, codeRefusal, consumeVerifiedCode } from './one-time-codes.ts';

/** The active employee with this sign-in email (a cross-tenant lookup: emails are platform-unique). */
async function activeEmployeeByEmail(ctx: AppContext, email: string) {
  const [row] = await asSystem(ctx.db, (tx) =>
    tx
      .select({ id: employees.id, tenantId: employees.tenantId, status: employees.status })
      .from(employees)
      .where(eq(employees.email, email)),
  );
  return row?.status === 'active' ? row : null;
}

const resetTarget = (employee: { id: string; tenantId: string }, email: string) => ({
  tenantId: employee.tenantId,
  purpose: 'password_reset_employee' as const,
  identifier: email,
  principalId: employee.id,
});

/** EmployeeAuth/ForgetPassword: emails a reset code; the same answer for an unknown email. */
export async function employeeForgetPassword(ctx: AppContext, email: string) {
  const employee = await activeEmployeeByEmail(ctx, email);
  if (employee) await sendCodeQuietly(ctx, resetTarget(employee, email), { channel: 'email', to: email });
  return { sent: true as const };
}

/** EmployeeAuth/VerifyPasswordOTP: marks the code verified; ForgetPasswordConfirm then uses it once. */
export async function employeeVerifyPasswordOtp(ctx: AppContext, email: string, code: string) {
  const employee = await activeEmployeeByEmail(ctx, email);
  if (!employee) throw codeRefusal('wrong');
  const check = await withTenant(ctx.db, employee.tenantId, (tx) =>
    checkCode(tx, resetTarget(employee, email), code, ctx.now(), { mode: 'verify' }),
  );
  if (!check.ok) throw codeRefusal(check.reason);
  return { verified: true as const };
}

/** EmployeeAuth/ForgetPasswordConfirm: only after a verified, unused code; ends every session of the employee. */
export async function employeeForgetPasswordConfirm(ctx: AppContext, email: string, password: string, requestId?: string) {
  const refused = () =>
    invalid({ identifier: 'Please verify the code sent to your email first.' }, 'Please verify the code sent to your email first.');
  const employee = await activeEmployeeByEmail(ctx, email);
  if (!employee) throw refused();
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  const done = await withTenant(ctx.db, employee.tenantId, async (tx) => {
    if (!(await consumeVerifiedCode(tx, resetTarget(employee, email), now))) return false;
    await tx.update(employees).set({ passwordHash, passwordChangedAt: now }).where(eq(employees.id, employee.id));
    await revokeSessions(tx, { employeeId: employee.id }, 'password_reset');
    await audit(
      tx,
      { tenantId: employee.tenantId, type: 'system' },
      { action: 'employee.password_reset', entityType: 'employee', entityId: employee.id },
      requestId,
    );
    return true;
  });
  if (!done) throw refused();
  return { passwordChanged: true as const };
}
