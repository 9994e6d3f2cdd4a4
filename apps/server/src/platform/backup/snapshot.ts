import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/**
 * A consistent snapshot of a running embedded database, as a gzipped tar of its data directory.
 * PGlite runs in this process, so no other process may read its files while it works. Here the
 * snapshot holds PGlite's transaction lock (no transaction is half done: the ones running finish first,
 * new ones wait), forces a CHECKPOINT (every committed change is in the data files), then dumps under
 * the query lock. Writers pause for the length of the dump (about a second per 50 MB here).
 */
export async function snapshotPglite(pglite: PGlite): Promise<Blob> {
  return pglite.transaction(async (tx) => {
    await tx.exec('checkpoint');
    return pglite.dumpDataDir('gzip');
  });
}

/** Fills an empty (or missing) data directory from a snapshot, and checks that it opens and answers. */
export async function restoreSnapshot(snapshot: Blob, dataDir: string): Promise<{ tables: number }> {
  if (existsSync(dataDir) && readdirSync(dataDir).length) throw new Error(`${dataDir} is not empty; restore into a new directory.`);
  mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, { loadDataDir: snapshot, extensions: { btree_gist } });
  try {
    const { rows } = await pglite.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
    return { tables: rows[0]?.n ?? 0 };
  } finally {
    await pglite.close();
  }
}
