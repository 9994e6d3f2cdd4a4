import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/** Raw SQL through Drizzle with typed rows; both drivers answer `{ rows }`. */
export async function queryRows<T extends Record<string, unknown>>(tx: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
