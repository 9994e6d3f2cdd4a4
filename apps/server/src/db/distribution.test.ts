import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-db.ts';
import type { Database } from './client.ts';
import { type Catalogue, citusPlanViolations, distributionViolations, parseCitusPlan, readCatalogue } from './distribution-lint.ts';
import { GLOBAL_LOOKUPS, GLOBAL_TABLES } from './global-tables.ts';

const SCALE_OUT_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/scale-out.md');

// The migrated schema, read from the catalogue of the driver the run uses (PGlite or PostgreSQL).
describe('a schema that distributes by tenant', () => {
  let database: Database;
  let cat: Catalogue;
  beforeAll(async () => {
    database = await createTestDatabase();
    cat = await readCatalogue(database.raw);
  });
  afterAll(() => database.close());

  it('leads every primary key, unique index and tenant-to-tenant foreign key with tenant_id', () => {
    expect(cat.tables.size).toBeGreaterThan(60);
    expect(distributionViolations(cat)).toEqual([]);
  });

  it('reads the keys it judges (composite keys, the global lookups, SET NULL of one column)', () => {
    const key = (table: string) => cat.uniques.find((u) => u.table === table && u.primary)?.columns;
    expect(key('appointments')).toEqual(['tenant_id', 'id']);
    expect(key('tenants')).toEqual(['id']);
    expect(cat.uniques.find((u) => u.name === 'employees_email_uq')?.columns).toEqual(['email']);
    const fk = (name: string) => cat.foreignKeys.find((f) => f.name === name);
    expect(fk('appointments_cutter_id_fk')).toMatchObject({ target: 'employees', pairs: ['tenant_id=tenant_id', 'cutter_id=id'] });
    expect(fk('appointments_created_by_fk')?.deleteSets).toEqual(['created_by']);
    expect(fk('appointments_tenant_id_tenants_id_fk')).toMatchObject({ target: 'tenants', pairs: ['tenant_id=id'] });
    expect(cat.exclusions.find((x) => x.name === 'shifts_no_overlap')).toMatchObject({
      columns: ['tenant_id', 'employee_id', '(expr)'],
      operators: ['=', '=', '&&'],
    });
  });

  it('names what it refuses', () => {
    const broken: Catalogue = {
      tables: new Map([
        ['stores', { hasTenantId: true }],
        ['notes', { hasTenantId: true }],
        ['stray', { hasTenantId: false }],
      ]),
      uniques: [
        { table: 'stores', name: 'stores_pkey', primary: true, columns: ['tenant_id', 'id'] },
        { table: 'notes', name: 'notes_pkey', primary: true, columns: ['id'] },
        { table: 'notes', name: 'notes_code_uq', primary: false, columns: ['code'] },
      ],
      exclusions: [{ table: 'notes', name: 'notes_no_overlap', columns: ['store_id', '(expr)'], operators: ['=', '&&'] }],
      foreignKeys: [
        { table: 'notes', name: 'notes_store_fk', target: 'stores', pairs: ['store_id=id'], deleteSets: null },
        { table: 'notes', name: 'notes_by_fk', target: 'stores', pairs: ['tenant_id=tenant_id', 'by=id'], deleteSets: ['tenant_id', 'by'] },
      ],
    };
    const found = distributionViolations(broken).join('\n');
    for (const bad of [
      'stray has no tenant_id',
      'notes_pkey',
      'notes_code_uq',
      'notes_no_overlap',
      'notes_store_fk',
      'notes_by_fk would set tenant_id',
    ])
      expect(found).toContain(bad);
    expect(found).not.toContain('stores_pkey');
  });

  it('docs/scale-out.md names every global table and places every table on Citus in a valid order', () => {
    const doc = readFileSync(SCALE_OUT_DOC, 'utf8');
    for (const table of [...Object.keys(GLOBAL_TABLES), ...Object.keys(GLOBAL_LOOKUPS)]) expect(doc).toContain(`\`${table}\``);
    const plan = parseCitusPlan(doc);
    expect(plan.filter((p) => p.placement === 'distributed').length).toBeGreaterThan(40);
    expect(citusPlanViolations(cat, plan)).toEqual([]);
    const swapped = plan.map((p) => (p.table === 'brands' ? { ...p, placement: 'distributed' as const } : p));
    expect(citusPlanViolations(cat, swapped)).toContain(
      'brand_domains_brand_id_fk: a reference table cannot reference a distributed table',
    );
  });
});
