import type { AddStockInput, EditQuantityInput, EditThresholdInput, StockItem } from '@salon/shared';
import { addStockSchema, editQuantitySchema, editThresholdSchema } from '@salon/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { stockItems, stores } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { deliverQueuedMessage } from '../../platform/outbox/outbox.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { stockItemDetail } from './inventory-read.service.ts';
import { productExists } from './product-catalog.ts';
import { stockItemOfActor } from './stock-access.ts';
import { changeStock, ensureStockItem, setStock, syncThresholdFlag } from './stock-ledger.ts';
import type { InitialStockInput } from '../products/initial-stock.ts';

/** What the write services need: the database and the job queue that delivers alerts after commit. */
export type InventoryDeps = Pick<AppContext, 'db' | 'jobs'>;

export type InitialStock = InitialStockInput;

export interface InitialStockResult {
  stockItemId: string;
  /** Threshold alerts queued in the caller's transaction: pass each to deliverQueuedMessage after commit. */
  messageIds: string[];
}

/**
 * Called by the products module in its create transaction: makes the store's stock item for the new
 * product and records the initial quantity as a receipt (no movement when it is 0). The caller has
 * authorised creating the product; the store must belong to the actor's tenant.
 */
export async function receiveInitialStock(tx: Tx, actor: Actor, input: InitialStock, requestId?: string): Promise<InitialStockResult> {
  const fields: Record<string, string> = {};
  if (!Number.isInteger(input.quantity) || input.quantity < 0 || input.quantity > 1_000_000)
    fields.quantity = 'Initial stock must be a whole number from 0 to 1000000';
  if (!Number.isInteger(input.unitCostCents) || input.unitCostCents < 0)
    fields.unitCostCents = 'Unit cost must be a whole number of cents, not negative';
  if (input.threshold !== undefined && (!Number.isInteger(input.threshold) || input.threshold < 0))
    fields.threshold = 'Threshold must be a whole number, not negative';
  if (Object.keys(fields).length) throw invalid(fields);
  const [store] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.tenantId, actor.tenantId), eq(stores.id, input.storeId)));
  if (!store) throw notFound('Store');
  if (!(await productExists(tx, actor.tenantId, input.productId))) throw notFound('Product');
  const stockItemId = await ensureStockItem(tx, actor.tenantId, input.storeId, input.productId, input.threshold);
  if (input.threshold !== undefined) {
    await tx
      .update(stockItems)
      .set({ threshold: input.threshold })
      .where(and(eq(stockItems.tenantId, actor.tenantId), eq(stockItems.id, stockItemId)));
  }
  const result =
    input.quantity > 0
      ? await changeStock(tx, actor, stockItemId, input.quantity, {
          kind: 'receipt',
          unitCostCents: input.unitCostCents,
          note: 'Initial stock',
        })
      : { messageIds: await syncThresholdFlag(tx, actor, stockItemId) };
  await audit(
    tx,
    actor,
    {
      action: 'inventory.initial_stock',
      entityType: 'stock_item',
      entityId: stockItemId,
      details: {
        storeId: input.storeId,
        productId: input.productId,
        quantity: input.quantity,
        unitCostCents: input.unitCostCents,
        threshold: input.threshold ?? null,
      },
    },
    requestId,
  );
  return { stockItemId, messageIds: result.messageIds };
}

/** Runs a stock change in the request transaction, delivers any threshold alert after commit, answers the detail. */
async function write(
  ctx: InventoryDeps,
  actor: Actor,
  fn: (tx: Tx) => Promise<{ messageIds: string[] }>,
  stockItemId: string,
): Promise<StockItem> {
  const { detail, messageIds } = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const { messageIds } = await fn(tx);
    return { detail: await stockItemDetail(tx, actor, stockItemId), messageIds };
  });
  for (const id of messageIds) await deliverQueuedMessage(ctx.jobs, id);
  return detail;
}

/** Inventory/AddStock: a receipt of a positive quantity at a unit cost. */
export function addStock(ctx: InventoryDeps, actor: Actor, stockItemId: string, body: AddStockInput, requestId?: string) {
  const input = addStockSchema.parse(body);
  return write(
    ctx,
    actor,
    async (tx) => {
      await stockItemOfActor(tx, actor, stockItemId);
      const result = await changeStock(tx, actor, stockItemId, input.quantity, {
        kind: 'receipt',
        unitCostCents: input.unitCostCents,
        note: input.note,
      });
      await audit(
        tx,
        actor,
        {
          action: 'inventory.stock_added',
          entityType: 'stock_item',
          entityId: stockItemId,
          details: { ...input, movementId: result.movementId, quantity: result.quantity, added: input.quantity },
        },
        requestId,
      );
      return result;
    },
    stockItemId,
  );
}

/** Inventory/EditQuantity: sets the counted quantity; the movement keeps the difference and the reason. */
export function editQuantity(ctx: InventoryDeps, actor: Actor, stockItemId: string, body: EditQuantityInput, requestId?: string) {
  const input = editQuantitySchema.parse(body);
  return write(
    ctx,
    actor,
    async (tx) => {
      await stockItemOfActor(tx, actor, stockItemId);
      const result = await setStock(tx, actor, stockItemId, input.quantity, input.reason);
      await audit(
        tx,
        actor,
        {
          action: 'inventory.quantity_edited',
          entityType: 'stock_item',
          entityId: stockItemId,
          details: { quantity: input.quantity, reason: input.reason, movementId: result.movementId },
        },
        requestId,
      );
      return result;
    },
    stockItemId,
  );
}

/** Inventory/EditThreshold: a threshold raised above the stock counts as a crossing and alerts once. */
export function editThreshold(ctx: InventoryDeps, actor: Actor, stockItemId: string, body: EditThresholdInput, requestId?: string) {
  const input = editThresholdSchema.parse(body);
  return write(
    ctx,
    actor,
    async (tx) => {
      const item = await stockItemOfActor(tx, actor, stockItemId);
      await tx
        .update(stockItems)
        .set({ threshold: input.threshold })
        .where(and(eq(stockItems.tenantId, actor.tenantId), eq(stockItems.id, stockItemId)));
      const messageIds = await syncThresholdFlag(tx, actor, stockItemId);
      await audit(
        tx,
        actor,
        {
          action: 'inventory.threshold_edited',
          entityType: 'stock_item',
          entityId: stockItemId,
          details: { from: item.threshold, to: input.threshold },
        },
        requestId,
      );
      return { messageIds };
    },
    stockItemId,
  );
}
