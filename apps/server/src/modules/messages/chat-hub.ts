// The chat sockets of this instance, by tenant and employee. A notice (ids only) is re-read here, once per
// notice: the members among this instance's sockets and the message as stored now; only members get it.
import type { BellEvent, ChatEvent } from '@salon/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversationMembers, conversations } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { BellNotice, ChatNotice } from '../../platform/realtime/realtime-events.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { canSeeKind, messageRows, presentMessage } from './chat-records.ts';
import { chatMessages } from '../../db/schema.ts';

export interface ChatSubscriber {
  actor: Actor;
  send(text: string): void;
}

export class ChatHub {
  private readonly byTenant = new Map<string, Set<ChatSubscriber>>();

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  subscribe(subscriber: ChatSubscriber): () => void {
    const key = subscriber.actor.tenantId;
    const set = this.byTenant.get(key) ?? new Set<ChatSubscriber>();
    this.byTenant.set(key, set);
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (!set.size) this.byTenant.delete(key);
    };
  }

  /** A notice of either kind: chat messages are re-read for members; a bell change goes to its person only. */
  dispatch(notice: ChatNotice | BellNotice): void {
    if (notice.type === 'notifications.changed') this.ring(notice);
    else void this.deliver(notice);
  }

  /** Tells the sockets of this one person (tenant and employee) that their bell changed; answers how many heard. */
  ring(notice: BellNotice): number {
    const event: BellEvent = { type: notice.type };
    const text = JSON.stringify(event);
    let sent = 0;
    for (const subscriber of this.byTenant.get(notice.tenantId) ?? []) {
      if (subscriber.actor.tenantId !== notice.tenantId || subscriber.actor.id !== notice.employeeId) continue;
      try {
        subscriber.send(text);
        sent++;
      } catch {}
    }
    return sent;
  }

  /** Re-reads a notice for the local sockets of its tenant; answers how many sockets got it. */
  async deliver(notice: ChatNotice): Promise<number> {
    const local = this.byTenant.get(notice.tenantId);
    if (!local?.size) return 0;
    try {
      const { kind, members, message } = await withTenant(this.db, notice.tenantId, async (tx) => {
        const [c] = await tx
          .select({ kind: conversations.kind })
          .from(conversations)
          .where(and(eq(conversations.tenantId, notice.tenantId), eq(conversations.id, notice.conversationId)));
        const employeeIds = [...new Set([...local].map((s) => s.actor.id))];
        const rows = await tx
          .select({ employeeId: conversationMembers.employeeId })
          .from(conversationMembers)
          .where(
            and(
              eq(conversationMembers.tenantId, notice.tenantId),
              eq(conversationMembers.conversationId, notice.conversationId),
              inArray(conversationMembers.employeeId, employeeIds),
            ),
          );
        const [m] = await messageRows(
          tx,
          notice.tenantId,
          and(eq(chatMessages.id, notice.messageId), eq(chatMessages.conversationId, notice.conversationId)),
          'asc',
          1,
        );
        return { kind: c?.kind, members: new Set(rows.map((r) => r.employeeId)), message: m };
      });
      if (!kind || !message) return 0;
      const event: ChatEvent = { type: notice.type, message: presentMessage(message) };
      const text = JSON.stringify(event);
      let sent = 0;
      for (const subscriber of local) {
        if (!members.has(subscriber.actor.id) || !canSeeKind(subscriber.actor, kind)) continue;
        try {
          subscriber.send(text);
          sent++;
        } catch {}
      }
      return sent;
    } catch (err) {
      this.onError(err);
      return 0;
    }
  }

  get size(): number {
    let n = 0;
    for (const set of this.byTenant.values()) n += set.size;
    return n;
  }
}
