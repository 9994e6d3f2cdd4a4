// The lifecycle actions of DOMAIN.md: each moves the status through the shared transition table,
// after the action's permission (the own cutter may start and stop), and is recorded and broadcast.
import {
  type AppointmentPermissionAction,
  type AppointmentStatus,
  CUSTOMER_CHANGE_CUTOFF_MINUTES,
  freedByNoShow,
  WALKOUT_REASON,
} from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { appointments, appointmentServices } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, forbidden, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { deductBackBar, undoBackBar } from '../inventory/back-bar.service.ts';
import { AfterCommit } from './after-commit.ts';
import { canDo, invalidTransition, requireAction, transitionOrThrow } from './appointment-access.ts';
import { APPOINTMENT_CANCELLED_JOB, APPOINTMENT_FREED_JOB, APPOINTMENT_NO_SHOW_JOB, queueCancellation } from './appointment-messages.ts';
import { type AnyActor, loadAppointment, presentAppointment, recordChange } from './appointment-records.ts';
import type { AppointmentDeps } from './appointments.service.ts';
import type { AppointmentRow } from './appointments.tables.ts';
import { carryToParts } from './split-visit.ts';

export type LifecycleAction = 'check-in' | 'rollback-checkin' | 'start' | 'rollback-start' | 'stop' | 'rollback-end' | 'no-show' | 'cancel';

/** The columns an action stamps or clears besides the status. */
function stamps(action: LifecycleAction, now: Date, reason?: string): Partial<AppointmentRow> {
  switch (action) {
    case 'check-in':
      return { checkedInAt: now };
    case 'rollback-checkin':
      return { checkedInAt: null };
    case 'start':
      return { startedAt: now };
    case 'rollback-start':
      return { startedAt: null };
    case 'stop':
      return { completedAt: now };
    case 'rollback-end':
      return { completedAt: null };
    case 'cancel':
      return { cancelledAt: now, cancelReason: reason ?? null };
    case 'no-show':
      return { cancelledAt: now };
  }
}

/** The back-bar: stop deducts each service's consumables; rollback-end puts them back. */
async function backBar(tx: Tx, actor: Actor, row: AppointmentRow, action: LifecycleAction, after: AfterCommit, requestId?: string) {
  if (action === 'stop') {
    const lines = await tx
      .select({ serviceId: appointmentServices.serviceId })
      .from(appointmentServices)
      .where(and(eq(appointmentServices.tenantId, row.tenantId), eq(appointmentServices.appointmentId, row.id)));
    for (const serviceId of new Set(lines.map((l) => l.serviceId))) {
      const result = await deductBackBar(tx, actor, { storeId: row.storeId, serviceId, appointmentId: row.id }, requestId);
      after.message(...result.messageIds);
    }
  } else if (action === 'rollback-end') {
    const usages = await queryRows<{ id: string }>(
      tx,
      sql`select id from back_bar_usages where tenant_id = ${row.tenantId} and appointment_id = ${row.id} and status = 'deducted' order by id`,
    );
    for (const usage of usages) after.message(...(await undoBackBar(tx, actor, usage.id, requestId)).messageIds);
  }
}

/** Applies one action in the caller's transaction; the row must be locked by the caller. */
export async function applyAction(
  tx: Tx,
  actor: AnyActor,
  row: AppointmentRow,
  action: LifecycleAction,
  after: AfterCommit,
  now: Date,
  options: { reason?: string; requestId?: string } = {},
) {
  if (row.kind !== 'appointment') throw invalidTransition(`Cannot ${action} a blocked slot`);
  if (row.visitId) throw invalidTransition(`This is one cutter's part of a visit: ${action} the visit instead`);
  const to: AppointmentStatus = transitionOrThrow(row, action);
  if (action === 'no-show' && now < row.startsAt) throw invalidTransition('A no-show can be marked only after the start time');
  const [saved] = await tx
    .update(appointments)
    .set({ status: to, version: row.version + 1, ...stamps(action, now, options.reason) })
    .where(and(eq(appointments.tenantId, row.tenantId), eq(appointments.id, row.id)))
    .returning();
  await carryToParts(tx, saved);
  // The system (the in-store tablet's check-in) never stops a visit, so only a person's action touches the back-bar.
  if (actor.type !== 'system') await backBar(tx, actor, saved, action, after, options.requestId);
  // A booked visit called off is announced (the customer; the store too when the customer did it); a walkout is not.
  if (action === 'cancel' && row.status !== 'pending' && options.reason?.trim().toLowerCase() !== WALKOUT_REASON)
    await queueCancellation(tx, saved, after, actor.type === 'customer' ? 'customer' : 'staff');
  if (action === 'cancel' && saved.bookingPolicy) after.job(APPOINTMENT_CANCELLED_JOB, { tenantId: saved.tenantId, id: saved.id });
  if (action === 'no-show' && saved.bookingPolicy) after.job(APPOINTMENT_NO_SHOW_JOB, { tenantId: saved.tenantId, id: saved.id });
  if (action === 'cancel') after.job(APPOINTMENT_FREED_JOB, { tenantId: saved.tenantId, id: saved.id });
  // A no-show marked early frees the rest of the visit's time for the waitlist.
  const left = action === 'no-show' ? freedByNoShow({ start: saved.startsAt, end: saved.endsAt }, now) : null;
  if (left)
    after.job(APPOINTMENT_FREED_JOB, {
      tenantId: saved.tenantId,
      id: saved.id,
      freed: { cutterId: saved.cutterId, start: left.start.toISOString(), end: left.end.toISOString() },
    });
  await recordChange(
    tx,
    actor,
    saved,
    { action, fromStatus: row.status, toStatus: to, details: options.reason ? { reason: options.reason } : {} },
    options.requestId,
  );
  return saved;
}

