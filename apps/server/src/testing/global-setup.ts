import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { driver: 'pglite'; templateFile: string } | { driver: 'pg'; adminUrl: string; template: string };
  }
}

/** Migrates one template per run; each test file then gets a fresh copy (see test-db.ts). */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB_DRIVER === 'pg') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB_DRIVER=pg needs TEST_DATABASE_URL');
    const template = `salon_tmpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client(adminUrl);
    await admin.connect();
    await admin.query(`create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ url: url.toString() });
    await runMigrations(database);
    await database.close();
    project.provide('testDb', { driver: 'pg', adminUrl, template });
    return async () => {
      const rows = await admin.query(`select datname from pg_database where datname like 'salon_t%_${process.pid}_%'`);
      for (const r of rows.rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-test-'));
  const database = await openDatabase({ dataDir: null });
  await runMigrations(database);
  // Uncompressed (48 MB against 6): each test file's copy then skips a gunzip, about 0.3 s of CPU a file.
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const templateFile = path.join(dir, 'template.tar');
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDb', { driver: 'pglite', templateFile });
  return () => rmSync(dir, { recursive: true, force: true });
}
