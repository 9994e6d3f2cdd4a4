import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../testing/test-db.ts';
import { MIGRATIONS_DIR, runMigrations } from './client.ts';
import { migrationsBefore } from './migrations-before.ts';

// 0040 gives the system accountant role the books' set-up (accounting_module, issue 16); a role of another slug or
// one an owner made themselves is left as it was, and the accountant's other flags stay.
describe('migration 0040: the accountant keeps the books', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-migrations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("adds accounting_module to system accountant roles only, keeping each role's other flags", async () => {
    const database = await createEmptyTestDatabase();
    try {
      await runMigrations(database, migrationsBefore('accountant_books', dir));
      const tenant = '00000000-0000-4000-8000-000000000001';
      await database.raw(`insert into tenants (id, name, slug) values ($1, 'T', 't')`, [tenant]);
      // The tenant's system accountant as 0029 made it, and an owner-made role that is not it.
      await database.raw(
        `insert into roles (id, tenant_id, slug, name, scope, access_controls, is_system)
         values (gen_random_uuid(), $1, 'accountant', 'Accountant', 'tenant',
           '{"reports":{"list_reports":true,"view_report_details":true,"full_report_view":true},"accounting":{"accounting_exports":true}}', true)`,
        [tenant],
      );
      await database.raw(
        `insert into roles (id, tenant_id, slug, name, scope, access_controls, is_system)
         values (gen_random_uuid(), $1, 'bookkeeper', 'Bookkeeper', 'tenant', '{"reports":{"list_reports":true}}', false)`,
        [tenant],
      );
      await runMigrations(database, MIGRATIONS_DIR);
      const rows = (await database.raw('select slug, access_controls from roles order by slug')).rows as {
        slug: string;
        access_controls: Record<string, Record<string, boolean>>;
      }[];
      expect(rows).toEqual([
        {
          slug: 'accountant',
          access_controls: {
            reports: { list_reports: true, view_report_details: true, full_report_view: true },
            accounting: { accounting_exports: true, accounting_module: true },
          },
        },
        { slug: 'bookkeeper', access_controls: { reports: { list_reports: true } } },
      ]);
    } finally {
      await database.close();
    }
  }, 180_000); // every migration twice over an empty embedded database: tens of seconds on a busy machine
});
