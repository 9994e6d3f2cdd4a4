import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { employees } from '../../db/schema.ts';
import { asSystem } from '../../platform/tenancy.ts';

/** The active employee with this sign-in email (a cross-tenant lookup: emails are platform-unique). */
export async function activeEmployeeByEmail(ctx: AppContext, email: string) {
  const [row] = await asSystem(ctx.db, (tx) =>
    tx
      .select({ id: employees.id, tenantId: employees.tenantId, status: employees.status })
      .from(employees)
      .where(eq(employees.email, email)),
  );
  return row?.status === 'active' ? row : null;
}

export const employeeResetTarget = (employee: { id: string; tenantId: string }, email: string) => ({
  tenantId: employee.tenantId,
  purpose: 'password_reset_employee' as const,
  identifier: email,
  principalId: employee.id,
});
