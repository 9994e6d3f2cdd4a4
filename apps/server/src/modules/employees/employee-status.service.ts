// Employee/Activate/{id}: deactivation ends every session of the employee (and those where they act
// as someone else); an inactive employee cannot sign in.
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { employees, faceTemplates, sessions } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { publishAuthChange } from '../../platform/auth/auth-events.ts';
import { revokeSessions } from '../../platform/auth/sessions.ts';
import { conflict } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { assertManageable } from './employee-access.ts';
import { loadEmployee } from './employee-queries.ts';

export async function setEmployeeActive(ctx: AppContext, actor: Actor, employeeId: string, active: boolean, requestId?: string) {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const target = await loadEmployee(tx, actor.tenantId, employeeId);
    if (employeeId === actor.id && !active) throw conflict('You cannot deactivate your own account.');
    assertManageable(actor, target.scope, active ? 'activate' : 'deactivate');
    const status = active ? ('active' as const) : ('inactive' as const);
    if (target.row.status !== status) {
      await tx
        .update(employees)
        .set({ status })
        .where(and(eq(employees.tenantId, actor.tenantId), eq(employees.id, employeeId)));
      if (!active) {
        await revokeSessions(tx, { employeeId }, 'deactivated');
        // BIPA: a face template goes with the job (issue 14).
        await tx.delete(faceTemplates).where(and(eq(faceTemplates.tenantId, actor.tenantId), eq(faceTemplates.employeeId, employeeId)));
        const actingAsOthers = await tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(eq(sessions.tenantId, actor.tenantId), eq(sessions.assumedByEmployeeId, employeeId), isNull(sessions.revokedAt)));
        for (const s of actingAsOthers) await revokeSessions(tx, { sessionId: s.id }, 'assumer_deactivated');
      }
      await publishAuthChange(tx, { kind: 'principal', id: employeeId });
      await audit(
        tx,
        actor,
        { action: active ? 'employee.activated' : 'employee.deactivated', entityType: 'employee', entityId: employeeId },
        requestId,
      );
    }
    return { id: employeeId, status };
  });
}
