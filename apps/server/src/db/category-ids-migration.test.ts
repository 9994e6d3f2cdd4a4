import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../testing/test-db.ts';
import { MIGRATIONS_DIR, runMigrations } from './client.ts';
import { migrationsBefore } from './migrations-before.ts';

// 0034 gives service categories ids (issue 16): a database populated before it gets one category per name (any
// case), every service points at its category, and a GL mapping keyed by a category name moves to that id.
describe('migration 0034: service categories keyed by id', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-migrations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes the categories, points services at them and moves name-keyed mappings to ids', async () => {
    const database = await createEmptyTestDatabase();
    try {
      await runMigrations(database, migrationsBefore('commission_rates_category_ids', dir));
      const [tenant, group] = ['1', '2'].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
      await database.raw(`insert into tenants (id, name, slug) values ($1, 'T', 't')`, [tenant]);
      for (const [name, category] of [
        ['Full colour', 'Colour'],
        ['Root touch-up', 'colour'],
        ['Haircut', 'Haircuts'],
      ])
        await database.raw(
          `insert into services (id, tenant_id, name, category, duration_minutes, price_cents, skill_set)
           values (gen_random_uuid(), $1, $2, $3, 30, 2500, 'haircut')`,
          [tenant, name, category],
        );
      await database.raw(`insert into accounting_store_groups (id, tenant_id, name) values ($1, $2, 'G')`, [group, tenant]);
      for (const [serviceCategory, account] of [
        [null, 'Services'],
        ['Colour', 'Sales:Colour'],
        ['Perms', 'Sales:Perms'],
      ])
        await database.raw(
          `insert into accounting_gl_mappings (id, tenant_id, group_id, category, service_category, account_name)
           values (gen_random_uuid(), $1, $2, 'service_revenue', $3, $4)`,
          [tenant, group, serviceCategory, account],
        );
      await runMigrations(database, MIGRATIONS_DIR);
      const rows = async (query: string) => (await database.raw(query)).rows as Record<string, string | null>[];
      const categories = await rows('select id, lower(name) as name from service_categories order by 2');
      expect(categories.map((c) => c.name)).toEqual(['colour', 'haircuts']);
      const colour = categories[0]!.id;
      const services = await rows('select name, category_id from services order by name');
      expect(services).toEqual([
        { name: 'Full colour', category_id: colour },
        { name: 'Haircut', category_id: categories[1]!.id },
        { name: 'Root touch-up', category_id: colour },
      ]);
      // The Colour mapping follows the category's id; Perms (no service has it) posted nothing and is gone.
      expect(await rows('select service_category_id, account_name from accounting_gl_mappings order by account_name')).toEqual([
        { service_category_id: colour, account_name: 'Sales:Colour' },
        { service_category_id: null, account_name: 'Services' },
      ]);
    } finally {
      await database.close();
    }
  }, 180_000); // every migration twice over an empty embedded database: tens of seconds on a busy machine
});
