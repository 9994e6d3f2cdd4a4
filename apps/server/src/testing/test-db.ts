import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, openPgliteFromDump, type Database } from '../db/client.ts';
import { closeAfterFile } from './file-resources.ts';

/** An empty database (not migrated) on the run's driver, dropped on close. */
export async function createEmptyTestDatabase(): Promise<Database> {
  const info = inject('testDb');
  return closedAfterFile(
    info.driver === 'pglite' ? await openDatabase({ dataDir: null }) : await copyOf(info.adminUrl, info.template, 'template0'),
  );
}

/** A fresh, migrated database for one test file, on the driver the run was started with. */
export async function createTestDatabase(): Promise<Database> {
  const info = inject('testDb');
  if (info.driver === 'pg')
    return closedAfterFile(refusingQueriesBesideTransaction(await copyOf(info.adminUrl, info.template, info.template)));
  return closedAfterFile(await openPgliteFromDump(new Blob([readFileSync(info.templateFile)])));
}

/** The database, closed after the test file unless the test closed it first (a second close does nothing). */
function closedAfterFile(database: Database): Database {
  return { ...database, close: closeAfterFile(() => database.close()) };
}

/**
 * A new PostgreSQL database made from `template`, named so global-setup drops it after the run: its address, and
 * `drop` to remove it (with force: a server a test killed may still hold connections).
 */
export async function copyDatabase(
  adminUrl: string,
  runTemplate: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `salon_t${randomBytes(4).toString('hex')}_${runTemplate.split('_')[2]}_x`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client(adminUrl);
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** A copy of `template` opened as the app's database; closing it drops the copy. */
async function copyOf(adminUrl: string, runTemplate: string, template: string): Promise<Database> {
  const copy = await copyDatabase(adminUrl, runTemplate, template);
  const database = await openDatabase({ url: copy.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await copy.drop();
    },
  };
}

/** The transaction the current flow holds open, if any (refusingQueriesBesideTransaction). */
const heldTransaction = new AsyncLocalStorage<{ open: boolean }>();

/**
 * On PostgreSQL, refuses a query on the pool (or a second transaction) from a flow that holds a transaction open.
 * PGlite has one connection: there such a query waits for the transaction, which waits for the query, and the
 * request hangs. PostgreSQL would run it on a second connection, so without this refusal the PostgreSQL pass
 * could not speak for the embedded database (scripts/test.mjs runs most server tests on PostgreSQL only).
 */
function refusingQueriesBesideTransaction(database: Database): Database {
  const { db, pool } = database;
  if (!pool) return database;
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) => {
    const held = { open: true };
    return transaction((tx) => heldTransaction.run(held, () => work(tx)), config).finally(() => {
      held.open = false;
    });
  }) as typeof db.transaction;
  const refuse = () => {
    if (heldTransaction.getStore()?.open)
      throw new Error('a query beside the open transaction, not in it: on the embedded database (one connection) it waits forever');
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    refuse();
    return query(...args);
  }) as typeof pool.query;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    refuse();
    return connect(...args);
  }) as typeof pool.connect;
  return database;
}
