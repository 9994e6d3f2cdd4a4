import type { Appointment, AppointmentCreate, AppointmentSearch, AppointmentUpdate } from '@salon/shared';
import { localDayBounds } from '@salon/shared';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { appointments } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid } from '../../platform/http/errors.ts';
import { runIfKeyed } from '../../platform/idempotency/idempotency.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { AfterCommit } from './after-commit.ts';
import { invalidTransition, requireAction, requireStore, staleVersion } from './appointment-access.ts';
import { queueFreedByMove, scheduleReminder } from './appointment-messages.ts';
import {
  linesOf,
  loadAppointment,
  presentAppointment,
  presentAppointments,
  recordChange,
  replaceLines,
  serviceLinesFor,
  storeTimezone,
} from './appointment-records.ts';
import type { AppointmentRow } from './appointments.tables.ts';
import { bookAppointment, requireCustomer } from './booking.ts';
import { moveAndSave } from './appointment-move.ts';
import { refuseSplitChange } from './split-visit.ts';

export type AppointmentDeps = Pick<AppContext, 'db' | 'jobs' | 'now'>;
const MINUTE_MS = 60_000;

/** Statuses in which the service list or times may still change ("once started" needs its own flag). */
const BEFORE_START = ['pending', 'booked', 'rescheduled', 'checked_in'] as const;
const STARTED = ['ongoing', 'completed'] as const;

export function checkVersion(row: AppointmentRow, version?: number) {
  if (version !== undefined && version !== row.version) throw staleVersion();
}

/** Appointment/Create: staff booking (web, walkin, phone), optionally idempotent. */
export async function createAppointment(
  deps: AppointmentDeps,
  actor: Actor,
  input: AppointmentCreate,
  options: { idempotencyKey?: string; requestId?: string } = {},
) {
  requireAction(actor, 'create', { storeId: input.storeId });
  const after = new AfterCommit();
  const now = deps.now();
  const answer = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const book = async () => {
      const row = await bookAppointment(tx, actor, { ...input, start: new Date(input.start) }, after, now, options.requestId);
      return { statusCode: 201, body: { res_data: await presentAppointment(tx, actor.tenantId, row) } };
    };
    const scope = {
      tenantId: actor.tenantId,
      key: options.idempotencyKey,
      actorId: actor.id,
      route: 'POST Appointment/Create',
      body: input,
    };
    return runIfKeyed(tx, scope, now, book);
  });
  await after.run(deps.jobs);
  return answer;
}

export async function getAppointment(deps: AppointmentDeps, actor: Actor, id: string): Promise<Appointment> {
  return withTenant(deps.db, actor.tenantId, async (tx) => presentAppointment(tx, actor.tenantId, await loadAppointment(tx, actor, id)));
}

/** Appointment/Search: a store's appointments on local days from..to, by cutter, customer and status. */
export async function searchAppointments(deps: AppointmentDeps, actor: Actor, input: AppointmentSearch) {
  requireStore(actor, input.storeId);
  if (input.to < input.from) throw invalid({ to: 'To must not be before from' });
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const timezone = await storeTimezone(tx, actor.tenantId, input.storeId);
    const bounds = localDayBounds(timezone, input.from, input.to);
    const where = and(
      eq(appointments.tenantId, actor.tenantId),
      eq(appointments.storeId, input.storeId),
      gte(appointments.startsAt, bounds[0]),
      lt(appointments.startsAt, bounds[bounds.length - 1]),
      input.includeBlocks ? undefined : eq(appointments.kind, 'appointment'),
      // A split visit is one appointment (its parts are presented within it), unless a cutter's own are asked for.
      input.cutterId ? eq(appointments.cutterId, input.cutterId) : isNull(appointments.visitId),
      input.customerId ? eq(appointments.customerId, input.customerId) : undefined,
      input.statuses?.length ? inArray(appointments.status, input.statuses) : undefined,
    );
    const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(appointments).where(where);
    const rows = await tx
      .select()
      .from(appointments)
      .where(where)
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize);
    return { items: await presentAppointments(tx, actor.tenantId, rows), total, page: input.page, pageSize: input.pageSize };
  });
}

