import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import * as schema from '../db/schema.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../testing/factories.ts';
import { seedEveryTenantTable } from '../testing/tenant-rows.ts';
import { createTestDatabase } from '../testing/test-db.ts';
import { asSystem, withTenant } from './tenancy.ts';

const tenantTables: PgTable[] = Object.values(schema).filter(
  (t): t is (typeof schema)[keyof typeof schema] & PgTable => t instanceof PgTable && 'tenantId' in getTableColumns(t),
);

describe('row-level security', () => {
  let database: Database;
  let aId: string;
  let b: TestTenant;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Tenant A: the demo seed plus a row in every table the seed leaves empty; tenant B: a bare tenant.
    aId = await seedEveryTenantTable(database.db);
    b = await makeTenant(database.db, 'Beta');
    await makeEmployee(database.db, b, 'coordinator');
    await makeCustomer(database.db, b);
  }, 120_000);
  afterAll(() => database.close());

  it('forces RLS with a tenant policy on every table that has a tenant_id', async () => {
    const { rows } = await database.raw(
      `select c.relname, c.relrowsecurity, c.relforcerowsecurity,
              exists(select 1 from pg_policy p where p.polrelid = c.oid and p.polname = 'tenant_isolation') as has_policy
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'`,
    );
    const byName = new Map(rows.map((r) => [r.relname as string, r]));
    expect(tenantTables.length).toBeGreaterThan(10);
    for (const table of tenantTables) {
      const row = byName.get(getTableName(table));
      expect(row, getTableName(table)).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true, has_policy: true });
    }
  });

  it('gives tenant A rows in every tenant table (a new table needs a factory in testing/tenant-rows.ts)', async () => {
    const empty: string[] = [];
    for (const table of tenantTables) {
      const rows = await withTenant(database.db, aId, (tx) => tx.select().from(table));
      if (!rows.some((row) => (row as { tenantId: string }).tenantId === aId)) empty.push(getTableName(table));
    }
    expect(empty).toEqual([]);
  });

  it('shows tenant B none of tenant A rows even with no app-side filter, in every tenant table', async () => {
    for (const table of tenantTables) {
      const name = getTableName(table);
      const seenByA = await withTenant(database.db, aId, (tx) => tx.select().from(table));
      expect(seenByA.length, `${name}: A sees its own rows`).toBeGreaterThan(0);
      expect(new Set(seenByA.map((row) => (row as { tenantId: string }).tenantId)), name).toEqual(new Set([aId]));
      const seenByB = await withTenant(database.db, b.tenant.id, (tx) => tx.select().from(table));
      expect(
        seenByB.filter((row) => (row as { tenantId: string }).tenantId !== b.tenant.id),
        name,
      ).toEqual([]);
    }
  });

  it('gives no rows when the tenant context is missing', async () => {
    for (const table of tenantTables) {
      const rows = await database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('role', 'salon_app', true)`);
        return tx.select().from(table);
      });
      expect(rows, getTableName(table)).toEqual([]);
    }
  });

  it('refuses to write a row into another tenant', async () => {
    const attempt = withTenant(database.db, b.tenant.id, (tx) => tx.insert(schema.brands).values({ tenantId: aId, name: 'Intruder' }));
    await expect(attempt).rejects.toMatchObject({ cause: { code: '42501' } });
    const moved = await withTenant(database.db, b.tenant.id, (tx) =>
      tx.update(schema.brands).set({ name: 'Renamed' }).where(sql`tenant_id = ${aId}`).returning(),
    );
    expect(moved).toEqual([]);
  });

  it('keeps tenant settings inside the transaction that set them', async () => {
    await withTenant(database.db, aId, async () => {});
    const [leaked] = await queryRows<{ t: string | null; u: string }>(
      database.db,
      sql`select current_setting('app.tenant_id', true) as t, current_user as u`,
    );
    expect(leaked.t ?? '').toBe('');
    expect(leaked.u).not.toBe('salon_app');
    const all = await asSystem(database.db, (tx) => tx.select().from(schema.tenants));
    expect(all.length).toBe(2);
  });
});
