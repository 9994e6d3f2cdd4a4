// Reads of the chat tables that every chat path shares: a member's conversation, a message as members see it.
import { type ChatAttachment, type ChatMessage, chatFileUrl, hasAccess } from '@salon/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { chatMessages, conversationMembers, conversations, employees, files } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/http/errors.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect & { authorName: string; attachments: ChatAttachment[] };

/** Appointment chats need the appointment chat flag besides membership. */
export const canSeeKind = (actor: Actor, kind: ConversationRow['kind']) =>
  kind !== 'appointment' || hasAccess(actor.accessControls, ['appointment_chat']);

/** The conversation when the actor is a member of it (in their tenant) and may see its kind; else 404. */
export async function memberConversation(tx: Tx, actor: Actor, conversationId: string) {
  const [row] = await tx
    .select({ conversation: conversations, lastReadAt: conversationMembers.lastReadAt })
    .from(conversations)
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.tenantId, conversations.tenantId),
        eq(conversationMembers.conversationId, conversations.id),
        eq(conversationMembers.employeeId, actor.id),
      ),
    )
    .where(and(eq(conversations.tenantId, actor.tenantId), eq(conversations.id, conversationId)));
  if (!row || !canSeeKind(actor, row.conversation.kind)) throw notFound('Conversation');
  return row;
}

export const presentMessage = (r: MessageRow): ChatMessage => ({
  id: r.id,
  conversationId: r.conversationId,
  authorId: r.authorId,
  authorName: r.authorName,
  clientMessageId: r.clientMessageId,
  body: r.deletedAt ? '' : r.body,
  createdAt: r.createdAt.toISOString(),
  editedAt: r.editedAt?.toISOString() ?? null,
  deletedAt: r.deletedAt?.toISOString() ?? null,
  // A deleted message hides its files too (and GET /api/Chat/File answers 404 for them).
  attachments: r.deletedAt ? [] : r.attachments,
});

/** The files attached to these messages, by message id, oldest upload first. */
async function attachmentsOf(tx: Tx, tenantId: string, messageIds: string[]): Promise<Map<string, ChatAttachment[]>> {
  const byMessage = new Map<string, ChatAttachment[]>();
  if (!messageIds.length) return byMessage;
  const rows = await tx
    .select()
    .from(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.entityType, 'chat_message'), inArray(files.entityId, messageIds)))
    .orderBy(asc(files.createdAt), asc(files.id));
  for (const f of rows) {
    const list = byMessage.get(f.entityId!) ?? [];
    list.push({
      id: f.id,
      filename: f.originalName,
      contentType: f.contentType,
      size: f.size,
      url: chatFileUrl(f.id),
      thumbnailUrl: f.hasThumbnail ? chatFileUrl(f.id, true) : null,
    });
    byMessage.set(f.entityId!, list);
  }
  return byMessage;
}

const authorName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

/** Messages of the tenant matching `where`, with their authors' names. */
export async function messageRows(
  tx: Tx,
  tenantId: string,
  where: SQL | undefined,
  order: 'asc' | 'desc',
  limit: number,
): Promise<MessageRow[]> {
  const sort = order === 'asc' ? asc : desc;
  const rows = await tx
    .select({ message: chatMessages, authorName })
    .from(chatMessages)
    .innerJoin(employees, and(eq(employees.tenantId, chatMessages.tenantId), eq(employees.id, chatMessages.authorId)))
    .where(and(eq(chatMessages.tenantId, tenantId), where))
    .orderBy(sort(chatMessages.createdAt), sort(chatMessages.id))
    .limit(limit);
  const attached = await attachmentsOf(
    tx,
    tenantId,
    rows.filter((r) => !r.message.deletedAt).map((r) => r.message.id),
  );
  return rows.map((r) => ({ ...r.message, authorName: r.authorName, attachments: attached.get(r.message.id) ?? [] }));
}

/** (created_at, id) of a message of the conversation (or of any conversation when null): the cursor of a page. */
export async function cursorOf(tx: Tx, tenantId: string, messageId: string, conversationId: string | null) {
  const [row] = await tx
    .select({ tenantId: chatMessages.tenantId, id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.tenantId, tenantId),
        eq(chatMessages.id, messageId),
        conversationId ? eq(chatMessages.conversationId, conversationId) : undefined,
      ),
    );
  if (!row) throw notFound('Message');
  return row;
}

/** Messages strictly after / before a cursor message, in (created_at, id) order (compared in SQL, full precision). */
const cursorRow = (c: { tenantId: string; id: string }) =>
  sql`(select m.created_at, m.id from chat_messages m where m.tenant_id = ${c.tenantId} and m.id = ${c.id})`;
export const afterCursor = (c: { tenantId: string; id: string }) => sql`(${chatMessages.createdAt}, ${chatMessages.id}) > ${cursorRow(c)}`;
export const beforeCursor = (c: { tenantId: string; id: string }) => sql`(${chatMessages.createdAt}, ${chatMessages.id}) < ${cursorRow(c)}`;
