import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import http from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { snapshotPglite } from './snapshot.ts';

export interface OpsSocketLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The embedded database's operator door: an HTTP server on a Unix socket in DATA_DIR (mode 0600), so
 * only who may read the data directory anyway may use it; nothing listens on the network. `npm run
 * backup` finds it there while the server runs: `POST /backup` answers the snapshot (gzipped tar).
 */
export async function startOpsSocket(pglite: PGlite, socketPath: string, log: OpsSocketLog): Promise<{ close(): Promise<void> }> {
  // A socket file left by a server that crashed; a live server here would already have failed to open PGlite.
  if (existsSync(socketPath)) unlinkSync(socketPath);
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    const started = Date.now();
    snapshotPglite(pglite).then(
      async (blob) => {
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': blob.size });
        res.end(Buffer.from(await blob.arrayBuffer()));
        log.info({ bytes: blob.size, ms: Date.now() - started }, 'backup snapshot taken');
      },
      (err: unknown) => {
        log.error({ err }, 'backup snapshot failed');
        res.writeHead(500).end(err instanceof Error ? err.message : 'snapshot failed');
      },
    );
  });
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen({ path: socketPath, readableAll: false, writableAll: false }, resolve),
  );
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Asks a running server for a snapshot; null when no server listens on the socket. */
export function requestSnapshot(socketPath: string): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, method: 'POST', path: '/backup' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(body);
        else reject(new Error(`the server refused the backup (${res.statusCode}): ${body.toString()}`));
      });
      res.on('error', reject);
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    });
    req.end();
  });
}
