// Time entries: punches (self, PIN at the store tablet) and their version history. Every change writes a
// time_entry_versions row; the entries row is the latest version and is never rewritten without one.
import type { ClockStatus, PunchAction, TimeEntry, TimeEntryKind, TimeEntryMethod } from '@salon/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { employees, type stores } from '../../db/schema.ts';
import { invalidTransition } from '../stores/store-access.ts';
import { assertOpenPeriod } from './time-clock.periods.ts';
import { type TimeEntryRow, timeEntries, timeEntryVersions } from './time-clock.tables.ts';

type StoreRow = typeof stores.$inferSelect;
type VersionAction = 'clock_in' | 'clock_out' | 'add' | 'edit' | 'delete';

export function entryView(row: TimeEntryRow, missedPunch = false): TimeEntry {
  return {
    id: row.id,
    employeeId: row.employeeId,
    storeId: row.storeId,
    kind: row.kind,
    method: row.method,
    clockIn: row.clockIn.toISOString(),
    clockOut: row.clockOut?.toISOString() ?? null,
    version: row.version,
    edited: row.edited,
    missedPunch: missedPunch || (row.clockOut === null && row.missedNotifiedAt !== null),
  };
}

export async function writeVersion(tx: Tx, row: TimeEntryRow, action: VersionAction, editorId: string | null, reason: string | null) {
  await tx.insert(timeEntryVersions).values({
    tenantId: row.tenantId,
    entryId: row.id,
    version: row.version,
    action,
    kind: row.kind,
    clockIn: row.clockIn,
    clockOut: row.clockOut,
    editorId,
    reason,
  });
}

export async function openEntryOf(tx: Tx, tenantId: string, employeeId: string, { forUpdate = false } = {}) {
  const query = tx
    .select()
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.tenantId, tenantId),
        eq(timeEntries.employeeId, employeeId),
        isNull(timeEntries.clockOut),
        isNull(timeEntries.deletedAt),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

async function openSegment(
  tx: Tx,
  tenantId: string,
  employeeId: string,
  storeId: string,
  kind: TimeEntryKind,
  method: TimeEntryMethod,
  at: Date,
  editorId: string | null,
  faceScore: number | null = null,
) {
  const [row] = await tx.insert(timeEntries).values({ tenantId, employeeId, storeId, kind, method, clockIn: at, faceScore }).returning();
  await writeVersion(tx, row, 'clock_in', editorId, null);
  return row;
}

async function closeSegment(tx: Tx, open: TimeEntryRow, at: Date, editorId: string | null) {
  // An entry ends after it starts (the check constraint); a punch within the same millisecond ends 1 ms later.
  const clockOut = new Date(Math.max(at.getTime(), open.clockIn.getTime() + 1));
  const [row] = await tx
    .update(timeEntries)
    .set({ clockOut, version: open.version + 1 })
    .where(and(eq(timeEntries.tenantId, open.tenantId), eq(timeEntries.id, open.id)))
    .returning();
  await writeVersion(tx, row, 'clock_out', editorId, null);
  return row;
}

const stateOf = (open: TimeEntryRow | undefined): ClockStatus['state'] => (!open ? 'out' : open.kind === 'work' ? 'working' : 'on_break');

/**
 * One punch of an employee at a store. Clock in opens work; a break closes work and opens the break; the
 * break's end opens work again; clock out closes whatever is open. A second clock-in answers 409 (and the
 * partial unique index refuses one that races past the check).
 */
export async function punch(
  tx: Tx,
  input: {
    tenantId: string;
    employeeId: string;
    store: StoreRow;
    action: PunchAction;
    breakKind?: 'paid_break' | 'unpaid_break';
    method: TimeEntryMethod;
    actorId: string | null;
    now: Date;
    /** The face match's similarity (permille) when the punch came from face sign-in. */
    faceScore?: number;
  },
): Promise<ClockStatus> {
  const { tenantId, employeeId, store, action, method, now, actorId } = input;
  const open = await openEntryOf(tx, tenantId, employeeId, { forUpdate: true });
  const state = stateOf(open);
  let next: TimeEntryRow | undefined;
  if (action === 'clock_in') {
    if (open) throw invalidTransition(`Already clocked in since ${open.clockIn.toISOString()}; clock out first.`);
    await assertOpenPeriod(tx, tenantId, store, now, now);
    next = await openSegment(tx, tenantId, employeeId, store.id, 'work', method, now, actorId, input.faceScore ?? null);
  } else if (action === 'clock_out') {
    if (!open) throw invalidTransition('Not clocked in; there is nothing to clock out of.');
    await closeSegment(tx, open, now, actorId);
  } else if (action === 'break_start') {
    if (state !== 'working') throw invalidTransition(state === 'out' ? 'Clock in before starting a break.' : 'Already on a break.');
    await assertOpenPeriod(tx, tenantId, store, now, now);
    await closeSegment(tx, open!, now, actorId);
    next = await openSegment(tx, tenantId, employeeId, store.id, input.breakKind ?? 'unpaid_break', method, now, actorId);
  } else {
    if (state !== 'on_break') throw invalidTransition('Not on a break.');
    await assertOpenPeriod(tx, tenantId, store, now, now);
    await closeSegment(tx, open!, now, actorId);
    next = await openSegment(tx, tenantId, employeeId, store.id, 'work', method, now, actorId);
  }
  const [person] = await tx
    .select({ first: employees.firstName, last: employees.lastName })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.id, employeeId)));
  return {
    employeeId,
    name: `${person.first} ${person.last}`.trim(),
    state: stateOf(next),
    openEntry: next ? entryView(next) : null,
  };
}

export async function clockStatus(tx: Tx, tenantId: string, employeeId: string): Promise<ClockStatus> {
  const open = await openEntryOf(tx, tenantId, employeeId);
  const [person] = await tx
    .select({ first: employees.firstName, last: employees.lastName })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.id, employeeId)));
  return {
    employeeId,
    name: `${person.first} ${person.last}`.trim(),
    state: stateOf(open),
    openEntry: open ? entryView(open) : null,
  };
}

/** Another live entry of the employee overlapping [clockIn, clockOut) (an open one reaches to infinity). */
export async function overlapping(tx: Tx, tenantId: string, employeeId: string, clockIn: Date, clockOut: Date, exceptId?: string) {
  const [row] = await tx
    .select({ id: timeEntries.id })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.tenantId, tenantId),
        eq(timeEntries.employeeId, employeeId),
        isNull(timeEntries.deletedAt),
        exceptId ? sql`${timeEntries.id} <> ${exceptId}` : undefined,
        sql`${timeEntries.clockIn} < ${clockOut.toISOString()}::timestamptz`,
        sql`coalesce(${timeEntries.clockOut}, 'infinity'::timestamptz) > ${clockIn.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
