import type { OutboxMessage, OutboxSearch, OutboxSearchResult } from '@salon/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { withTenant } from '../../platform/tenancy.ts';

/** The tenant's outbox, newest first. Messages carry no store, so the dashboard is tenant-wide. */
export async function searchOutbox(db: Db, actor: Actor, query: OutboxSearch): Promise<OutboxSearchResult> {
  const filters: SQL[] = [eq(outboxMessages.tenantId, actor.tenantId)];
  if (query.channel) filters.push(eq(outboxMessages.channel, query.channel));
  if (query.to) filters.push(eq(outboxMessages.toAddress, query.to));
  const where = and(...filters);
  return withTenant(db, actor.tenantId, async (tx) => {
    const rows = await tx
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [{ total }] = await tx.select({ total: count() }).from(outboxMessages).where(where);
    return { items: rows.map(toMessage), total, page: query.page, pageSize: query.pageSize };
  });
}

function toMessage(row: typeof outboxMessages.$inferSelect): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    to: row.toAddress,
    subject: row.subject,
    // Staff never read a one-time code or token meant for someone else (it would let them take the account).
    bodyText: row.redactedText ?? row.bodyText,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    deliveryStatus: row.deliveryStatus,
  };
}
