import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
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

  it.skipIf(!onPostgres)(
    `two databases of one cluster create the cluster's roles at once: the one that waits succeeds too${onPostgres ? '' : SKIP}`,
    async () => {
      const database = await createEmptyTestDatabase();
      opened.push(database);
      const url = String(database.pool?.options.connectionString);
      // 0001's role statement with names of this test's own (the real roles exist on the cluster already).
      const tag = `race${Date.now().toString(36)}`;
      const sql = readFileSync(path.join(MIGRATIONS_DIR, '0001_rls.sql'), 'utf8').split('--> statement-breakpoint')[0]!;
      const roles = sql.replaceAll('salon_app', `salon_app_${tag}`).replaceAll('salon_system', `salon_system_${tag}`);
      const [a, b] = [new pg.Client(url), new pg.Client(url)];
      await a.connect();
      await b.connect();
      try {
        await a.query('begin');
        await a.query(roles);
        await b.query('begin');
        const secondPid = (await b.query('select pg_backend_pid() as pid')).rows[0].pid;
        const second = b.query(roles).then(
          () => 'created',
          (error: Error) => error.message,
        );
        // The second migrator waits on the first's uncommitted role, then meets it when the first commits.
        const waiting = async () =>
          (await a.query('select wait_event_type from pg_stat_activity where pid = $1', [secondPid])).rows[0]?.wait_event_type;
        for (let i = 0; i < 100 && (await waiting()) !== 'Lock'; i++) await new Promise((r) => setTimeout(r, 50));
        expect(await waiting()).toBe('Lock');
        await a.query('commit');
        expect(await second).toBe('created');
        await b.query('commit');
        const { rows } = await a.query(
          `select rolname, pg_has_role(current_user, oid, 'member') as member from pg_roles where rolname like $1 order by rolname`,
          [`%_${tag}`],
        );
        expect(rows).toEqual([
          { rolname: `salon_app_${tag}`, member: true },
          { rolname: `salon_system_${tag}`, member: true },
        ]);
      } finally {
        await a.query('rollback').catch(() => undefined);
        await b.query('rollback').catch(() => undefined);
        for (const role of [`salon_app_${tag}`, `salon_system_${tag}`]) await a.query(`drop role if exists ${role}`);
        await a.end();
        await b.end();
      }
    },
    60_000,
  );
});