export async function currentServiceIds(tx: Tx, row: AppointmentRow) {
  return ((await linesOf(tx, row.tenantId, [row.id])).get(row.id) ?? []).map((l) => l.serviceId);
}

export function requireAppointmentKind(row: AppointmentRow, action: string) {
  if (row.kind !== 'appointment') throw invalidTransition(`Cannot ${action} a blocked slot`);
}

/** Which flag a change of services or times needs in this status (null: refused in this status). */
function timeChangePermission(row: AppointmentRow, stretchOnly: boolean) {
  if ((STARTED as readonly string[]).includes(row.status)) return 'update-once-started' as const;
  if ((BEFORE_START as readonly string[]).includes(row.status)) return stretchOnly ? ('stretch' as const) : ('update' as const);
  return null;
}

/**
 * Appointment/Update: notes, customer or guest; services and/or times (start, end). A new end alone is a
 * stretch; once started (ongoing, completed) service or time changes need update_service_or_time_once_started.
 */
export async function updateAppointment(deps: AppointmentDeps, actor: Actor, id: string, input: AppointmentUpdate, requestId?: string) {
  const after = new AfterCommit();
  const now = deps.now();
  const result = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadAppointment(tx, actor, id, { forUpdate: true });
    requireAppointmentKind(row, 'update');
    checkVersion(row, input.version);
    const timeChange = input.serviceIds !== undefined || input.start !== undefined || input.end !== undefined;
    const detailsChange = input.notes !== undefined || input.customerId !== undefined || input.guest !== undefined;
    if (detailsChange) requireAction(actor, 'update', row);
    if (row.visitId || timeChange || input.customerId !== undefined || input.guest !== undefined) await refuseSplitChange(tx, row);
    let saved = row;
    if (timeChange) {
      const stretchOnly = input.serviceIds === undefined && input.start === undefined;
      const permission = timeChangePermission(row, stretchOnly);
      if (!permission) throw invalidTransition(`Cannot change the services or time of an appointment that is ${row.status}`);
      requireAction(actor, permission, row);
      const serviceIds = input.serviceIds ?? (await currentServiceIds(tx, row));
      const start = input.start ? new Date(input.start) : row.startsAt;
      const started = permission === 'update-once-started';
      // A stretch keeps the start; its end is checked by the overlap constraint, not the shift.
      const end = input.end
        ? new Date(input.end)
        : input.start && !input.serviceIds
          ? new Date(start.getTime() + (row.endsAt.getTime() - row.startsAt.getTime()))
          : undefined;
      let newEnd = end;
      if (input.serviceIds) {
        const lines = await serviceLinesFor(tx, actor.tenantId, row.storeId, serviceIds);
        await replaceLines(tx, actor.tenantId, row.id, lines);
        // Once started the booking rules no longer apply: the end follows the new services' time.
        if (started && !newEnd)
          newEnd = new Date(start.getTime() + (lines.reduce((m, l) => m + l.durationMinutes, 0) + row.extraMinutes) * MINUTE_MS);
      }
      saved = await moveAndSave(tx, actor, row, { cutterId: row.cutterId, start, end: newEnd, serviceIds }, now, !started && !stretchOnly);
    }
    if (detailsChange) {
      if (input.customerId) await requireCustomer(tx, actor.tenantId, input.customerId);
      const [updated] = await tx
        .update(appointments)
        .set({
          notes: input.notes === undefined ? saved.notes : input.notes,
          customerId: input.customerId ?? (input.guest ? null : saved.customerId),
          guestName: input.guest ? input.guest.name : input.customerId ? null : saved.guestName,
          guestPhone: input.guest ? (input.guest.phoneNumber ?? null) : input.customerId ? null : saved.guestPhone,
          guestEmail: input.guest ? (input.guest.email ?? null) : input.customerId ? null : saved.guestEmail,
          version: saved.version + (timeChange ? 0 : 1),
        })
        .where(and(eq(appointments.tenantId, actor.tenantId), eq(appointments.id, row.id)))
        .returning();
      saved = updated;
    }
    await recordChange(
      tx,
      actor,
      saved,
      {
        action: 'update',
        details: {
          changed: Object.keys(input).filter((k) => k !== 'version'),
          before: { start: row.startsAt.toISOString(), end: row.endsAt.toISOString() },
          after: { start: saved.startsAt.toISOString(), end: saved.endsAt.toISOString() },
        },
        previousStart: row.startsAt,
      },
      requestId,
    );
    if (saved.startsAt.getTime() !== row.startsAt.getTime() && (saved.status === 'booked' || saved.status === 'rescheduled')) {
      scheduleReminder(saved, after, now);
      queueFreedByMove(row, saved, after);
    }
    return presentAppointment(tx, actor.tenantId, saved);
  });
  await after.run(deps.jobs);
  return result;
}

