// Contact-us conversations: support (read_contact_messages) replies, which is emailed to the sender through the
// outbox and kept in the thread; marks it handled or reopens it. The sender (a signed-in customer, or staff)
// reads their threads and answers, which reopens the message and emails the brand's support.
import type { SupportMessage, SupportStatus, SupportThread } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { brands, supportMessages, supportReplies } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { deliverQueuedMessage, queueMessage } from '../../platform/outbox/outbox.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { lockMessage, readMessages, readThread, senderScope, supportScope } from './contact-thread-records.ts';
import { queueLetter } from './contact-us.service.ts';

/** The Received list: open, handled or all; newest activity first. */
export async function listSupportMessages(ctx: AppContext, actor: Actor, status: SupportStatus): Promise<SupportMessage[]> {
  return withTenant(ctx.db, actor.tenantId, (tx) => readMessages(tx, actor.tenantId, supportScope(actor), status));
}

export async function supportThread(ctx: AppContext, actor: Actor, id: string): Promise<SupportThread> {
  return withTenant(ctx.db, actor.tenantId, (tx) => readThread(tx, actor.tenantId, supportScope(actor), id));
}

/** Support answers: kept in the thread and emailed to the sender's reply-to address. */
export async function replyAsSupport(ctx: AppContext, actor: Actor, id: string, body: string, requestId?: string): Promise<SupportThread> {
  const { thread, outboxId } = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const message = await lockMessage(tx, supportScope(actor), id);
    const now = ctx.now();
    const [reply] = await tx
      .insert(supportReplies)
      .values({ tenantId: actor.tenantId, supportMessageId: id, author: 'support', employeeId: actor.id, body, createdAt: now })
      .returning({ id: supportReplies.id });
    await tx
      .update(supportMessages)
      .set({ lastActivityAt: now, supportSeenAt: now })
      .where(and(eq(supportMessages.tenantId, actor.tenantId), eq(supportMessages.id, id)));
    const [brand] = await tx
      .select({ name: brands.name })
      .from(brands)
      .where(and(eq(brands.tenantId, actor.tenantId), eq(brands.id, message.brandId)));
    const where =
      message.source === 'staff' ? 'Contact us in the admin site' : message.customerId ? 'Contact us when you are signed in' : null;
    const outboxId = await queueMessage(tx, {
      tenantId: actor.tenantId,
      channel: 'email',
      to: message.replyTo,
      template: 'support.reply',
      subject: `Re: ${message.subject}`,
      text:
        `${brand?.name ?? 'Support'} answered your message "${message.subject}":\n\n${body}\n\n` +
        (where ? `You can read the whole conversation and answer under ${where}.\n` : 'Answer this email to write back.\n'),
    });
    await audit(
      tx,
      actor,
      { action: 'support_message.reply', entityType: 'support_message', entityId: id, details: { replyId: reply!.id } },
      requestId,
    );
    return { thread: await readThread(tx, actor.tenantId, supportScope(actor), id), outboxId };
  });
  await deliverQueuedMessage(ctx.jobs, outboxId);
  return thread;
}

/** Support has opened the conversation (in /admin/messages): what the sender wrote so far is no longer unread. */
export const markSeenBySupport = (ctx: AppContext, actor: Actor, id: string) => markSeen(ctx, actor, id, 'support');

/** Marks it handled (kept when it already was) or reopens it. */
export async function setHandled(ctx: AppContext, actor: Actor, id: string, handled: boolean, requestId?: string): Promise<SupportThread> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const message = await lockMessage(tx, supportScope(actor), id);
    if (handled !== (message.handledAt !== null)) {
      await tx
        .update(supportMessages)
        .set(handled ? { handledAt: ctx.now(), handledBy: actor.id } : { handledAt: null, handledBy: null })
        .where(and(eq(supportMessages.tenantId, actor.tenantId), eq(supportMessages.id, id)));
      await audit(
        tx,
        actor,
        { action: handled ? 'support_message.handle' : 'support_message.reopen', entityType: 'support_message', entityId: id },
        requestId,
      );
    }
    return readThread(tx, actor.tenantId, supportScope(actor), id);
  });
}

/** The sender's own conversations, each with its replies, newest activity first. */
export async function senderThreads(ctx: AppContext, actor: Actor): Promise<SupportThread[]> {
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    const messages = await readMessages(tx, actor.tenantId, senderScope(actor));
    const out: SupportThread[] = [];
    for (const m of messages.slice(0, 50)) out.push(await readThread(tx, actor.tenantId, senderScope(actor), m.id));
    return out;
  });
}

/** The sender answers: kept in the thread, the message reopens, and the brand's support gets it by email. */
export async function replyAsSender(ctx: AppContext, actor: Actor, id: string, body: string, requestId?: string): Promise<SupportThread> {
  const { thread, outboxId } = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const message = await lockMessage(tx, senderScope(actor), id);
    const now = ctx.now();
    await tx.insert(supportReplies).values({
      tenantId: actor.tenantId,
      supportMessageId: id,
      author: 'sender',
      employeeId: actor.type === 'admin' ? actor.id : null,
      body,
      createdAt: now,
    });
    await tx
      .update(supportMessages)
      .set({ lastActivityAt: now, handledAt: null, handledBy: null, senderSeenAt: now })
      .where(and(eq(supportMessages.tenantId, actor.tenantId), eq(supportMessages.id, id)));
    const thread = await readThread(tx, actor.tenantId, senderScope(actor), id);
    const outboxId = await queueLetter(tx, {
      tenantId: actor.tenantId,
      brandId: message.brandId,
      fromLine: `${thread.fromName || 'The sender'} answered`,
      category: thread.category,
      subject: `Re: ${message.subject}`,
      message: body,
      replyTo: message.replyTo,
      id,
    });
    await audit(tx, actor, { action: 'support_message.answer', entityType: 'support_message', entityId: id }, requestId);
    return { thread, outboxId };
  });
  if (outboxId) await deliverQueuedMessage(ctx.jobs, outboxId);
  return thread;
}

/** The sender has read the conversation: its support replies so far are no longer new to them. */
export const markSeenBySender = (ctx: AppContext, actor: Actor, id: string) => markSeen(ctx, actor, id, 'sender');

/** One side's seen marker moves to now (support: what the sender wrote; the sender: support's replies). */
async function markSeen(ctx: AppContext, actor: Actor, id: string, side: 'support' | 'sender'): Promise<SupportThread> {
  const scope = side === 'support' ? supportScope(actor) : senderScope(actor);
  return withTenant(ctx.db, actor.tenantId, async (tx) => {
    await lockMessage(tx, scope, id);
    await tx
      .update(supportMessages)
      .set(side === 'support' ? { supportSeenAt: ctx.now() } : { senderSeenAt: ctx.now() })
      .where(and(eq(supportMessages.tenantId, actor.tenantId), eq(supportMessages.id, id)));
    return readThread(tx, actor.tenantId, scope, id);
  });
}
