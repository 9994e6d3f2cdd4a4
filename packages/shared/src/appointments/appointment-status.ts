// DOMAIN.md "Appointment lifecycle" as data: statuses, the actions that move between them, and colors.

export const APPOINTMENT_STATUSES = [
  'pending',
  'booked',
  'rescheduled',
  'checked_in',
  'ongoing',
  'completed',
  'checkout',
  'partially-paid',
  'checked_out',
  'cancelled',
  'no_show',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Statuses that occupy the cutter's time (the overlap constraint covers these). */
export const ACTIVE_APPOINTMENT_STATUSES = APPOINTMENT_STATUSES.filter((status) => status !== 'cancelled' && status !== 'no_show');

export type AppointmentTransition<A extends string = string> = {
  action: A;
  /** Empty for the actions that create an appointment. */
  from: readonly AppointmentStatus[];
  to: AppointmentStatus;
};

export const APPOINTMENT_TRANSITIONS = [
  { action: 'book', from: [], to: 'booked' },
  { action: 'hold', from: [], to: 'pending' }, // online booking whose cart slot is held
  { action: 'confirm', from: ['pending'], to: 'booked' },
  { action: 'expire-hold', from: ['pending'], to: 'cancelled' },
  { action: 'reschedule', from: ['booked', 'rescheduled'], to: 'rescheduled' },
  { action: 'check-in', from: ['booked', 'rescheduled'], to: 'checked_in' },
  { action: 'rollback-checkin', from: ['checked_in'], to: 'booked' },
  { action: 'start', from: ['checked_in'], to: 'ongoing' },
  { action: 'rollback-start', from: ['ongoing'], to: 'checked_in' },
  { action: 'stop', from: ['ongoing'], to: 'completed' },
  { action: 'rollback-end', from: ['completed'], to: 'ongoing' },
  { action: 'create-invoice', from: ['completed'], to: 'checkout' },
  { action: 'rollback-invoice', from: ['checkout'], to: 'completed' },
  // A second part payment (split tender) keeps the appointment partially paid.
  { action: 'pay-part', from: ['checkout', 'partially-paid'], to: 'partially-paid' },
  { action: 'pay-rest', from: ['checkout', 'partially-paid'], to: 'checked_out' },
  { action: 'rollback-checkout', from: ['checked_out', 'partially-paid'], to: 'checkout' },
  { action: 'cancel', from: ['pending', 'booked', 'rescheduled', 'checked_in'], to: 'cancelled' },
  { action: 'no-show', from: ['booked', 'rescheduled'], to: 'no_show' },
] as const satisfies readonly AppointmentTransition[];
export type TransitionAction = (typeof APPOINTMENT_TRANSITIONS)[number]['action'];

/** Actions that leave the status as it is: rebook creates a new appointment; receipts are read-only. */
export const APPOINTMENT_SIDE_ACTIONS = [
  { action: 'rebook', on: ['completed', 'checkout', 'partially-paid', 'checked_out', 'cancelled', 'no_show'] },
  { action: 'view-receipt', on: ['checked_out'] },
  { action: 'email-receipt', on: ['checked_out'] },
] as const satisfies readonly { action: string; on: readonly AppointmentStatus[] }[];
export type AppointmentAction = TransitionAction | (typeof APPOINTMENT_SIDE_ACTIONS)[number]['action'];

export type TransitionResult = { ok: true; to: AppointmentStatus } | { ok: false; code: 'INVALID_TRANSITION'; message: string };

const TRANSITIONS: readonly AppointmentTransition<TransitionAction>[] = APPOINTMENT_TRANSITIONS;
const SIDE_ACTIONS: readonly { action: AppointmentAction; on: readonly AppointmentStatus[] }[] = APPOINTMENT_SIDE_ACTIONS;

/** The status an appointment moves to, or INVALID_TRANSITION naming the status and the action. */
export function transition(status: AppointmentStatus, action: string): TransitionResult {
  const found = TRANSITIONS.find((t) => t.action === action && t.from.includes(status));
  if (found) return { ok: true, to: found.to };
  return {
    ok: false,
    code: 'INVALID_TRANSITION',
    message: `Cannot ${action} an appointment that is ${status}`,
  };
}

/** Every action offered for an appointment in `status`, in table order. */
export function allowedActions(status: AppointmentStatus): AppointmentAction[] {
  return [
    ...TRANSITIONS.filter((t) => t.from.includes(status)).map((t) => t.action),
    ...SIDE_ACTIONS.filter((side) => side.on.includes(status)).map((side) => side.action),
  ];
}

/**
 * Status colors: the spec's hues where it names them (booked and pending blue, checked_in yellow, ongoing purple,
 * finish and checked_out indigo, completed green, partially paid orange, cancel red), each pair at least ΔE 14
 * apart (CIE76) so no two statuses look alike, and each at 4.5:1 or more with white text. Screens also show an
 * icon and the label, never the color alone.
 */
export const STATUS_COLORS: Readonly<Record<AppointmentStatus, string>> = {
  pending: '#0369A1',
  booked: '#1D4ED8',
  rescheduled: '#0F766E',
  checked_in: '#854D0E',
  ongoing: '#86198F',
  completed: '#15803D',
  checkout: '#4F46E5',
  'partially-paid': '#C2410C',
  checked_out: '#1E1B4B',
  cancelled: '#991B1B',
  no_show: '#4B5563',
};
