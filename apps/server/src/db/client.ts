import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { nodePostgresParsers } from './driver-values.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Runs raw SQL outside Drizzle (the job queue's adapter, test set-up). */
export type RawSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Database {
  driver: 'pglite' | 'pg';
  db: Db;
  raw: RawSql;
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions = { url: string } | { dataDir: string | null };

/** Where the pool reports a lost connection: the app's logger (main.ts); tests leave it out. */
export interface DatabaseLog {
  warn(obj: object, msg: string): void;
}

/** Opens PostgreSQL when a URL is given, otherwise PGlite in dataDir (null: in memory). */
export async function openDatabase(options: DatabaseOptions, log?: DatabaseLog): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection that the server ends (restart, failover, a dropped test database) is
    // discarded and replaced by the pool; without a listener Node would crash the process.
    pool.on('error', (err) => {
      log?.warn({ err: err.message }, 'database connection lost; the pool opens another');
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    let ended: Promise<void> | undefined;
    return {
      driver: 'pg',
      db,
      pool,
      raw: async (text, values) => pool.query(text, values as unknown[]),
      close: () => (ended ??= pool.end()),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(options.dataDir ?? undefined, pgliteOptions()));
}

/** Opens PGlite from a dump made by dumpDataDir (the tests' migrated template). */
export async function openPgliteFromDump(dump: Blob): Promise<Database> {
  return wrapPglite(await PGlite.create({ loadDataDir: dump, ...pgliteOptions() }));
}

/** The app's PGlite: the extension its migrations use, and node-postgres's value readers (driver-values.ts). */
const pgliteOptions = () => ({ extensions: { btree_gist }, parsers: nodePostgresParsers() });

function wrapPglite(pglite: PGlite): Database {
  return {
    driver: 'pglite',
    db: drizzlePglite(pglite, { schema }) as unknown as Db,
    pglite,
    // A raw statement takes PGlite's transaction lock so it never runs inside an open transaction.
    raw: (text, values) =>
      pglite.transaction(async (tx) => {
        if (values === undefined && text.includes(';')) return { rows: (await tx.exec(text)).at(-1)?.rows ?? [] };
        return tx.query(text, values);
      }) as Promise<{ rows: Record<string, unknown>[] }>,
    close: () => pglite.close(),
  };
}

/** Applies the pending migrations of `folder` (the tests pass a copy with fewer, to migrate a database with data). */
export async function runMigrations(database: Database, folder = MIGRATIONS_DIR): Promise<void> {
  if (database.driver === 'pg' && database.pool) return migrateUnderLock(database.pool, folder);
  // PGlite belongs to one process: nobody else can migrate it at the same time.
  await migratePglite(database.db as never, { migrationsFolder: folder });
  await database.raw(ENFORCE_TENANT_RLS);
}

/** The advisory lock key of the migrator (any constant bigint every instance agrees on). */
export const MIGRATION_LOCK_KEY = 7_301_022_190;

/**
 * Several instances starting together (a deploy, a scale-up) each call this. The first takes a session
 * advisory lock on one connection and migrates; the others wait on the lock, then find nothing pending
 * (Drizzle reads the journal table after the lock) and go on. Without it two migrators both see the
 * same pending migrations and the second fails on "relation already exists" (or a duplicate schema).
 */
async function migrateUnderLock(pool: pg.Pool, folder: string): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }) as never, { migrationsFolder: folder });
      await client.query(ENFORCE_TENANT_RLS);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (err) {
    broken = err as Error;
    throw err;
  } finally {
    // A connection that failed mid-way is discarded (ending it also drops a lock it still held).
    client.release(broken);
  }
}

/**
 * Every public table with a tenant_id column gets forced row-level security and the tenant policy
 * (salon_enable_tenant_rls, migration 0001), so a new table cannot be left open by omission.
 */
const ENFORCE_TENANT_RLS = `DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
     WHERE n.nspname = 'public' AND c.relkind = 'r'
       AND (NOT c.relforcerowsecurity OR NOT EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid AND p.polname = 'tenant_isolation'))
  LOOP
    PERFORM salon_enable_tenant_rls(t);
  END LOOP;
END $$;`;
