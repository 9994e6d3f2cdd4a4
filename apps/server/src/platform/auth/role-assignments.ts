import { asc, eq } from 'drizzle-orm';
import { type AccessControls, type RolesInfo, mergeControls } from '@salon/shared';
import type { Tx } from '../../db/client.ts';
import { employeeRoles, roles, stores } from '../../db/schema.ts';

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

/** The roles an employee holds, per store (store null: tenant-wide), in the transaction's view. */
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
