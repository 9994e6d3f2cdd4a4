// Time clock use cases (issue 14): punches from the employee's own session or the store tablet by PIN;
// manager add/edit/delete with a reason (a new version each time); cards, approval, re-opening, settings.
import type { Punch, TimeClockSettings, TimeClockSettingsUpdate, TimeEntryCreate, TimeEntryEdit, TimeEntryHistory } from '@salon/shared';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { auditLog, employees } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { forbidden, invalid, notFound, tooManyRequests } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { pinLookup } from '../employees/employee-pin.ts';
import { faceAttemptLink } from './face-attempt-link.ts';
import { storeOfActor } from '../stores/store-access.ts';
import { seesAll } from './time-card.ts';
import { assertOpenPeriod } from './time-clock.periods.ts';
import { timeClockSettings, timeEntries, timeEntryVersions } from './time-clock.tables.ts';
import { clockStatus, entryView, overlapping, punch, writeVersion } from './time-entries.ts';

/** Wrong PINs per store per 15 minutes before the tablet must wait. */
export const PIN_FAILURES_PER_WINDOW = 10;
const WINDOW_MS = 15 * 60_000;

export async function punchSelf(ctx: AppContext, actor: Actor, body: Punch, requestId?: string) {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, body.storeId);
    const status = await punch(tx, {
      ...body,
      tenantId: actor.tenantId,
      employeeId: actor.id,
      store,
      method: 'self',
      actorId: actor.id,
      now: ctx.now(),
    });
    await audit(
      tx,
      actor,
      { action: `time_clock.${body.action}`, entityType: 'employee', entityId: actor.id, details: { method: 'self' } },
      requestId,
    );
    return status;
  });
}

export const ownStatus = (ctx: AppContext, actor: Actor) =>
  withTenant(ctx.db, actor.tenantId, (tx) => clockStatus(tx, actor.tenantId, actor.id));

async function pinFailures(tx: Tx, tenantId: string, storeId: string, now: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, tenantId),
        eq(auditLog.entityType, 'store'),
        eq(auditLog.entityId, storeId),
        eq(auditLog.action, 'time_clock.pin_failed'),
        gt(auditLog.createdAt, new Date(now.getTime() - WINDOW_MS)),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * The store tablet (signed in by staff of the store): the PIN names an active employee holding a role at
 * the store (or tenant-wide). Wrong PINs are audited and limited per store.
 */
export async function punchByPin(ctx: AppContext, actor: Actor, body: Punch & { pin: string; faceAttemptId?: string }, requestId?: string) {
  const lookup = await pinLookup(ctx.db, actor.tenantId, body.pin);
  const now = ctx.now();
  const outcome = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, body.storeId);
    if ((await pinFailures(tx, actor.tenantId, store.id, now)) >= PIN_FAILURES_PER_WINDOW) return { kind: 'throttled' as const };
    const [holder] = await tx
      .select({ id: employees.id, pinHash: employees.pinHash })
      .from(employees)
      .where(
        and(
          eq(employees.tenantId, actor.tenantId),
          eq(employees.pinLookup, lookup),
          eq(employees.status, 'active'),
          sql`exists (select 1 from employee_roles er where er.tenant_id = ${employees.tenantId} and er.employee_id = ${employees.id}
                and (er.store_id = ${store.id} or er.store_id is null))`,
        ),
      )
      .limit(1);
    if (!holder || !(await verifyPassword(holder.pinHash, body.pin))) return { kind: 'wrong' as const, storeId: store.id };
    if (body.faceAttemptId) await faceAttemptLink().finishedByPin(tx, actor.tenantId, store.id, body.faceAttemptId, holder.id, now);
    const status = await punch(tx, {
      ...body,
      tenantId: actor.tenantId,
      employeeId: holder.id,
      store,
      method: 'pin',
      actorId: holder.id,
      now,
    });
    await audit(
      tx,
      actor,
      { action: `time_clock.${body.action}`, entityType: 'employee', entityId: holder.id, details: { method: 'pin' } },
      requestId,
    );
    return { kind: 'ok' as const, status };
  });
  if (outcome.kind === 'throttled')
    throw tooManyRequests(Math.ceil(WINDOW_MS / 1000), 'Too many wrong PINs at this store. Please wait and try again.');
  if (outcome.kind === 'wrong') {
    await withTenant(ctx.db, actor.tenantId, async (tx) => {
      if (body.faceAttemptId) await faceAttemptLink().failedPin(tx, actor.tenantId, outcome.storeId, body.faceAttemptId, now);
      await audit(tx, actor, { action: 'time_clock.pin_failed', entityType: 'store', entityId: outcome.storeId }, requestId);
    });
    throw invalid({ pin: 'That PIN does not match anyone at this store' }, 'That PIN does not match anyone at this store.');
  }
  return outcome.status;
}

/** An entry the actor may manage: of their tenant (else 404), at a store they work at, with view_all_time_cards. */
async function manageableEntry(tx: Tx, actor: Actor, entryId: string) {
  const [row] = await tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.tenantId, actor.tenantId), eq(timeEntries.id, entryId), isNull(timeEntries.deletedAt)))
    .for('update');
  if (!row) throw notFound('Time entry');
  const store = await storeOfActor(tx, actor, row.storeId);
  if (!seesAll(actor)) throw forbidden('You may only change entries of time cards you can see.');
  return { row, store };
}

async function assertEmployeeAtStore(tx: Tx, actor: Actor, employeeId: string, storeId: string) {
  const [row] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.tenantId, actor.tenantId),
        eq(employees.id, employeeId),
        sql`exists (select 1 from employee_roles er where er.tenant_id = ${employees.tenantId} and er.employee_id = ${employees.id}
              and (er.store_id = ${storeId} or er.store_id is null))`,
      ),
    );
  if (!row) throw invalid({ employeeId: 'This employee does not work at this store' });
}

