import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from './client.ts';

/**
 * Copies the migrations into `dir` with a journal that stops before the migration tagged `*_<name>`
 * (whatever number it has), for migrating a database to an earlier schema (tests, benches).
 */
export function migrationsBefore(name: string, dir: string): string {
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(`_${name}`));
  if (at < 1) throw new Error(`no migration named ${name}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}
