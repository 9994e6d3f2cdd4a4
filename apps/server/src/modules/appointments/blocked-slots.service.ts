// Blocked slots (Non Availability, blocked, vacation): rows of kind 'block' in the appointments table, so
// the same exclusion constraint keeps them from overlapping the cutter's appointments. Deleting one
// cancels it (its history stays).
import { type BlockLabel, MAX_BLOCK_MINUTES } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { appointments, employees } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { requireAction, staleVersion } from './appointment-access.ts';
import { loadAppointment, presentAppointment, recordChange } from './appointment-records.ts';
import type { AppointmentDeps } from './appointments.service.ts';
import { guardOverlap, refuseIfTaken, releaseExpiredHolds } from './booking-guard.ts';
import { storeClock } from '../availability/availability-data.ts';

async function requireEmployee(tx: Tx, tenantId: string, employeeId: string) {
  const [row] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.id, employeeId)));
  if (!row) throw notFound('Employee');
}

function checkSpan(start: Date, end: Date) {
  if (end <= start) throw invalid({ end: 'End must be after start' });
  if (end.getTime() - start.getTime() > MAX_BLOCK_MINUTES * 60_000)
    throw invalid({ end: 'A blocked slot is at most 14 days long; use time off' });
}

export async function createBlockedSlot(
  deps: AppointmentDeps,
  actor: Actor,
  input: { storeId: string; employeeId: string; start: string; end: string; label: BlockLabel; note?: string },
  requestId?: string,
) {
  requireAction(actor, 'add-block', { storeId: input.storeId });
  const start = new Date(input.start);
  const end = new Date(input.end);
  checkSpan(start, end);
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    await storeClock(tx, actor.tenantId, input.storeId);
    await requireEmployee(tx, actor.tenantId, input.employeeId);
    await releaseExpiredHolds(tx, actor, { cutterId: input.employeeId }, deps.now(), requestId);
    const target = { tenantId: actor.tenantId, cutterId: input.employeeId, start, end };
    await refuseIfTaken(tx, target);
    const row = await guardOverlap(tx, target, async (sp) => {
      const [inserted] = await sp
        .insert(appointments)
        .values({
          tenantId: actor.tenantId,
          storeId: input.storeId,
          cutterId: input.employeeId,
          kind: 'block',
          label: input.label,
          status: 'booked',
          startsAt: start,
          endsAt: end,
          notes: input.note ?? null,
          createdBy: actor.id,
        })
        .returning();
      return inserted;
    });
    await recordChange(
      tx,
      actor,
      row,
      { action: 'block', toStatus: 'booked', details: { label: input.label, start: input.start, end: input.end } },
      requestId,
    );
    return presentAppointment(tx, actor.tenantId, row);
  });
}

async function loadBlock(tx: Tx, actor: Actor, id: string) {
  const row = await loadAppointment(tx, actor, id, { forUpdate: true });
  if (row.kind !== 'block' || row.status === 'cancelled') throw notFound('Blocked slot');
  return row;
}

export async function updateBlockedSlot(
  deps: AppointmentDeps,
  actor: Actor,
  id: string,
  input: { employeeId?: string; start?: string; end?: string; label?: BlockLabel; note?: string | null; version?: number },
  requestId?: string,
) {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadBlock(tx, actor, id);
    requireAction(actor, 'edit-block', row);
    if (input.version !== undefined && input.version !== row.version) throw staleVersion();
    const cutterId = input.employeeId ?? row.cutterId;
    if (input.employeeId) await requireEmployee(tx, actor.tenantId, input.employeeId);
    const start = input.start ? new Date(input.start) : row.startsAt;
    const end = input.end ? new Date(input.end) : row.endsAt;
    checkSpan(start, end);
    const target = { tenantId: actor.tenantId, cutterId, start, end, ignoreId: row.id };
    await releaseExpiredHolds(tx, actor, { cutterId }, deps.now(), requestId);
    await refuseIfTaken(tx, target);
    const saved = await guardOverlap(tx, target, async (sp) => {
      const [updated] = await sp
        .update(appointments)
        .set({
          cutterId,
          startsAt: start,
          endsAt: end,
          label: input.label ?? row.label,
          notes: input.note === undefined ? row.notes : input.note,
          version: row.version + 1,
        })
        .where(and(eq(appointments.tenantId, actor.tenantId), eq(appointments.id, row.id)))
        .returning();
      return updated;
    });
    await recordChange(tx, actor, saved, { action: 'edit-block', details: { ...input }, previousStart: row.startsAt }, requestId);
    return presentAppointment(tx, actor.tenantId, saved);
  });
}

export async function deleteBlockedSlot(deps: AppointmentDeps, actor: Actor, id: string, requestId?: string) {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadBlock(tx, actor, id);
    requireAction(actor, 'delete-block', row);
    const [saved] = await tx
      .update(appointments)
      .set({ status: 'cancelled', cancelledAt: deps.now(), version: row.version + 1 })
      .where(and(eq(appointments.tenantId, actor.tenantId), eq(appointments.id, row.id)))
      .returning();
    await recordChange(tx, actor, saved, { action: 'delete-block', fromStatus: row.status, toStatus: 'cancelled' }, requestId);
    return { id: row.id, deleted: true as const };
  });
}
