import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { testDriver } from './race-test.ts';
import { createTestDatabase } from './test-db.ts';

const onPostgres = testDriver() === 'pg';
/** The refusal's words, from the error or from the cause Drizzle wraps it in. */
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => 'no refusal',
    (err: Error) => [err.message, (err.cause as Error | undefined)?.message].join(' / '),
  );
const SKIP = ' [skipped: on the embedded database the query would wait forever, which is what the refusal stands for]';

describe('the PostgreSQL pass refuses what would hang the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });

  it.skipIf(!onPostgres)(`refuses a query on the pool while the flow holds a transaction open${onPostgres ? '' : SKIP}`, async () => {
    const beside = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await database.db.execute(sql`select 2`);
    });
    expect(await refusal(beside)).toMatch(/beside the open transaction/);
    const raw = database.db.transaction(async () => {
      await database.raw('select 3');
    });
    expect(await refusal(raw)).toMatch(/beside the open transaction/);
    const second = database.db.transaction(async () => {
      await database.db.transaction(async (inner) => inner.execute(sql`select 4`));
    });
    expect(await refusal(second)).toMatch(/beside the open transaction/);
  });

  it('lets the transaction use itself, a savepoint inside it, and the pool once it has ended', async () => {
    const answer = await database.db.transaction(async (tx) => {
      await tx.transaction(async (savepoint) => savepoint.execute(sql`select 5`));
      return (await tx.execute(sql`select 6 as n`)) as { rows: unknown[] };
    });
    expect(answer.rows).toEqual([{ n: 6 }]);
    expect((await database.raw('select 7 as n')).rows).toEqual([{ n: 7 }]);
  });
});
