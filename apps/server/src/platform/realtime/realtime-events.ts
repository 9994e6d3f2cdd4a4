import type { CalendarChangedEvent } from '@salon/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Tx } from '../../db/client.ts';

export const REALTIME_CHANNEL = 'salon_realtime';

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
 * Listens on the realtime channel. PGlite: its in-process listen(). PostgreSQL: a dedicated connection
 * outside the pool that LISTENs and reconnects after a failure. Answers a stop function.
 */
export async function listenForRealtime(database: Database, onMessage: (m: RealtimeMessage) => void): Promise<() => Promise<void>> {
  const deliver = (payload: string | undefined) => {
    const message = parseMessage(payload);
    if (message) onMessage(message);
  };
  if (database.pglite) {
    const unlisten = await database.pglite.listen(REALTIME_CHANNEL, deliver);
    return () => unlisten();
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
    next.on('notification', (msg) => deliver(msg.payload));
    next.on('error', () => {
      void next.end().catch(() => {});
      if (client === next) client = null;
      retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${REALTIME_CHANNEL}`);
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
