import {
  APPOINTMENT_ACTION_FLAGS,
  type AppointmentPermissionAction,
  type AppointmentStatus,
  hasAccess,
  OWN_CUTTER_ACTIONS,
  transition,
} from '@salon/shared';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, forbidden } from '../../platform/http/errors.ts';

export const canDo = (actor: Actor, action: AppointmentPermissionAction) =>
  actor.type === 'admin' && hasAccess(actor.accessControls, APPOINTMENT_ACTION_FLAGS[action]);

/**
 * The action's flag (any of APPOINTMENT_ACTION_FLAGS), or for start/stop and their rollbacks the
 * appointment's own cutter; and the store must be one the employee works at.
 */
export function requireAction(actor: Actor, action: AppointmentPermissionAction, target?: { storeId: string; cutterId?: string }) {
  if (actor.type !== 'admin') throw forbidden('This is for staff accounts.');
  const own = target?.cutterId !== undefined && target.cutterId === actor.id && OWN_CUTTER_ACTIONS.includes(action);
  if (!own && !canDo(actor, action)) throw forbidden();
  if (target) requireStore(actor, target.storeId);
}

export function requireStore(actor: Actor, storeId: string) {
  if (actor.type === 'admin' && !actor.tenantWide && !actor.storeIds.includes(storeId)) throw forbidden('You do not work at this store.');
}

/** DOMAIN.md: a refused state change names the status and the action. */
export const invalidTransition = (message: string) => new AppError(409, 'INVALID_TRANSITION', message);

export const staleVersion = () =>
  new AppError(409, 'CONFLICT', 'This appointment was changed by someone else. Please refresh and try again.', { version: 'stale' });

/** The status the lifecycle table (packages/shared) moves to, or INVALID_TRANSITION naming status and action. */
export function transitionOrThrow(row: { status: AppointmentStatus }, action: string): AppointmentStatus {
  const result = transition(row.status, action);
  if (!result.ok) throw invalidTransition(result.message);
  return result.to;
}
