import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export interface EffectiveProductPrice {
  productId: string;
  storeId: string;
  /** The store's override price when it has one, else the product's retail price. */
  priceCents: number;
  /** Whether the store sells it now: product active, not archived, and not switched off by the store's override. */
  available: boolean;
  /** Checkout sells only resellable products. */
  resellable: boolean;
  overrideId: string | null;
}

/**
 * What a store charges for a product (issue 7's checkout calls it in its transaction): the store's
 * override wins over the product's price wherever that store sells the product. Null when the product
 * or store is not of the transaction's tenant (row-level security) or they belong to different tenants.
 */
export async function effectiveProductPrice(tx: Tx, storeId: string, productId: string): Promise<EffectiveProductPrice | null> {
  const [row] = await queryRows<{
    product_id: string;
    store_id: string;
    product_price: number;
    override_price: number | null;
    override_id: string | null;
    override_available: boolean | null;
    active: boolean;
    archived: boolean;
    resellable: boolean;
  }>(
    tx,
    sql`select p.id as product_id, s.id as store_id, p.price_cents as product_price, o.price_cents as override_price,
               o.id as override_id, o.available as override_available, p.active, (p.archived_at is not null) as archived, p.resellable
          from products p
          join stores s on s.tenant_id = p.tenant_id and s.id = ${storeId}
          left join product_overrides o on o.tenant_id = p.tenant_id and o.store_id = s.id and o.product_id = p.id
         where p.id = ${productId}`,
  );
  if (!row) return null;
  return {
    productId: row.product_id,
    storeId: row.store_id,
    priceCents: Number(row.override_price ?? row.product_price),
    available: row.active && !row.archived && row.override_available !== false,
    resellable: row.resellable,
    overrideId: row.override_id,
  };
}
