// Conversations: the member's list (unread counts, last message), and opening direct, group and appointment chats.
import { type Conversation, formatStoreDateTime, hasAccess } from '@salon/shared';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  appointments,
  chatMessages,
  conversationMembers,
  conversations,
  customers,
  employeeRoles,
  employees,
  stores,
} from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { type ConversationRow, canSeeKind, memberConversation, messageRows, presentMessage } from './chat-records.ts';

const fullName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

/** Unread: newer than the member's last read, by someone else, not deleted. */
const unreadCount = sql<number>`(select count(*)::int from chat_messages x where x.tenant_id = ${conversationMembers.tenantId}
  and x.conversation_id = ${conversationMembers.conversationId} and x.created_at > ${conversationMembers.lastReadAt}
  and x.author_id <> ${conversationMembers.employeeId} and x.deleted_at is null)`;

async function present(tx: Tx, actor: Actor, rows: { conversation: ConversationRow; unread: number }[]): Promise<Conversation[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.conversation.id);
  const members = await tx
    .select({ conversationId: conversationMembers.conversationId, id: employees.id, name: fullName })
    .from(conversationMembers)
    .innerJoin(employees, and(eq(employees.tenantId, conversationMembers.tenantId), eq(employees.id, conversationMembers.employeeId)))
    .where(and(eq(conversationMembers.tenantId, actor.tenantId), inArray(conversationMembers.conversationId, ids)))
    .orderBy(employees.firstName, employees.lastName);
  const last = await messageRows(
    tx,
    actor.tenantId,
    sql`(${chatMessages.conversationId}, ${chatMessages.createdAt}, ${chatMessages.id}) in (select distinct on (l.conversation_id)
      l.conversation_id, l.created_at, l.id from chat_messages l where l.tenant_id = ${actor.tenantId} and l.conversation_id in
      (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) order by l.conversation_id, l.created_at desc, l.id desc)`,
    'desc',
    ids.length,
  );
  const appointmentIds = rows.flatMap((r) => (r.conversation.appointmentId ? [r.conversation.appointmentId] : []));
  const visits = appointmentIds.length
    ? await tx
        .select({
          id: appointments.id,
          startsAt: appointments.startsAt,
          timezone: stores.timezone,
          guest: appointments.guestName,
          first: customers.firstName,
          lastName: customers.lastName,
        })
        .from(appointments)
        .innerJoin(stores, and(eq(stores.tenantId, appointments.tenantId), eq(stores.id, appointments.storeId)))
        .leftJoin(customers, and(eq(customers.tenantId, appointments.tenantId), eq(customers.id, appointments.customerId)))
        .where(and(eq(appointments.tenantId, actor.tenantId), inArray(appointments.id, appointmentIds)))
    : [];
  return rows.map(({ conversation: c, unread }) => {
    const people = members.filter((m) => m.conversationId === c.id).map((m) => ({ id: m.id, name: m.name }));
    const visit = visits.find((v) => v.id === c.appointmentId);
    const who = visit ? (visit.first ? `${visit.first} ${visit.lastName}` : (visit.guest ?? 'Guest')) : '';
    const title =
      c.kind === 'direct'
        ? (people.find((p) => p.id !== actor.id)?.name ?? 'Direct message')
        : c.kind === 'appointment'
          ? // The visit's time on its store's clock ("Tue, Nov 25, 3:00 PM CST"), whatever the reader's zone.
            `Appointment: ${who}${visit ? `, ${formatStoreDateTime(visit.timezone, visit.startsAt)}` : ''}`
          : (c.title ?? 'Group');
    const lastRow = last.find((m) => m.conversationId === c.id);
    return {
      id: c.id,
      kind: c.kind,
      title,
      storeId: c.storeId,
      appointmentId: c.appointmentId,
      members: people,
      unread,
      lastMessage: lastRow ? presentMessage(lastRow) : null,
    };
  });
}

export async function listConversations(db: Db, actor: Actor): Promise<Conversation[]> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const rows = await tx
      .select({ conversation: conversations, unread: unreadCount })
      .from(conversationMembers)
      .innerJoin(
        conversations,
        and(eq(conversations.tenantId, conversationMembers.tenantId), eq(conversations.id, conversationMembers.conversationId)),
      )
      .where(and(eq(conversationMembers.tenantId, actor.tenantId), eq(conversationMembers.employeeId, actor.id)))
      .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.createdAt))
      .limit(200);
    return present(
      tx,
      actor,
      rows.filter((r) => canSeeKind(actor, r.conversation.kind)),
    );
  });
}

export async function getConversation(db: Db, actor: Actor, conversationId: string): Promise<Conversation> {
  return withTenant(db, actor.tenantId, async (tx) => one(tx, actor, conversationId));
}

async function one(tx: Tx, actor: Actor, conversationId: string): Promise<Conversation> {
  const { conversation } = await memberConversation(tx, actor, conversationId);
  const [row] = await tx
    .select({ unread: unreadCount })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.tenantId, actor.tenantId),
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.employeeId, actor.id),
      ),
    );
  return (await present(tx, actor, [{ conversation, unread: row?.unread ?? 0 }]))[0];
}

async function addMembers(tx: Tx, tenantId: string, conversationId: string, employeeIds: string[]) {
  if (!employeeIds.length) return;
  await tx
    .insert(conversationMembers)
    .values([...new Set(employeeIds)].map((employeeId) => ({ tenantId, conversationId, employeeId })))
    .onConflictDoNothing();
}

