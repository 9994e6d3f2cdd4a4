import type { InventorySettings } from '@salon/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inventorySettings } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfActor } from '../stores/store-access.ts';

async function settingsOf(tx: Tx, tenantId: string, storeId: string): Promise<InventorySettings> {
  const [row] = await tx
    .select({ allowNegativeStock: inventorySettings.allowNegativeStock })
    .from(inventorySettings)
    .where(and(eq(inventorySettings.tenantId, tenantId), eq(inventorySettings.storeId, storeId)));
  return { storeId, allowNegativeStock: row?.allowNegativeStock ?? false };
}

/** GET Inventory/Settings/{storeId}: a store without a row has the defaults (no negative stock). */
export function getInventorySettings(db: Db, actor: Actor, storeId: string): Promise<InventorySettings> {
  return withTenant(db, actor.tenantId, async (tx) => {
    await storeOfActor(tx, actor, storeId);
    return settingsOf(tx, actor.tenantId, storeId);
  });
}

/** PUT Inventory/Settings/{storeId}: whether back-bar and sales may take the store's stock below zero. */
export function setInventorySettings(db: Db, actor: Actor, storeId: string, allowNegativeStock: boolean, requestId?: string) {
  return withTenant(db, actor.tenantId, async (tx) => {
    await storeOfActor(tx, actor, storeId);
    const before = await settingsOf(tx, actor.tenantId, storeId);
    await tx
      .insert(inventorySettings)
      .values({ tenantId: actor.tenantId, storeId, allowNegativeStock })
      .onConflictDoUpdate({
        target: [inventorySettings.tenantId, inventorySettings.storeId],
        set: { allowNegativeStock, updatedAt: sql`now()` },
      });
    await audit(
      tx,
      actor,
      {
        action: 'inventory.settings_changed',
        entityType: 'store',
        entityId: storeId,
        details: { allowNegativeStock: { from: before.allowNegativeStock, to: allowNegativeStock } },
      },
      requestId,
    );
    return settingsOf(tx, actor.tenantId, storeId);
  });
}
