import pg from 'pg';

/** PostgreSQL's first object id for objects made after initdb: every built-in type's oid is below it. */
const FIRST_NORMAL_OBJECT_ID = 16_384;

/**
 * The value readers of node-postgres (pg-types, text format), for every built-in type, to give to PGlite: the
 * embedded database then hands the app the same JavaScript values as PostgreSQL does. Without them the two differ
 * (a count or any int8 is a number on PGlite and a string on node-postgres; an interval is text against an object;
 * bytea is a Uint8Array against a Buffer), so code proven on one driver was not proven on the other. With them, the
 * PostgreSQL pass of the server's tests also speaks for the embedded database (scripts/test.mjs), and
 * driver-values.test.ts checks both answer alike. Drizzle's own per-query readers (dates kept as text) still apply
 * on top, on both drivers.
 */
export function nodePostgresParsers(): Record<number, (text: string) => unknown> {
  if (parsers) return parsers;
  parsers = {};
  for (let oid = 1; oid < FIRST_NORMAL_OBJECT_ID; oid++) parsers[oid] = pg.types.getTypeParser(oid, 'text');
  return parsers;
}

/** Built once, on the first PGlite opened (an app on PostgreSQL never needs them). */
let parsers: Record<number, (text: string) => unknown> | undefined;
