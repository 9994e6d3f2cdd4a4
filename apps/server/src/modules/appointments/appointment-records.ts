// Reading and writing appointment rows: load (tenant- and scope-checked), present, service lines,
// and the one place a change is recorded (appointment_events + audit + realtime broadcast).
import { type Appointment, type AppointmentStatus, allowedActions } from '@salon/shared';
import { instantToWallClock } from '@salon/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { appointmentEvents, appointments, appointmentServices, customers, employees, stores } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/http/errors.ts';
import { publishRealtime } from '../../platform/realtime/realtime-events.ts';
import { requireStore } from './appointment-access.ts';
import type { AppointmentRow, AppointmentServiceRow } from './appointments.tables.ts';
import { partsOf } from './split-visit.ts';
import { seriesMarkers } from './standing-records.ts';

export type SystemActor = { type: 'system'; tenantId: string };
export type AnyActor = Actor | SystemActor;

/** Ids of the signed-in customer and the LINKED profiles under them. */
export async function customerFamilyIds(tx: Tx, actor: Actor): Promise<string[]> {
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(eq(customers.tenantId, actor.tenantId), sql`(${customers.id} = ${actor.id} or ${customers.primaryCustomerId} = ${actor.id})`),
    );
  return rows.map((r) => r.id);
}

/**
 * An appointment of the actor's tenant (another tenant's id is 404). Staff must work at its store
 * (403 otherwise); a customer sees only their own and their linked profiles' (404 otherwise).
 */
export async function loadAppointment(tx: Tx, actor: AnyActor, id: string, { forUpdate = false } = {}): Promise<AppointmentRow> {
  const query = tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.tenantId, actor.tenantId), eq(appointments.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Appointment');
  if (actor.type === 'customer') {
    if (!row.customerId || !(await customerFamilyIds(tx, actor)).includes(row.customerId)) throw notFound('Appointment');
  } else if (actor.type === 'admin') requireStore(actor, row.storeId);
  return row;
}

export async function linesOf(tx: Tx, tenantId: string, ids: readonly string[]): Promise<Map<string, AppointmentServiceRow[]>> {
  const byAppointment = new Map<string, AppointmentServiceRow[]>();
  if (!ids.length) return byAppointment;
  const rows = await tx
    .select()
    .from(appointmentServices)
    .where(and(eq(appointmentServices.tenantId, tenantId), inArray(appointmentServices.appointmentId, [...ids])))
    .orderBy(asc(appointmentServices.appointmentId), asc(appointmentServices.position));
  for (const row of rows) {
    const list = byAppointment.get(row.appointmentId) ?? [];
    list.push(row);
    byAppointment.set(row.appointmentId, list);
  }
  return byAppointment;
}

export const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

