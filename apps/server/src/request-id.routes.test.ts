import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { RecordingJobQueue } from './testing/recording-job-queue.ts';
import { createTestDatabase } from './testing/test-db.ts';

describe('request ids and unexpected errors', () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    app = await buildApp({
      context: { config, database, db: database.db, jobs: new RecordingJobQueue(), now: () => new Date() },
      logger: false,
    });
    // Two routes that fail the way a bug would: a thrown error, and a broken query.
    const schema = { response: { 200: z.object({ ok: z.boolean() }) } };
    app.get('/api/Test/Throw', { config: { auth: 'public' }, schema }, async () => {
      throw new Error('secret internals at /srv/app/module.ts:12');
    });
    app.get('/api/Test/BadQuery', { config: { auth: 'public' }, schema }, async () => {
      await database.db.execute(sql`select password_hash from no_such_table_secret`);
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('sets an x-request-id header on every answer, keeping one the caller sent', async () => {
    const fresh = await app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await app.inject({ method: 'GET', url: '/healthz' });
    expect(other.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);
    const traced = await app.inject({ method: 'GET', url: '/api/getEnv', headers: { 'x-request-id': 'trace-abc-123' } });
    expect(traced.headers['x-request-id']).toBe('trace-abc-123');
    const missing = await app.inject({ method: 'GET', url: '/api/NoSuch/Thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toEqual(expect.any(String));
  });

  it.each([['/api/Test/Throw'], ['/api/Test/BadQuery']])('answers 500 naming the request id, without stack or SQL (%s)', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(500);
    const requestId = res.headers['x-request-id'];
    expect(res.json()).toEqual({
      message: `Something went wrong on our side (request ${requestId}).`,
      error: { code: 'INTERNAL', requestId },
    });
    expect(res.body).not.toMatch(/secret|internals|no_such_table|password_hash|select|\.ts:|at /i);
  });
});