const overlapError = () => invalid({ clockIn: 'This overlaps another entry of the employee' });

export async function addEntry(ctx: AppContext, actor: Actor, body: TimeEntryCreate, requestId?: string) {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, body.storeId);
    if (!seesAll(actor)) throw forbidden('You may only add entries to time cards you can see.');
    await assertEmployeeAtStore(tx, actor, body.employeeId, store.id);
    const clockIn = new Date(body.clockIn);
    const clockOut = new Date(body.clockOut);
    await assertOpenPeriod(tx, actor.tenantId, store, clockIn, ctx.now());
    if (await overlapping(tx, actor.tenantId, body.employeeId, clockIn, clockOut)) throw overlapError();
    const [row] = await tx
      .insert(timeEntries)
      .values({
        tenantId: actor.tenantId,
        employeeId: body.employeeId,
        storeId: store.id,
        kind: body.kind,
        method: 'manager',
        clockIn,
        clockOut,
        edited: true,
      })
      .returning();
    await writeVersion(tx, row, 'add', actor.id, body.reason);
    await audit(
      tx,
      actor,
      { action: 'time_entry.add', entityType: 'time_entry', entityId: row.id, details: { reason: body.reason } },
      requestId,
    );
    return entryView(row);
  });
}

export async function editEntry(ctx: AppContext, actor: Actor, entryId: string, body: TimeEntryEdit, requestId?: string) {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const { row, store } = await manageableEntry(tx, actor, entryId);
    const clockIn = new Date(body.clockIn);
    const clockOut = new Date(body.clockOut);
    await assertOpenPeriod(tx, actor.tenantId, store, row.clockIn, ctx.now());
    await assertOpenPeriod(tx, actor.tenantId, store, clockIn, ctx.now());
    if (await overlapping(tx, actor.tenantId, row.employeeId, clockIn, clockOut, row.id)) throw overlapError();
    const [next] = await tx
      .update(timeEntries)
      .set({ kind: body.kind, clockIn, clockOut, version: row.version + 1, edited: true })
      .where(and(eq(timeEntries.tenantId, actor.tenantId), eq(timeEntries.id, row.id)))
      .returning();
    await writeVersion(tx, next, 'edit', actor.id, body.reason);
    await audit(
      tx,
      actor,
      { action: 'time_entry.edit', entityType: 'time_entry', entityId: row.id, details: { reason: body.reason } },
      requestId,
    );
    return entryView(next);
  });
}

export async function deleteEntry(ctx: AppContext, actor: Actor, entryId: string, reason: string, requestId?: string) {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const { row, store } = await manageableEntry(tx, actor, entryId);
    await assertOpenPeriod(tx, actor.tenantId, store, row.clockIn, ctx.now());
    const [next] = await tx
      .update(timeEntries)
      .set({ deletedAt: ctx.now(), version: row.version + 1, edited: true })
      .where(and(eq(timeEntries.tenantId, actor.tenantId), eq(timeEntries.id, row.id)))
      .returning();
    await writeVersion(tx, next, 'delete', actor.id, reason);
    await audit(tx, actor, { action: 'time_entry.delete', entityType: 'time_entry', entityId: row.id, details: { reason } }, requestId);
    return { deleted: true as const };
  });
}

/** Every version of an entry, oldest first: own entries, or any the actor's card shows. */
export async function entryHistory(ctx: AppContext, actor: Actor, entryId: string): Promise<TimeEntryHistory> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const [row] = await tx
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.tenantId, actor.tenantId), eq(timeEntries.id, entryId)));
    if (!row) throw notFound('Time entry');
    if (row.employeeId !== actor.id) {
      await storeOfActor(tx, actor, row.storeId);
      if (!seesAll(actor)) throw notFound('Time entry');
    }
    const versions = await tx
      .select({ v: timeEntryVersions, first: employees.firstName, last: employees.lastName })
      .from(timeEntryVersions)
      .leftJoin(employees, and(eq(employees.tenantId, timeEntryVersions.tenantId), eq(employees.id, timeEntryVersions.editorId)))
      .where(and(eq(timeEntryVersions.tenantId, actor.tenantId), eq(timeEntryVersions.entryId, row.id)))
      .orderBy(asc(timeEntryVersions.version));
    return {
      entry: entryView(row),
      deleted: row.deletedAt !== null,
      versions: versions.map(({ v, first, last }) => ({
        version: v.version,
        action: v.action,
        kind: v.kind,
        clockIn: v.clockIn.toISOString(),
        clockOut: v.clockOut?.toISOString() ?? null,
        editorName: first === null ? null : `${first} ${last ?? ''}`.trim(),
        reason: v.reason,
        at: v.createdAt.toISOString(),
      })),
    };
  });
}

export async function saveSettings(
  ctx: AppContext,
  actor: Actor,
  storeId: string,
  body: TimeClockSettingsUpdate,
  requestId?: string,
): Promise<TimeClockSettings> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const store = await storeOfActor(tx, actor, storeId);
    const [row] = await tx
      .insert(timeClockSettings)
      .values({ tenantId: actor.tenantId, storeId: store.id, ...body })
      .onConflictDoUpdate({ target: [timeClockSettings.tenantId, timeClockSettings.storeId], set: body })
      .returning();
    await audit(tx, actor, { action: 'time_clock.settings', entityType: 'store', entityId: store.id, details: body }, requestId);
    return { storeId: store.id, ...body, faceMatchThreshold: row.faceMatchThreshold };
  });
}
