import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { bookingWorld } from '../../modules/appointments/appointment-test-data.ts';
import { RecordingJobQueue } from '../../testing/recording-job-queue.ts';
import { createTestDatabase } from '../../testing/test-db.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { RESTART_CLOSE_CODE, RESTART_CLOSE_REASON } from '../realtime/realtime.routes.ts';
import { gracefulClose } from './graceful-close.ts';

const quiet = { info: () => {}, warn: () => {} };

/** The status of a GET, or 'refused' when no connection could be made. */
async function statusOf(url: string): Promise<number | 'refused'> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5000) })).status;
  } catch (err) {
    const code = (err as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return 'refused';
    throw err;
  }
}

describe('graceful shutdown', () => {
  it('lets a request in flight answer 200, refuses new ones, sends sockets 1012, stops jobs, then closes the database', async () => {
    const database = await createTestDatabase();
    const jobs = new RecordingJobQueue();
    let jobsStoppedWith: unknown;
    jobs.stop = async (options?: { timeoutMs?: number }) => {
      jobsStoppedWith = options;
    };
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'salon-gc-')),
    });
    const app = await buildApp({ context: { config, database, db: database.db, jobs, now: () => new Date() }, logger: false });
    let entered!: () => void;
    const inHandler = new Promise<void>((r) => {
      entered = r;
    });
    let release!: () => void;
    const released = new Promise<void>((r) => {
      release = r;
    });
    app.get('/slow', async () => {
      entered();
      await released;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const w = await bookingWorld(database.db);
    const { token } = await staffAuth(database.db, w.coordinator);
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/realtime?storeId=${w.store.id}&access_token=${token}`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<[number, string]>((resolve) => socket.once('close', (code, reason) => resolve([code, String(reason)])));

    const slow = fetch(`${base}/slow`);
    await inHandler;
    let finished = false;
    const closing = gracefulClose({ app, jobs, database, timeoutMs: 20_000, log: quiet }).then(() => {
      finished = true;
    });

    expect(await closed).toEqual([RESTART_CLOSE_CODE, RESTART_CLOSE_REASON]);
    expect(await statusOf(`${base}/healthz`)).toBe('refused');
    expect(finished).toBe(false);

    release();
    const answer = await slow;
    expect([answer.status, await answer.json()]).toEqual([200, { done: true }]);
    await closing;
    expect(jobsStoppedWith).toEqual({ timeoutMs: 20_000 });
    await expect(database.raw('select 1')).rejects.toThrow();
  });

  it('cuts a request still running at the timeout instead of waiting for ever', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'salon-gc-')),
    });
    const app = await buildApp({
      context: { config, database, db: database.db, jobs: new RecordingJobQueue(), now: () => new Date() },
      logger: false,
    });
    app.get('/stuck', () => new Promise(() => {}));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const stuck = fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/stuck`).then(
      (r) => r.status,
      () => 'cut',
    );
    await new Promise((r) => setTimeout(r, 200));
    // Waiting for ever would never return (the test's own timeout fails it); elapsed time is not asserted, since a busy
    // machine stretches it.
    await gracefulClose({ app, jobs: new RecordingJobQueue(), database, timeoutMs: 1000, log: quiet });
    expect(await stuck).toBe('cut');
  });
});