/** Active staff who hold a role at one of the stores (or tenant-wide when stores is null). */
async function staffOf(tx: Tx, tenantId: string, storeIds: string[] | null) {
  return tx
    .selectDistinct({ id: employees.id, name: fullName })
    .from(employees)
    .innerJoin(employeeRoles, and(eq(employeeRoles.tenantId, employees.tenantId), eq(employeeRoles.employeeId, employees.id)))
    .where(
      and(
        eq(employees.tenantId, tenantId),
        eq(employees.status, 'active'),
        eq(employees.isSuperAdmin, false),
        storeIds ? inArray(employeeRoles.storeId, storeIds.length ? storeIds : ['00000000-0000-0000-0000-000000000000']) : undefined,
      ),
    )
    .orderBy(fullName);
}

/** Whom the person can start a chat with: the staff of their stores (every store's for tenant-wide staff). */
export async function chatStaff(db: Db, actor: Actor) {
  return withTenant(db, actor.tenantId, async (tx) =>
    (await staffOf(tx, actor.tenantId, actor.tenantWide ? null : actor.storeIds)).filter((p) => p.id !== actor.id),
  );
}

/** The one direct conversation of the two people (made on first use). */
export async function openDirect(db: Db, actor: Actor, employeeId: string): Promise<Conversation> {
  if (employeeId === actor.id) throw invalid({ employeeId: 'Choose someone other than yourself' });
  return withTenant(db, actor.tenantId, async (tx) => {
    const reachable = await staffOf(tx, actor.tenantId, actor.tenantWide ? null : actor.storeIds);
    if (!reachable.some((p) => p.id === employeeId)) throw notFound('Employee');
    const directKey = [actor.id, employeeId].sort().join(':');
    await tx
      .insert(conversations)
      .values({ tenantId: actor.tenantId, kind: 'direct', directKey, createdBy: actor.id })
      .onConflictDoNothing();
    const [c] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.tenantId, actor.tenantId), eq(conversations.directKey, directKey)));
    await addMembers(tx, actor.tenantId, c.id, [actor.id, employeeId]);
    return one(tx, actor, c.id);
  });
}

/** A named group of every active employee of one store (the person must work there or be tenant-wide). */
export async function openGroup(db: Db, actor: Actor, body: { storeId: string; title: string }): Promise<Conversation> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const [store] = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.tenantId, actor.tenantId), eq(stores.id, body.storeId)));
    if (!store) throw notFound('Store');
    if (!actor.tenantWide && !actor.storeIds.includes(body.storeId)) throw forbidden('You do not work at this store.');
    const [c] = await tx
      .insert(conversations)
      .values({ tenantId: actor.tenantId, kind: 'group', title: body.title, storeId: body.storeId, createdBy: actor.id })
      .returning({ id: conversations.id });
    const staff = await staffOf(tx, actor.tenantId, [body.storeId]);
    await addMembers(tx, actor.tenantId, c.id, [actor.id, ...staff.map((p) => p.id)]);
    return one(tx, actor, c.id);
  });
}

/** The appointment's chat (made on first open): the person opening it and the appointment's cutter are members. */
export async function openAppointmentChat(db: Db, actor: Actor, appointmentId: string): Promise<Conversation> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const [visit] = await tx
      .select({ id: appointments.id, storeId: appointments.storeId, cutterId: appointments.cutterId })
      .from(appointments)
      .where(and(eq(appointments.tenantId, actor.tenantId), eq(appointments.id, appointmentId), eq(appointments.kind, 'appointment')));
    if (!visit || (!actor.tenantWide && !actor.storeIds.includes(visit.storeId))) throw notFound('Appointment');
    await tx
      .insert(conversations)
      .values({ tenantId: actor.tenantId, kind: 'appointment', storeId: visit.storeId, appointmentId, createdBy: actor.id })
      .onConflictDoNothing();
    const [c] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.tenantId, actor.tenantId), eq(conversations.appointmentId, appointmentId)));
    await addMembers(tx, actor.tenantId, c.id, [actor.id, visit.cutterId]);
    return one(tx, actor, c.id);
  });
}

/**
 * The store's appointments whose chat has a message the person has not read (the calendar's marker): by someone
 * else, not deleted, newer than their last read (any message when they never opened the chat).
 */
export async function appointmentsWithUnread(db: Db, actor: Actor, storeId: string): Promise<string[]> {
  if (!hasAccess(actor.accessControls, ['appointment_chat'])) return [];
  if (!actor.tenantWide && !actor.storeIds.includes(storeId)) throw forbidden('You do not work at this store.');
  return withTenant(db, actor.tenantId, async (tx) => {
    const rows = await tx
      .selectDistinct({ appointmentId: conversations.appointmentId })
      .from(conversations)
      .innerJoin(chatMessages, and(eq(chatMessages.tenantId, conversations.tenantId), eq(chatMessages.conversationId, conversations.id)))
      .leftJoin(
        conversationMembers,
        and(
          eq(conversationMembers.tenantId, conversations.tenantId),
          eq(conversationMembers.conversationId, conversations.id),
          eq(conversationMembers.employeeId, actor.id),
        ),
      )
      .where(
        and(
          eq(conversations.tenantId, actor.tenantId),
          eq(conversations.kind, 'appointment'),
          eq(conversations.storeId, storeId),
          ne(chatMessages.authorId, actor.id),
          isNull(chatMessages.deletedAt),
          sql`(${conversationMembers.lastReadAt} is null or ${chatMessages.createdAt} > ${conversationMembers.lastReadAt})`,
        ),
      )
      .limit(500);
    return rows.map((r) => r.appointmentId as string);
  });
}
