import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';

/**
 * Runs fn in one transaction as salon_app with app.tenant_id set: row-level security then shows
 * and accepts only that tenant's rows. Both settings are transaction-local (never leak through a pool).
 */
export function withTenant<T>(db: Db, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', 'salon_app', true), set_config('app.tenant_id', ${tenantId}, true)`);
    return fn(tx);
  });
}

/**
 * Runs fn as salon_system, which sees every tenant. Only for the named cross-tenant lookups that
 * precede a tenant: session by token hash, employee by sign-in email, brand by domain, sign-in
 * throttling, captcha replay records, the job workers, and public brand/store images by id.
 * Keep its callers few and obvious.
 */
export function asSystem<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', 'salon_system', true), set_config('app.tenant_id', '', true)`);
    return fn(tx);
  });
}

/**
 * The salon setup wizard's one transaction: creates the tenant row as salon_system, then switches the same
 * transaction to salon_app scoped to that new tenant for everything else, so a failure anywhere leaves nothing.
 */
export function withNewTenant<T>(
  db: Db,
  createTenant: (tx: Tx) => Promise<{ id: string }>,
  fn: (tx: Tx, tenantId: string) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', 'salon_system', true), set_config('app.tenant_id', '', true)`);
    const tenant = await createTenant(tx);
    await tx.execute(sql`select set_config('role', 'salon_app', true), set_config('app.tenant_id', ${tenant.id}, true)`);
    return fn(tx, tenant.id);
  });
}
