import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

// The products module (issue 5) owns `products` and `service_product_usage`; inventory reads them only here.

/** A product's name for messages ("Not enough Shampoo ..."); a missing one reads as "this product". */
export async function productNameOf(tx: Tx, tenantId: string, productId: string): Promise<string> {
  const [row] = await queryRows<{ name: string }>(tx, sql`SELECT name FROM products WHERE tenant_id = ${tenantId} AND id = ${productId}`);
  return row?.name ?? 'this product';
}

/** Whether the product exists in the tenant (404 otherwise, like another tenant's id). */
export async function productExists(tx: Tx, tenantId: string, productId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(tx, sql`SELECT id FROM products WHERE tenant_id = ${tenantId} AND id = ${productId}`);
  return rows.length > 0;
}

export interface ConsumableUse {
  productId: string;
  productName: string;
  quantity: number;
}

/** The consumable products a service uses and how many of each, in a stable order (by product id). */
export async function consumablesOfService(tx: Tx, tenantId: string, serviceId: string): Promise<ConsumableUse[]> {
  const rows = await queryRows<{ product_id: string; name: string; quantity: number }>(
    tx,
    sql`SELECT u.product_id, p.name, SUM(u.quantity)::int AS quantity
          FROM service_product_usage u
          JOIN products p ON p.tenant_id = u.tenant_id AND p.id = u.product_id
         WHERE u.tenant_id = ${tenantId} AND u.service_id = ${serviceId} AND p.consumable AND u.quantity > 0
         GROUP BY u.product_id, p.name
         ORDER BY u.product_id`,
  );
  return rows.map((r) => ({ productId: r.product_id, productName: r.name, quantity: Number(r.quantity) }));
}

/** Whether the service exists in the tenant (404 otherwise, like another tenant's id). */
export async function serviceExists(tx: Tx, tenantId: string, serviceId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(tx, sql`SELECT id FROM services WHERE tenant_id = ${tenantId} AND id = ${serviceId}`);
  return rows.length > 0;
}
