// Confirmation (at booking, confirm and reschedule) and the reminder REMINDER_HOURS_BEFORE the start,
// through the outbox: email when the customer has one, else SMS. Workers for the reminder and the
// cart hold expiry live here too (registered from platform/jobs/workers.ts).
import { formatStoreDate, formatStoreTime, instantToWallClock, REMINDER_HOURS_BEFORE, smsReleaseTime } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { appointments, customers, employees, stores } from '../../db/schema.ts';
import { queueMessage } from '../../platform/outbox/outbox.ts';
import { notify } from '../notifications/notify.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { AfterCommit } from './after-commit.ts';
import { fullName, linesOf } from './appointment-records.ts';
import type { AppointmentRow } from './appointments.tables.ts';
import { releaseExpiredHolds } from './booking-guard.ts';
import { storeManagersWith } from '../stores/store-managers.ts';
import { customerRecipient } from '../customer-profile/contact-preferences.ts';

export const REMINDER_JOB = 'appointments.reminder';
export const EXPIRE_HOLD_JOB = 'appointments.expire-hold';
/** Sent after a booked visit that carries a booking policy is cancelled (deposits give the deposit back when in time). */
export const APPOINTMENT_CANCELLED_JOB = 'appointments.cancelled';
/** Sent after a visit that carries a booking policy is marked a no-show (deposits give the deposit back when no fee is due). */
export const APPOINTMENT_NO_SHOW_JOB = 'appointments.no-show';
/** Sent after any booked visit is cancelled: its time is free for the waitlist (modules/waitlist offers it). */
export const APPOINTMENT_FREED_JOB = 'appointments.freed';

/**
 * A booked visit moved (time or cutter): its old stretch of the old cutter's day is offered to the waitlist like a
 * cancelled one. The job carries the old time, since the row now holds the new one.
 */
export function queueFreedByMove(before: AppointmentRow, after: AppointmentRow, jobs: AfterCommit) {
  if (before.kind !== 'appointment') return;
  if (before.cutterId === after.cutterId && before.startsAt.getTime() === after.startsAt.getTime()) return;
  jobs.job(APPOINTMENT_FREED_JOB, {
    tenantId: before.tenantId,
    id: before.id,
    freed: { cutterId: before.cutterId, start: before.startsAt.toISOString(), end: before.endsAt.toISOString() },
  });
}

async function recipientOf(tx: Tx, row: AppointmentRow) {
  const name = row.guestName ?? 'there';
  const email = row.guestEmail;
  const phone = row.guestPhone;
  // The customer's contact preferences for appointment messages decide the channel, or that none is sent; a family
  // member without contact details is reached through their primary.
  if (row.customerId) return customerRecipient(tx, row.tenantId, row.customerId, 'reminders');
  if (email) return { channel: 'email' as const, to: email, name };
  if (phone) return { channel: 'sms' as const, to: phone, name };
  return null;
}

async function describe(tx: Tx, row: AppointmentRow) {
  const [store] = await tx.select({ name: stores.name, timezone: stores.timezone }).from(stores).where(eq(stores.id, row.storeId));
  const [cutter] = await tx
    .select({ first: employees.firstName, last: employees.lastName })
    .from(employees)
    .where(eq(employees.id, row.cutterId));
  const services = (await linesOf(tx, row.tenantId, [row.id])).get(row.id) ?? [];
  return {
    store: store.name,
    when: `${formatStoreDate(store.timezone, row.startsAt, { long: true })} at ${formatStoreTime(store.timezone, row.startsAt, { zone: true })}`,
    cutter: fullName(cutter?.first ?? null, cutter?.last ?? null),
    services: services.map((s) => s.name).join(', '),
    date: localDate(store.timezone, row.startsAt),
    timezone: store.timezone,
  };
}

/** The cutter's bell (and email, if they chose it) for a change in their column: decided with the customer's email. */
async function tellCutter(
  tx: Tx,
  row: AppointmentRow,
  after: AfterCommit,
  kind: 'booked' | 'cancelled' | 'rescheduled',
  d: Awaited<ReturnType<typeof describe>>,
) {
  if (row.kind !== 'appointment') return;
  const who = row.customerId ? await customerName(tx, row) : (row.guestName ?? 'A guest');
  const title = `${kind === 'booked' ? 'Booked' : kind === 'cancelled' ? 'Cancelled' : 'Moved'}: ${who}, ${d.when}`;
  const ids = await notify(tx, {
    tenantId: row.tenantId,
    employeeIds: [row.cutterId],
    kind: `appointment_${kind}`,
    title,
    link: `/admin/appointments-calendar?date=${d.date}`,
    emailText: `${title} at ${d.store} (${d.services}).`,
  });
  for (const id of ids) after.message(id);
}

/** Queues the confirmation in the caller's transaction; delivered after commit. */
export async function queueConfirmation(tx: Tx, row: AppointmentRow, after: AfterCommit, kind: 'booked' | 'rescheduled') {
  const d = await describe(tx, row);
  await tellCutter(tx, row, after, kind, d);
  const to = await recipientOf(tx, row);
  if (!to) return;
  const verb = kind === 'booked' ? 'is booked' : 'has moved';
  const subject = kind === 'booked' ? `Your appointment at ${d.store}` : `Your appointment at ${d.store} has moved`;
  const text = `Hi ${to.name}, your appointment at ${d.store} ${verb}: ${d.when} with ${d.cutter} (${d.services}).`;
  after.message(
    await queueMessage(tx, {
      tenantId: row.tenantId,
      channel: to.channel,
      to: to.to,
      template: `appointment.${kind === 'booked' ? 'confirmation' : 'rescheduled'}`,
      subject,
      text,
    }),
  );
}

