import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, openPgliteFromDump, type Database } from '../db/client.ts';

/** A fresh, migrated database for one test file, on the driver the run was started with. */
export async function createTestDatabase(): Promise<Database> {
  const info = inject('testDb');
  if (info.driver === 'pg') {
    const name = `salon_t${randomBytes(4).toString('hex')}_${info.template.split('_')[2]}_x`;
    const admin = new pg.Client(info.adminUrl);
    await admin.connect();
    await admin.query(`create database ${name} template ${info.template}`);
    await admin.end();
    const url = new URL(info.adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    return {
      ...database,
      close: async () => {
        await database.close();
        const a = new pg.Client(info.adminUrl);
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  return openPgliteFromDump(new Blob([readFileSync(info.templateFile)]));
}
