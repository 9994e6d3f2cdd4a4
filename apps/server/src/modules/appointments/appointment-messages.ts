// Confirmation (at booking, confirm and reschedule) and the reminder REMINDER_HOURS_BEFORE the start,
// through the outbox: email when the customer has one, else SMS. Workers for the reminder and the
// cart hold expiry live here too (registered from platform/jobs/workers.ts).
import { formatStoreTime, instantToWallClock, REMINDER_HOURS_BEFORE } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { appointments, customers, employees, stores } from '../../db/schema.ts';
import { queueMessage } from '../../platform/outbox/outbox.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { AfterCommit } from './after-commit.ts';
import { fullName, linesOf } from './appointment-records.ts';
import type { AppointmentRow } from './appointments.tables.ts';
import { releaseExpiredHolds } from './booking-guard.ts';

export const REMINDER_JOB = 'appointments.reminder';
export const EXPIRE_HOLD_JOB = 'appointments.expire-hold';

async function recipientOf(tx: Tx, row: AppointmentRow) {
  let name = row.guestName ?? 'there';
  let email = row.guestEmail;
  let phone = row.guestPhone;
  if (row.customerId) {
    const [c] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, row.tenantId), eq(customers.id, row.customerId)));
    if (c) {
      name = c.firstName;
      email = c.email;
      phone = c.phoneNumber;
    }
  }
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
  const day = new Intl.DateTimeFormat('en-US', { timeZone: store.timezone, weekday: 'long', month: 'long', day: 'numeric' }).format(
    row.startsAt,
  );
  return {
    store: store.name,
    when: `${day} at ${formatStoreTime(store.timezone, row.startsAt)}`,
    cutter: fullName(cutter?.first ?? null, cutter?.last ?? null),
    services: services.map((s) => s.name).join(', '),
  };
}

/** Queues the confirmation in the caller's transaction; delivered after commit. */
export async function queueConfirmation(tx: Tx, row: AppointmentRow, after: AfterCommit, kind: 'booked' | 'rescheduled') {
  const to = await recipientOf(tx, row);
  if (!to) return;
  const d = await describe(tx, row);
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
 * schedules its own reminder for the new time).
 */
export async function sendReminder(ctx: Pick<AppContext, 'db' | 'jobs'>, data: ReminderData) {
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
