import type { BackBarUsage } from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { backBarUsageLines as linesTable, stores } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { deliverQueuedMessage } from '../../platform/outbox/outbox.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { backBarUsageById } from './back-bar-read.service.ts';
import { consumablesOfService, serviceExists } from './product-catalog.ts';
import type { InventoryDeps } from './inventory.service.ts';
import { changeStock, ensureStockItem } from './stock-ledger.ts';

export interface BackBarTarget {
  storeId: string;
  serviceId: string;
  appointmentId: string;
}

export interface BackBarResult {
  /** null when the service uses no consumable product (nothing deducted, nothing to undo). */
  usageId: string | null;
  lines: { stockItemId: string; productId: string; quantity: number; resultingQuantity: number }[];
  /** Threshold alerts queued in the caller's transaction: pass each to deliverQueuedMessage after commit. */
  messageIds: string[];
}

/**
 * Deducts the consumables a completed service uses from the store's stock, in the caller's transaction
 * (the appointments module calls it when a service is completed). Refused with 409 naming the product
 * when stock would go below zero and the store does not allow it; the whole deduction then rolls back
 * with the caller's transaction. One live deduction per appointment and service (a second one is 409).
 */
export async function deductBackBar(tx: Tx, actor: Actor, target: BackBarTarget, requestId?: string): Promise<BackBarResult> {
  const [store] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.tenantId, actor.tenantId), eq(stores.id, target.storeId)));
  if (!store) throw notFound('Store');
  if (!(await serviceExists(tx, actor.tenantId, target.serviceId))) throw notFound('Service');
  const uses = await consumablesOfService(tx, actor.tenantId, target.serviceId);
  if (!uses.length) return { usageId: null, lines: [], messageIds: [] };

  // ON CONFLICT instead of a read first: two concurrent completions of one service cannot both deduct.
  const [usage] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO back_bar_usages (id, tenant_id, store_id, service_id, appointment_id, deducted_by)
        VALUES (${randomUUID()}, ${actor.tenantId}, ${target.storeId}, ${target.serviceId}, ${target.appointmentId},
                ${actor.type === 'admin' ? actor.id : null})
        ON CONFLICT (tenant_id, appointment_id, service_id) WHERE status = 'deducted' DO NOTHING
        RETURNING id`,
  );
  if (!usage) throw conflict('The products of this service were already deducted for this appointment.');

  const result: BackBarResult = { usageId: usage.id, lines: [], messageIds: [] };
  // Products in id order: concurrent deductions lock stock rows in the same order and cannot deadlock.
  for (const use of uses) {
    const stockItemId = await ensureStockItem(tx, actor.tenantId, target.storeId, use.productId);
    const change = await changeStock(tx, actor, stockItemId, -use.quantity, { kind: 'back_bar', backBarUsageId: usage.id });
    await tx
      .insert(linesTable)
      .values({ tenantId: actor.tenantId, usageId: usage.id, stockItemId, productId: use.productId, quantity: use.quantity });
    result.lines.push({ stockItemId, productId: use.productId, quantity: use.quantity, resultingQuantity: change.quantity });
    result.messageIds.push(...change.messageIds);
  }
  await audit(
    tx,
    actor,
    {
      action: 'inventory.back_bar_deducted',
      entityType: 'back_bar_usage',
      entityId: usage.id,
      details: { ...target, lines: result.lines },
    },
    requestId,
  );
  return result;
}

/**
 * Puts back what a back-bar usage deducted, exactly once: the status flips in one conditional UPDATE,
 * so a second (or concurrent) undo finds nothing to flip and is refused with 409.
 */
export async function undoBackBar(tx: Tx, actor: Actor, usageId: string, requestId?: string): Promise<BackBarResult> {
  const [found] = await queryRows<{ store_id: string; status: string }>(
    tx,
    sql`SELECT store_id, status FROM back_bar_usages WHERE tenant_id = ${actor.tenantId} AND id = ${usageId}`,
  );
  if (!found) throw notFound('Back-bar usage');
  if (!actor.tenantWide && !actor.storeIds.includes(found.store_id)) throw forbidden('You do not work at this store.');
  const [flipped] = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE back_bar_usages SET status = 'undone', undone_at = now(), undone_by = ${actor.type === 'admin' ? actor.id : null}
         WHERE tenant_id = ${actor.tenantId} AND id = ${usageId} AND status = 'deducted'
     RETURNING id`,
  );
  if (!flipped) throw conflict('This back-bar usage was already undone.');
  const lines = await tx
    .select()
    .from(linesTable)
    .where(and(eq(linesTable.tenantId, actor.tenantId), eq(linesTable.usageId, usageId)))
    .orderBy(linesTable.productId);
  const result: BackBarResult = { usageId, lines: [], messageIds: [] };
  for (const line of lines) {
    const change = await changeStock(tx, actor, line.stockItemId, line.quantity, { kind: 'back_bar_undo', backBarUsageId: usageId });
    result.lines.push({
      stockItemId: line.stockItemId,
      productId: line.productId,
      quantity: line.quantity,
      resultingQuantity: change.quantity,
    });
    result.messageIds.push(...change.messageIds);
  }
  await audit(
    tx,
    actor,
    { action: 'inventory.back_bar_undone', entityType: 'back_bar_usage', entityId: usageId, details: { lines: result.lines } },
    requestId,
  );
  return result;
}

/** Inventory/BackBar/Undo: the request's transaction, alerts delivered after commit, the usage answered. */
export async function undoBackBarRequest(ctx: InventoryDeps, actor: Actor, usageId: string, requestId?: string): Promise<BackBarUsage> {
  const { usage, messageIds } = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const { messageIds } = await undoBackBar(tx, actor, usageId, requestId);
    return { usage: await backBarUsageById(tx, actor.tenantId, usageId), messageIds };
  });
  for (const id of messageIds) await deliverQueuedMessage(ctx.jobs, id);
  return usage;
}
