import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, forbidden, notFound } from '../../platform/http/errors.ts';

/** Tenant-wide roles see every store; store-scoped ones (managers) only the stores they hold a role at. */
export const worksAtStore = (actor: Actor, storeId: string) => actor.tenantWide || actor.storeIds.includes(storeId);

/** The WHERE part that limits a store query to the actor's tenant and scope. */
export function storeScope(actor: Actor): SQL {
  const tenant = eq(stores.tenantId, actor.tenantId);
  if (actor.tenantWide) return tenant;
  return actor.storeIds.length ? (and(tenant, inArray(stores.id, actor.storeIds)) as SQL) : sql`false`;
}

/**
 * A store of the actor's tenant that the actor works at, optionally locked for a write. Another tenant's id
 * answers 404 like a missing one; a store of the same tenant outside the actor's scope answers 403
 * (as the customers module's store check does).
 */
export async function storeOfActor(tx: Tx, actor: Actor, storeId: string, { forUpdate = false } = {}) {
  const query = tx
    .select()
    .from(stores)
    .where(and(eq(stores.tenantId, actor.tenantId), eq(stores.id, storeId)));
  const [store] = forUpdate ? await query.for('update') : await query;
  if (!store) throw notFound('Store');
  if (!worksAtStore(actor, store.id)) throw forbidden('You do not work at this store.');
  return store;
}

/**
 * Limits rows with a store list (a uuid[] column; empty means every store) to what a store-scoped person sees:
 * lists for every store or naming one of their stores. Tenant-wide people and super admins see all (undefined).
 */
export function storeListScope(column: AnyPgColumn, actor: Actor): SQL | undefined {
  if (actor.tenantWide || actor.isSuperAdmin) return undefined;
  if (actor.storeIds.length === 0) return sql`cardinality(${column}) = 0`;
  return sql`(cardinality(${column}) = 0 or ${column} && array[${sql.join(
    actor.storeIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}])`;
}

/** A store-scoped person may only name their own stores in a store list, and not "every store" (empty). */
export function assertOwnStoreList(actor: Actor, storeIds: readonly string[], what: string): void {
  if (actor.tenantWide || actor.isSuperAdmin) return;
  if (storeIds.length === 0) throw forbidden(`Only a tenant-wide role may make ${what} valid at every store: choose your stores.`);
  if (storeIds.some((id) => !actor.storeIds.includes(id))) throw forbidden('You do not work at one of these stores.');
}

/** DOMAIN.md: a refused state change names the status and the action. */
export const invalidTransition = (message: string) => new AppError(409, 'INVALID_TRANSITION', message);
