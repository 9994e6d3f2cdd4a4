// Messages of a conversation: pages of the thread, send (idempotent by client message id), edit and delete
// own, mark read, and the catch-up after a reconnect. Every path checks membership first.
import { CHAT_LIMITS, type ChatMessage, instantToWallClock } from '@salon/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, chatMessages, conversationMembers, conversations, employees } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { publishChat, publishRealtime } from '../../platform/realtime/realtime-events.ts';
import { storeTimezone } from '../appointments/appointment-records.ts';
import { notify } from '../notifications/notify.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { attachToMessage, detachMessageFiles, removeMessageFiles } from './chat-attachments.ts';
import { afterCursor, beforeCursor, canSeeKind, cursorOf, memberConversation, messageRows, presentMessage } from './chat-records.ts';

/** A page of the thread: the newest page, the page before a message (scroll back) or the messages after one. */
export async function thread(db: Db, actor: Actor, conversationId: string, q: { before?: string; after?: string }): Promise<ChatMessage[]> {
  return withTenant(db, actor.tenantId, async (tx) => {
    await memberConversation(tx, actor, conversationId);
    const inThread = eq(chatMessages.conversationId, conversationId);
    if (q.after) {
      await cursorOf(tx, actor.tenantId, q.after, conversationId);
      const rows = await messageRows(
        tx,
        actor.tenantId,
        and(inThread, afterCursor({ tenantId: actor.tenantId, id: q.after })),
        'asc',
        CHAT_LIMITS.page * 4,
      );
      return rows.map(presentMessage);
    }
    if (q.before) await cursorOf(tx, actor.tenantId, q.before, conversationId);
    const where = q.before ? and(inThread, beforeCursor({ tenantId: actor.tenantId, id: q.before })) : inThread;
    const rows = await messageRows(tx, actor.tenantId, where, 'desc', CHAT_LIMITS.page);
    return rows.reverse().map(presentMessage);
  });
}

/** What a reconnecting client missed: messages of all its conversations after its last message id (oldest first). */
export async function since(db: Db, actor: Actor, after: string | undefined): Promise<ChatMessage[]> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const mine = await tx
      .select({ id: conversations.id, kind: conversations.kind })
      .from(conversationMembers)
      .innerJoin(
        conversations,
        and(eq(conversations.tenantId, conversationMembers.tenantId), eq(conversations.id, conversationMembers.conversationId)),
      )
      .where(and(eq(conversationMembers.tenantId, actor.tenantId), eq(conversationMembers.employeeId, actor.id)));
    const ids = mine.filter((c) => canSeeKind(actor, c.kind)).map((c) => c.id);
    if (!ids.length) return [];
    if (after) await cursorOf(tx, actor.tenantId, after, null);
    const where = and(inArray(chatMessages.conversationId, ids), after ? afterCursor({ tenantId: actor.tenantId, id: after }) : undefined);
    const rows = await messageRows(tx, actor.tenantId, where, after ? 'asc' : 'desc', after ? CHAT_LIMITS.page * 10 : 1);
    return rows.map(presentMessage);
  });
}

/** Members named as @FirstName in the message get a bell line (not the author). */
async function notifyMentions(tx: Tx, tenantId: string, conversationId: string, authorId: string, body: string, now: Date) {
  if (!body.includes('@')) return;
  const people = await tx
    .select({ id: employees.id, first: employees.firstName, last: employees.lastName })
    .from(conversationMembers)
    .innerJoin(employees, and(eq(employees.tenantId, conversationMembers.tenantId), eq(employees.id, conversationMembers.employeeId)))
    .where(and(eq(conversationMembers.tenantId, tenantId), eq(conversationMembers.conversationId, conversationId)));
  const author = people.find((p) => p.id === authorId);
  const text = body.toLowerCase();
  const named = people.filter(
    (p) => p.id !== authorId && new RegExp(`@${p.first.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')}\\b`, 'u').test(text),
  );
  await notify(
    tx,
    {
      tenantId,
      employeeIds: named.map((p) => p.id),
      kind: 'mention',
      title: `${author ? `${author.first} ${author.last}` : 'Someone'} mentioned you: ${body.slice(0, 80)}`,
      link: `/admin/messages?c=${conversationId}`,
    },
    now,
  );
}

async function touchCalendar(tx: Tx, tenantId: string, appointmentId: string) {
  const [visit] = await tx
    .select({ storeId: appointments.storeId, startsAt: appointments.startsAt })
    .from(appointments)
    .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, appointmentId)));
  if (!visit) return;
  const date = instantToWallClock(await storeTimezone(tx, tenantId, visit.storeId), visit.startsAt).date;
  await publishRealtime(tx, { type: 'calendar.changed', tenantId, storeId: visit.storeId, date, appointmentId });
}

async function read(tx: Tx, tenantId: string, messageId: string) {
  const [row] = await messageRows(tx, tenantId, eq(chatMessages.id, messageId), 'asc', 1);
  return row;
}

/**
 * Sends a message. The same client message id again (a retry after a lost answer, a second tab) answers the
 * first message and sends nothing more; the same id for another conversation is refused (409).
 */
