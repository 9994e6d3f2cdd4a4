import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import * as schema from '../db/schema.ts';
import { makeCustomer, makeEmployee, makeTenant, type TestTenant } from '../testing/factories.ts';
import { createTestDatabase } from '../testing/test-db.ts';
import { asSystem, withTenant } from './tenancy.ts';

const tenantTables: PgTable[] = Object.values(schema).filter(
  (t): t is (typeof schema)[keyof typeof schema] & PgTable => t instanceof PgTable && 'tenantId' in getTableColumns(t),
);

describe('row-level security', () => {
  let database: Database;
  let a: TestTenant;
  let b: TestTenant;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await makeTenant(database.db, 'Alpha');
    b = await makeTenant(database.db, 'Beta');
    await makeEmployee(database.db, a, 'coordinator');
    await makeCustomer(database.db, a);
  });
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

  it('shows tenant B none of tenant A rows even with no app-side filter', async () => {
    for (const table of tenantTables) {
      const seenByB = await withTenant(database.db, b.tenant.id, (tx) => tx.select().from(table));
      const foreign = seenByB.filter((row) => (row as { tenantId: string }).tenantId !== b.tenant.id);
      expect(foreign, getTableName(table)).toEqual([]);
    }
    const aBrands = await withTenant(database.db, a.tenant.id, (tx) => tx.select().from(schema.brands));
    expect(aBrands.map((x) => x.tenantId)).toEqual([a.tenant.id]);
    const aEmployees = await withTenant(database.db, a.tenant.id, (tx) => tx.select().from(schema.employees));
    expect(aEmployees).toHaveLength(1);
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
    const attempt = withTenant(database.db, b.tenant.id, (tx) =>
      tx.insert(schema.brands).values({ tenantId: a.tenant.id, name: 'Intruder' }),
    );
    await expect(attempt).rejects.toMatchObject({ cause: { code: '42501' } });
    const moved = await withTenant(database.db, b.tenant.id, (tx) =>
      tx.update(schema.brands).set({ name: 'Renamed' }).where(sql`tenant_id = ${a.tenant.id}`).returning(),
    );
    expect(moved).toEqual([]);
  });

  it('keeps tenant settings inside the transaction that set them', async () => {
    await withTenant(database.db, a.tenant.id, async () => {});
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
