import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { registerRequestLog } from './request-log.ts';

async function linesFor(env: Record<string, string>, logLevel: string) {
  const lines: { msg: string; level: number; req?: { url: string }; res?: { statusCode: number } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).trim().split('\n')) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level: logLevel }, stream),
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app as unknown as FastifyInstance, loadConfig(env));
  app.get('/ping', async () => ({ ok: true }));
  expect((await app.inject({ method: 'GET', url: '/ping' })).statusCode).toBe(200);
  await app.close();
  return lines.filter((line) => line.msg === 'request completed');
}

describe('request log', () => {
  it('writes no line per request at the default info level outside production', async () => {
    expect(await linesFor({ NODE_ENV: 'development' }, 'info')).toEqual([]);
  });

  it('writes one debug line per request outside production when asked for debug', async () => {
    const lines = await linesFor({ NODE_ENV: 'development' }, 'debug');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 20, req: { url: '/ping' }, res: { statusCode: 200 } });
  });

  it('writes one info line per request in production (the access log)', async () => {
    const lines = await linesFor({ NODE_ENV: 'production', GIFT_CARD_HASH_KEY: 'a-production-key-1234' }, 'info');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, req: { url: '/ping' } });
  });

  it('follows REQUEST_LOG_LEVEL when set', async () => {
    expect(await linesFor({ NODE_ENV: 'development', REQUEST_LOG_LEVEL: 'info' }, 'info')).toHaveLength(1);
  });
});
