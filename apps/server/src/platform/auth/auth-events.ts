import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Tx } from '../../db/client.ts';

export const AUTH_CHANNEL = 'salon_auth';

/** What changed about who may do what; instances drop the cached sessions it touches. */
export type AuthChange = { kind: 'all' } | { kind: 'principal'; id: string } | { kind: 'session'; id: string };

type Listener = (change: AuthChange) => void;
const localListeners = new Set<Listener>();

/**
 * Announces an auth change from inside the changing transaction. PostgreSQL (and PGlite) deliver a
 * NOTIFY to every instance only when the transaction commits, never on rollback; this instance also
 * drops its cache at once, so its own next request re-reads.
 */
export async function publishAuthChange(tx: Tx, change: AuthChange): Promise<void> {
  for (const listener of localListeners) listener(change);
  await tx.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${JSON.stringify(change)})`);
}

function parseChange(payload: string | undefined): AuthChange {
  try {
    const change = JSON.parse(payload ?? '') as AuthChange;
    if (change.kind === 'all' || ((change.kind === 'principal' || change.kind === 'session') && typeof change.id === 'string'))
      return change;
  } catch {}
  return { kind: 'all' };
}

/**
 * Listens for auth changes from every instance. On PostgreSQL a dedicated connection LISTENs and
 * reconnects on failure (treating the gap as "everything changed"). Answers a stop function.
 */
export async function listenForAuthChanges(database: Database, onChange: Listener): Promise<() => Promise<void>> {
  localListeners.add(onChange);
  const stopLocal = () => localListeners.delete(onChange);
  if (database.pglite) {
    const unlisten = await database.pglite.listen(AUTH_CHANNEL, (payload) => onChange(parseChange(payload)));
    const pglite = database.pglite;
    return async () => {
      stopLocal();
      // A database closed first (a test that closes it under a running app) has already dropped its listeners.
      if (!pglite.closed) await unlisten();
    };
  }
  const pool = database.pool;
  if (!pool) return async () => void stopLocal();
  let stopped = false;
  // A dedicated connection, outside the pool, so ending the pool never waits on the listener.
  let client: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    try {
      client = new pg.Client(pool.options);
      client.on('notification', (msg) => onChange(parseChange(msg.payload)));
      client.on('error', () => {
        void client?.end().catch(() => {});
        client = null;
        onChange({ kind: 'all' });
        if (!stopped) setTimeout(() => void connect(), 1000);
      });
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANNEL}`);
    } catch {
      onChange({ kind: 'all' });
      if (!stopped) setTimeout(() => void connect(), 1000);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    stopLocal();
    await (client as pg.Client | null)?.end().catch(() => {});
  };
}
