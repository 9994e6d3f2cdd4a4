import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../testing/test-db.ts';
import { createJobQueue, type PgBossJobQueue } from './pg-boss-queue.ts';

const quiet = { warn: () => {}, error: () => {} };

describe('pg-boss job queue (on the run driver)', () => {
  let database: Database;
  let jobs: PgBossJobQueue;

  beforeAll(async () => {
    database = await createTestDatabase();
    jobs = await createJobQueue(database, {
      pollingIntervalSeconds: 0.5,
      defaults: { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false },
      log: quiet,
    });
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it('works every job sent exactly once', async () => {
    const seen: number[] = [];
    await jobs.work('test.once', async (data) => {
      seen.push((data as { n: number }).n);
    });
    for (const n of [1, 2, 3]) expect(await jobs.send('test.once', { n })).toEqual(expect.any(String));
    await vi.waitFor(async () => expect(await jobs.unfinished('test.once')).toBe(0), { timeout: 15_000, interval: 100 });
    // Each job completed on its first try: the handler ran once per job.
    const { rows } = await database.raw(`select state, retry_count from pgboss.job where name = 'test.once'`);
    expect(rows).toEqual(Array(3).fill({ state: 'completed', retry_count: 0 }));
    expect(seen.sort()).toEqual([1, 2, 3]);
  });

  it('retries a job whose handler fails, and completes it on the next try', async () => {
    let tries = 0;
    await jobs.work('test.retry', async () => {
      tries += 1;
      if (tries === 1) throw new Error('SMTP server unreachable');
    });
    await jobs.send('test.retry', { id: 'x' });
    await vi.waitFor(() => expect(tries).toBe(2), { timeout: 20_000, interval: 100 });
    await vi.waitFor(async () => expect(await jobs.unfinished('test.retry')).toBe(0), { timeout: 10_000 });
    expect(tries).toBe(2);
  });

  it('stores a delayed job with its start time (whole seconds, rounded up), not a wall-clock wait', async () => {
    const scheduled = async (id: string | null) =>
      (
        await database.raw(`select state, extract(epoch from start_after - created_on)::float8 as delay from pgboss.job where id = $1`, [
          id,
        ])
      ).rows;
    expect(await scheduled(await jobs.send('test.delayed', {}, { startAfterSeconds: 30 }))).toEqual([{ state: 'created', delay: 30 }]);
    expect(await scheduled(await jobs.send('test.delayed', {}, { startAfterSeconds: 2.5 }))).toEqual([{ state: 'created', delay: 3 }]);
    expect(await scheduled(await jobs.send('test.delayed', {}))).toEqual([{ state: 'created', delay: 0 }]);
  });

  it('drops a second send with the same singleton key while the first waits', async () => {
    const first = await jobs.send('test.singleton', {}, { startAfterSeconds: 60, singletonKey: 'sweep' });
    const second = await jobs.send('test.singleton', {}, { startAfterSeconds: 60, singletonKey: 'sweep' });
    const other = await jobs.send('test.singleton', {}, { startAfterSeconds: 60, singletonKey: 'other' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).toEqual(expect.any(String));
  });
});
