import { inject, it } from 'vitest';
import type { Database, Tx } from '../db/client.ts';
import { withTenant } from '../platform/tenancy.ts';

/** The database driver this run was started with (TEST_DB_DRIVER, see global-setup.ts). */
export const testDriver = (): 'pglite' | 'pg' => inject('testDb').driver;

export const RACE_SKIP_REASON = 'needs PostgreSQL: PGlite runs every transaction on one connection, so no race can happen there';

/**
 * A test of concurrent requests. PGlite serialises every transaction on its one connection, so such a test
 * passes there even against a read-modify-write bug: it runs only on PostgreSQL (TEST_DB_DRIVER=pg) and is
 * reported as skipped, with the reason in its name, on the embedded database.
 */
export function raceTest(name: string, fn: () => Promise<void>, timeout?: number): void {
  const onPostgres = testDriver() === 'pg';
  it.skipIf(!onPostgres)(onPostgres ? `race: ${name}` : `race: ${name} [skipped: ${RACE_SKIP_REASON}]`, fn, timeout);
}

/** Whether a connection to this database waits on a lock (an advisory lock, a row, a unique key). */
async function aConnectionWaits(database: Database): Promise<boolean> {
  const waiting = await database.raw(
    `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where not l.granted and a.datname = current_database()`,
  );
  return (waiting.rows[0]?.n as number) > 0;
}

/**
 * Two transactions of one tenant, the second's statements made while the first is uncommitted on any machine:
 * `first` runs its work, then `second` starts, and the first's transaction stays open until the second has ended
 * or waits on a lock (the database's own lock table says which, so no sleep has to be long enough). Answers how
 * each ended: 'committed' or the error.
 */
export async function interleavedTransactions(
  database: Database,
  tenantId: string,
  first: (tx: Tx) => Promise<unknown>,
  second: (tx: Tx) => Promise<unknown>,
): Promise<string[]> {
  let firstWorked!: () => void;
  const firstDone = new Promise<void>((resolve) => {
    firstWorked = resolve;
  });
  let secondEnded = false;
  const two = firstDone
    .then(() => withTenant(database.db, tenantId, second))
    .finally(() => {
      secondEnded = true;
    });
  // Made here, outside the first's transaction, so it reads the lock table on a connection of its own.
  const secondWaitsOrEnded = firstDone.then(async () => {
    while (!secondEnded && !(await aConnectionWaits(database))) await new Promise((resolve) => setTimeout(resolve, 10));
  });
  const one = withTenant(database.db, tenantId, async (tx) => {
    try {
      await first(tx);
    } finally {
      firstWorked();
    }
    await secondWaitsOrEnded;
  });
  return (await Promise.allSettled([one, two])).map((r) =>
    r.status === 'fulfilled' ? 'committed' : String((r.reason as Error).cause ?? r.reason),
  );
}
