import { NOTIFICATION_KINDS, type NotificationList, type NotificationPreference } from '@salon/shared';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { employeeRoles, notificationPreferences, notifications, stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/http/errors.ts';
import { publishBell } from '../../platform/realtime/realtime-events.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { choicesOf } from './notify.ts';

const mine = (actor: Actor) => and(eq(notifications.tenantId, actor.tenantId), eq(notifications.employeeId, actor.id));

/** The zone of the first store (by name) the person works at, else of the tenant's first store; UTC without stores. */
export async function zoneOfEmployee(tx: Tx, tenantId: string, employeeId: string): Promise<string> {
  const actor = { tenantId, id: employeeId };
  const [own] = await tx
    .select({ timezone: stores.timezone })
    .from(employeeRoles)
    .innerJoin(stores, and(eq(stores.tenantId, employeeRoles.tenantId), eq(stores.id, employeeRoles.storeId)))
    .where(and(eq(employeeRoles.tenantId, actor.tenantId), eq(employeeRoles.employeeId, actor.id)))
    .orderBy(asc(stores.name), asc(stores.id))
    .limit(1);
  if (own) return own.timezone;
  const [first] = await tx
    .select({ timezone: stores.timezone })
    .from(stores)
    .where(eq(stores.tenantId, actor.tenantId))
    .orderBy(asc(stores.name), asc(stores.id))
    .limit(1);
  return first?.timezone ?? 'UTC';
}

/** The person's newest 50 notifications and how many are unread. */
export async function listNotifications(db: Db, actor: Actor): Promise<NotificationList> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const rows = await tx
      .select()
      .from(notifications)
      .where(mine(actor))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(50);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(mine(actor), isNull(notifications.readAt)));
    return {
      items: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        title: r.title,
        link: r.link,
        createdAt: r.createdAt.toISOString(),
        read: r.readAt !== null,
      })),
      unread: count?.n ?? 0,
      timezone: await zoneOfEmployee(tx, actor.tenantId, actor.id),
    };
  });
}

export async function markNotificationRead(db: Db, actor: Actor, id: string, now: Date): Promise<NotificationList> {
  await withTenant(db, actor.tenantId, async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(mine(actor), eq(notifications.id, id)))
      .returning({ id: notifications.id });
    if (!row) throw notFound('Notification');
    await publishBell(tx, actor.tenantId, [actor.id]);
  });
  return listNotifications(db, actor);
}

export async function markAllRead(db: Db, actor: Actor, now: Date): Promise<NotificationList> {
  await withTenant(db, actor.tenantId, async (tx) => {
    await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(mine(actor), isNull(notifications.readAt)));
    await publishBell(tx, actor.tenantId, [actor.id]);
  });
  return listNotifications(db, actor);
}

export async function preferencesOf(db: Db, actor: Actor): Promise<NotificationPreference[]> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const out: NotificationPreference[] = [];
    for (const kind of NOTIFICATION_KINDS) {
      const choice = (await choicesOf(tx, actor.tenantId, [actor.id], kind)).get(actor.id)!;
      out.push({ kind, ...choice });
    }
    return out;
  });
}

export async function savePreferences(db: Db, actor: Actor, preferences: NotificationPreference[]): Promise<NotificationPreference[]> {
  await withTenant(db, actor.tenantId, async (tx) => {
    for (const p of preferences) {
      await tx
        .insert(notificationPreferences)
        .values({ tenantId: actor.tenantId, employeeId: actor.id, kind: p.kind, email: p.email, inApp: p.inApp })
        .onConflictDoUpdate({
          target: [notificationPreferences.tenantId, notificationPreferences.employeeId, notificationPreferences.kind],
          set: { email: p.email, inApp: p.inApp },
        });
    }
  });
  return preferencesOf(db, actor);
}
