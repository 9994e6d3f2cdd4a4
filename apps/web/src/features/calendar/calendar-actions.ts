// Which actions the details dialog offers: what the lifecycle table allows in the status (shared
// appointment-status.ts) AND what the person's flags allow (APPOINTMENT_ACTION_FLAGS). The server checks both again.
import {
  APPOINTMENT_ACTION_FLAGS,
  type AppointmentPermissionAction,
  type AppointmentStatus,
  OWN_CUTTER_ACTIONS,
  allowedActions,
  hasAccess,
} from '@salon/shared';

export type CalendarAction =
  | 'check-in'
  | 'start'
  | 'stop'
  | 'rollback-checkin'
  | 'rollback-start'
  | 'rollback-end'
  | 'cancel'
  | 'walkout'
  | 'no-show'
  | 'reschedule'
  | 'extra-time'
  | 'add-services'
  | 'rebook'
  | 'checkout'
  | 'view-receipt';

/** Statuses whose appointment is ready to be paid: "Checkout" opens the checkout page. */
export const CHECKOUT_STATUSES: readonly AppointmentStatus[] = ['completed', 'checkout', 'partially-paid'];
/** Before start and while ongoing, time can be added; services can be added until completed. */
const EXTRA_TIME_STATUSES: readonly AppointmentStatus[] = ['booked', 'rescheduled', 'checked_in', 'ongoing'];
const ADD_SERVICE_STATUSES: readonly AppointmentStatus[] = ['booked', 'rescheduled', 'checked_in', 'ongoing'];

/** The order the buttons appear in: the next step of the visit first. */
const ORDER: readonly CalendarAction[] = [
  'check-in',
  'start',
  'stop',
  'checkout',
  'view-receipt',
  'reschedule',
  'extra-time',
  'add-services',
  'rebook',
  'no-show',
  'cancel',
  'walkout',
  'rollback-checkin',
  'rollback-start',
  'rollback-end',
];

export function canFlag(controls: unknown, action: AppointmentPermissionAction): boolean {
  return hasAccess(controls, APPOINTMENT_ACTION_FLAGS[action]);
}

/** When the visit starts and what time it is now (ms): a no-show is offered only once the start has passed. */
export interface VisitClock {
  start: string;
  now: number;
}

/**
 * The actions offered on an appointment (not a blocked slot) in `status` to a person with `controls`;
 * `ownCutter` when the appointment is theirs (start/stop and their rollbacks need no desk flag then); with `clock`,
 * "No show" waits for the start time as the server does (it refuses an earlier one).
 */
export function calendarActions(status: AppointmentStatus, controls: unknown, ownCutter = false, clock?: VisitClock): CalendarAction[] {
  const lifecycle = new Set<string>(allowedActions(status));
  const allowed = (action: AppointmentPermissionAction) => canFlag(controls, action) || (ownCutter && OWN_CUTTER_ACTIONS.includes(action));
  const offered = new Set<CalendarAction>();
  for (const action of [
    'check-in',
    'start',
    'stop',
    'rollback-checkin',
    'rollback-start',
    'rollback-end',
    'no-show',
    'reschedule',
  ] as const)
    if (lifecycle.has(action) && allowed(action)) offered.add(action);
  if (clock && Date.parse(clock.start) > clock.now) offered.delete('no-show');
  if (lifecycle.has('cancel') && allowed('cancel')) {
    offered.add('cancel');
    if (allowed('walkout')) offered.add('walkout');
  }
  if (lifecycle.has('rebook') && allowed('rebook')) offered.add('rebook');
  if (EXTRA_TIME_STATUSES.includes(status) && allowed('extra-time')) offered.add('extra-time');
  if (ADD_SERVICE_STATUSES.includes(status) && allowed('add-services')) offered.add('add-services');
  if (CHECKOUT_STATUSES.includes(status) && hasAccess(controls, ['checkout_appointment'])) offered.add('checkout');
  if (lifecycle.has('view-receipt')) offered.add('view-receipt');
  return ORDER.filter((action) => offered.has(action));
}

/** Appointments that may be dragged (moved): before check-in, with the reschedule flag. */
export function canMove(status: AppointmentStatus, controls: unknown): boolean {
  return (status === 'booked' || status === 'rescheduled') && canFlag(controls, 'reschedule');
}

/** Appointments that may be stretched: before start (stretch) or once started (update-once-started). */
export function canStretch(status: AppointmentStatus, controls: unknown): boolean {
  if (status === 'booked' || status === 'rescheduled' || status === 'checked_in' || status === 'pending')
    return canFlag(controls, 'stretch');
  if (status === 'ongoing' || status === 'completed') return canFlag(controls, 'update-once-started');
  return false;
}
