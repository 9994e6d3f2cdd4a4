// A visit split across cutters (issue 20): colour with Dana, then the cut with Marcus, one appointment for
// the customer and one ticket at checkout. The visit's row is its first part; every other cutter's part is a
// row of its own pointing to it (visit_id), holding that cutter's time, so appointments_no_overlap checks
// each part for its cutter as it does any booking. Status actions act on the visit and carry to its parts; a move
// takes every part to the new time (move-split-visit.ts).
import { visitParts } from '@salon/shared';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import { storeServices } from '../availability/availability-data.ts';
import { invalidTransition } from './appointment-access.ts';
import type { AppointmentRow } from './appointments.tables.ts';

const MINUTE_MS = 60_000;

export interface PlannedPart {
  cutterId: string;
  serviceIds: string[];
  start: Date;
}

/** The parts of a visit whose service lines name cutters (store durations), in order from the visit's start. */
export async function planParts(
  tx: Tx,
  tenantId: string,
  storeId: string,
  serviceIds: readonly string[],
  lineCutterIds: readonly string[],
  start: Date,
): Promise<PlannedPart[]> {
  const services = await storeServices(tx, tenantId, storeId, serviceIds);
  const byId = new Map(services.map((s) => [s.id, s]));
  const lines = serviceIds.map((id, i) => ({ service: byId.get(id) ?? services[i], cutterId: lineCutterIds[i] }));
  return visitParts(lines).map((part) => ({
    cutterId: part.cutterId,
    serviceIds: part.services.map((s) => s.id),
    start: new Date(start.getTime() + part.offsetMinutes * MINUTE_MS),
  }));
}

/** The other cutters' parts of these visits, by start. */
export async function partsOf(tx: Tx, tenantId: string, visitIds: readonly string[]): Promise<AppointmentRow[]> {
  if (!visitIds.length) return [];
  return tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.tenantId, tenantId), inArray(appointments.visitId, [...visitIds])))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}

/**
 * The whole visit, its own row first then the other cutters' parts by start, locked for update, when `row` is
 * (a part of) a visit split across cutters; null for a one-cutter appointment.
 */
export async function splitVisitRows(tx: Tx, row: AppointmentRow): Promise<AppointmentRow[] | null> {
  const visitId = row.visitId ?? row.id;
  const rows = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.tenantId, row.tenantId), or(eq(appointments.id, visitId), eq(appointments.visitId, visitId))))
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .for('update');
  if (rows.length < 2) return null;
  return [...rows.filter((r) => r.id === visitId), ...rows.filter((r) => r.id !== visitId)];
}

/**
 * A part is changed only through its visit; a split visit's services, customer and length are not edited (it is
 * moved whole by Reschedule, or cancelled and booked again). 409 INVALID_TRANSITION.
 */
export async function refuseSplitChange(tx: Tx, row: AppointmentRow) {
  if (row.visitId) throw invalidTransition("This is one cutter's part of a visit: change the visit instead");
  const [part] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.tenantId, row.tenantId), eq(appointments.visitId, row.id)))
    .limit(1);
  if (part) throw invalidTransition('A visit split across cutters cannot be changed here: move it, or cancel it and book it again');
}

/** The visit's status and stamps, carried to its parts (one check-in, one cancel, one checkout for the whole visit). */
export async function carryToParts(tx: Tx, visit: AppointmentRow) {
  await tx
    .update(appointments)
    .set({
      status: visit.status,
      checkedInAt: visit.checkedInAt,
      startedAt: visit.startedAt,
      completedAt: visit.completedAt,
      cancelledAt: visit.cancelledAt,
      cancelReason: visit.cancelReason,
      version: sql`${appointments.version} + 1`,
    })
    .where(and(eq(appointments.tenantId, visit.tenantId), eq(appointments.visitId, visit.id)));
}