export async function send(
  ctx: AppContext,
  actor: Actor,
  conversationId: string,
  body: { clientMessageId: string; body: string; fileIds: string[] },
): Promise<{ message: ChatMessage; created: boolean }> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const { conversation } = await memberConversation(tx, actor, conversationId);
    const now = ctx.now();
    const [inserted] = await tx
      .insert(chatMessages)
      .values({
        tenantId: actor.tenantId,
        conversationId,
        authorId: actor.id,
        clientMessageId: body.clientMessageId,
        body: body.body,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: chatMessages.id });
    if (!inserted) {
      const [first] = await messageRows(
        tx,
        actor.tenantId,
        and(eq(chatMessages.authorId, actor.id), eq(chatMessages.clientMessageId, body.clientMessageId)),
        'asc',
        1,
      );
      if (first.conversationId !== conversationId)
        throw conflict('This client message id was used in another conversation.', { clientMessageId: 'Already used' });
      return { message: presentMessage(first), created: false };
    }
    // A refused file throws here, inside the transaction: the message is not sent.
    await attachToMessage(tx, actor, inserted.id, body.fileIds);
    await tx
      .update(conversations)
      .set({ lastMessageAt: now })
      .where(and(eq(conversations.tenantId, actor.tenantId), eq(conversations.id, conversationId)));
    await tx
      .update(conversationMembers)
      .set({ lastReadAt: sql`greatest(${conversationMembers.lastReadAt}, ${now.toISOString()}::timestamptz)` })
      .where(
        and(
          eq(conversationMembers.tenantId, actor.tenantId),
          eq(conversationMembers.conversationId, conversationId),
          eq(conversationMembers.employeeId, actor.id),
        ),
      );
    await publishChat(tx, { type: 'message.created', tenantId: actor.tenantId, conversationId, messageId: inserted.id });
    await notifyMentions(tx, actor.tenantId, conversationId, actor.id, body.body, now);
    // The calendars showing the appointment refresh, so its unread marker appears for staff not in the chat yet.
    if (conversation.appointmentId) await touchCalendar(tx, actor.tenantId, conversation.appointmentId);
    return { message: presentMessage(await read(tx, actor.tenantId, inserted.id)), created: true };
  });
}

/** The actor's own, not deleted message of a conversation they are in; 404 when not a member, 403 when not theirs. */
async function ownMessage(tx: Tx, actor: Actor, messageId: string) {
  const message = await read(tx, actor.tenantId, messageId);
  if (!message) throw notFound('Message');
  await memberConversation(tx, actor, message.conversationId);
  if (message.authorId !== actor.id) throw forbidden('You can change only your own messages.');
  if (message.deletedAt) throw notFound('Message');
  return message;
}

export async function edit(ctx: AppContext, actor: Actor, messageId: string, body: { body: string }): Promise<ChatMessage> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const message = await ownMessage(tx, actor, messageId);
    await tx
      .update(chatMessages)
      .set({ body: body.body, editedAt: ctx.now() })
      .where(and(eq(chatMessages.tenantId, actor.tenantId), eq(chatMessages.id, messageId)));
    await publishChat(tx, { type: 'message.updated', tenantId: actor.tenantId, conversationId: message.conversationId, messageId });
    return presentMessage(await read(tx, actor.tenantId, messageId));
  });
}

/**
 * Deletes an own message: the row stays (the thread keeps its place); its text goes, and its files' rows go in the
 * same transaction and their bytes once it has committed.
 */
export async function remove(ctx: AppContext, actor: Actor, messageId: string): Promise<ChatMessage> {
  const { presented, gone } = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const message = await ownMessage(tx, actor, messageId);
    await tx
      .update(chatMessages)
      .set({ body: '', deletedAt: ctx.now() })
      .where(and(eq(chatMessages.tenantId, actor.tenantId), eq(chatMessages.id, messageId)));
    const detached = await detachMessageFiles(tx, actor.tenantId, messageId);
    await publishChat(tx, { type: 'message.updated', tenantId: actor.tenantId, conversationId: message.conversationId, messageId });
    return { presented: presentMessage(await read(tx, actor.tenantId, messageId)), gone: detached };
  });
  await removeMessageFiles(ctx.config.DATA_DIR, gone);
  return presented;
}

/** Marks the conversation read up to now (its unread count becomes 0). */
export async function markRead(ctx: AppContext, actor: Actor, conversationId: string): Promise<{ unread: number }> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    await memberConversation(tx, actor, conversationId);
    await tx
      .update(conversationMembers)
      .set({
        lastReadAt: sql`greatest(${conversationMembers.lastReadAt}, ${ctx.now().toISOString()}::timestamptz, (select max(created_at) from chat_messages m where m.tenant_id = ${actor.tenantId} and m.conversation_id = ${conversationId}))`,
      })
      .where(
        and(
          eq(conversationMembers.tenantId, actor.tenantId),
          eq(conversationMembers.conversationId, conversationId),
          eq(conversationMembers.employeeId, actor.id),
        ),
      );
    return { unread: 0 };
  });
}
