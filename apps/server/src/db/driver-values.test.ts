import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-db.ts';
import type { Database } from './client.ts';

// One row of the types the app reads, as node-postgres gives them. The same expectations hold on both drivers: the
// PostgreSQL pass of the server's tests then speaks for the embedded database too (scripts/test.mjs, README).
const ROW = `select count(*) as counted, 9007199254740993::int8 as big, 2.50::numeric(6,2) as amount, 7::int4 as small,
  1.5::float8 as ratio, true as yes, '{"a":1}'::jsonb as doc, array[1,2]::int8[] as bigs, array[3,4]::int4[] as smalls,
  '1 day 02:00'::interval as span, '\\x7801'::bytea as bytes, '10:30'::time as clock, '2026-01-02'::date as day,
  '2026-01-02 03:04:05+00'::timestamptz as at, array['a','b']::text[] as words, sum(3::int4) as summed`;

describe('the values each driver hands the app', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });

  it('reads raw SQL as node-postgres does, on either driver', async () => {
    const [row] = (await database.raw(ROW)).rows;
    expect(row).toEqual({
      counted: '1',
      big: '9007199254740993',
      amount: '2.50',
      small: 7,
      ratio: 1.5,
      yes: true,
      doc: { a: 1 },
      bigs: ['1', '2'],
      smalls: [3, 4],
      span: expect.objectContaining({ days: 1, hours: 2 }),
      bytes: Buffer.from([0x78, 0x01]),
      clock: '10:30:00',
      day: new Date(2026, 0, 2),
      at: new Date('2026-01-02T03:04:05Z'),
      words: ['a', 'b'],
      summed: '3',
    });
    expect(Buffer.isBuffer(row?.bytes)).toBe(true);
  });

  it("reads Drizzle's raw queries alike: dates and intervals stay text, the rest as node-postgres reads them", async () => {
    const result = await database.db.execute(sql.raw(ROW));
    const [row] = (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
    expect(row).toMatchObject({ counted: '1', big: '9007199254740993', bigs: ['1', '2'], span: '1 day 02:00:00', day: '2026-01-02' });
    expect(String(row?.at)).toMatch(/^2026-01-02 03:04:05\+00/);
  });
});
