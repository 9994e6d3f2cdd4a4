import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../testing/test-db.ts';
import { MIGRATIONS_DIR, runMigrations } from './client.ts';

// 0023 moves sales tax from basis points (825 = 8.25%) to milli-percent (8250) so 8.875% is exact: a database
// populated before it keeps every store's and invoice's rate, now ten times the number.
describe('migration 0023: tax rates from basis points to milli-percent', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-migrations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('multiplies the rates of existing stores and invoices by ten', async () => {
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const journalFile = path.join(dir, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx < 23) }));
    const database = await createEmptyTestDatabase();
    try {
      await runMigrations(database, dir);
      // The test database's user owns the tables and is a superuser: row-level security does not hide the rows.
      const [tenant, brand, store] = ['1', '2', '3'].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
      await database.raw(`insert into tenants (id, name, slug) values ($1, 'T', 't')`, [tenant]);
      await database.raw(`insert into brands (id, tenant_id, name) values ($1, $2, 'B')`, [brand, tenant]);
      await database.raw(
        `insert into stores (id, tenant_id, brand_id, name, timezone, opening_hours, tax_rate_basis_points)
         values ($1, $2, $3, 'S', 'America/Chicago', '{}'::jsonb, 825)`,
        [store, tenant, brand],
      );
      await database.raw(
        `insert into invoices (id, tenant_id, store_id, kind, cart_uniq_id, number, status, tax_rate_basis_points, subtotal_cents, total_cents)
         values (gen_random_uuid(), $1, $2, 'sale', 'cart-1', 'S-1', 'incomplete', 1025, 0, 0)`,
        [tenant, store],
      );
      writeFileSync(journalFile, JSON.stringify(journal));
      await runMigrations(database, dir);
      const rates = async (table: string) =>
        (await database.raw(`select tax_rate_milli_percent as rate from ${table}`)).rows.map((r) => Number(r.rate));
      expect(await rates('stores')).toEqual([8250]);
      expect(await rates('invoices')).toEqual([10250]);
    } finally {
      await database.close();
    }
  }, 180_000); // every migration twice over an empty embedded database: tens of seconds on a busy machine
});
