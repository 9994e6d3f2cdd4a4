// The customer's side: my appointments (own and linked profiles), reschedule within the store's rules,
// and the .ics file. Customer cancel lives with the lifecycle (customerCancel).
import type { Reschedule } from '@salon/shared';
import { and, desc, eq, inArray, ne, or, isNull, sql } from 'drizzle-orm';
import { appointments, stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { AfterCommit } from './after-commit.ts';
import { requireAction } from './appointment-access.ts';
import { customerMayChange, requireCustomerWindow } from './appointment-lifecycle.service.ts';
import { customerFamilyIds, loadAppointment, presentAppointment, presentAppointments } from './appointment-records.ts';
import type { AppointmentDeps } from './appointments.service.ts';
import { rescheduleInTx } from './reschedule.ts';
import { toIcs } from './ics.ts';

const UPCOMING = ['booked', 'rescheduled', 'checked_in', 'ongoing'];
const PAST_LIMIT = 50;

export async function myAppointments(deps: AppointmentDeps, actor: Actor) {
  const now = deps.now();
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const family = await customerFamilyIds(tx, actor);
    const rows = await tx
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.tenantId, actor.tenantId),
          inArray(appointments.customerId, family),
          eq(appointments.kind, 'appointment'),
          // A split visit is one appointment for the customer: its other cutters' parts are shown within it.
          isNull(appointments.visitId),
          // Cart holds belong to the cart, not to the list.
          ne(appointments.status, 'pending'),
          or(isNull(appointments.cancelReason), sql`${appointments.cancelReason} not in ('hold expired', 'released', 'replaced')`),
        ),
      )
      .orderBy(desc(appointments.startsAt))
      .limit(500);
    const storeRows = await tx
      .select({ id: stores.id, name: stores.name, timezone: stores.timezone })
      .from(stores)
      .where(eq(stores.tenantId, actor.tenantId));
    const storeOf = new Map(storeRows.map((s) => [s.id, s]));
    const presented = await presentAppointments(tx, actor.tenantId, rows);
    const mine = presented.map((a, i) => ({
      id: a.id,
      storeId: a.storeId,
      storeName: storeOf.get(a.storeId)?.name ?? '',
      timezone: storeOf.get(a.storeId)?.timezone ?? 'UTC',
      status: a.status,
      start: a.start,
      end: a.end,
      services: a.services,
      cutterId: a.cutterId,
      cutterName: a.cutterName,
      customerId: a.customerId,
      customerName: a.customerName,
      repeat: a.repeat,
      canChange: customerMayChange(rows[i], now),
    }));
    const isUpcoming = (i: number) => UPCOMING.includes(rows[i].status) && rows[i].endsAt > now;
    return {
      upcoming: mine.filter((_, i) => isUpcoming(i)).reverse(),
      past: mine.filter((_, i) => !isUpcoming(i)).slice(0, PAST_LIMIT),
    };
  });
}

/** Appointment/Reschedule by the customer: own or linked profile's, until the cut-off before the start. */
export async function customerReschedule(deps: AppointmentDeps, actor: Actor, id: string, input: Reschedule, requestId?: string) {
  const after = new AfterCommit();
  const result = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadAppointment(tx, actor, id, { forUpdate: true });
    const now = deps.now();
    requireCustomerWindow(row, now);
    return presentAppointment(tx, actor.tenantId, await rescheduleInTx(tx, actor, row, input, after, now, requestId));
  });
  await after.run(deps.jobs);
  return result;
}

/** Appointment/Ics/{id}: the customer's own appointment, or any the staff member may view. */
export async function appointmentIcs(deps: AppointmentDeps, actor: Actor, id: string): Promise<{ filename: string; body: string }> {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadAppointment(tx, actor, id);
    if (actor.type === 'admin') requireAction(actor, 'view', row);
    const a = await presentAppointment(tx, actor.tenantId, row);
    const [store] = await tx
      .select()
      .from(stores)
      .where(and(eq(stores.tenantId, actor.tenantId), eq(stores.id, row.storeId)));
    const services = a.services.map((s) => s.name).join(', ');
    const location = [store?.name, store?.addressLine1, store?.city, store?.state, store?.postalCode].filter(Boolean).join(', ');
    const body = toIcs({
      uid: `${row.id}@appointments.salon`,
      start: row.startsAt,
      end: row.endsAt,
      stamp: deps.now(),
      summary: `${services || 'Appointment'} at ${store?.name ?? 'the salon'}`,
      location,
      description: `With ${a.cutterName}.${row.notes ? `\n${row.notes}` : ''}`,
      cancelled: row.status === 'cancelled' || row.status === 'no_show',
    });
    return { filename: `appointment-${row.id}.ics`, body };
  });
}
