// The one place that decides, per person and kind, whether something that happened reaches them in the app
// (the bell) and/or by email (issue 18). The callers are the places that already decided the email before.
import { type NotificationKind, NOTIFICATION_KINDS } from '@salon/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { employees, notificationPreferences, notifications } from '../../db/schema.ts';
import { queueMessage } from '../../platform/outbox/outbox.ts';
import { publishBell } from '../../platform/realtime/realtime-events.ts';
import { hourlyDigestPeople } from './digest-choice.ts';

/** Kinds that emailed before the bell existed keep emailing unless the person turns it off; the others are in-app only. */
export const EMAIL_BY_DEFAULT: Record<NotificationKind, boolean> = {
  appointment_booked: false,
  appointment_cancelled: false,
  appointment_rescheduled: false,
  schedule_published: true,
  stock_below_threshold: true,
  mention: false,
};

export type Choice = { email: boolean; inApp: boolean };

/** Each person's choice for a kind (their row, else the default: in-app on, email as EMAIL_BY_DEFAULT). */
export async function choicesOf(
  tx: Tx,
  tenantId: string,
  employeeIds: readonly string[],
  kind: NotificationKind,
): Promise<Map<string, Choice>> {
  const out = new Map<string, Choice>(employeeIds.map((id) => [id, { email: EMAIL_BY_DEFAULT[kind], inApp: true }]));
  if (!employeeIds.length) return out;
  const rows = await tx
    .select()
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.tenantId, tenantId),
        eq(notificationPreferences.kind, kind),
        inArray(notificationPreferences.employeeId, [...employeeIds]),
      ),
    );
  for (const r of rows) out.set(r.employeeId, { email: r.email, inApp: r.inApp });
  return out;
}

/**
 * People of `employeeIds` who want this kind by email now (the existing email paths keep only these): not those
 * who chose the hourly digest, which sends it with the others.
 */
export async function wantEmail<T extends { id: string }>(tx: Tx, tenantId: string, people: T[], kind: NotificationKind): Promise<T[]> {
  const ids = people.map((p) => p.id);
  const choices = await choicesOf(tx, tenantId, ids, kind);
  const hourly = await hourlyDigestPeople(tx, tenantId, ids);
  return people.filter((p) => choices.get(p.id)?.email && !hourly.has(p.id));
}

/**
 * Puts a line in each person's bell (unless they turned the kind off in the app) and, for kinds that had no
 * email of their own, queues the email to those who asked for it. Answers the outbox ids to deliver after commit.
 */
export async function notify(
  tx: Tx,
  input: {
    tenantId: string;
    employeeIds: readonly string[];
    kind: NotificationKind;
    title: string;
    link: string | null;
    emailText?: string;
  },
  now: Date = new Date(),
): Promise<string[]> {
  const ids = [...new Set(input.employeeIds)];
  if (!NOTIFICATION_KINDS.includes(input.kind) || !ids.length) return [];
  const choices = await choicesOf(tx, input.tenantId, ids, input.kind);
  const inApp = ids.filter((id) => choices.get(id)?.inApp);
  if (inApp.length) {
    await tx.insert(notifications).values(
      inApp.map((employeeId) => ({
        tenantId: input.tenantId,
        employeeId,
        kind: input.kind,
        title: input.title,
        link: input.link,
        createdAt: now,
      })),
    );
    await publishBell(tx, input.tenantId, inApp);
  }
  if (EMAIL_BY_DEFAULT[input.kind] || !input.emailText) return [];
  const hourly = await hourlyDigestPeople(tx, input.tenantId, ids);
  const byEmail = ids.filter((id) => choices.get(id)?.email && !hourly.has(id));
  if (!byEmail.length) return [];
  const people = await tx
    .select({ email: employees.email })
    .from(employees)
    .where(and(eq(employees.tenantId, input.tenantId), inArray(employees.id, byEmail), eq(employees.status, 'active')));
  const out: string[] = [];
  for (const person of people) {
    out.push(
      await queueMessage(tx, {
        tenantId: input.tenantId,
        channel: 'email',
        to: person.email,
        template: `notification.${input.kind}`,
        subject: input.title,
        text: input.emailText,
      }),
    );
  }
  return out;
}