export const CANCELLED_TEMPLATE = 'appointment.cancelled';
export const CANCELLED_STORE_TEMPLATE = 'appointment.cancelled_store';

/**
 * Cancellation notices, queued in the caller's transaction: the customer is told whoever cancelled; when the
 * customer cancelled online, the store's managers who handle appointments are told too (the time is free again).
 */
export async function queueCancellation(tx: Tx, row: AppointmentRow, after: AfterCommit, by: 'customer' | 'staff') {
  const d = await describe(tx, row);
  await tellCutter(tx, row, after, 'cancelled', d);
  const to = await recipientOf(tx, row);
  if (to) {
    after.message(
      await queueMessage(tx, {
        tenantId: row.tenantId,
        channel: to.channel,
        to: to.to,
        template: CANCELLED_TEMPLATE,
        subject: `Your appointment at ${d.store} is cancelled`,
        text:
          by === 'customer'
            ? `Hi ${to.name}, as you asked, your appointment at ${d.store} on ${d.when} with ${d.cutter} (${d.services}) is cancelled.`
            : `Hi ${to.name}, your appointment at ${d.store} on ${d.when} with ${d.cutter} (${d.services}) has been cancelled by the store. ` +
              'Please call the store or book online to choose another time.',
      }),
    );
  }
  if (by !== 'customer') return;
  const customer = row.customerId ? await customerName(tx, row) : (row.guestName ?? 'A customer');
  for (const manager of await storeManagersWith(tx, row.tenantId, row.storeId, ['view_appointment_details'])) {
    after.message(
      await queueMessage(tx, {
        tenantId: row.tenantId,
        channel: 'email',
        to: manager.email,
        template: CANCELLED_STORE_TEMPLATE,
        subject: `Cancelled online: ${customer}, ${d.when}`,
        text:
          `Hello ${manager.first_name},\n\n${customer} cancelled their appointment at ${d.store} on ${d.when} ` +
          `with ${d.cutter} (${d.services}) online${row.cancelReason ? `, saying: ${row.cancelReason}` : ''}. The time is free again.\n`,
      }),
    );
  }
}

async function customerName(tx: Tx, row: AppointmentRow): Promise<string> {
  const [c] = await tx
    .select({ first: customers.firstName, last: customers.lastName })
    .from(customers)
    .where(and(eq(customers.tenantId, row.tenantId), eq(customers.id, row.customerId ?? '')));
  return c ? fullName(c.first, c.last) : 'A customer';
}

export type ReminderData = { tenantId: string; id: string; startsAt: string };

/** A reminder job REMINDER_HOURS_BEFORE the start; none when the start is closer than that. */
export function scheduleReminder(row: AppointmentRow, after: AfterCommit, now: Date) {
  const sendAt = row.startsAt.getTime() - REMINDER_HOURS_BEFORE * 3_600_000;
  if (sendAt <= now.getTime()) return;
  const data: ReminderData = { tenantId: row.tenantId, id: row.id, startsAt: row.startsAt.toISOString() };
  after.job(REMINDER_JOB, data, Math.round((sendAt - now.getTime()) / 1000));
}

const reminderData = z.object({ tenantId: z.uuid(), id: z.uuid(), startsAt: z.string() });
const expireData = z.object({ tenantId: z.uuid(), id: z.uuid() });

/**
 * Sends the reminder unless the appointment is no longer booked or rescheduled, or was moved (a move
 * schedules its own reminder for the new time). A text due in the store's quiet hours waits for the morning:
 * the job is asked again at the window's end.
 */
export async function sendReminder(ctx: Pick<AppContext, 'db' | 'jobs' | 'now'>, data: ReminderData) {
  const after = new AfterCommit();
  await withTenant(ctx.db, data.tenantId, async (tx) => {
    const [row] = await tx
      .select()
      .from(appointments)
      .where(and(eq(appointments.tenantId, data.tenantId), eq(appointments.id, data.id)));
    if (!row || (row.status !== 'booked' && row.status !== 'rescheduled')) return;
    if (row.startsAt.toISOString() !== new Date(data.startsAt).toISOString()) return;
    const to = await recipientOf(tx, row);
    if (!to) return;
    const d = await describe(tx, row);
    const now = ctx.now();
    const release = to.channel === 'sms' ? smsReleaseTime(now, d.timezone) : now;
    if (release.getTime() > now.getTime()) {
      after.job(REMINDER_JOB, data, Math.ceil((release.getTime() - now.getTime()) / 1000));
      return;
    }
    after.message(
      await queueMessage(tx, {
        tenantId: row.tenantId,
        channel: to.channel,
        to: to.to,
        template: 'appointment.reminder',
        subject: `Reminder: your appointment at ${d.store}`,
        text: `Hi ${to.name}, a reminder of your appointment at ${d.store}: ${d.when} with ${d.cutter} (${d.services}).`,
      }),
    );
  });
  await after.run(ctx.jobs);
}

/** Cancels one cart hold if its timer ran out and it is still pending; the slot is free again. */
export async function expireHold(ctx: Pick<AppContext, 'db' | 'now'>, data: { tenantId: string; id: string }) {
  return withTenant(ctx.db, data.tenantId, (tx) =>
    releaseExpiredHolds(tx, { type: 'system', tenantId: data.tenantId }, { id: data.id }, ctx.now()),
  );
}

export async function registerAppointmentWorkers(ctx: AppContext) {
  await ctx.jobs.work(REMINDER_JOB, (data) => sendReminder(ctx, reminderData.parse(data)));
  await ctx.jobs.work(EXPIRE_HOLD_JOB, async (data) => void (await expireHold(ctx, expireData.parse(data))));
}

/** The local calendar day of an instant at a store (for realtime events and messages). */
export const localDate = (timezone: string, instant: Date) => instantToWallClock(timezone, instant).date;
