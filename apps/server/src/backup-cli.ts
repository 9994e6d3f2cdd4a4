import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { ConfigError, loadConfig } from './config.ts';
import { requestSnapshot } from './platform/backup/ops-socket.ts';
import { restoreSnapshot, snapshotPglite } from './platform/backup/snapshot.ts';

/** `npm start` runs the server in apps/server, so a relative DATA_DIR means the same folder here. */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OPS_SOCKET = 'ops.sock';

export interface BackupResult {
  file: string;
  bytes: number;
  via: 'running server' | 'data directory';
}

/**
 * A snapshot of the embedded database in DATA_DIR. While the server runs it holds the database, so
 * the snapshot is asked of it through DATA_DIR/ops.sock; when it is stopped, the data directory is
 * opened here (the server refuses nothing meanwhile: start it after the backup).
 */
export async function backup(dataDir: string, out: string): Promise<BackupResult> {
  const fromServer = await requestSnapshot(path.join(dataDir, OPS_SOCKET));
  let bytes: Buffer;
  if (fromServer) bytes = fromServer;
  else {
    const dbDir = path.join(dataDir, 'db');
    if (!existsSync(dbDir)) throw new Error(`No embedded database in ${dbDir}.`);
    const pglite = await PGlite.create(dbDir, { extensions: { btree_gist } });
    try {
      bytes = Buffer.from(await (await snapshotPglite(pglite)).arrayBuffer());
    } finally {
      await pglite.close();
    }
  }
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, bytes, { mode: 0o600 });
  return { file: out, bytes: bytes.length, via: fromServer ? 'running server' : 'data directory' };
}

/** Restores a snapshot into an empty data directory's db folder; refuses while a server runs on it. */
export async function restore(file: string, dataDir: string): Promise<{ dbDir: string; tables: number }> {
  if (await requestSnapshot(path.join(dataDir, OPS_SOCKET)).catch(() => Buffer.alloc(0))) {
    throw new Error(`A server is running on ${dataDir}; stop it first, or restore into another DATA_DIR.`);
  }
  const dbDir = path.join(dataDir, 'db');
  const { tables } = await restoreSnapshot(new Blob([readFileSync(file)]), dbDir);
  return { dbDir, tables };
}

async function cli(argv: string[]) {
  const [command, ...args] = argv;
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump (or PITR); see the README, "Backups".');
  }
  const dataDir = path.resolve(SERVER_DIR, config.DATA_DIR);
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = path.resolve(args[0] ?? path.join(dataDir, 'backups', `salon-${stamp}.tar.gz`));
    const r = await backup(dataDir, out);
    process.stdout.write(`Backup written: ${r.file} (${r.bytes} bytes, taken through the ${r.via})\n`);
  } else if (command === 'restore') {
    if (!args[0]) throw new Error('Usage: npm run restore -- <backup.tar.gz>   (into DATA_DIR, which must have no db yet)');
    const r = await restore(path.resolve(args[0]), dataDir);
    process.stdout.write(`Restored into ${r.dbDir} (${r.tables} tables). Start the server with this DATA_DIR.\n`);
  } else throw new Error('Usage: backup-cli.ts backup [file] | restore <file>');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  cli(process.argv.slice(2)).catch((err: unknown) => {
    process.stderr.write(`${err instanceof ConfigError || err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
