// The hourly digest (issue 18): people who chose it get one email per hour listing their unread notifications
// of that hour (of the kinds they want by email) instead of one email each. Each line is marked when digested,
// in the same transaction as the queued email, so a rerun of the hour (or a second instance) sends nothing twice.
import { formatStoreDateTime, NOTIFICATION_KINDS, type NotificationKind } from '@salon/shared';
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { employees, notifications } from '../../db/schema.ts';
import { deliverQueuedMessage, queueMessage } from '../../platform/outbox/outbox.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { zoneOfEmployee } from './notifications.service.ts';
import { choicesOf } from './notify.ts';
import { startSweep } from '../../platform/jobs/sweep.ts';

export const DIGEST_TEMPLATE = 'notification.digest';
export const DIGEST_SWEEP_INTERVAL_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

/** The last whole hour before `now`: [start, end). */
export function lastWholeHour(now: Date): { start: Date; end: Date } {
  const end = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  return { start: new Date(end.getTime() - HOUR_MS), end };
}

/** Marks one person's unread, undigested lines of the hour (kinds they want by email) and queues their digest. */
export async function digestFor(
  tx: Tx,
  tenantId: string,
  employeeId: string,
  hour: { start: Date; end: Date },
  now: Date,
): Promise<string | null> {
  // One digest run per person at a time: a second run waits, then finds the lines marked (a run across instances).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`notification-digest:${tenantId}:${employeeId}`}, 0))`);
  const wanted: NotificationKind[] = [];
  for (const kind of NOTIFICATION_KINDS) if ((await choicesOf(tx, tenantId, [employeeId], kind)).get(employeeId)?.email) wanted.push(kind);
  if (!wanted.length) return null;
  const lines = await tx
    .update(notifications)
    .set({ digestedAt: now })
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        eq(notifications.employeeId, employeeId),
        isNull(notifications.readAt),
        // BREAK
        inArray(notifications.kind, wanted),
        gte(notifications.createdAt, hour.start),
        lt(notifications.createdAt, hour.end),
      ),
    )
    .returning({ title: notifications.title, createdAt: notifications.createdAt });
  if (!lines.length) return null;
  const [person] = await tx
    .select({ email: employees.email, firstName: employees.firstName })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.id, employeeId), eq(employees.status, 'active')));
  if (!person) return null;
  const zone = await zoneOfEmployee(tx, tenantId, employeeId);
  lines.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const list = lines.map((l) => `- ${formatStoreDateTime(zone, l.createdAt, { weekday: false })}: ${l.title}`).join('\n');
  return queueMessage(tx, {
    tenantId,
    channel: 'email',
    to: person.email,
    template: DIGEST_TEMPLATE,
    subject: lines.length === 1 ? '1 unread notification from the last hour' : `${lines.length} unread notifications from the last hour`,
    text: `Hello ${person.firstName},\n\nWhat happened in the last hour:\n${list}\n\nOpen the bell in the admin site to read them.\n`,
  });
}

/** Every tenant's people with undigested lines of the last whole hour (the named cross-tenant lookup), each in its tenant. */
export async function sendHourlyDigests(ctx: Pick<AppContext, 'db' | 'jobs' | 'now'>): Promise<number> {
  const now = ctx.now();
  const hour = lastWholeHour(now);
  const people = await asSystem(ctx.db, (tx) =>
    queryRows<{ tenant_id: string; employee_id: string }>(
      tx,
      sql`SELECT DISTINCT n.tenant_id, n.employee_id FROM notifications n
           JOIN notification_settings s ON s.tenant_id = n.tenant_id AND s.employee_id = n.employee_id AND s.email_digest = 'hourly'
          WHERE n.read_at IS NULL AND n.digested_at IS NULL
            AND n.created_at >= ${hour.start.toISOString()}::timestamptz AND n.created_at < ${hour.end.toISOString()}::timestamptz
          LIMIT 1000`,
    ),
  );
  let sent = 0;
  for (const p of people) {
    const id = await withTenant(ctx.db, p.tenant_id, (tx) => digestFor(tx, p.tenant_id, p.employee_id, hour, now));
    if (!id) continue;
    sent++;
    await deliverQueuedMessage(ctx.jobs, id);
  }
  return sent;
}

/** Starts the digest timer (main.ts through registerWorkers); answers a stop function. */
export function startDigestSweep(ctx: AppContext): () => void {
  return startSweep(ctx, DIGEST_SWEEP_INTERVAL_MS, () => sendHourlyDigests(ctx), {
    count: 'digests',
    done: 'hourly notification digests queued',
    failed: 'notification digest sweep failed',
  });
}
