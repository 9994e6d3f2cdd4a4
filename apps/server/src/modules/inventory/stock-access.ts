import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';

/** The stock item of the actor's tenant, in a store the actor works at (another tenant's: 404; a store the actor does not work at: 403, as store-access does). */
export async function stockItemOfActor(tx: Tx, actor: Actor, stockItemId: string) {
  const [item] = await queryRows<{ id: string; store_id: string; product_id: string; quantity: number; threshold: number }>(
    tx,
    sql`SELECT id, store_id, product_id, quantity, threshold FROM stock_items WHERE tenant_id = ${actor.tenantId} AND id = ${stockItemId}`,
  );
  if (!item) throw notFound('Stock item');
  if (!actor.tenantWide && !actor.storeIds.includes(item.store_id)) throw forbidden('You do not work at this store.');
  return item;
}
