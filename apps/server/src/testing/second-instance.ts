// A second server instance on the test app's database (as a second process would be), listening like the first,
// and websocket helpers for the realtime tests: open a socket, collect its events, wait for them.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { RecordingJobQueue } from './recording-job-queue.ts';
import type { TestApp } from './test-app.ts';

/** Builds a second instance on `t`'s database; both listen on free ports. Close it in afterAll. */
export async function listeningPair(t: TestApp, name: string): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `salon-${name}-`)),
  });
  const other = await buildApp({
    context: { config, database: t.database, db: t.database.db, jobs: new RecordingJobQueue(), now: () => new Date() },
    logger: false,
  });
  await other.ready();
  await other.listen({ port: 0, host: '127.0.0.1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return other;
}

/** Opens `path` (with its query) on the instance as a websocket; every event it receives lands in `events`. */
export function openSocket<E>(app: FastifyInstance, urlPath: string): Promise<{ socket: WebSocket; events: E[] }> {
  const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${urlPath}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const events: E[] = [];
    socket.on('message', (data) => events.push(JSON.parse(String(data))));
    socket.once('open', () => resolve({ socket, events }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

/** Waits until `check` holds (at most `ms`). */
export async function waitFor(check: () => boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
}
