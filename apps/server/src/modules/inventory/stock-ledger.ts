import { randomUUID } from 'node:crypto';
import type { StockMovementKind } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { stockMovements } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { type AppError, conflict, notFound } from '../../platform/http/errors.ts';
import { productNameOf } from './product-catalog.ts';
import { queueThresholdAlerts } from './threshold-alerts.ts';

/** A running total never passes this, so int4 cannot overflow however many receipts arrive. */
const MAX_TOTAL_QUANTITY = 1_000_000_000;

export interface StockChange {
  kind: StockMovementKind;
  unitCostCents?: number | null;
  note?: string | null;
  backBarUsageId?: string | null;
}

export interface StockResult {
  stockItemId: string;
  movementId: string | null;
  quantity: number;
  /** Outbox ids of threshold alerts queued in this transaction: deliver them after it commits. */
  messageIds: string[];
}

/**
 * The stock item of a store and product, created empty on first use with the product's threshold
 * (race-free: ON CONFLICT). The caller has checked that store and product belong to the tenant.
 */
export async function ensureStockItem(tx: Tx, tenantId: string, storeId: string, productId: string, threshold?: number): Promise<string> {
  await queryRows(
    tx,
    sql`INSERT INTO stock_items (id, tenant_id, store_id, product_id, threshold)
        VALUES (${randomUUID()}, ${tenantId}, ${storeId}, ${productId},
                COALESCE(${threshold ?? null}::int, (SELECT threshold FROM products WHERE tenant_id = ${tenantId} AND id = ${productId}), 0))
        ON CONFLICT (tenant_id, store_id, product_id) DO NOTHING`,
  );
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM stock_items WHERE tenant_id = ${tenantId} AND store_id = ${storeId} AND product_id = ${productId}`,
  );
  return row.id;
}

/**
 * Adds delta (negative: deducts) in one atomic UPDATE. A deduction that would leave the stock below zero
 * is refused unless the store allows negative stock; concurrent callers queue on the row lock and each
 * sees the previous one's result, so no update is lost.
 */
export async function changeStock(tx: Tx, actor: Actor, stockItemId: string, delta: number, change: StockChange): Promise<StockResult> {
  const [row] = await queryRows<{ quantity: number }>(
    tx,
    sql`UPDATE stock_items s SET quantity = s.quantity + ${delta}, updated_at = now()
         WHERE s.id = ${stockItemId} AND s.tenant_id = ${actor.tenantId}
           AND s.quantity::bigint + ${delta} <= ${MAX_TOTAL_QUANTITY}
           AND (${delta}::int >= 0 OR s.quantity + ${delta} >= 0 OR EXISTS (
                 SELECT 1 FROM inventory_settings st
                  WHERE st.tenant_id = s.tenant_id AND st.store_id = s.store_id AND st.allow_negative_stock))
     RETURNING s.quantity`,
  );
  if (!row) throw await refusal(tx, actor, stockItemId, delta);
  return recordMovement(tx, actor, stockItemId, delta, row.quantity, change);
}

/** Sets a counted quantity (EditQuantity); the movement records the difference from what was there. */
export async function setStock(tx: Tx, actor: Actor, stockItemId: string, quantity: number, reason: string): Promise<StockResult> {
  const [row] = await queryRows<{ previous: number; quantity: number }>(
    tx,
    sql`WITH old AS (SELECT id, quantity FROM stock_items WHERE id = ${stockItemId} AND tenant_id = ${actor.tenantId} FOR UPDATE)
        UPDATE stock_items s SET quantity = ${quantity}, updated_at = now() FROM old WHERE s.id = old.id
        RETURNING old.quantity AS previous, s.quantity`,
  );
  if (!row) throw notFound('Stock item');
  return recordMovement(tx, actor, stockItemId, row.quantity - row.previous, row.quantity, { kind: 'adjustment', note: reason });
}

async function recordMovement(tx: Tx, actor: Actor, stockItemId: string, delta: number, quantity: number, change: StockChange) {
  const [movement] = await tx
    .insert(stockMovements)
    .values({
      tenantId: actor.tenantId,
      stockItemId,
      kind: change.kind,
      quantityDelta: delta,
      resultingQuantity: quantity,
      unitCostCents: change.unitCostCents ?? null,
      note: change.note ?? null,
      actorId: actor.type === 'admin' ? actor.id : null,
      assumedById: actor.assumedBy,
      backBarUsageId: change.backBarUsageId ?? null,
    })
    .returning({ id: stockMovements.id });
  const messageIds = await syncThresholdFlag(tx, actor, stockItemId);
  return { stockItemId, movementId: movement.id, quantity, messageIds };
}

/**
 * Brings below_threshold in line with the stock. Only the transaction that flips it to true queues the
 * alert: the row is locked by this transaction's own UPDATE, so a concurrent one sees the flag set.
 */
export async function syncThresholdFlag(tx: Tx, actor: Actor, stockItemId: string): Promise<string[]> {
  const [flipped] = await queryRows<{ below_threshold: boolean }>(
    tx,
    sql`UPDATE stock_items SET below_threshold = (quantity < threshold)
         WHERE id = ${stockItemId} AND tenant_id = ${actor.tenantId} AND below_threshold <> (quantity < threshold)
     RETURNING below_threshold`,
  );
  return flipped?.below_threshold ? queueThresholdAlerts(tx, actor.tenantId, stockItemId) : [];
}

async function refusal(tx: Tx, actor: Actor, stockItemId: string, delta: number): Promise<AppError> {
  const [item] = await queryRows<{ quantity: number; product_id: string }>(
    tx,
    sql`SELECT quantity, product_id FROM stock_items WHERE id = ${stockItemId} AND tenant_id = ${actor.tenantId}`,
  );
  if (!item) return notFound('Stock item');
  const name = await productNameOf(tx, actor.tenantId, item.product_id);
  if (delta > 0) return conflict(`${name} cannot hold more than ${MAX_TOTAL_QUANTITY} units at one store.`);
  return conflict(`Not enough ${name} in stock at this store: ${item.quantity} available, ${-delta} needed.`, {
    quantity: `${item.quantity} available`,
  });
}
