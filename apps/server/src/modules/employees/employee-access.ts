// Who may see or manage which employee: pure rules over the actor and the target's stores and flags.
import { type AccessControls, flagsOf, hasAccess } from '@salon/shared';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, forbidden, notFound } from '../../platform/http/errors.ts';

/** The part of an employee the rules look at. */
export interface EmployeeScope {
  id: string;
  isSuperAdmin: boolean;
  /** Stores where the employee holds a role. */
  storeIds: readonly string[];
  /** Holds a role with no store (franchisor, brand admin): belongs to every store. */
  tenantWide: boolean;
  accessControls: AccessControls;
}

export type EmployeeView = 'details' | 'full';

type Who = Pick<Actor, 'id' | 'isSuperAdmin' | 'tenantWide' | 'storeIds' | 'accessControls'>;

/** The actor's reach: the whole tenant, or employees holding a role at one of the actor's stores. */
export function sharesScope(actor: Who, target: Pick<EmployeeScope, 'storeIds' | 'tenantWide'>): boolean {
  if (actor.isSuperAdmin || actor.tenantWide) return true;
  return target.storeIds.some((id) => actor.storeIds.includes(id));
}

/** view_all_employees shows the actor's reach; anyone sees themself. */
export function canSeeEmployee(actor: Who, target: Pick<EmployeeScope, 'id' | 'storeIds' | 'tenantWide'>): boolean {
  if (target.id === actor.id) return true;
  return hasAccess(actor.accessControls, ['view_all_employees']) && sharesScope(actor, target);
}

/** How much of a visible record the actor sees; null: the record is visible in lists only. */
export function recordView(actor: Who, targetId: string): EmployeeView | null {
  if (targetId === actor.id) return 'full';
  if (hasAccess(actor.accessControls, ['view_employee_full'])) return 'full';
  if (hasAccess(actor.accessControls, ['view_employee_details'])) return 'details';
  return null;
}

export const canViewBillingRate = (actor: Who) => hasAccess(actor.accessControls, ['view_billing_rate']);
export const canEditBillingRate = (actor: Who) => hasAccess(actor.accessControls, ['edit_billing_rate']);

/** Flags of `wanted` the actor does not hold (empty for a super admin). */
export function missingFlags(held: AccessControls, wanted: AccessControls): string[] {
  const have = flagsOf(held);
  if (have.has('super_admin')) return [];
  return [...flagsOf(wanted)].filter((flag) => !have.has(flag)).sort();
}

export type ManageRefusal = { reason: 'not_visible' } | { reason: 'outranks'; flags: string[] } | { reason: 'super_admin' };

/**
 * Whether the actor may change, deactivate or act as `target`: within their reach, never a super
 * admin (unless the actor is one), and never someone holding a flag the actor lacks, so nobody can
 * take over a more powerful account (e.g. by changing its email and resetting the password).
 */
export function manageRefusal(actor: Who, target: EmployeeScope): ManageRefusal | null {
  if (!sharesScope(actor, target)) return { reason: 'not_visible' };
  if (target.isSuperAdmin && !actor.isSuperAdmin) return { reason: 'super_admin' };
  const flags = missingFlags(actor.accessControls, target.accessControls);
  return flags.length ? { reason: 'outranks', flags } : null;
}

/** Throws the answer for a refusal: 404 out of reach (as if absent), 403 otherwise. */
export function assertManageable(actor: Who, target: EmployeeScope, what = 'change'): void {
  const refusal = manageRefusal(actor, target);
  if (!refusal) return;
  if (refusal.reason === 'not_visible') throw notFound('Employee');
  if (refusal.reason === 'super_admin') throw forbidden(`Only a Super Admin may ${what} a Super Admin.`);
  throw new AppError(
    403,
    'FORBIDDEN',
    `You may not ${what} this employee: they hold permissions you do not (${refusal.flags.join(', ')}).`,
  );
}
