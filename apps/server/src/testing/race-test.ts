import { inject, it } from 'vitest';

/** The database driver this run was started with (TEST_DB_DRIVER, see global-setup.ts). */
export const testDriver = (): 'pglite' | 'pg' => inject('testDb').driver;

export const RACE_SKIP_REASON = 'needs PostgreSQL: PGlite runs every transaction on one connection, so no race can happen there';

/**
 * A test of concurrent requests. PGlite serialises every transaction on its one connection, so such a test
 * passes there even against a read-modify-write bug: it runs only on PostgreSQL (TEST_DB_DRIVER=pg) and is
 * reported as skipped, with the reason in its name, on the embedded database.
 */
export function raceTest(name: string, fn: () => Promise<void>, timeout?: number): void {
  const onPostgres = testDriver() === 'pg';
  it.skipIf(!onPostgres)(onPostgres ? `race: ${name}` : `race: ${name} [skipped: ${RACE_SKIP_REASON}]`, fn, timeout);
}
