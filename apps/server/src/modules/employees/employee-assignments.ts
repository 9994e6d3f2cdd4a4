// The (store, role) pairs of the wizard's work details: checked against the tenant, the role's scope,
// the actor's reach and the flags the actor holds (an employee never grants a flag they do not hold).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AccessControls, EmployeeAssignmentInput } from '@salon/shared';
import type { Tx } from '../../db/client.ts';
import { employeeRoles, roles, stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import { missingFlags } from './employee-access.ts';

/** Roles of these scopes are held across the tenant (store null); the others at one store. */
const TENANT_WIDE_SCOPES: readonly string[] = ['platform', 'tenant', 'brand'];

const field = (i: number, name: 'storeId' | 'roleId') => `workDetails.assignments.${i}.${name}`;
const pairKey = (a: { storeId: string | null; roleId: string }) => `${a.storeId ?? '-'}:${a.roleId}`;

export interface AssignmentPlan {
  add: { storeId: string | null; roleId: string }[];
  remove: { storeId: string | null; roleId: string }[];
  storeIds: string[];
  tenantWide: boolean;
  accessControls: AccessControls[];
}

function inReach(actor: Actor, storeId: string | null) {
  if (actor.isSuperAdmin || actor.tenantWide) return true;
  return storeId !== null && actor.storeIds.includes(storeId);
}

/**
 * Validates `requested` (the whole new set) against `current` and answers what to add and remove.
 * 422 for unknown roles or stores and a store that does not fit the role's scope; 403 naming the
 * role for a grant of flags the actor lacks, or a change at a store outside the actor's reach.
 */
export async function planAssignments(
  tx: Tx,
  actor: Actor,
  requested: readonly EmployeeAssignmentInput[],
  current: readonly { storeId: string | null; roleId: string }[] = [],
): Promise<AssignmentPlan> {
  const roleIds = [...new Set(requested.map((a) => a.roleId))];
  const storeIds = [...new Set(requested.flatMap((a) => (a.storeId ? [a.storeId] : [])))];
  const roleRows = roleIds.length
    ? await tx
        .select()
        .from(roles)
        .where(and(eq(roles.tenantId, actor.tenantId), inArray(roles.id, roleIds)))
    : [];
  const storeRows = storeIds.length
    ? await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.tenantId, actor.tenantId), inArray(stores.id, storeIds)))
    : [];
  const roleById = new Map(roleRows.map((r) => [r.id, r]));
  const knownStores = new Set(storeRows.map((s) => s.id));

  const problems: Record<string, string> = {};
  requested.forEach((a, i) => {
    const role = roleById.get(a.roleId);
    if (!role) problems[field(i, 'roleId')] = 'Unknown role';
    if (a.storeId && !knownStores.has(a.storeId)) problems[field(i, 'storeId')] = 'Unknown store';
    if (!role) return;
    const wide = TENANT_WIDE_SCOPES.includes(role.scope);
    if (wide && a.storeId) problems[field(i, 'storeId')] = `${role.name} is held across the organisation; leave the store empty`;
    if (!wide && !a.storeId) problems[field(i, 'storeId')] = `${role.name} is held at a store; choose the store`;
  });
  if (Object.keys(problems).length) throw invalid(problems);

  const currentKeys = new Set(current.map(pairKey));
  const requestedKeys = new Set(requested.map(pairKey));
  const refusals: Record<string, string> = {};
  const refusedRoles: string[] = [];
  requested.forEach((a, i) => {
    if (currentKeys.has(pairKey(a))) return;
    const role = roleById.get(a.roleId);
    if (!role) return;
    if (!inReach(actor, a.storeId)) {
      refusals[field(i, 'storeId')] = a.storeId
        ? 'You do not manage this store'
        : 'Only organisation-wide staff may grant organisation-wide roles';
      return;
    }
    const missing = missingFlags(actor.accessControls, role.accessControls);
    if (missing.length) {
      refusals[field(i, 'roleId')] = `You cannot grant ${role.name}: it has permissions you do not hold (${missing.join(', ')})`;
      refusedRoles.push(role.name);
    }
  });
  const remove = current.filter((a) => !requestedKeys.has(pairKey(a)));
  if (remove.some((a) => !inReach(actor, a.storeId))) {
    refusals['workDetails.assignments'] = 'Roles at stores you do not manage cannot be removed';
  }
  if (Object.keys(refusals).length) {
    const message = refusedRoles.length
      ? `You cannot grant the role ${[...new Set(refusedRoles)].join(', ')}: it has permissions you do not hold.`
      : 'You may not change roles outside the stores you manage.';
    throw new AppError(403, 'FORBIDDEN', message, refusals);
  }
  return {
    add: requested.filter((a) => !currentKeys.has(pairKey(a))).map(({ storeId, roleId }) => ({ storeId, roleId })),
    remove,
    storeIds,
    tenantWide: requested.some((a) => a.storeId === null),
    accessControls: requested.map((a) => roleById.get(a.roleId)?.accessControls ?? {}),
  };
}

/** Applies a plan: removed pairs go, added pairs come; kept pairs keep their owner flag (set by the stores module). */
export async function applyAssignments(tx: Tx, tenantId: string, employeeId: string, plan: AssignmentPlan) {
  for (const pair of plan.remove) {
    await tx
      .delete(employeeRoles)
      .where(
        and(
          eq(employeeRoles.tenantId, tenantId),
          eq(employeeRoles.employeeId, employeeId),
          eq(employeeRoles.roleId, pair.roleId),
          pair.storeId ? eq(employeeRoles.storeId, pair.storeId) : isNull(employeeRoles.storeId),
        ),
      );
  }
  if (plan.add.length) {
    await tx.insert(employeeRoles).values(plan.add.map((a) => ({ tenantId, employeeId, roleId: a.roleId, storeId: a.storeId })));
  }
  return plan.add.length > 0 || plan.remove.length > 0;
}
