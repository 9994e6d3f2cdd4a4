import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { stores } from '../../db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';

/** A store of one brand; an unknown store or one of another brand or tenant answers 404 alike. */
export async function storeOfBrand(tx: Tx, brandId: string, storeId: string) {
  const [store] = await tx
    .select()
    .from(stores)
    .where(and(eq(stores.brandId, brandId), eq(stores.id, storeId)));
  if (!store) throw notFound('Store');
  return store;
}

/** A store of the transaction's tenant (row-level security hides the others). */
export async function storeOfTenant(tx: Tx, tenantId: string, storeId: string) {
  const [store] = await tx
    .select()
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.id, storeId)));
  if (!store) throw notFound('Store');
  return store;
}