/** Appointment/AddServices: appends services; the end grows by their time (checked like a booking before start). */
export async function addServices(
  deps: AppointmentDeps,
  actor: Actor,
  id: string,
  serviceIds: string[],
  version?: number,
  requestId?: string,
) {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadAppointment(tx, actor, id, { forUpdate: true });
    requireAppointmentKind(row, 'add services to');
    requireAction(actor, 'add-services', row);
    checkVersion(row, version);
    const permission = timeChangePermission(row, false);
    if (!permission) throw invalidTransition(`Cannot add services to an appointment that is ${row.status}`);
    if (permission === 'update-once-started') requireAction(actor, 'update-once-started', row);
    await refuseSplitChange(tx, row);
    const existing = await currentServiceIds(tx, row);
    const all = [...existing, ...serviceIds];
    const lines = await serviceLinesFor(tx, actor.tenantId, row.storeId, all);
    const added = lines.slice(existing.length).reduce((sum, l) => sum + l.durationMinutes, 0);
    await replaceLines(tx, actor.tenantId, row.id, lines);
    const started = permission === 'update-once-started';
    const saved = await moveAndSave(
      tx,
      actor,
      row,
      {
        cutterId: row.cutterId,
        start: row.startsAt,
        end: started ? new Date(row.endsAt.getTime() + added * MINUTE_MS) : undefined,
        serviceIds: all,
      },
      deps.now(),
      !started,
    );
    await recordChange(tx, actor, saved, { action: 'add-services', details: { serviceIds, end: saved.endsAt.toISOString() } }, requestId);
    return presentAppointment(tx, actor.tenantId, saved);
  });
}

/** Appointment/ExtraTime: the end moves later by minutes (also while ongoing: the overlap constraint still applies). */
export async function extraTime(deps: AppointmentDeps, actor: Actor, id: string, minutes: number, version?: number, requestId?: string) {
  return withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadAppointment(tx, actor, id, { forUpdate: true });
    requireAppointmentKind(row, 'add extra time to');
    requireAction(actor, 'extra-time', row);
    checkVersion(row, version);
    if (!['booked', 'rescheduled', 'checked_in', 'ongoing'].includes(row.status))
      throw invalidTransition(`Cannot add extra time to an appointment that is ${row.status}`);
    await refuseSplitChange(tx, row);
    const saved = await moveAndSave(
      tx,
      actor,
      row,
      {
        cutterId: row.cutterId,
        start: row.startsAt,
        end: new Date(row.endsAt.getTime() + minutes * MINUTE_MS),
        serviceIds: [],
        extraMinutes: row.extraMinutes + minutes,
      },
      deps.now(),
      false,
    );
    await recordChange(tx, actor, saved, { action: 'extra-time', details: { minutes, end: saved.endsAt.toISOString() } }, requestId);
    return presentAppointment(tx, actor.tenantId, saved);
  });
}
