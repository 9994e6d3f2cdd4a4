import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../testing/test-db.ts';
import { redactUrl, serializeError } from './logging.ts';

describe('redactUrl', () => {
  it.each([
    ['/api/realtime?storeId=abc&access_token=s3cret', '/api/realtime?storeId=abc&access_token=[redacted]'],
    [
      '/x?token=a&code=123456&password=p&cvc=1&cardNumber=4242',
      '/x?token=[redacted]&code=[redacted]&password=[redacted]&cvc=[redacted]&cardNumber=[redacted]',
    ],
    ['/x?access%5Ftoken=s3cret', '/x?access%5Ftoken=[redacted]'],
    ['/api/Store/GetById/1?page=2&search=ann', '/api/Store/GetById/1?page=2&search=ann'],
    ['/no-query', '/no-query'],
    ['/x?flag&%E0=1', '/x?flag&%E0=1'],
  ])('%s -> %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('serializeError of a database error', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps the SQLSTATE and drops what the person typed (message, detail, parameters)', async () => {
    const typed = 'ann-SECRET-typed@example.com';
    const err = await database.db.execute(sql`select ${typed}::uuid`).then(
      () => null,
      (e: unknown) => e,
    );
    // pino's own serializer would print the typed value (the query's parameters are in the message).
    expect(JSON.stringify(pino.stdSerializers.err(err as Error))).toContain(typed);
    const logged = serializeError(err);
    expect(logged).toMatchObject({ type: 'DatabaseError', sqlState: '22P02', query: 'select $1::uuid' });
    expect(JSON.stringify(logged)).not.toContain('SECRET');
  });

  it('serialises other errors as pino does', () => {
    expect(serializeError(new Error('boom'))).toMatchObject({ type: 'Error', message: 'boom' });
  });
});
