// Demo chat (issue 18): the first store's team group, a direct chat franchisor <-> coordinator, a direct chat
// coordinator -> cutter the cutter has not read, a chat on one of today's appointments, and a few bell lines.
import { and, asc, eq } from 'drizzle-orm';
import { withTenant } from '../../platform/tenancy.ts';
import type { Db, Tx } from '../client.ts';
import {
  appointments,
  chatMessages,
  conversationMembers,
  conversations,
  employeeRoles,
  notificationPreferences,
  notificationSettings,
  notifications,
} from '../schema.ts';

type Line = [author: string, body: string, minutesAgo: number];

async function conversation(
  tx: Tx,
  tenantId: string,
  values: Omit<typeof conversations.$inferInsert, 'tenantId'>,
  members: string[],
  lines: Line[],
  now: Date,
) {
  const at = (m: number) => new Date(now.getTime() - m * 60_000);
  const [c] = await tx
    .insert(conversations)
    .values({ tenantId, ...values, lastMessageAt: lines.length ? at(Math.min(...lines.map((l) => l[2]))) : null })
    .returning();
  // Members have read everything but the last line (its author has read it too).
  const lastAt = lines.length ? at(Math.min(...lines.map((l) => l[2]))) : now;
  const lastAuthor = lines.at(-1)?.[0];
  await tx.insert(conversationMembers).values(
    [...new Set(members)].map((employeeId) => ({
      tenantId,
      conversationId: c.id,
      employeeId,
      lastReadAt: employeeId === lastAuthor ? lastAt : new Date(lastAt.getTime() - 1000),
    })),
  );
  for (const [i, [authorId, body, minutesAgo]] of lines.entries()) {
    await tx
      .insert(chatMessages)
      .values({ tenantId, conversationId: c.id, authorId, body, clientMessageId: `demo-${c.id}-${i}`, createdAt: at(minutesAgo) });
  }
  return c.id;
}

export async function seedDemoMessages(db: Db, input: { tenantId: string; storeId: string; staff: Map<string, string>; now: Date }) {
  const { tenantId, storeId, staff, now } = input;
  const id = (slug: string) => staff.get(slug) as string;
  await withTenant(db, tenantId, async (tx) => {
    const atStore = await tx
      .selectDistinct({ id: employeeRoles.employeeId })
      .from(employeeRoles)
      .where(and(eq(employeeRoles.tenantId, tenantId), eq(employeeRoles.storeId, storeId)));
    await conversation(
      tx,
      tenantId,
      { kind: 'group', title: 'Downtown team', storeId, createdBy: id('shop_manager') },
      [...atStore.map((r) => r.id), id('franchisor')],
      [
        [id('shop_manager'), 'Morning all! Product delivery arrives at 11, please leave the back room clear.', 180],
        [id('coordinator'), 'Noted. Walk-ins are busy today, I will keep the queue moving.', 170],
        [id('franchisor'), 'Great work on last week\u2019s numbers, team.', 120],
      ],
      now,
    );
    await conversation(
      tx,
      tenantId,
      { kind: 'direct', directKey: [id('franchisor'), id('coordinator')].sort().join(':'), createdBy: id('franchisor') },
      [id('franchisor'), id('coordinator')],
      [
        [id('franchisor'), 'Can you send me the weekend staffing plan?', 90],
        [id('coordinator'), 'Sure, I will publish the shifts by this afternoon.', 80],
      ],
      now,
    );
    await conversation(
      tx,
      tenantId,
      { kind: 'direct', directKey: [id('coordinator'), id('cutter')].sort().join(':'), createdBy: id('coordinator') },
      [id('coordinator'), id('cutter')],
      [[id('coordinator'), 'Your 3pm asked if you can fit in a beard trim too.', 15]],
      now,
    );
    const [visit] = await tx
      .select({ id: appointments.id, cutterId: appointments.cutterId })
      .from(appointments)
      .where(
        and(
          eq(appointments.tenantId, tenantId),
          eq(appointments.storeId, storeId),
          eq(appointments.kind, 'appointment'),
          eq(appointments.cutterId, id('cutter')),
        ),
      )
      .orderBy(asc(appointments.startsAt))
      .limit(1);
    if (visit) {
      await conversation(
        tx,
        tenantId,
        { kind: 'appointment', storeId, appointmentId: visit.id, createdBy: id('cutter') },
        [id('cutter')],
        [[id('cutter'), 'Client prefers no hot towel, please note for next time.', 30]],
        now,
      );
    }
    const at = (m: number) => new Date(now.getTime() - m * 60_000);
    await tx.insert(notifications).values([
      {
        tenantId,
        employeeId: id('franchisor'),
        kind: 'schedule_published',
        title: 'Downtown published next week\u2019s schedule',
        link: '/admin/store/employee-schedule',
        createdAt: at(30),
      },
      {
        tenantId,
        employeeId: id('cutter'),
        kind: 'appointment_booked',
        title: 'New appointment booked in your column',
        link: '/admin/appointments-calendar',
        createdAt: at(45),
      },
      {
        tenantId,
        employeeId: id('shop_manager'),
        kind: 'stock_below_threshold',
        title: 'Stock is below its threshold',
        link: '/admin/inventory',
        createdAt: at(200),
      },
      {
        tenantId,
        employeeId: id('coordinator'),
        kind: 'schedule_published',
        title: 'This week\u2019s schedule was published',
        link: '/admin/store/employee-schedule',
        createdAt: at(600),
        readAt: at(500),
      },
    ]);
    // The demo cutter reads new bookings in the app only (no email).
    await tx
      .insert(notificationPreferences)
      .values({ tenantId, employeeId: id('cutter'), kind: 'appointment_booked', email: false, inApp: true });
    // The demo shop manager takes notification emails as one digest an hour.
    await tx.insert(notificationSettings).values({ tenantId, employeeId: id('shop_manager'), emailDigest: 'hourly' });
  });
}
