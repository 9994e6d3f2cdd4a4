import { asc, eq } from 'drizzle-orm';
import { type AccessControls, type RolesInfo, hasAccess, holdsAll, mergeControls } from '@salon/shared';
import type { Db, Tx } from '../../db/client.ts';
import { employeeRoles, employees, roles, stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';

export const EMPTY_ROLES_INFO: RolesInfo = { accessControls: {}, roles: [], isStoreOwner: false, ownerMappings: [] };

export interface RoleAssignment {
  id: string;
  storeId: string | null;
  storeName: string | null;
  roleId: string;
  slug: string;
  name: string;
  isOwner: boolean;
  accessControls: AccessControls;
}

/** The roles an employee holds, per store (store null: tenant-wide), in the caller's tenant. */
export async function roleAssignments(tx: Tx, employeeId: string): Promise<RoleAssignment[]> {
  return tx
    .select({
      id: employeeRoles.id,
      storeId: employeeRoles.storeId,
      storeName: stores.name,
      roleId: roles.id,
      slug: roles.slug,
      name: roles.name,
      isOwner: employeeRoles.isOwner,
      accessControls: roles.accessControls,
    })
    .from(employeeRoles)
    .innerJoin(roles, eq(roles.id, employeeRoles.roleId))
    .leftJoin(stores, eq(stores.id, employeeRoles.storeId))
    .where(eq(employeeRoles.employeeId, employeeId))
    .orderBy(asc(stores.name), asc(roles.name));
}

/** The session's access part: union of flags, the roles, and the stores the employee owns. */
export function summarizeRoles(assignments: readonly RoleAssignment[], isSuperAdmin: boolean): RolesInfo {
  let accessControls = mergeControls(...assignments.map((a) => a.accessControls));
  if (isSuperAdmin) accessControls = { ...accessControls, super_admin: true };
  const owned = assignments.filter((a) => a.storeId && (a.isOwner || a.slug === 'store_owner'));
  const ownerMappings = [
    ...new Map(owned.map((a) => [a.storeId as string, { storeId: a.storeId as string, storeName: a.storeName ?? '' }])).values(),
  ];
  return {
    accessControls: accessControls as RolesInfo['accessControls'],
    roles: assignments.map(({ storeId, storeName, roleId, slug, name }) => ({ storeId, storeName, roleId, slug, name })),
    isStoreOwner: ownerMappings.length > 0,
    ownerMappings,
  };
}

async function employeeInTenant(tx: Tx, employeeId: string) {
  const [employee] = await tx.select().from(employees).where(eq(employees.id, employeeId));
  if (!employee) throw notFound('Employee');
  return employee;
}

/** AccessControl/GetRoles for a signed-in employee. */
export async function rolesInfoOf(db: Db, actor: Actor): Promise<RolesInfo> {
  if (actor.type !== 'admin') return EMPTY_ROLES_INFO;
  return withTenant(db, actor.tenantId, async (tx) => {
    const [employee] = await tx.select({ isSuperAdmin: employees.isSuperAdmin }).from(employees).where(eq(employees.id, actor.id));
    return summarizeRoles(await roleAssignments(tx, actor.id), employee?.isSuperAdmin ?? false);
  });
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
