import { and, asc, eq } from 'drizzle-orm';
import { type AccessControls, type RolesInfo, mergeControls } from '@salon/shared';
import type { Tx } from '../../db/client.ts';
import { employeeRoles, roles, storePeople, stores } from '../../db/schema.ts';

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

export interface OwnedStore {
  storeId: string;
  storeName: string;
}

/** Stores where the employee is listed as an owner on the store's people (Store/Owners). */
export async function listedOwnerships(tx: Tx, employeeId: string): Promise<OwnedStore[]> {
  return tx
    .select({ storeId: storePeople.storeId, storeName: stores.name })
    .from(storePeople)
    .innerJoin(stores, eq(stores.id, storePeople.storeId))
    .where(and(eq(storePeople.employeeId, employeeId), eq(storePeople.role, 'owner')));
}

/** The session's access part: union of flags, the roles, and the stores the employee owns. */
export function summarizeRoles(
  assignments: readonly RoleAssignment[],
  isSuperAdmin: boolean,
  listedOwned: readonly OwnedStore[] = [],
): RolesInfo {
  let accessControls = mergeControls(...assignments.map((a) => a.accessControls));
  if (isSuperAdmin) accessControls = { ...accessControls, super_admin: true };
  const owned: OwnedStore[] = [
    ...assignments.flatMap((a) =>
      a.storeId && (a.isOwner || a.slug === 'store_owner') ? [{ storeId: a.storeId, storeName: a.storeName ?? '' }] : [],
    ),
    ...listedOwned,
  ];
  const ownerMappings = [...new Map(owned.map((o) => [o.storeId, o])).values()];
  return {
    accessControls: accessControls as RolesInfo['accessControls'],
    roles: assignments.map(({ storeId, storeName, roleId, slug, name }) => ({ storeId, storeName, roleId, slug, name })),
    isStoreOwner: ownerMappings.length > 0,
    ownerMappings,
  };
}
