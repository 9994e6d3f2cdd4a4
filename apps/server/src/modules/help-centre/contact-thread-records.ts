// Reading contact-us conversations: who may see which (support of the brand, or the sender), each message with
// its zone (its store's, else its brand's first store's), its replies and its handled state.
import type { ContactCategory, SupportMessage, SupportReply, SupportStatus, SupportThread } from '@salon/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { employees, stores, supportMessages, supportReplies } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/http/errors.ts';

/** What a holder of read_contact_messages may see: the tenant's messages (brand-scoped staff: their brand's). */
export const supportScope = (actor: Actor): SQL | undefined =>
  and(eq(supportMessages.tenantId, actor.tenantId), actor.brandId ? eq(supportMessages.brandId, actor.brandId) : undefined);

/** What a sender may see: a signed-in customer's own messages, or a member of staff's own. */
export const senderScope = (actor: Actor): SQL | undefined =>
  actor.type === 'customer'
    ? and(eq(supportMessages.tenantId, actor.tenantId), eq(supportMessages.customerId, actor.id))
    : and(eq(supportMessages.tenantId, actor.tenantId), eq(supportMessages.source, 'staff'), eq(supportMessages.employeeId, actor.id));

/** Unread to support: the first message until support opens it, and the sender's answers after support last did. */
const supportUnread = sql<number>`(case when ${supportMessages.supportSeenAt} is null then 1 else 0 end) + (select count(*)::int
  from support_replies r where r.tenant_id = ${supportMessages.tenantId} and r.support_message_id = ${supportMessages.id}
  and r.author = 'sender' and (${supportMessages.supportSeenAt} is null or r.created_at > ${supportMessages.supportSeenAt}))`;

const byStatus = (status: SupportStatus): SQL | undefined =>
  status === 'open' ? isNull(supportMessages.handledAt) : status === 'handled' ? isNotNull(supportMessages.handledAt) : undefined;

/** The zone of each store and of each brand (its first store by name); the tenant's first store's as a last resort. */
async function zones(tx: Tx, tenantId: string) {
  const rows = await tx
    .select({ id: stores.id, brandId: stores.brandId, timezone: stores.timezone })
    .from(stores)
    .where(eq(stores.tenantId, tenantId))
    .orderBy(asc(stores.name), asc(stores.id));
  const byStore = new Map(rows.map((r) => [r.id, r.timezone]));
  const byBrand = new Map<string, string>();
  for (const r of rows) if (r.brandId && !byBrand.has(r.brandId)) byBrand.set(r.brandId, r.timezone);
  const fallback = rows[0]?.timezone ?? 'UTC';
  return (storeId: string | null, brandId: string) => (storeId && byStore.get(storeId)) || byBrand.get(brandId) || fallback;
}

/** The newest-activity-first messages matching `where` (200 at most), presented. */
export async function readMessages(
  tx: Tx,
  tenantId: string,
  where: SQL | undefined,
  status: SupportStatus = 'all',
): Promise<SupportMessage[]> {
  const rows = await tx
    .select({
      m: supportMessages,
      firstName: employees.firstName,
      lastName: employees.lastName,
      storeName: stores.name,
      unread: supportUnread,
    })
    .from(supportMessages)
    .leftJoin(employees, and(eq(employees.tenantId, supportMessages.tenantId), eq(employees.id, supportMessages.employeeId)))
    .leftJoin(stores, and(eq(stores.tenantId, supportMessages.tenantId), eq(stores.id, supportMessages.storeId)))
    .where(and(where, byStatus(status)))
    .orderBy(desc(supportMessages.lastActivityAt), desc(supportMessages.id))
    .limit(200);
  const ids = rows.map((r) => r.m.id);
  const counts = ids.length
    ? await tx
        .select({ id: supportReplies.supportMessageId, n: count() })
        .from(supportReplies)
        .where(and(eq(supportReplies.tenantId, tenantId), inArray(supportReplies.supportMessageId, ids)))
        .groupBy(supportReplies.supportMessageId)
    : [];
  const replyCount = new Map(counts.map((c) => [c.id, c.n]));
  const zoneOf = await zones(tx, tenantId);
  return rows.map(({ m, firstName, lastName, storeName, unread }) => ({
    id: m.id,
    source: m.source as 'staff' | 'customer',
    fromName: m.source === 'staff' ? `${firstName ?? ''} ${lastName ?? ''}`.trim() : (m.fromName ?? ''),
    storeName,
    category: m.category as ContactCategory,
    subject: m.subject,
    message: m.message,
    replyTo: m.replyTo,
    createdAt: m.createdAt.toISOString(),
    lastActivityAt: m.lastActivityAt.toISOString(),
    handled: m.handledAt !== null,
    replyCount: replyCount.get(m.id) ?? 0,
    unread: Number(unread),
    timezone: zoneOf(m.storeId, m.brandId),
  }));
}

/** One message matching `scope` with its replies, oldest first; 404 when it is not there or not theirs. */
export async function readThread(tx: Tx, tenantId: string, scope: SQL | undefined, id: string): Promise<SupportThread> {
  const [message] = await readMessages(tx, tenantId, and(scope, eq(supportMessages.id, id)));
  if (!message) throw notFound('Message');
  const rows = await tx
    .select({ r: supportReplies, firstName: employees.firstName, lastName: employees.lastName })
    .from(supportReplies)
    .leftJoin(employees, and(eq(employees.tenantId, supportReplies.tenantId), eq(employees.id, supportReplies.employeeId)))
    .where(and(eq(supportReplies.tenantId, tenantId), eq(supportReplies.supportMessageId, id)))
    .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
  const replies: SupportReply[] = rows.map(({ r, firstName, lastName }) => ({
    id: r.id,
    author: r.author,
    authorName: r.author === 'sender' ? message.fromName : `${firstName ?? ''} ${lastName ?? ''}`.trim() || 'Support',
    body: r.body,
    createdAt: r.createdAt.toISOString(),
  }));
  const [seen] = await tx
    .select({ at: supportMessages.senderSeenAt })
    .from(supportMessages)
    .where(and(eq(supportMessages.tenantId, tenantId), eq(supportMessages.id, id)));
  const seenAt = seen?.at?.toISOString() ?? '';
  const newReplies = replies.filter((r) => r.author === 'support' && r.createdAt > seenAt).length;
  return { ...message, replies, newReplies };
}

/** Locks one message matching `scope` for a change; 404 when it is not there or not theirs. */
export async function lockMessage(tx: Tx, scope: SQL | undefined, id: string) {
  const [row] = await tx
    .select()
    .from(supportMessages)
    .where(and(scope, eq(supportMessages.id, id)))
    .for('update');
  if (!row) throw notFound('Message');
  return row;
}