export async function namesOf(tx: Tx, tenantId: string, rows: readonly AppointmentRow[]) {
  const cutterIds = [...new Set(rows.map((r) => r.cutterId))];
  const customerIds = [...new Set(rows.flatMap((r) => (r.customerId ? [r.customerId] : [])))];
  const cutters = cutterIds.length
    ? await tx
        .select({ id: employees.id, first: employees.firstName, last: employees.lastName })
        .from(employees)
        .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, cutterIds)))
    : [];
  const people = customerIds.length
    ? await tx
        .select({ id: customers.id, first: customers.firstName, last: customers.lastName })
        .from(customers)
        .where(and(eq(customers.tenantId, tenantId), inArray(customers.id, customerIds)))
    : [];
  return {
    cutter: new Map(cutters.map((c) => [c.id, fullName(c.first, c.last)])),
    customer: new Map(people.map((c) => [c.id, fullName(c.first, c.last)])),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function presentAppointments(tx: Tx, tenantId: string, rows: readonly AppointmentRow[]): Promise<Appointment[]> {
  // A split visit's other cutters' parts (issue 20): the visit shows all its services, and each part.
  const parts = await partsOf(
    tx,
    tenantId,
    rows.filter((r) => !r.visitId).map((r) => r.id),
  );
  const lines = await linesOf(
    tx,
    tenantId,
    [...rows, ...parts].map((r) => r.id),
  );
  const names = await namesOf(tx, tenantId, [...rows, ...parts]);
  const markers = await seriesMarkers(tx, tenantId, rows);
  const serviceLine = (l: AppointmentServiceRow) => ({
    serviceId: l.serviceId,
    name: l.name,
    durationMinutes: l.durationMinutes,
    priceCents: l.priceCents,
  });
  return rows.map((r) => {
    const isGuest = r.kind === 'appointment' && !r.customerId;
    const own = parts.filter((p) => p.visitId === r.id);
    const visit = own.length ? [r, ...own] : [r];
    return {
      id: r.id,
      storeId: r.storeId,
      cutterId: r.cutterId,
      cutterName: names.cutter.get(r.cutterId) ?? '',
      kind: r.kind,
      label: r.label,
      status: r.status,
      source: r.source,
      customerId: r.customerId,
      customerName: r.customerId ? (names.customer.get(r.customerId) ?? null) : r.guestName,
      isGuest,
      guest: isGuest && r.guestName ? { name: r.guestName, phoneNumber: r.guestPhone, email: r.guestEmail } : null,
      start: r.startsAt.toISOString(),
      end: new Date(Math.max(...visit.map((p) => p.endsAt.getTime()))).toISOString(),
      extraMinutes: r.extraMinutes,
      holdExpiresAt: iso(r.holdExpiresAt),
      notes: r.notes,
      beverage: r.beverage,
      music: r.music,
      cancelReason: r.cancelReason,
      checkedInAt: iso(r.checkedInAt),
      startedAt: iso(r.startedAt),
      completedAt: iso(r.completedAt),
      rebookedFromId: r.rebookedFromId,
      combinedIntoId: r.combinedIntoId,
      services: visit.flatMap((p) => (lines.get(p.id) ?? []).map(serviceLine)),
      visitId: r.visitId,
      parts: own.length
        ? visit.map((p) => ({
            id: p.id,
            cutterId: p.cutterId,
            cutterName: names.cutter.get(p.cutterId) ?? '',
            start: p.startsAt.toISOString(),
            end: p.endsAt.toISOString(),
            services: (lines.get(p.id) ?? []).map((l) => l.name),
          }))
        : [],
      allowedActions: r.kind === 'block' || r.visitId ? [] : allowedActions(r.status),
      version: r.version,
      createdAt: r.createdAt.toISOString(),
      repeat: markers.get(r.id) ?? null,
    };
  });
}

export async function presentAppointment(tx: Tx, tenantId: string, row: AppointmentRow): Promise<Appointment> {
  const [one] = await presentAppointments(tx, tenantId, [row]);
  return one;
}

export interface ServiceLine {
  serviceId: string;
  name: string;
  durationMinutes: number;
  priceCents: number;
}

/** Name, duration and price of each service at the store (store overrides applied), in the order asked. */
export async function serviceLinesFor(tx: Tx, tenantId: string, storeId: string, serviceIds: readonly string[]): Promise<ServiceLine[]> {
  const rows = await queryRows<{ id: string; name: string; duration_minutes: number; price_cents: number }>(
    tx,
    sql`select s.id, s.name, coalesce(o.duration_minutes, s.duration_minutes) as duration_minutes,
               coalesce(o.price_cents, s.price_cents) as price_cents
          from services s
          left join service_store_overrides o on o.tenant_id = s.tenant_id and o.service_id = s.id and o.store_id = ${storeId}
         where s.tenant_id = ${tenantId} and s.id in (${sql.join(
           serviceIds.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return serviceIds.map((id) => {
    const r = byId.get(id);
    if (!r) throw notFound('Service');
    return { serviceId: r.id, name: r.name, durationMinutes: r.duration_minutes, priceCents: r.price_cents };
  });
}

export async function replaceLines(tx: Tx, tenantId: string, appointmentId: string, lines: readonly ServiceLine[]) {
  await tx
    .delete(appointmentServices)
    .where(and(eq(appointmentServices.tenantId, tenantId), eq(appointmentServices.appointmentId, appointmentId)));
  if (lines.length) await tx.insert(appointmentServices).values(lines.map((l, position) => ({ tenantId, appointmentId, position, ...l })));
}

export async function storeTimezone(tx: Tx, tenantId: string, storeId: string): Promise<string> {
  const [row] = await tx
    .select({ timezone: stores.timezone })
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.id, storeId)));
  if (!row) throw notFound('Store');
  return row.timezone;
}

export interface Change {
  action: string;
  fromStatus?: AppointmentStatus | null;
  toStatus?: AppointmentStatus | null;
  details?: Record<string, unknown>;
  /** Earlier start of a moved appointment: that day's calendars change too. */
  previousStart?: Date;
  previousStoreId?: string;
}

/**
 * Records a change: appointment_events (the appointment's history), the audit log, and a
 * calendar.changed broadcast for each affected day (sent by PostgreSQL at commit only).
 */
export async function recordChange(tx: Tx, actor: AnyActor, row: AppointmentRow, change: Change, requestId?: string) {
  const person = actor.type !== 'system';
  await tx.insert(appointmentEvents).values({
    tenantId: actor.tenantId,
    appointmentId: row.id,
    action: change.action,
    fromStatus: change.fromStatus ?? null,
    toStatus: change.toStatus ?? null,
    actorType: actor.type,
    actorId: person ? actor.id : null,
    details: change.details ?? {},
  });
  await audit(
    tx,
    actor,
    {
      action: `appointment.${change.action}`,
      entityType: row.kind === 'block' ? 'blocked_slot' : 'appointment',
      entityId: row.id,
      details: { status: row.status, fromStatus: change.fromStatus, ...change.details },
    },
    requestId,
  );
  const timezone = await storeTimezone(tx, actor.tenantId, row.storeId);
  const days = new Set([`${row.storeId}|${instantToWallClock(timezone, row.startsAt).date}`]);
  if (change.previousStart) {
    const storeId = change.previousStoreId ?? row.storeId;
    const tz = storeId === row.storeId ? timezone : await storeTimezone(tx, actor.tenantId, storeId);
    days.add(`${storeId}|${instantToWallClock(tz, change.previousStart).date}`);
  }
  for (const day of days) {
    const [storeId, date] = day.split('|');
    await publishRealtime(tx, { type: 'calendar.changed', tenantId: actor.tenantId, storeId, date, appointmentId: row.id });
  }
}
