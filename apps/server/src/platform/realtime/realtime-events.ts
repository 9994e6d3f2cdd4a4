import type { CalendarChangedEvent } from '@salon/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Tx } from '../../db/client.ts';

export const REALTIME_CHANNEL = 'salon_realtime';
/** Staff chat: the payload names ids only (tenant, conversation, message); each instance re-reads for its sockets. */
export const CHAT_CHANNEL = 'salon_chat';

export interface ChatNotice {
  type: 'message.created' | 'message.updated';
  tenantId: string;
  conversationId: string;
  messageId: string;
}

/**
 * The bell of one person changed (a line added, or read elsewhere): ids only, on the chat channel, so the one
 * listener and the one socket per person carry it; the socket of that tenant's employee alone hears it.
 */
export interface BellNotice {
  type: 'notifications.changed';
  tenantId: string;
  employeeId: string;
}

/** Publishes bell notices from inside the changing transaction (delivered at commit, never on rollback). */
export async function publishBell(tx: Tx, tenantId: string, employeeIds: readonly string[]): Promise<void> {
  for (const employeeId of new Set(employeeIds)) {
    const notice: BellNotice = { type: 'notifications.changed', tenantId, employeeId };
    await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(notice)})`);
  }
}

/** Publishes a chat notice from inside the sending transaction (delivered at commit, never on rollback). */
export async function publishChat(tx: Tx, notice: ChatNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(notice)})`);
}

export function parseChatNotice(payload: string | undefined): ChatNotice | BellNotice | null {
  try {
    const n = JSON.parse(payload ?? '') as ChatNotice | BellNotice;
    if (n.type === 'notifications.changed') {
      return typeof n.tenantId === 'string' && typeof n.employeeId === 'string'
        ? { type: n.type, tenantId: n.tenantId, employeeId: n.employeeId }
        : null;
    }
    const ids = [n.tenantId, n.conversationId, n.messageId];
    if ((n.type === 'message.created' || n.type === 'message.updated') && ids.every((v) => typeof v === 'string')) {
      return { type: n.type, tenantId: n.tenantId, conversationId: n.conversationId, messageId: n.messageId };
    }
  } catch {}
  return null;
}

/** What travels on the channel: the client's event plus the tenant it belongs to (never sent to clients). */
export type RealtimeMessage = CalendarChangedEvent & { tenantId: string };

/**
 * Publishes from inside the changing transaction: PostgreSQL (and PGlite) deliver a NOTIFY to every
 * listening instance only when the transaction commits, never on rollback. This instance hears it
 * through its own listener, so there is one path for local and remote sockets.
 */
export async function publishRealtime(tx: Tx, message: RealtimeMessage): Promise<void> {
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(message)})`);
}

function parseMessage(payload: string | undefined): RealtimeMessage | null {
  try {
    const m = JSON.parse(payload ?? '') as RealtimeMessage;
    if (m.type === 'calendar.changed' && typeof m.tenantId === 'string' && typeof m.storeId === 'string') return m;
  } catch {}
  return null;
}

/**
 * Listens on the realtime and chat channels (one connection). PGlite: its in-process listen(). PostgreSQL: a dedicated connection
 * outside the pool that LISTENs and reconnects after a failure. Answers a stop function.
 */
export async function listenForRealtime(
  database: Database,
  onMessage: (m: RealtimeMessage) => void,
  onChat: (n: ChatNotice | BellNotice) => void = () => {},
): Promise<() => Promise<void>> {
  const deliver = (payload: string | undefined) => {
    const message = parseMessage(payload);
    if (message) onMessage(message);
  };
  const deliverChat = (payload: string | undefined) => {
    const notice = parseChatNotice(payload);
    if (notice) onChat(notice);
  };
  if (database.pglite) {
    const pglite = database.pglite;
    const unlisten = await pglite.listen(REALTIME_CHANNEL, deliver);
    const unlistenChat = await pglite.listen(CHAT_CHANNEL, deliverChat);
    return async () => {
      // A database closed first has already dropped its listeners (auth-events.ts).
      if (pglite.closed) return;
      await unlisten();
      await unlistenChat();
    };
  }
  const pool = database.pool;
  if (!pool) return async () => {};
  let stopped = false;
  let client: pg.Client | null = null;
  const retry = () => {
    if (!stopped) setTimeout(() => void connect(), 1000).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    client = next;
    next.on('notification', (msg) => (msg.channel === CHAT_CHANNEL ? deliverChat(msg.payload) : deliver(msg.payload)));
    next.on('error', () => {
      void next.end().catch(() => {});
      if (client === next) client = null;
      retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${REALTIME_CHANNEL}`);
      await next.query(`LISTEN ${CHAT_CHANNEL}`);
      if (stopped) await next.end().catch(() => {});
    } catch {
      void next.end().catch(() => {});
      if (client === next) client = null;
      retry();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await (client as pg.Client | null)?.end().catch(() => {});
  };
}
