// A person's email rhythm (issue 18): each notification by itself (the default), or one digest an hour.
import type { NotificationDigest } from '@salon/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notificationSettings } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { withTenant } from '../../platform/tenancy.ts';

/** Those of `employeeIds` who chose the hourly digest: no single emails for them, the digest instead. */
export async function hourlyDigestPeople(tx: Tx, tenantId: string, employeeIds: readonly string[]): Promise<Set<string>> {
  if (!employeeIds.length) return new Set();
  const rows = await tx
    .select({ employeeId: notificationSettings.employeeId })
    .from(notificationSettings)
    .where(
      and(
        eq(notificationSettings.tenantId, tenantId),
        inArray(notificationSettings.employeeId, [...employeeIds]),
        eq(notificationSettings.emailDigest, 'hourly'),
      ),
    );
  return new Set(rows.map((r) => r.employeeId));
}

export async function digestOf(db: Db, actor: Actor): Promise<NotificationDigest> {
  return withTenant(db, actor.tenantId, async (tx) =>
    (await hourlyDigestPeople(tx, actor.tenantId, [actor.id])).has(actor.id) ? 'hourly' : 'each',
  );
}

export async function saveDigest(db: Db, actor: Actor, emailDigest: NotificationDigest): Promise<NotificationDigest> {
  await withTenant(db, actor.tenantId, (tx) =>
    tx
      .insert(notificationSettings)
      .values({ tenantId: actor.tenantId, employeeId: actor.id, emailDigest })
      .onConflictDoUpdate({
        target: [notificationSettings.tenantId, notificationSettings.employeeId],
        set: { emailDigest, updatedAt: new Date() },
      }),
  );
  return digestOf(db, actor);
}
