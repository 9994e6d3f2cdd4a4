import { OTP } from '@salon/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { employees } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { revokeSessions } from '../../platform/auth/sessions.ts';
import { invalid } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import type { CodeRequestOutcome } from './code-delivery.ts';
import { requestCode } from './code-requests.ts';
import { activeEmployeeByEmail, employeeResetTarget } from './employee-accounts.ts';
import { checkCode, codeRefusal, consumeVerifiedCode } from './one-time-codes.ts';
import { codeRequestWait, staffCodeKey } from './sign-in-throttle.ts';

/**
 * EmployeeAuth/ForgetPassword: emails a reset code from a queued job, so an unknown email answers the same, as fast.
 * Inside the resend limit nothing is asked for and the answer says when the next code can be (counted per email,
 * known or not).
 */
export async function employeeForgetPassword(ctx: AppContext, email: string): Promise<CodeRequestOutcome> {
  const wait = await codeRequestWait(ctx.db, staffCodeKey(email), OTP.resendCooldownSeconds, ctx.now());
  if (wait > 0) return { sent: false, nextCodeInSeconds: wait };
  await requestCode(ctx, { for: 'employee', email });
  return { sent: true, nextCodeInSeconds: OTP.resendCooldownSeconds };
}

/** EmployeeAuth/VerifyPasswordOTP: marks the code verified; ForgetPasswordConfirm then uses it once. */
export async function employeeVerifyPasswordOtp(ctx: AppContext, email: string, code: string) {
  const employee = await activeEmployeeByEmail(ctx, email);
  if (!employee) throw codeRefusal('wrong');
  const check = await withTenant(ctx.db, employee.tenantId, (tx) =>
    checkCode(tx, employeeResetTarget(employee, email), code, ctx.now(), { mode: 'verify' }),
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
    if (!(await consumeVerifiedCode(tx, employeeResetTarget(employee, email), now))) return false;
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
