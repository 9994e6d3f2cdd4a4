import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDriver } from '../testing/race-test.ts';
import { createEmptyTestDatabase } from '../testing/test-db.ts';
import { type Database, MIGRATIONS_DIR, openDatabase, runMigrations } from './client.ts';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
const onPostgres = testDriver() === 'pg';
const SKIP = ' [skipped: needs PostgreSQL: PGlite belongs to one process, so two instances never migrate it]';

describe('migrations when several instances start together', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const d of opened.reverse()) await d.close();
  });

  it.skipIf(!onPostgres)(
    `two migrators started at once on an empty database both succeed; each migration is applied once${onPostgres ? '' : SKIP}`,
    async () => {
      const first = await createEmptyTestDatabase();
      opened.push(first);
      const second = await openDatabase({ url: String(first.pool?.options.connectionString) });
      opened.push(second);

      const results = await Promise.allSettled([runMigrations(first), runMigrations(second), runMigrations(first)]);
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

      const { rows } = await first.raw(
        'select count(*)::int as applied, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
      );
      expect(rows).toEqual([{ applied: journal.entries.length, distinct_hashes: journal.entries.length }]);
      // The lock is released: nobody holds it once the migrators are done.
      const locks = await first.raw(`select count(*)::int as n from pg_locks
        where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`);
      expect(locks.rows).toEqual([{ n: 0 }]);
    },
    120_000,
  );
});