/** Staff: load, authorise (flag, or own cutter for start/stop and their rollbacks), apply, deliver after commit. */
export async function runStaffAction(
  deps: AppointmentDeps,
  actor: Actor,
  id: string,
  action: LifecycleAction,
  options: { reason?: string; requestId?: string } = {},
) {
  const after = new AfterCommit();
  const result = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadAppointment(tx, actor, id, { forUpdate: true });
    requireAction(actor, action as AppointmentPermissionAction, row);
    if (action === 'cancel' && options.reason?.trim().toLowerCase() === WALKOUT_REASON && !canDo(actor, 'walkout'))
      throw forbidden('Marking a walkout needs the walkout permission.');
    return presentAppointment(tx, actor.tenantId, await applyAction(tx, actor, row, action, after, deps.now(), options));
  });
  await after.run(deps.jobs);
  return result;
}

/** Whether a customer may still cancel or reschedule (CUSTOMER_CHANGE_CUTOFF_MINUTES before start). */
export const customerMayChange = (row: Pick<AppointmentRow, 'startsAt' | 'status'>, now: Date) =>
  ['pending', 'booked', 'rescheduled'].includes(row.status) &&
  row.startsAt.getTime() - now.getTime() >= CUSTOMER_CHANGE_CUTOFF_MINUTES * 60_000;

export function requireCustomerWindow(row: AppointmentRow, now: Date) {
  if (!customerMayChange(row, now)) {
    if (!['pending', 'booked', 'rescheduled'].includes(row.status))
      throw invalidTransition(`Cannot change an appointment that is ${row.status}`);
    throw new AppError(
      409,
      'CONFLICT',
      `Appointments can be changed online until ${CUSTOMER_CHANGE_CUTOFF_MINUTES / 60} hours before they start. Please call the store.`,
    );
  }
}

/** Appointment/Cancel by the customer: own (or linked profile's) appointment, within the store's window. */
export async function customerCancel(deps: AppointmentDeps, actor: Actor, id: string, reason: string, requestId?: string) {
  const after = new AfterCommit();
  const result = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadAppointment(tx, actor, id, { forUpdate: true });
    const now = deps.now();
    requireCustomerWindow(row, now);
    return presentAppointment(tx, actor.tenantId, await applyAction(tx, actor, row, 'cancel', after, now, { reason, requestId }));
  });
  await after.run(deps.jobs);
  return result;
}

/** The actions checkout takes on an appointment (DOMAIN.md "Checkout"); nothing else in checkout moves one. */
export type CheckoutAction = 'create-invoice' | 'rollback-invoice' | 'pay-part' | 'pay-rest' | 'rollback-checkout';

/**
 * Checkout moves the appointment through the shared lifecycle table in the caller's transaction (the invoice's
 * checks are the caller's), recorded (events, audit, realtime) like any other action.
 */
export async function applyCheckoutAction(
  tx: Tx,
  actor: AnyActor,
  appointmentId: string,
  action: CheckoutAction,
  options: { requestId?: string; details?: Record<string, unknown> } = {},
) {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.tenantId, actor.tenantId), eq(appointments.id, appointmentId)))
    .for('update');
  if (!row) throw notFound('Appointment');
  const to = transitionOrThrow(row, action);
  const [saved] = await tx
    .update(appointments)
    .set({ status: to, version: row.version + 1 })
    .where(and(eq(appointments.tenantId, row.tenantId), eq(appointments.id, row.id)))
    .returning();
  await carryToParts(tx, saved);
  await recordChange(tx, actor, saved, { action, fromStatus: row.status, toStatus: to, details: options.details }, options.requestId);
  return saved;
}

/**
 * Money was captured on the appointment's invoice: paid in full moves it on to checked_out (pay-rest) from
 * checkout or partially-paid, a part payment from checkout to partially-paid (pay-part); any other status stays.
 */
export async function settleCheckoutAppointment(
  tx: Tx,
  actor: AnyActor,
  appointmentId: string,
  paidInFull: boolean,
  options: { requestId?: string; details?: Record<string, unknown> } = {},
) {
  const [row] = await tx
    .select({ status: appointments.status })
    .from(appointments)
    .where(and(eq(appointments.tenantId, actor.tenantId), eq(appointments.id, appointmentId)));
  if (paidInFull && (row?.status === 'checkout' || row?.status === 'partially-paid'))
    await applyCheckoutAction(tx, actor, appointmentId, 'pay-rest', options);
  else if (!paidInFull && row?.status === 'checkout') await applyCheckoutAction(tx, actor, appointmentId, 'pay-part', options);
}
