// The distribute-by-tenant migration on a database with data: the migrations before it, the demo seed and
// a generated tenant with paid invoices (through the real routes), then the migration itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutWorld, cardToken, checkoutWorld, createInvoice, openDrawer, pay } from '../modules/checkout/checkout-test-data.ts';
import { sqlState } from '../platform/http/errors.ts';
import { asSystem } from '../platform/tenancy.ts';
import { createAppAt } from '../testing/test-app.ts';
import { createEmptyTestDatabase } from '../testing/test-db.ts';
import { type Database, runMigrations } from './client.ts';
import { distributionViolations, readCatalogue } from './distribution-lint.ts';
import { migrationsBefore } from './migrations-before.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

const MIGRATION = 'distribute_by_tenant';

/** Each foreign key as table(columns) -> target, tenant_id left out: the same links before and after. */
const links = async (database: Database) =>
  (await readCatalogue(database.raw)).foreignKeys
    .map((f) => `${f.table}(${f.pairs.filter((p) => p !== 'tenant_id=tenant_id').join(', ')}) -> ${f.target}`)
    .sort();

async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = await database.raw(
    `select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { relname } of tables.rows)
    counts[String(relname)] = Number((await database.raw(`select count(*) as n from "${relname}"`)).rows[0].n);
  return counts;
}

/**
 * Populates the database through today's app code on the schema before the migration: possible only while no later
 * migration adds columns that code writes. Since 0018 (customers_crm) it cannot, so the test is kept, and skipped with
 * this reason, as the record of how the migration was proved on data (session 3: 3 tests passed on both databases).
 */
const LATER_SCHEMA = 'customers_crm';

describe.skip(`the ${MIGRATION} migration on a populated database (retired once ${LATER_SCHEMA} changed the tables)`, () => {
  let database: Database;
  let app: FastifyInstance;
  let world: CheckoutWorld;
  let before: Record<string, number>;
  let linksBefore: string[];
  let paidBefore: string;
  let migrationMs: number;
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-migrations-'));
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  beforeAll(async () => {
    database = await createEmptyTestDatabase();
    await runMigrations(database, migrationsBefore(MIGRATION, dir));
    expect(distributionViolations(await readCatalogue(database.raw)).length).toBeGreaterThan(100);
    await seedDemoIfEmpty(database.db);
    app = await createAppAt(database, new Date());
    world = await checkoutWorld(database.db, 'Generated');
    await openDrawer(database.db, world);
    const byCard = await createInvoice(app, world);
    expect(
      (await pay(app, world.desk, byCard.id, { tender: 'card', token: await cardToken(app), amountCents: byCard.dueCents })).statusCode,
    ).toBe(200);
    paidBefore = byCard.id;
    const byCash = await createInvoice(app, world);
    expect((await pay(app, world.desk, byCash.id, { tender: 'cash', amountCents: byCash.dueCents })).statusCode).toBe(200);
    before = await rowCounts(database);
    linksBefore = await links(database);
    const started = performance.now();
    await runMigrations(database);
    migrationMs = performance.now() - started;
  }, 120_000);

  it('keeps every row and leaves no key without tenant_id', async () => {
    const rows = Object.values(before).reduce((a, b) => a + b, 0);
    console.info(
      `${MIGRATION} on ${rows} rows (${before.appointments} appointments, ${before.invoices} invoices): ${migrationMs.toFixed(0)} ms`,
    );
    expect(before.invoice_payments).toBe(2);
    expect(before.cash_transactions).toBe(1);
    expect(before.appointments).toBeGreaterThan(5);
    expect(await rowCounts(database)).toEqual(before);
    expect(linksBefore.length).toBeGreaterThan(130);
    expect(await links(database)).toEqual(linksBefore);
    expect(distributionViolations(await readCatalogue(database.raw))).toEqual([]);
  });

  it('serves the migrated data and takes new payments', async () => {
    const invoice = await createInvoice(app, world);
    const paid = await pay(app, world.desk, invoice.id, { tender: 'cash', amountCents: invoice.dueCents });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().res_data.invoice).toMatchObject({ status: 'success', dueCents: 0 });
    const old = await app.inject({ method: 'GET', url: `/api/Invoice/GetById/${paidBefore}`, headers: world.desk });
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json().res_data).toMatchObject({ id: paidBefore, status: 'success', dueCents: 0 });
  });

  it('refuses a row that points at another tenant', async () => {
    const [demoStore] = (await database.raw(`select s.id from stores s join tenants t on t.id = s.tenant_id where t.slug = 'demo' limit 1`))
      .rows;
    const crossTenant = asSystem(database.db, (tx) =>
      tx.execute(sql`update cash_registers set store_id = ${demoStore.id} where tenant_id = ${world.tenant.tenant.id}`),
    );
    expect(await crossTenant.then(() => 'updated', sqlState)).toBe('23503');
  });
});
