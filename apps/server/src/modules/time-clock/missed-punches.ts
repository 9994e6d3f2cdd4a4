// Missed clock-outs: an entry still open at the store's close (of the day it began) plus the grace period.
// A sweep emails the employee and their store managers holding timecard_notification once per entry
// (timecard_notification template) and marks the entry, so the card flags it until a manager fixes it.
import { addDays, formatStoreDateTime, instantToWallClock, type TimeClockSettings, timeToMinutes, wallClockToInstant } from '@salon/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { employees, stores } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import { deliverQueuedMessage, queueMessage } from '../../platform/outbox/outbox.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { storeManagersWith } from '../stores/store-managers.ts';
import { settingsOf } from './time-clock.periods.ts';
import { timeEntries } from './time-clock.tables.ts';
import { startSweep } from '../../platform/jobs/sweep.ts';

export const TIMECARD_TEMPLATE = 'timecard_notification';
export const MISSED_PUNCH_SWEEP_INTERVAL_MS = 5 * 60_000;
type StoreRow = typeof stores.$inferSelect;

/**
 * When an entry begun at `clockIn` counts as a missed clock-out: the store's close on that local day plus
 * the grace; when the store is closed that day, or the entry began after close, the local midnight plus grace.
 */
export function missedDeadline(
  store: Pick<StoreRow, 'timezone' | 'openingHours'>,
  settings: Pick<TimeClockSettings, 'graceMinutes'>,
  clockIn: Date,
) {
  const local = instantToWallClock(store.timezone, clockIn);
  const hours = store.openingHours[String(local.weekday) as keyof StoreRow['openingHours']];
  const close = hours ? timeToMinutes(hours.close) : null;
  const end =
    close !== null && close > local.minutes
      ? wallClockToInstant(store.timezone, local.date, close, 'compatible')
      : wallClockToInstant(store.timezone, addDays(local.date, 1), 0, 'compatible');
  return new Date(end.getTime() + settings.graceMinutes * 60_000);
}

/** Queues the missed clock-out emails for one open entry (employee + managers) and marks it; answers outbox ids. */
export async function notifyMissedPunch(tx: Tx, tenantId: string, entryId: string, now: Date): Promise<string[]> {
  const [row] = await tx
    .select({ entry: timeEntries, store: stores, email: employees.email, first: employees.firstName, last: employees.lastName })
    .from(timeEntries)
    .innerJoin(stores, and(eq(stores.tenantId, timeEntries.tenantId), eq(stores.id, timeEntries.storeId)))
    .innerJoin(employees, and(eq(employees.tenantId, timeEntries.tenantId), eq(employees.id, timeEntries.employeeId)))
    .where(
      and(
        eq(timeEntries.tenantId, tenantId),
        eq(timeEntries.id, entryId),
        isNull(timeEntries.clockOut),
        isNull(timeEntries.deletedAt),
        isNull(timeEntries.missedNotifiedAt),
      ),
    )
    .for('update', { of: timeEntries });
  if (!row) return [];
  const settings = await settingsOf(tx, tenantId, row.store);
  if (now < missedDeadline(row.store, settings, row.entry.clockIn)) return [];
  const since = formatStoreDateTime(row.store.timezone, row.entry.clockIn);
  const name = `${row.first} ${row.last}`.trim();
  const ids: string[] = [];
  const recipients = [
    { email: row.email, first_name: row.first, self: true },
    ...(await storeManagersWith(tx, tenantId, row.store.id, ['timecard_notification'], [row.entry.employeeId])).map((m) => ({
      ...m,
      self: false,
    })),
  ];
  for (const person of recipients) {
    ids.push(
      await queueMessage(tx, {
        tenantId,
        channel: 'email',
        to: person.email,
        template: TIMECARD_TEMPLATE,
        subject: `Missed clock-out: ${name} at ${row.store.name}`,
        text: person.self
          ? `Hello ${person.first_name},\n\nYou clocked in at ${row.store.name} at ${since} and have not clocked out. ` +
            'Please ask your manager to enter your clock-out time on your time card.\n'
          : `Hello ${person.first_name},\n\n${name} clocked in at ${row.store.name} at ${since} and has not clocked out. ` +
            'Please enter the clock-out time on the time card (Employees > Time cards); the card is flagged until then.\n',
      }),
    );
  }
  await tx
    .update(timeEntries)
    .set({ missedNotifiedAt: now })
    .where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.id, entryId)));
  await audit(tx, { tenantId, type: 'system' }, { action: 'time_entry.missed_punch', entityType: 'time_entry', entityId: entryId });
  return ids;
}

/** Every tenant's open entries not yet notified (the named cross-tenant lookup), each handled in its tenant. */
export async function sweepMissedPunches(ctx: Pick<AppContext, 'db' | 'jobs' | 'now'>): Promise<number> {
  const now = ctx.now();
  const candidates = await asSystem(ctx.db, (tx) =>
    queryRows<{ tenant_id: string; id: string }>(
      tx,
      sql`SELECT tenant_id, id FROM time_entries
           WHERE clock_out IS NULL AND deleted_at IS NULL AND missed_notified_at IS NULL
           ORDER BY clock_in LIMIT 500`,
    ),
  );
  let notified = 0;
  for (const c of candidates) {
    const ids = await withTenant(ctx.db, c.tenant_id, (tx) => notifyMissedPunch(tx, c.tenant_id, c.id, now));
    if (ids.length) notified++;
    for (const id of ids) await deliverQueuedMessage(ctx.jobs, id);
  }
  return notified;
}

/** Starts the sweep timer (main.ts through registerWorkers); answers a stop function. */
export function startMissedPunchSweep(ctx: AppContext): () => void {
  return startSweep(ctx, MISSED_PUNCH_SWEEP_INTERVAL_MS, () => sweepMissedPunches(ctx), {
    count: 'entries',
    done: 'missed clock-out emails queued',
    failed: 'missed clock-out sweep failed',
  });
}
