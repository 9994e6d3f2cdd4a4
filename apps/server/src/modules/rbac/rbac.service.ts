import { asc, eq } from 'drizzle-orm';
import { type RolesInfo, hasAccess, holdsAll } from '@salon/shared';
import type { Db, Tx } from '../../db/client.ts';
import { employees, roles } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';

import { EMPTY_ROLES_INFO, roleAssignments, summarizeRoles } from '../../platform/auth/role-assignments.ts';

export { EMPTY_ROLES_INFO, type RoleAssignment, roleAssignments, summarizeRoles } from '../../platform/auth/role-assignments.ts';

async function employeeInTenant(tx: Tx, employeeId: string) {
  const [employee] = await tx.select().from(employees).where(eq(employees.id, employeeId));
  if (!employee) throw notFound('Employee');
  return employee;
}

/** AccessControl/GetRoles for a signed-in employee. */
export function rolesInfoOf(actor: Actor): RolesInfo {
  return actor.type === 'admin' ? actor.rolesInfo : EMPTY_ROLES_INFO;
}

/** AccessControl/GetCreateRoles/{id}: the role definitions employee {id} holds every flag of. */
export async function grantableRoles(db: Db, actor: Actor, employeeId: string) {
  return withTenant(db, actor.tenantId, async (tx) => {
    const employee = await employeeInTenant(tx, employeeId);
    const { accessControls } = summarizeRoles(await roleAssignments(tx, employee.id), employee.isSuperAdmin);
    const all = await tx.select().from(roles).where(eq(roles.tenantId, actor.tenantId)).orderBy(asc(roles.name));
    return all
      .filter((role) => holdsAll(accessControls, role.accessControls))
      .map(({ id, slug, name, scope, isSystem, accessControls: controls }) => ({
        id,
        slug,
        name,
        scope,
        isSystem,
        accessControls: controls as RolesInfo['accessControls'],
      }));
  });
}

export const VIEW_EMPLOYEE_ROLES_FLAGS = ['view_all_employees', 'view_employee_details', 'view_roles'] as const;

/** AccessControl/GetEmployeeRolesById/{id}: an employee's role assignments (their own, or with a viewing flag). */
export async function employeeRolesById(db: Db, actor: Actor, employeeId: string) {
  if (employeeId !== actor.id && !hasAccess(actor.accessControls, VIEW_EMPLOYEE_ROLES_FLAGS)) throw forbidden();
  return withTenant(db, actor.tenantId, async (tx) => {
    const employee = await employeeInTenant(tx, employeeId);
    const rows = await roleAssignments(tx, employee.id);
    return rows.map(({ accessControls: _controls, ...row }) => row);
  });
}
