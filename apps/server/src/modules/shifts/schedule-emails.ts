// Schedule-update emails (spec: employee schedule update notification). Each affected employee is told
// their own schedule; the store's managers holding employee_schedule_update_notification get one summary
// (the person who made the change is not emailed about it). Queued in the caller's transaction.
import {
  type AccessControls,
  formatStoreDate,
  formatStoreTime,
  hasAccess,
  instantToWallClock,
  MANAGER_ROLE_SLUGS,
  mergeControls,
} from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { notify, wantEmail } from '../notifications/notify.ts';
import { queueMessage } from '../../platform/outbox/outbox.ts';

export const SCHEDULE_UPDATE_TEMPLATE = 'shifts.schedule_update';
export const SCHEDULE_SUMMARY_TEMPLATE = 'shifts.schedule_summary';

interface StoreRef {
  name: string;
  timezone: string;
}

/** "Wed, Jun 10: 10:00 AM - 7:00 PM CDT" on the store's clock. */
function shiftLine(store: StoreRef, start: Date, end: Date) {
  const day = formatStoreDate(store.timezone, start);
  return `${day}: ${formatStoreTime(store.timezone, start)} - ${formatStoreTime(store.timezone, end, { zone: true })}`;
}

export type ScheduleChange = 'published' | 'changed' | 'removed';

const INTRO: Record<ScheduleChange, string> = {
  published: 'your schedule has been published',
  changed: 'a shift of yours has changed',
  removed: 'a shift of yours has been removed',
};

/** One email to the employee listing the shifts concerned (published, changed to, or removed). */
export function queueScheduleUpdate(
  tx: Tx,
  tenantId: string,
  store: StoreRef,
  employee: { email: string; firstName: string },
  change: ScheduleChange,
  list: readonly { start: Date; end: Date }[],
) {
  const lines = list.map((s) => `- ${shiftLine(store, s.start, s.end)}`).join('\n');
  return queueMessage(tx, {
    tenantId,
    channel: 'email',
    to: employee.email,
    template: SCHEDULE_UPDATE_TEMPLATE,
    subject: `Your schedule at ${store.name} has been updated`,
    text: `Hello ${employee.firstName},\n\nAt ${store.name}, ${INTRO[change]}:\n${lines}\n\nTimes are in the store's local time.\n`,
  });
}

/** The store's managers (manager-group roles there, or tenant-wide ones) who hold the schedule notification flag. */
export async function scheduleManagers(tx: Tx, tenantId: string, storeId: string, except: readonly string[]) {
  const slugs = sql.join(
    MANAGER_ROLE_SLUGS.map((slug) => sql`${slug}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: string; email: string; first_name: string; controls: AccessControls[] }>(
    tx,
    sql`SELECT e.id, e.email, e.first_name,
               COALESCE((SELECT json_agg(r.access_controls) FROM employee_roles er JOIN roles r ON r.id = er.role_id
                          WHERE er.tenant_id = e.tenant_id AND er.employee_id = e.id), '[]'::json) AS controls
          FROM employees e
         WHERE e.tenant_id = ${tenantId} AND e.status = 'active'
           AND EXISTS (SELECT 1 FROM employee_roles er JOIN roles r ON r.id = er.role_id
                        WHERE er.tenant_id = e.tenant_id AND er.employee_id = e.id AND er.store_id = ${storeId}
                          AND (er.is_owner OR r.slug IN (${slugs})))
         ORDER BY e.email`,
  );
  return rows.filter((r) => !except.includes(r.id) && hasAccess(mergeControls(...r.controls), ['employee_schedule_update_notification']));
}

/** One summary per manager: how many shifts changed for whom. */
export async function queueManagerSummaries(
  tx: Tx,
  tenantId: string,
  store: StoreRef & { id: string },
  actorId: string,
  summary: { count: number; names: readonly string[]; from: Date; to: Date },
): Promise<string[]> {
  const managers = await scheduleManagers(tx, tenantId, store.id, [actorId]);
  const from = instantToWallClock(store.timezone, summary.from).date;
  const to = instantToWallClock(store.timezone, new Date(summary.to.getTime() - 1)).date;
  const ids: string[] = [];
  await notify(tx, {
    tenantId,
    employeeIds: managers.map((m) => m.id),
    kind: 'schedule_published',
    title: `Schedule published at ${store.name}: ${summary.count} shift(s), ${from} to ${to}`,
    link: '/admin/store/employee-schedule',
  });
  for (const manager of await wantEmail(tx, tenantId, managers, 'schedule_published')) {
    ids.push(
      await queueMessage(tx, {
        tenantId,
        channel: 'email',
        to: manager.email,
        template: SCHEDULE_SUMMARY_TEMPLATE,
        subject: `Schedule published at ${store.name}`,
        text:
          `Hello ${manager.first_name},\n\n${summary.count} shift(s) from ${from} to ${to} were published at ${store.name} ` +
          `for: ${summary.names.join(', ')}.\n`,
      }),
    );
  }
  return ids;
}
